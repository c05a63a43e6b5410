import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@interim/shared/contract';
import { findRepoRoot } from './config/env.js';

/**
 * The API runs under tsx as an ES module and loads the contract as CommonJS
 * (shared/package.json has no "type": "module"). Node then sees only the
 * names that shared/src/contract/index.ts lists explicitly: an `export *`
 * line compiles fine, passes jest, and crashes `pnpm start` with
 * "does not provide an export named ...".
 */
describe('the contract index', () => {
  const source = readFileSync(path.join(findRepoRoot(), 'shared', 'src', 'contract', 'index.ts'), 'utf8');

  it('re-exports by name, never with export *', () => {
    const starLines = source.split('\n').filter((line) => /^\s*export\s+\*/.test(line));
    expect(starLines).toEqual([]);
  });

  it('exposes every value the API uses', () => {
    for (const name of ['ApiErrorBodySchema', 'VacancyListQuerySchema', 'SectorSchema', 'installDutchErrorMap', 'CLIENT_HEADER', 'TrackEventSchema']) {
      expect(contract).toHaveProperty(name);
    }
  });
});
