import type { ApiModule } from '../api-module.js';
import { auditMigrations } from './audit.migrations.js';
import { type AuditRecordsOfPerson, auditPersonalData } from './audit.personal-data.js';
import { auditRoutes } from './audit.routes.js';
import type { AuditLabels } from './audit.service.js';

/**
 * The audit log of staff changes: `recordAudit` (audit.service.ts) for the
 * modules that change vacancies, applications, client requests, GDPR
 * requests and accounts, and `GET /api/audit_entries` for staff. Every
 * module may import it, so it imports none: the names of the records
 * (`labels`) and a person's records (`recordsOfPerson`, for the GDPR steps)
 * come from their owners' readers, which modules/index.ts passes in.
 */
export function createAuditModule(links: { labels: AuditLabels; recordsOfPerson: AuditRecordsOfPerson }): ApiModule {
  return {
    name: 'audit',
    migrations: auditMigrations,
    routes: (app) => auditRoutes(app, links.labels),
    personalData: auditPersonalData(links.recordsOfPerson),
  };
}
