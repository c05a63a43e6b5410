// Webpack loader for Chakra's `createSystem`
// (@chakra-ui/react/dist/esm/styled-system/system.js). `createSystem` builds
// the global style sheet (reset, global CSS and every token as a CSS
// variable) eagerly, as `system._global`: about half of the system's build
// time, on every page load. Only `ChakraProvider` reads it, to render it with
// emotion's `Global`. A prerendered page already carries those styles, so the
// shell's provider does not ask for them (shared/src/ui/ui-provider.tsx), and
// with this loader they are then never built (issue 8: TBT).
// It edits built text: Chakra is pinned, and the loader fails the build when
// the text it expects is not there, instead of silently doing nothing.

const { textLoader } = require('./text-loader.cjs');

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _globalBuilt;\n  const buildGlobal = () => (_globalBuilt ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
/** The shorthand property in the returned system object. */
const EAGER_PROPERTY = /^(\s*)_global,$/m;

/**
 * Returns `source` with `_global` built on first read instead of in `createSystem`.
 * @param {string} source
 * @returns {string}
 */
function lazyGlobal(source) {
  if (source.split(EAGER).length !== 2 || !EAGER_PROPERTY.test(source)) {
    throw new Error(
      'chakra-lazy-global-loader: createSystem no longer has the expected `_global`; check the loader against this Chakra version',
    );
  }
  return source.replace(EAGER, LAZY).replace(EAGER_PROPERTY, '$1get _global() { return buildGlobal(); },');
}

module.exports = Object.assign(textLoader(lazyGlobal), { lazyGlobal });
