import type { ApiModule } from '../api-module.js';
import { auditMigrations } from './audit.migrations.js';
import { auditPersonalData } from './audit.personal-data.js';
import { auditRoutes } from './audit.routes.js';

/**
 * The audit log of staff changes: `recordAudit` (audit.repository.ts) for the
 * modules that change vacancies, applications, client requests and GDPR
 * requests, and `GET /api/audit_entries` for staff. Depends on employees (the actors).
 */
export const auditModule: ApiModule = {
  name: 'audit',
  migrations: auditMigrations,
  routes: auditRoutes,
  personalData: auditPersonalData,
};
