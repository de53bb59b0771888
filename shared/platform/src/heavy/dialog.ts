import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('dialog', dialogSlotRecipe);

export { Dialog as part } from '@chakra-ui/react';
