import { Dialog as ChakraDialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from '@interim/shared/ui';

/** Dialog parts; the root brings the `dialog` slot recipe (not in the system). */
export const Dialog = withOwnRecipe(ChakraDialog, dialogSlotRecipe);
