/**
 * Run by observability/sentry.test.ts in a process of its own: error
 * reporting hooks the whole process (an `unhandledRejection` listener, a
 * global hub), which must not leak into the jest worker that runs other
 * suites next. Usage: `node --import tsx sentry-probe.ts <dsn> <static root>`.
 * Starts reporting, answers three requests (a 500, a 400, a 503 SERVER_BUSY)
 * with `app.inject`, leaves one promise rejection unhandled, flushes, and
 * prints each answer's status as a JSON line.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { ApiModule } from '../modules/api-module.js';
import { modules } from '../modules/index.js';
import { flushErrorReports, initErrorReporting } from '../observability/sentry.js';
import { createTestApp } from './test-app.js';

/** Routes that fail the ways the error handler meets (mounted under /api like every module). */
const failingModule: ApiModule = {
  name: 'failing',
  routes: async (app: FastifyInstance) => {
    app.get('/boom', async () => {
      throw new Error('boom for anna@example.nl');
    });
    app.get('/busy', async () => {
      throw new ApiError(503, 'SERVER_BUSY', 'Het is even te druk.');
    });
    app.get('/refused', async () => {
      throw new ApiError(400, 'BAD_REQUEST', 'Nee.');
    });
  },
};

const [dsn, staticRoot] = process.argv.slice(2);
if (!dsn || !staticRoot) throw new Error('usage: sentry-probe.ts <dsn> <static root>');
await initErrorReporting({ sentryDsn: dsn, sentryEnvironment: 'test', serveStatic: true, staticRoot });
const testApp = await createTestApp({ name: 'pglite' }, { seed: false, modules: [...modules, failingModule] });
for (const url of ['/api/boom', '/api/refused', '/api/busy']) {
  const response = await testApp.app.inject({ method: 'GET', url });
  process.stdout.write(`${JSON.stringify({ url, status: response.statusCode })}\n`);
}
void Promise.reject(new Error('a rejection nobody handled'));
await new Promise((resolve) => setTimeout(resolve, 100));
await flushErrorReports();
await testApp.close();
