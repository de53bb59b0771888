import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('menu', menuSlotRecipe);

export { Menu as part } from '@chakra-ui/react';
