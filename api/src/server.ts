import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { DataDirError, describeReadableDataDir, prepareDataDir } from './config/data-dir.js';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './config/data-dir-lock.js';
import { EnvError, loadEnv } from './config/env.js';
import { initErrorReporting } from './observability/sentry.js';

/** After the drain period, how long closing the mail and the database may take before the process exits anyway. */
const CLOSE_GRACE_MS = 15_000;

/**
 * Starts the API (and the static site) and stops it cleanly (ADR 0011): on
 * SIGTERM/SIGINT no new connections, in-flight requests answered (at most
 * SHUTDOWN_DRAIN_SECONDS), queued mail written, the database closed, the
 * data folder's lock released, exit 0. An unhandled rejection or uncaught
 * exception is logged and closes the same way, with exit 1.
 */
async function start(): Promise<void> {
  // What the server creates (outbox, secret, CVs, folders) is for its own user
  // only. PGlite sets 0666 on its files regardless: the 0700 data folder is
  // what keeps those private (config/data-dir.ts).
  process.umask(0o077);
  let app: FastifyInstance | undefined;
  // The embedded database's folder has one owner (config/data-dir-lock.ts);
  // with DATABASE_URL, PostgreSQL arbitrates and instances may share a folder.
  let lock: DataDirLock | undefined;
  let stopping: Promise<void> | undefined;
  /** Responses not yet finished (see the drain in stop). */
  const unanswered = new Set<ServerResponse>();

  const stop = (reason: string, exitCode: number): Promise<void> => {
    if (stopping) return stopping;
    stopping = (async () => {
      if (!app) {
        await lock?.release();
        process.exit(exitCode);
      }
      // Answers still to be written end their connection: clients do not send
      // another request on it, so it closes as soon as its answer is out
      // (idle ones are closed by the server's close at once).
      for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
      const drainMs = app.config.shutdownDrainSeconds * 1000;
      app.log.info({ reason, drainSeconds: app.config.shutdownDrainSeconds }, `shutting down (${reason}): no new connections, answering requests in flight`);
      // Requests still running when the drain period ends lose their connection.
      const drainTimer = setTimeout(() => {
        app?.log.warn(`drain period of ${app.config.shutdownDrainSeconds} s over: closing the remaining connections`);
        app?.server.closeAllConnections();
      }, drainMs);
      drainTimer.unref();
      const hardTimer = setTimeout(() => {
        process.stderr.write(`Shutdown did not finish within ${(drainMs + CLOSE_GRACE_MS) / 1000} s: exiting.\n`);
        process.exit(1);
      }, drainMs + CLOSE_GRACE_MS);
      hardTimer.unref();
      try {
        // Stops listening and waits for in-flight requests; then the onClose
        // hooks in reverse order: the mail worker finishes the mail in hand
        // (mailer.close; pending mail waits in mail_outbox for the next
        // start, docs/adr/0012) before the database closes.
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down');
        exitCode = 1;
      }
      clearTimeout(drainTimer);
      await lock?.release();
      app.log.info({ exitCode }, 'stopped');
      process.exit(exitCode);
    })();
    return stopping;
  };

  const crash = (kind: string) => (error: unknown) => {
    if (app) app.log.fatal({ err: error }, `${kind}: stopping`);
    else process.stderr.write(`${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    void stop(kind, 1);
  };
  process.on('unhandledRejection', crash('unhandled promise rejection'));
  process.on('uncaughtException', crash('uncaught exception'));

  let readableWarning: string | undefined;
  try {
    const { dataDir, databaseUrl } = loadEnv();
    readableWarning = describeReadableDataDir(dataDir, await prepareDataDir(dataDir));
    if (!databaseUrl) lock = await acquireDataDirLock(dataDir, { kind: 'server', command: 'server' });
    await initErrorReporting(loadEnv());
    app = await buildApp();
  } catch (error) {
    await lock?.release();
    if (error instanceof EnvError || error instanceof DataDirError || error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (readableWarning) app.log.warn(readableWarning);
  if (app.config.demo) {
    app.log.info(
      `demo: the embedded database in ${app.config.dataDir}${app.config.seedDemoData ? ', with demo data' : ''} (pnpm start); production runs the API's start with DATABASE_URL (api/README.md)`,
    );
  }

  app.server.on('request', (_request, response: ServerResponse) => {
    // A request that still arrives while stopping (Fastify answers it 503) also closes its connection.
    if (stopping) response.shouldKeepAlive = false;
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  // Repeated signals are expected (systemd signals every process of the unit,
  // pnpm forwards its own; a terminal's Ctrl-C reaches the whole group): the
  // first one starts the shutdown, the others change nothing.
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));

  const address = await app.listen({ port: app.config.port, host: app.config.host });
  await lock?.update({ url: address });
}

start().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
