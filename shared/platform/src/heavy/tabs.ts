import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('tabs', tabsSlotRecipe);

export { Tabs as part } from '@chakra-ui/react';
