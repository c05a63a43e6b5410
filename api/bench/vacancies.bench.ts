/**
 * API benchmark (reports, never asserts): `pnpm bench` at the root, or
 * `pnpm --filter @interim/api exec tsx bench/vacancies.bench.ts`.
 *
 * A child process seeds 100k vacancies into a fresh embedded database (and a
 * fresh PostgreSQL schema when BENCH_DATABASE_URL is set), then serves the
 * app and a Fastify hello-world on loopback ports. This process drives
 * autocannon against both in alternation (same machine, same moment), so the
 * ratio says how far the search is from Fastify's ceiling here.
 *
 * Knobs: BENCH_ROWS (100000), BENCH_PAIRS (5), BENCH_SECONDS (3), BENCH_CONNECTIONS (10).
 * The per-IP search limit is lifted (autocannon is one IP asking thousands
 * of times a second); the cap on uncached searches stays as configured
 * (SEARCH_CONCURRENCY, SEARCH_QUEUE are passed on).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadTestEnv } from '../src/config/env.js';
import { type DatabaseHandle, dropSchema, openDatabase } from '../src/db/database.js';
import { insertBenchVacancies } from '../src/db/seed/bench-seed.js';

// Knobs of a developer tool, read where they are used (the app's settings go through config/env.ts).
const knob = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ROWS = knob('BENCH_ROWS', 100_000);
const PAIRS = knob('BENCH_PAIRS', 5);
const SECONDS = knob('BENCH_SECONDS', 3);
const CONNECTIONS = knob('BENCH_CONNECTIONS', 10);

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Child: seed, then serve the app and hello-world; print their ports. */
async function serve(kind: 'pglite' | 'postgres'): Promise<void> {
  const url = loadTestEnv().benchDatabaseUrl;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database: DatabaseHandle =
    kind === 'postgres' && url ? await openDatabase({ kind: 'postgres', connectionString: url, schema, maxConnections: 10 }) : await openDatabase({ kind: 'pglite' });
  // A data folder of its own (the operator token, the outbox): a fixed path would not exist on a new machine.
  const dataDir = mkdtempSync(join(tmpdir(), 'interim-bench-'));
  const app = await buildApp({
    env: {
      NODE_ENV: 'production',
      RATE_LIMIT_SEARCH_PER_MINUTE: '1000000000',
      SEARCH_CONCURRENCY: process.env.SEARCH_CONCURRENCY,
      SEARCH_QUEUE: process.env.SEARCH_QUEUE,
    },
    config: { serveStatic: false, logLevel: 'silent', jwtSecret: randomBytes(32).toString('hex'), dataDir },
    database,
  });
  const started = Date.now();
  await insertBenchVacancies(database.db, ROWS, { log: (message) => process.stderr.write(`  [${kind}] ${message}\n`) });
  process.stderr.write(`  [${kind}] seeded ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${JSON.stringify({ appAddress, helloAddress })}\n`);
  const stop = async () => {
    await hello.close();
    await app.close();
    await database.close();
    if (kind === 'postgres' && url) await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

async function startServer(kind: 'pglite' | 'postgres'): Promise<{ child: ChildProcess; appAddress: string; helloAddress: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve', kind], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`benchmark server (${kind}) exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ...(JSON.parse(line.slice(6)) as { appAddress: string; helloAddress: string }) });
    });
  });
}

async function run(url: string, seconds = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.mean };
}

/** Alternates a and b, PAIRS times; returns per-run figures. */
async function alternate(a: string, b: string) {
  await run(a, 1);
  await run(b, 1);
  const first: Array<Awaited<ReturnType<typeof run>>> = [];
  const second: Array<Awaited<ReturnType<typeof run>>> = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    first.push(await run(a));
    second.push(await run(b));
  }
  return { first, second, ratio: median(first.map((item, index) => item.rps / second[index]!.rps)) };
}

async function timeOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function benchmark(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n-- ${kind}: seeding ${ROWS} vacancies (this takes a while) --`);
  const { child, appAddress, helloAddress } = await startServer(kind);
  try {
    const search = `${appAddress}/api/vacancies?filter=${q({ q: 'projectmanager' })}&range=${q([0, 19])}`;
    const searchResult = await alternate(search, `${helloAddress}/`);
    console.log(`search "projectmanager", first page (${CONNECTIONS} connections, ${PAIRS} x ${SECONDS} s):`);
    console.log(`  app        ${median(searchResult.first.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(searchResult.first.map((r) => r.p99)).toFixed(1)} ms`);
    console.log(`  hello      ${median(searchResult.second.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(searchResult.second.map((r) => r.p99)).toFixed(1)} ms`);
    console.log(`  median ratio app / hello-world: ${(searchResult.ratio * 100).toFixed(1)} %`);

    // The default list (open vacancies, newest first): what visitors page through.
    const head = await fetch(`${appAddress}/api/vacancies?range=${q([0, 0])}`);
    const total = Number((head.headers.get('content-range') ?? '').split('/')[1]);
    const deepStart = Math.max(0, Math.min(99_980, total - 20));
    const firstPage = `${appAddress}/api/vacancies?range=${q([0, 19])}`;
    const deepPage = `${appAddress}/api/vacancies?range=${q([deepStart, deepStart + 19])}`;

    // Deep offsets nobody asked for before: no cached cursor, OFFSET over the narrow index-only scan.
    const cold: number[] = [];
    const coldFirst: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const start = deepStart - 40 * (index + 1);
      cold.push(await timeOnce(`${appAddress}/api/vacancies?range=${q([start, start + 19])}`));
      coldFirst.push(await timeOnce(`${appAddress}/api/vacancies?range=${q([index * 20, index * 20 + 19])}`));
    }
    // A search term nobody asked for before (no cached total).
    const coldSearch: number[] = [];
    for (const term of ['beleidsadviseur', 'controller', 'jeugdzorg', 'omgevingswet', 'informatiemanager', 'recruiter', 'handhaver']) {
      coldSearch.push(await timeOnce(`${appAddress}/api/vacancies?filter=${q({ q: term })}&range=${q([0, 19])}`));
    }
    const deepResult = await alternate(deepPage, firstPage);
    console.log(`deep page range [${deepStart},${deepStart + 19}] of ${total} open vacancies vs first page:`);
    console.log(`  deep       ${median(deepResult.first.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(deepResult.first.map((r) => r.p99)).toFixed(1)} ms (repeated: keyset from the cached cursor)`);
    console.log(`  first      ${median(deepResult.second.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(deepResult.second.map((r) => r.p99)).toFixed(1)} ms`);
    console.log(`  median ratio deep / first: ${(deepResult.ratio * 100).toFixed(1)} %`);
    console.log(`  single requests without cache: deep offsets median ${median(cold).toFixed(1)} ms, first pages ${median(coldFirst).toFixed(1)} ms, new search terms ${median(coldSearch).toFixed(1)} ms`);
  } finally {
    child.stdin?.end();
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex !== -1) {
    await serve(process.argv[serveIndex + 1] === 'postgres' ? 'postgres' : 'pglite');
    return;
  }
  await benchmark('pglite');
  if (loadTestEnv().benchDatabaseUrl) await benchmark('postgres');
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to benchmark it too)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
