import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('switch', switchSlotRecipe);

export { Switch as part } from '@chakra-ui/react';
