import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedExports } = require('./shared-exports.cjs') as { sharedExports: () => [string, string[]][] };

jest.setTimeout(60_000);

describe('shared/README.md', () => {
  const readme = readFileSync(path.resolve(__dirname, '../shared/README.md'), 'utf8');
  const listed = new Map(
    readme
      .split('\n')
      .map((line) => /^- `(@interim\/shared[^`]*)`: (.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, new Set([...match[2]!.matchAll(/`([^`]+)`/g)].map((name) => name[1]!))]),
  );

  it.each(sharedExports())('lists every export of %s', (subpath, names) => {
    expect(listed.has(subpath)).toBe(true);
    const missing = names.filter((name) => !listed.get(subpath)!.has(name));
    // Regenerate the list with `node scripts/shared-exports.cjs`.
    expect(missing).toEqual([]);
  });
});
