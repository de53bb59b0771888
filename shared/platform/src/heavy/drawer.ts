import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipe } from '../system';

// The family's recipe comes with its chunk (system.ts, addSlotRecipe).
addSlotRecipe('drawer', drawerSlotRecipe);

export { Drawer as part } from '@chakra-ui/react';
