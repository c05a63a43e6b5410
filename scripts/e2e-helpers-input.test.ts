import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Tests act like users (issues 41 and 46): the e2e suite's fixtures and flow
// helpers may wait for what a visitor waits for, but never send input the
// test did not name. A pointer move in the fixture's `goto` once hid that
// login links did nothing without input. This reads every fixture and flow
// helper and fails on a pointer, key, focus or synthetic event call, except
// in a helper whose name is the instruction itself (`tabTo`: the test asks
// for keyboard navigation to a target).

const e2e = resolve(__dirname, '../e2e');
/** Calls that send input to a page, or make the page believe it got some. */
const INPUT_CALL = /\.(mouse|keyboard|touchscreen)\.|\.(focus|hover|tap|dispatchEvent)\(|\.(press|pressSequentially|type|fill)\(\s*['"`]/g;

/** The code without its comments (a comment may name what it must not do). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/** Helpers that are an instruction to send input, named by the test that calls them. */
const INPUT_HELPERS = new Set(['tabTo']);

/** Each exported or inner function of `text` with its body, by a brace count from its declaration. */
function functionsOf(text: string): Array<{ name: string; body: string }> {
  const found: Array<{ name: string; body: string }> = [];
  for (const match of text.matchAll(/(?:function\s+(\w+)\s*\(|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\([^)]*\)\s*(?::[^=]+)?=>|(?:async\s+)?(\w+)\s*\([^)]*\)\s*(?::\s*[^{]+)?\{)/g)) {
    const name = match[1] ?? match[2] ?? match[3]!;
    const start = text.indexOf('{', match.index! + match[0].length - 1);
    if (start < 0) continue;
    let depth = 0;
    let end = start;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      else if (text[end] === '}' && --depth === 0) break;
    }
    found.push({ name, body: text.slice(start, end + 1) });
  }
  return found;
}

/** `file: helper: call` for every input call outside an input helper. */
function unnamedInput(folder: string): string[] {
  return readdirSync(join(e2e, folder))
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const text = withoutComments(readFileSync(join(e2e, folder, name), 'utf8'));
      const allowed = functionsOf(text).filter((fn) => INPUT_HELPERS.has(fn.name)).map((fn) => fn.body);
      let rest = text;
      for (const body of allowed) rest = rest.replace(body, '');
      return [...rest.matchAll(INPUT_CALL)].map((call) => `${folder}/${name}: ${call[0]}`);
    });
}

it('the fixtures send no input at all', () => {
  expect(unnamedInput('fixtures')).toEqual([]);
});

it('the flow helpers send input only in helpers named for it', () => {
  expect(unnamedInput('flows')).toEqual([]);
});

it('finds such a call where it is (the check can fail)', () => {
  const text = "export async function waitForHydration(page) {\n  await page.mouse.move(1, 1);\n}\nexport async function tabTo(page) {\n  await page.keyboard.press('Tab');\n}\n";
  const fns = functionsOf(text);
  expect(fns.map((fn) => fn.name)).toEqual(['waitForHydration', 'tabTo']);
  const rest = text.replace(fns[1]!.body, '');
  expect([...rest.matchAll(INPUT_CALL)].map((call) => call[0])).toEqual(['.mouse.']);
});
