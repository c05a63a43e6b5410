import type { ComponentType } from 'react';
import type { SlotRecipeConfig } from '@chakra-ui/react/styled-system';

/**
 * The parts of a Chakra slot-recipe component (`Drawer`, `NativeSelect`, ...)
 * whose `Root` brings its own recipe instead of asking the system for it by
 * key. Such a recipe is not in the system (`system.ts`): not in the JavaScript
 * every page loads, nor work when the system is built; it ships with the
 * component, on the pages that use it. The other parts take their styles from
 * the root's context, as with a recipe of the system. A `recipe` given to the
 * root still wins. (React 19: `ref` is a prop, passed on with the rest.)
 */
export function withOwnRecipe<Parts extends { Root: ComponentType<never> }>(parts: Parts, recipe: SlotRecipeConfig): Parts {
  const Root = parts.Root as unknown as ComponentType<{ recipe?: SlotRecipeConfig }>;
  function RootWithOwnRecipe(props: { recipe?: SlotRecipeConfig }) {
    return <Root recipe={recipe} {...props} />;
  }
  RootWithOwnRecipe.displayName = (Root as { displayName?: string }).displayName ?? 'Root';
  return { ...parts, Root: RootWithOwnRecipe };
}
