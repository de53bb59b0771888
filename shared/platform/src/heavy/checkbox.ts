import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('checkbox', checkboxSlotRecipe);

export { Checkbox as part } from '@chakra-ui/react';
