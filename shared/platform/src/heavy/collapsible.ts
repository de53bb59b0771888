import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('collapsible', collapsibleSlotRecipe);

export { Collapsible as part } from '@chakra-ui/react';
