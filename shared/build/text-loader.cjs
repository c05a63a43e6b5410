// The webpack loader around a transform of a dependency's built text (the
// Chakra loaders beside this file). Its output depends on the source alone,
// so webpack may cache it.

/**
 * @param {(source: string) => string} transform
 * @returns {(this: { cacheable?: (flag?: boolean) => void } | undefined, source: string) => string}
 */
function textLoader(transform) {
  return function loader(source) {
    if (this && typeof this.cacheable === 'function') this.cacheable();
    return transform(source);
  };
}

module.exports = { textLoader };
