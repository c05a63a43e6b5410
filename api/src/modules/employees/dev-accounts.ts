import type { FastifyInstance } from 'fastify';
import { ensureStaffAccount } from './employees.repository.js';

/** The staff login of development and test (log in through the dev mailbox). Never created in production. */
export const DEV_STAFF_EMAIL = 'staf@interimly.nl';

/**
 * Creates the development staff account when demo data is seeded outside
 * production; idempotent. Runs at start from the employees routes (not as a
 * module seed) because it depends on NODE_ENV, which seeds do not see.
 */
export async function ensureDevAccounts(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemoData || app.config.nodeEnv === 'production') return;
  const { created } = await ensureStaffAccount(app.db, { email: DEV_STAFF_EMAIL, firstName: 'Sanne', lastName: 'de Staf', now: app.now() });
  if (created) app.log.info(`created the development staff account ${DEV_STAFF_EMAIL}`);
}
