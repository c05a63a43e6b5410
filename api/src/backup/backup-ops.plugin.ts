import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.js';
import { ensureOperatorToken, requireOperator } from '../http/operator-access.js';
import { BACKUP_SCRATCH_PREFIX, createBackup } from './create-backup.js';

/**
 * The operator's backup endpoint of a server on the embedded database
 * (docs/adr/0013). PGlite is one process: while the server runs, only the
 * server can copy its database, so `pnpm backup` asks it to. The endpoint
 * answers the operator only (`http/operator-access.ts`: from this machine,
 * not proxied, with the token of `${DATA_DIR}/operator-token`); anything
 * else is a 404, as if there were no such path. On PostgreSQL there is no
 * endpoint: the command runs pg_dump itself.
 */

/** `POST` streams a backup archive (application/x-tar). */
export const BACKUP_ENDPOINT = '/api/ops/backup';

export const backupOpsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.database.kind !== 'pglite' || !app.database.directory) return;
    const dataDir = app.config.dataDir;
    // Scratch folders of a backup the previous process did not finish (killed mid-way): copies of data, no longer needed.
    for (const name of await readdir(dataDir).catch(() => [] as string[])) {
      if (name.startsWith(BACKUP_SCRATCH_PREFIX)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    const token = await ensureOperatorToken(dataDir);
    const operatorOnly = requireOperator(() => token);

    let running = false;
    app.post(BACKUP_ENDPOINT, { schema: { hide: true }, compress: false }, async (request, reply) => {
      await operatorOnly(request);
      if (running) throw new ApiError(409, 'BACKUP_RUNNING', 'Er loopt al een back-up; probeer het straks opnieuw.');
      running = true;
      const out = new PassThrough({ highWaterMark: 1024 * 1024 });
      const started = performance.now();
      createBackup({ dataDir, database: app.database, out, now: app.now() }).then(
        ({ manifest, holdMs }) => {
          app.log.info(
            { holdMs, durationMs: Math.round(performance.now() - started), entries: manifest.entries.length, cvFiles: manifest.cvFiles, missingCvFiles: manifest.missingCvFiles.length },
            'backup written',
          );
          running = false;
          out.end();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'backup failed');
          running = false;
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply.header('content-type', 'application/x-tar').header('cache-control', 'no-store').send(out);
    });
  },
  { name: 'backup-ops' },
);
