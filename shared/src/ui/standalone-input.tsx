import { createRecipeContext } from '@chakra-ui/react/styled-system';
import type { InputProps } from '@chakra-ui/react/input';

const { withContext } = createRecipeContext({ key: 'input' });

/**
 * A text input styled as `Input` (recipe `input`) that is not part of a form
 * field: a plain `input` element, without the field context `Input` reads
 * (ids, aria attributes of a `Field.Root`), so give it an `id` and a label
 * yourself. It loads none of the field machinery behind `Input` (ark-ui's
 * `Field` parts, about 3 KB of gzip): the home page's search box uses it.
 */
export const StandaloneInput = withContext<HTMLInputElement, InputProps>('input');
