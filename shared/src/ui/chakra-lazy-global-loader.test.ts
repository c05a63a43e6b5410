import fs from 'node:fs';
import path from 'node:path';

// The loader is CommonJS (webpack loads it by path); tests require it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../build/chakra-lazy-global-loader.cjs') as ((this: unknown, source: string) => string) & {
  lazyGlobal: (source: string) => string;
};

/** The file the browser builds run the loader on (webpack-app.cjs). */
const chakraSystemFile = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

/** A createSystem shaped like Chakra's, counting how often the sheet is built. */
const miniature = `
let built = 0;
function createSystem() {
  const getPreflightCss = () => { built += 1; return 'reset'; };
  const getGlobalCss = () => 'global';
  const getTokenCss = () => 'tokens';
  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];
  return {
    $$chakra: true,
    _global,
    css: () => undefined
  };
}
return { createSystem, builds: () => built };
`;

describe('chakra-lazy-global-loader', () => {
  it('transforms the installed Chakra createSystem', () => {
    const out = loader.lazyGlobal(fs.readFileSync(chakraSystemFile, 'utf8'));
    expect(out).not.toContain('const _global = [');
    expect(out).toContain('get _global() { return buildGlobal(); },');
  });

  it('builds the global sheet only when it is read, once', () => {
    const { createSystem, builds } = new Function(loader.lazyGlobal(miniature))() as {
      createSystem: () => { _global: string[] };
      builds: () => number;
    };
    const system = createSystem();
    expect(builds()).toBe(0);
    expect(system._global).toEqual(['reset', 'global', 'tokens']);
    expect(system._global).toBe(system._global);
    expect(builds()).toBe(1);
  });

  it('fails the build when Chakra changed the text it edits', () => {
    expect(() => loader.lazyGlobal('function createSystem() { return {}; }')).toThrow(/check the loader/);
    expect(() => loader.lazyGlobal(miniature.replace('    _global,\n', ''))).toThrow(/check the loader/);
  });

  it('is cacheable for webpack', () => {
    const cacheable = jest.fn();
    loader.call({ cacheable }, miniature);
    expect(cacheable).toHaveBeenCalled();
  });
});
