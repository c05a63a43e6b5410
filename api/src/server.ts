import { buildApp } from './app.js';
import { DataDirError, describeReadableDataDir, prepareDataDir } from './config/data-dir.js';
import { EnvError, loadEnv } from './config/env.js';

/** Starts the API (and the static site): listen, then close gracefully on SIGINT/SIGTERM. */
async function start(): Promise<void> {
  // What the server creates (outbox, secret, CVs, folders) is for its own user
  // only. PGlite sets 0666 on its files regardless: the 0700 data folder is
  // what keeps those private (config/data-dir.ts).
  process.umask(0o077);
  let app: Awaited<ReturnType<typeof buildApp>>;
  let readableWarning: string | undefined;
  try {
    const { dataDir } = loadEnv();
    readableWarning = describeReadableDataDir(dataDir, await prepareDataDir(dataDir));
    app = await buildApp();
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (readableWarning) app.log.warn(readableWarning);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: app.config.port, host: app.config.host });
}

start().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
