import fs from 'node:fs';
import path from 'node:path';

// The loader is CommonJS (webpack loads it by path); tests require it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../build/chakra-pure-loader.cjs') as ((this: unknown, source: string) => string) & {
  markPure: (source: string) => string;
};

const PURE = '/* @__PURE__ */ ';

describe('chakra-pure-loader', () => {
  it('marks top-level define* calls pure', () => {
    const source = [
      "import { defineRecipe, defineSlotRecipe, defineTokens, defineSemanticTokens, defineConfig } from '../../styled-system/config.js';",
      'const buttonRecipe = defineRecipe({ className: "chakra-button" });',
      'const cardSlotRecipe = defineSlotRecipe({ slots: [] });',
      'const colors = defineTokens.colors({ white: { value: "#fff" } });',
      'const semanticColors = defineSemanticTokens.colors({});',
      'export const defaultThemeConfig = defineConfig({',
      '  theme: {}',
      '});',
      'let styles = defineStyle({});',
    ].join('\n');
    const out = loader.markPure(source);
    expect(out).toContain(`const buttonRecipe = ${PURE}defineRecipe({`);
    expect(out).toContain(`const cardSlotRecipe = ${PURE}defineSlotRecipe({`);
    expect(out).toContain(`const colors = ${PURE}defineTokens.colors({`);
    expect(out).toContain(`const semanticColors = ${PURE}defineSemanticTokens.colors({`);
    expect(out).toContain(`export const defaultThemeConfig = ${PURE}defineConfig({`);
    expect(out).toContain(`let styles = ${PURE}defineStyle({`);
    // The import line is untouched.
    expect(out.split('\n')[0]).toBe(source.split('\n')[0]);
  });

  it('leaves nested, non-define and already annotated calls alone', () => {
    const source = [
      'function build() {',
      '  const inner = defineRecipe({});',
      '  return inner;',
      '}',
      'const x = createSystem(config);',
      'const y = undefinedThing({});',
      `const z = ${PURE}defineRecipe({});`,
      'const call = defineRecipe;',
    ].join('\n');
    expect(loader.markPure(source)).toBe(source);
  });

  it('is idempotent', () => {
    const once = loader.markPure('const a = defineRecipe({});');
    expect(loader.markPure(once)).toBe(once);
  });

  it('works as a webpack loader function', () => {
    const cacheable = jest.fn();
    expect(loader.call({ cacheable }, 'const a = defineKeyframes({});')).toBe(`const a = ${PURE}defineKeyframes({});`);
    expect(cacheable).toHaveBeenCalled();
  });

  it("annotates every top-level define* call of the pinned Chakra's theme files and changes nothing else", () => {
    const themeDir = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js')) files.push(full);
      }
    };
    walk(themeDir);
    expect(files.length).toBeGreaterThan(80);

    let annotated = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const out = loader.markPure(source);
      expect(out.split(PURE).join('')).toBe(source);
      const leftOver = out.split('\n').filter((line) => /^(export\s+)?(const|let|var)\s+\w+\s*=\s*define\w*/.test(line));
      expect({ file, leftOver }).toEqual({ file, leftOver: [] });
      annotated += out.split(PURE).length - 1;
    }
    // Every recipe (19), slot recipe (57) and token group is a top-level call in 3.37.0.
    expect(annotated).toBeGreaterThanOrEqual(19 + 57);
  });
});
