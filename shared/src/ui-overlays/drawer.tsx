import { Drawer as ChakraDrawer } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from '@interim/shared/ui';

/** Drawer parts; the root brings the `drawer` slot recipe (not in the system). */
export const Drawer = withOwnRecipe(ChakraDrawer, drawerSlotRecipe);
