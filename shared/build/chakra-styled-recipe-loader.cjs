// Webpack loader for Chakra's styled-element factory
// (@chakra-ui/react/dist/esm/styled-system/factory.js): `chakra.div`, `Box`,
// `Stack`, `Text` and every other element Chakra styles. On each render of
// each such element, the factory builds the element's recipe again:
// `cva(configOrCva)` (a new recipe function with three memo caches of its own,
// each asked once and thrown away) and, for an element made from another
// styled element, a second recipe and their merge. The recipe depends only on
// what the element was created with and on the system's `cva`, so this loader
// builds it once per element type and system and keeps it. A server render of
// the detail page made 197 such recipes per request (792 memo caches), about
// 2 ms of its 19 ms; the browser did the same work for every element it
// hydrated or rendered (issue 33, docs/adr/0024). The recipe's identity is
// then stable too, so the `useMemo`s of `useResolvedProps` that depend on it
// hold across renders. It edits built text: Chakra is pinned, and the loader
// fails the build when the text it expects is not there.

const { textLoader } = require('./text-loader.cjs');

/** The three statements that build the recipe on every render. */
const PER_RENDER = [
  '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);',
  '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;',
  '    const cvaRecipe = mergeCva(baseCva, cvaFn);',
].join('\n');

/** The same, built when the system's `cva` is not the one the kept recipe was built with. */
const KEPT = [
  '    if (keptRecipeCva !== cva) {',
  '      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);',
  '      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;',
  '      keptRecipe = mergeCva(baseCva, cvaFn);',
  '      keptRecipeCva = cva;',
  '    }',
  '    const cvaRecipe = keptRecipe;',
].join('\n');

/** Where the element type is created: the kept recipe lives beside it, one per type. */
const STYLED = '  const Styled = withEmotionCache((inProps, cache2, ref) => {';
const STYLED_WITH_KEPT = `  let keptRecipe;\n  let keptRecipeCva;\n${STYLED}`;

/**
 * Returns `source` with each element type's recipe built once per system instead of on every render.
 * @param {string} source
 * @returns {string}
 */
function keepStyledRecipe(source) {
  if (source.split(PER_RENDER).length !== 2 || source.split(STYLED).length !== 2) {
    throw new Error(
      "chakra-styled-recipe-loader: Chakra's styled factory no longer builds its recipe as expected; check the loader against this Chakra version",
    );
  }
  return source.replace(STYLED, STYLED_WITH_KEPT).replace(PER_RENDER, KEPT);
}

module.exports = Object.assign(textLoader(keepStyledRecipe), { keepStyledRecipe });
