import type { ApiModule } from '../modules/api-module.js';
import { mailOutboxMigrations } from './mail-outbox.migrations.js';
import { mailPersonalData } from './mail.personal-data.js';

/**
 * The durable mail queue's table (`mail_outbox`, docs/adr/0012) and its
 * personal data. The mailer and its worker are the mail plugin
 * (mail-plugin.ts): every module uses them through `app.mailer`. First in
 * the registry, so its anonymisation step runs last and sees every
 * mention the other steps collected.
 */
export const mailModule: ApiModule = {
  name: 'mail',
  migrations: mailOutboxMigrations,
  personalData: mailPersonalData,
};
