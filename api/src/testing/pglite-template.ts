import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { findRepoRoot } from '../config/env.js';

/**
 * A freshly initialised, empty PGlite data folder as a tarball, made once per
 * machine and PGlite version. Starting from it takes ~1 s instead of ~5 s of
 * initdb per test file. It holds no schema of ours: every test still runs
 * all migrations on its own copy.
 */
export async function loadPgliteTemplate(): Promise<Blob> {
  const version = await pgliteVersion();
  const file = path.join(os.tmpdir(), `interim-api-pglite-${version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await PGlite.create({ extensions: { pg_trgm } });
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Parallel jest workers may race here: write aside, then rename atomically.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  }
}

async function pgliteVersion(): Promise<string> {
  try {
    const manifest = path.join(findRepoRoot(), 'api', 'node_modules', '@electric-sql', 'pglite', 'package.json');
    const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
    return version.replace(/[^0-9a-z.-]/gi, '');
  } catch {
    return 'unknown';
  }
}
