import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

/**
 * Native select parts; the root brings the `nativeSelect` slot recipe
 * (`withOwnRecipe`): the home page has no select, so the recipe is not in the
 * system every page builds.
 */
export const NativeSelect = withOwnRecipe(ChakraNativeSelect, nativeSelectSlotRecipe);
