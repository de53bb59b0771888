import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('radioGroup', radioGroupSlotRecipe);

export { RadioGroup as part } from '@chakra-ui/react';
