import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { findRepoRoot } from '../config/env.js';

/** Port of the stand-in Sentry ingest endpoint (the range of this work, api/README.md). */
const INGEST_PORT = 3422;

/** A local HTTP server taking Sentry envelopes, as Sentry's ingest would: one JSON header line, then item header and payload lines. */
class IngestServer {
  readonly envelopes: Array<{ url: string; lines: Array<Record<string, unknown>> }> = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const lines = body
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      this.envelopes.push({ url: request.url ?? '', lines });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(INGEST_PORT, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The events received whose exception says `text`. */
  eventsWith(text: string): Array<Record<string, unknown>> {
    return this.envelopes.flatMap((envelope) => envelope.lines).filter((line) => JSON.stringify(line.exception ?? '').includes(text));
  }
}

describe('server-side error reports (Sentry), in a process of their own (testing/sentry-probe.ts)', () => {
  const ingest = new IngestServer();
  let staticRoot: string;
  let answers: Array<{ url: string; status: number }>;

  beforeAll(async () => {
    await ingest.start();
    staticRoot = await mkdtemp(path.join(os.tmpdir(), 'interim-sentry-site-'));
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><script src="/main.0123abcd.js"></script>');
    await mkdir(path.join(staticRoot, 'mf-vacancies', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mf-vacancies', 'dist', 'mf-manifest.json'), '{"name":"mf_vacancies"}');
    const api = path.join(findRepoRoot(), 'api');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(api, 'src', 'testing', 'sentry-probe.ts'), `http://publickey@127.0.0.1:${INGEST_PORT}/42`, staticRoot],
      { cwd: api, timeout: 90_000 },
    );
    answers = stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { url: string; status: number });
  }, 120_000);

  afterAll(async () => {
    await ingest.stop();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('sends the envelope of a 500 to the DSN, with the release, the route, and no e-mail address', () => {
    expect(answers).toEqual([
      { url: '/api/boom', status: 500 },
      { url: '/api/refused', status: 400 },
      { url: '/api/busy', status: 503 },
    ]);
    const envelope = ingest.envelopes.find((candidate) => JSON.stringify(candidate.lines).includes('boom for'));
    expect(envelope?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const events = ingest.eventsWith('boom for');
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(
      expect.objectContaining({
        environment: 'test',
        release: expect.stringMatching(/^shell@[0-9a-f]{12}$/),
        tags: expect.objectContaining({ route: '/api/boom', method: 'GET', status: '500', 'remote.vacancies': expect.stringMatching(/^[0-9a-f]{12}$/) }),
      }),
    );
    const serialized = JSON.stringify(events[0]);
    expect(serialized).toContain('boom for a***@example.nl');
    expect(serialized).not.toContain('anna@example.nl');
  });

  it('sends nothing for a refused request or an expected 503 (server busy)', () => {
    const reported = ingest.envelopes.flatMap((envelope) => envelope.lines).filter((line) => line.exception !== undefined);
    expect(reported.map((event) => JSON.stringify(event.exception).includes('Nee.') || JSON.stringify(event.exception).includes('te druk'))).not.toContain(true);
  });

  it('reports an unhandled promise rejection', () => {
    expect(ingest.eventsWith('a rejection nobody handled')).toHaveLength(1);
  });
});
