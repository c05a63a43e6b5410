import type { ApiModule } from '../api-module.js';
import type { FindApplicationForMail } from './status-mails.js';
import { statusMailsMigrations } from './status-mails.migrations.js';
import { statusMailRoutes } from './status-mails.routes.js';

/**
 * The status mails from templates (issue 30 item 5, ADR 0020): the
 * editable texts, a reactie's draft mail, and composing the mail a status
 * step sends (used by the applications and follow-up modules). Depends on
 * employees and vacancies. The applications module depends on it, so the
 * draft's reactie is read by that module's reader, which modules/index.ts
 * passes in.
 */
export function createStatusMailsModule(findApplication: FindApplicationForMail): ApiModule {
  return {
    name: 'status-mails',
    migrations: statusMailsMigrations,
    routes: (app) => statusMailRoutes(app, findApplication),
    personalData: { tablesWithoutPersonalData: ['status_mail_templates'] },
  };
}
