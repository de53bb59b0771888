import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('accordion', accordionSlotRecipe);

export { Accordion as part } from '@chakra-ui/react';
