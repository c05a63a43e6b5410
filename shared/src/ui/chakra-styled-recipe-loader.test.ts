import fs from 'node:fs';
import path from 'node:path';

// The loader is CommonJS (webpack loads it by path); tests require it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../build/chakra-styled-recipe-loader.cjs') as ((this: unknown, source: string) => string) & {
  keepStyledRecipe: (source: string) => string;
};

/** The file every build runs the loader on (webpack-app.cjs). */
const chakraFactoryFile = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/factory.js',
);

/**
 * A styled factory shaped like Chakra's, with its statements word for word:
 * `render(system)` stands for one render of the element under that system,
 * and `built()` counts the recipes made.
 */
const miniature = `
let built = 0;
const withEmotionCache = (render) => render;
const mergeCva = (a, b) => (a && b ? { merged: [a, b] } : a || b);
let system;
const useChakraContext = () => system;
function createStyled(tag, configOrCva = {}, options = {}) {
  let styles = [];
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);
    return cvaRecipe;
  });
  Styled.__emotion_cva = configOrCva;
  return Styled;
}
const makeSystem = () => ({ cva: (config) => { built += 1; return { recipeOf: config }; }, isValidProperty: () => true });
const render = (Styled, withSystem) => { system = withSystem; return Styled({}, undefined, null); };
return { createStyled, makeSystem, render, built: () => built };
`;

interface Recipe {
  recipeOf?: unknown;
  merged?: Recipe[];
}

interface Miniature {
  createStyled: (tag: unknown, config?: object) => unknown;
  makeSystem: () => object;
  render: (styled: unknown, system: object) => Recipe;
  built: () => number;
}

const load = (source: string) => new Function(source)() as Miniature;

describe('chakra-styled-recipe-loader', () => {
  it('transforms the installed Chakra styled factory', () => {
    const out = loader.keepStyledRecipe(fs.readFileSync(chakraFactoryFile, 'utf8'));
    expect(out).toContain('    if (keptRecipeCva !== cva) {');
    expect(out).toContain('    const cvaRecipe = keptRecipe;');
    expect(out).not.toContain('    const cvaRecipe = mergeCva(baseCva, cvaFn);');
  });

  it('without the loader, each render builds the recipe again (what it fixes)', () => {
    const { createStyled, makeSystem, render, built } = load(miniature);
    const system = makeSystem();
    const Div = createStyled('div');
    render(Div, system);
    render(Div, system);
    expect(built()).toBe(2);
  });

  it('builds an element type’s recipe once per system and gives the same recipe on every render', () => {
    const { createStyled, makeSystem, render, built } = load(loader.keepStyledRecipe(miniature));
    const system = makeSystem();
    const config = { base: { color: 'red' } };
    const Div = createStyled('div', config);
    const first = render(Div, system);
    expect(render(Div, system)).toBe(first);
    expect(first).toEqual({ recipeOf: config });
    expect(built()).toBe(1);

    // Another element type keeps its own recipe.
    const Span = createStyled('span', { base: { color: 'blue' } });
    expect(render(Span, system)).toEqual({ recipeOf: { base: { color: 'blue' } } });
    expect(built()).toBe(2);

    // Another system (another provider): built again for it.
    const other = makeSystem();
    const again = render(Div, other);
    expect(again).not.toBe(first);
    expect(again).toEqual({ recipeOf: config });
    expect(built()).toBe(3);
  });

  it('keeps the merge of an element made from another styled element', () => {
    const { createStyled, makeSystem, render, built } = load(loader.keepStyledRecipe(miniature));
    const system = makeSystem();
    const Inner = createStyled('div', { base: { margin: 1 } });
    const Outer = createStyled(Inner, { base: { padding: 2 } });
    const recipe = render(Outer, system);
    expect(recipe).toEqual({ merged: [{ recipeOf: { base: { margin: 1 } } }, { recipeOf: { base: { padding: 2 } } }] });
    expect(render(Outer, system)).toBe(recipe);
    expect(built()).toBe(2);
  });

  it('fails the build when Chakra changed the text it edits', () => {
    expect(() => loader.keepStyledRecipe('const createStyled = () => {};')).toThrow(/check the loader/);
    expect(() => loader.keepStyledRecipe(miniature.replace('    const cvaRecipe = mergeCva(baseCva, cvaFn);\n', ''))).toThrow(/check the loader/);
  });

  it('is cacheable for webpack', () => {
    const cacheable = jest.fn();
    loader.call({ cacheable }, miniature);
    expect(cacheable).toHaveBeenCalled();
  });
});
