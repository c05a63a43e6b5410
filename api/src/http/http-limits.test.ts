import net from 'node:net';
import { captureLog } from '../testing/log-capture.js';
import { loadEnv } from '../config/env.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { type HttpLimits, URI_TOO_LONG_PATH } from './http-limits.js';

// Issue 29 items 1 and 9: the server's own limits, before routing and logging.

const TEST_LIMITS: HttpLimits = {
  maxUrlLength: 2048,
  maxHeaderBytes: 8192,
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  idleTimeoutMs: 5000,
};

function portOf(testApp: TestApp): number {
  const address = testApp.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A raw connection: what it was sent back, and when the server closed it (ms after opening). */
interface RawConnection {
  socket: net.Socket;
  received: () => string;
  closed: Promise<number>;
}

function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const openedAt = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - openedAt)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `parts` one by one, `gapMs` apart, until the socket closes; resolves how many it wrote. */
async function dripFeed(connection: RawConnection, parts: string[], gapMs: number): Promise<number> {
  let written = 0;
  let open = true;
  void connection.closed.then(() => {
    open = false;
  });
  for (const part of parts) {
    if (!open) break;
    connection.socket.write(part);
    written += 1;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return written;
}

describe('the HTTP limits of the server', () => {
  let testApp: TestApp;
  const log = captureLog();

  beforeAll(async () => {
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { httpLimits: TEST_LIMITS }, logger: { level: 'info', stream: log.stream } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => testApp?.close());

  it('answers a URL over the limit 414 before routing it, and never logs its text', async () => {
    log.clear();
    const long = `/api/health?x=${'a'.repeat(16_000)}`;
    const response = await testApp.app.inject({ method: 'GET', url: long });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 'URI_TOO_LONG', message: expect.stringContaining('Dit adres is te lang') });
    // A body is not even read (an unsupported content type would be a 415).
    const post = await testApp.app.inject({ method: 'POST', url: long, headers: { 'content-type': 'application/x-foo' }, payload: 'x' });
    expect(post.statusCode).toBe(414);
    expect(log.text()).toContain(URI_TOO_LONG_PATH);
    expect(log.text()).not.toContain('a'.repeat(100));
    // At the limit it is routed as usual.
    const atLimit = `/api/health?x=${'a'.repeat(TEST_LIMITS.maxUrlLength - '/api/health?x='.length)}`;
    expect((await testApp.app.inject({ method: 'GET', url: atLimit })).statusCode).toBe(200);
  });

  it('refuses headers over the size limit with 431 (on a real socket)', async () => {
    const connection = await connect(portOf(testApp));
    connection.socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(TEST_LIMITS.maxHeaderBytes)}\r\n\r\n`);
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('closes connections that send their headers slowly, and those that send their body slowly, in time', async () => {
    const port = portOf(testApp);
    const slowHeaders = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    const slowBodies = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    // One header line every 100 ms: never idle, never done (without a headers timeout Node kept them 60 s or more).
    const headerLines = ['GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n', ...Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    // A complete head announcing 1,000 bytes, then one byte every 100 ms.
    const bodyBytes = [
      'POST /api/_mixpanel/track HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ...Array.from({ length: 100 }, () => ' '),
    ];
    const feeds = [...slowHeaders.map((connection) => dripFeed(connection, headerLines, 100)), ...slowBodies.map((connection) => dripFeed(connection, bodyBytes, 100))];
    const headerClosedAfter = await Promise.all(slowHeaders.map((connection) => connection.closed));
    const bodyClosedAfter = await Promise.all(slowBodies.map((connection) => connection.closed));
    const written = await Promise.all(feeds);
    // Closed by the server after about the timeout (plus Node's check interval), long before the feeds ran out (10 s).
    for (const after of headerClosedAfter) expect(after).toBeLessThan(TEST_LIMITS.headersTimeoutMs + 3000);
    for (const after of bodyClosedAfter) expect(after).toBeLessThan(TEST_LIMITS.requestTimeoutMs + 3000);
    expect(Math.max(...written)).toBeLessThan(100);
    for (const connection of [...slowHeaders, ...slowBodies]) {
      const text = connection.received();
      // 408 when the server answers before closing; an empty reply when it only closes.
      expect(text === '' || /^HTTP\/1\.1 408 /.test(text)).toBe(true);
    }
  }, 20_000);

  it('still serves ordinary requests on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${portOf(testApp)}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('the HTTP limits in the environment', () => {
  it('has defaults a proxy in front tolerates', () => {
    expect(loadEnv({}).httpLimits).toEqual({
      maxUrlLength: 8192,
      maxHeaderBytes: 16_384,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 90_000,
    });
  });

  it('refuses a headers timeout longer than the request timeout, and an idle timeout shorter than keep-alive', () => {
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => loadEnv({ HTTP_IDLE_TIMEOUT_MS: '1000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });
});
