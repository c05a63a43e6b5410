// Webpack loader for Chakra's built theme modules
// (@chakra-ui/react/dist/esm/theme/**/*.js). Those modules build their tokens,
// recipes and the default config with top-level calls such as
// `const buttonRecipe = defineRecipe({...})`. A call is a possible side effect
// to the minifier, so every recipe stayed in the bundle as soon as one token
// was imported (+23 KB gzip, see docs/stack.md). The define* helpers are identity
// functions, so marking these calls pure is safe and lets unused ones go.
// It edits built text: Chakra is pinned, and the bench size report covers it.

const { textLoader } = require('./text-loader.cjs');

/** A top-level `const|let|var name = defineX(` or `= defineX.member(`, not yet annotated. */
const TOP_LEVEL_DEFINE_CALL =
  /^((?:export\s+)?(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*)(define[A-Z][\w$]*(?:\.[A-Za-z_$][\w$]*)?\s*\()/gm;

/**
 * Returns `source` with every top-level define* call marked `/* @__PURE__ *\/`.
 * Idempotent: an annotated call no longer matches.
 * @param {string} source
 * @returns {string}
 */
function markPure(source) {
  return source.replace(TOP_LEVEL_DEFINE_CALL, '$1/* @__PURE__ */ $2');
}

module.exports = Object.assign(textLoader(markPure), { markPure });
