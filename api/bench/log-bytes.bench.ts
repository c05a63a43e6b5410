/**
 * Log bytes per request (issue 28, docs/quality.md "Operations: signals and
 * instances"): builds the app on an in-memory PGlite with the production log
 * level and a counting log stream, answers a fixed mix of requests with
 * `app.inject` (a list search, a detail, reference data, a 404, a refused
 * request), and prints bytes and lines per request.
 *
 *   pnpm --filter @interim/api exec tsx bench/log-bytes.bench.ts [path of an app.ts to measure]
 *
 * The argument lets an older app.ts (a checkout of an earlier commit) be
 * measured the same way.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/db/database.js';
import { loadPgliteTemplate } from '../src/testing/pglite-template.js';

const appModule = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '../src/app.ts');
const { buildApp } = (await import(pathToFileURL(appModule).href)) as typeof import('../src/app.js');

let bytes = 0;
let lines = 0;
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    lines += chunk.toString('utf8').split('\n').filter(Boolean).length;
    done();
  },
});
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-log-bytes-'));
const database = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
const app = await buildApp({
  env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:3429', PUBLIC_URL: 'https://www.interimly.test' },
  config: { dataDir, serveStatic: false, jwtSecret: 'log-bytes-secret-log-bytes-secret-0123456' },
  database,
  logger: { level: 'info', stream },
});
await app.ready();
const mix = ['/api/vacancies?range=[0,19]', '/api/vacancies/3', '/api/sectors', '/api/does-not-exist', '/api/vacancies/abc'];
const rounds = 40;
bytes = 0;
lines = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const url of mix) await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
}
const requests = rounds * mix.length;
process.stdout.write(`${JSON.stringify({ app: path.relative(process.cwd(), appModule), requests, lines, linesPerRequest: lines / requests, bytesPerRequest: Math.round(bytes / requests) })}\n`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
