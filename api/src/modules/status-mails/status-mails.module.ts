import type { ApiModule } from '../api-module.js';
import { statusMailsMigrations } from './status-mails.migrations.js';
import { statusMailRoutes } from './status-mails.routes.js';

/**
 * The status mails from templates (issue 30 item 5, ADR 0020): the
 * editable texts, a reactie's draft mail, and composing the mail a status
 * step sends (used by the applications and follow-up modules). Depends on
 * employees and vacancies; reads applications by SQL only, so applications
 * may depend on it.
 */
export const statusMailsModule: ApiModule = {
  name: 'status-mails',
  migrations: statusMailsMigrations,
  routes: statusMailRoutes,
  personalData: { tablesWithoutPersonalData: ['status_mail_templates'] },
};
