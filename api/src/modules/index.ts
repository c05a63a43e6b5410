import { mailModule } from '../mail/mail.module.js';
import { analyticsModule } from './analytics/analytics.module.js';
import type { ApiModule } from './api-module.js';
import { applicationDraftsModule } from './application-drafts/application-drafts.module.js';
import { applicationIdsOf, applicationLabelOf, findApplicationForMail } from './applications/applications.readers.js';
import { applicationsModule } from './applications/applications.module.js';
import { createAuditModule } from './audit/audit.module.js';
import { backofficeModule } from './backoffice/backoffice.module.js';
import { createAuthModule } from './auth/auth.module.js';
import { organisationForRequest } from './client-portal/client-portal.readers.js';
import { clientPortalModule } from './client-portal/client-portal.module.js';
import { clientRequestLabelOf, clientRequestsOfVacancies } from './client-requests/client-requests.readers.js';
import { createClientRequestsModule } from './client-requests/client-requests.module.js';
import { accountLookups, accountNameOf } from './employees/employees.readers.js';
import { employeesModule } from './employees/employees.module.js';
import { closeOpenApplications } from './follow-up/close-applications.js';
import { followUpModule } from './follow-up/follow-up.module.js';
import { gdprRequestIdsOf, gdprRequestLabelOf } from './gdpr/gdpr.readers.js';
import { createGdprModule } from './gdpr/gdpr.module.js';
import { healthModule } from './health/health.module.js';
import { releasesModule } from './releases/releases.module.js';
import { referenceDataModule } from './reference-data/reference-data.module.js';
import { savedSearchesModule } from './saved-searches/saved-searches.module.js';
import { createStatusMailsModule } from './status-mails/status-mails.module.js';
import { vacancyTitleOf } from './vacancies/vacancies.readers.js';
import { createVacanciesModule } from './vacancies/vacancies.module.js';

/*
 * Modules import each other one way only (import-cycles.test.ts): a module
 * reads another's tables through that module's readers, so the modules
 * whose rows everyone reads (employees, vacancies) and the audit log, which
 * every module writes, import none of the modules above them. Where such a
 * lower module needs a higher one's function (in its own transaction, or
 * to name the higher one's records), this file, which is no module, passes
 * it in (ADR 0025).
 */

/** The auth module logs accounts in: the employees module's lookups (employees imports auth). */
const authModule = createAuthModule(accountLookups);

/** A converted request and the closing of an opdracht's reacties: client-requests and follow-up read the vacancies. */
const vacanciesModule = createVacanciesModule({
  clientRequests: clientRequestsOfVacancies,
  applicationsOnClose: (app) => ({
    close: (trx, step) => closeOpenApplications(trx, { mailer: app.mailer, publicUrl: app.config.publicUrl }, step),
    wake: () => app.mailer.wake(),
  }),
});

/** A new request joins its organisation: the client portal reads the requests. */
const clientRequestsModule = createClientRequestsModule(organisationForRequest);

/** A status mail's draft reads its reactie: the applications module mails through status-mails. */
const statusMailsModule = createStatusMailsModule(findApplicationForMail);

/** The audit log names each record, and finds a person's records, through the readers of their owners. */
const auditModule = createAuditModule({
  labels: {
    vacancy: vacancyTitleOf,
    application: applicationLabelOf,
    client_request: clientRequestLabelOf,
    gdpr_request: gdprRequestLabelOf,
    employee: accountNameOf,
  },
  recordsOfPerson: { application: applicationIdsOf, gdpr_request: gdprRequestIdsOf },
});

/** Every module but gdpr, in dependency order. */
const domainModules: ApiModule[] = [
  // First: its anonymisation step (which runs in reverse order) comes after every other's.
  mailModule,
  healthModule,
  referenceDataModule,
  employeesModule,
  authModule,
  vacanciesModule,
  clientRequestsModule,
  analyticsModule,
  statusMailsModule,
  applicationsModule,
  followUpModule,
  applicationDraftsModule,
  clientPortalModule,
  auditModule,
  savedSearchesModule,
  releasesModule,
  backofficeModule,
];

/**
 * The module registry: one line per module, in dependency order (routes are
 * registered and seeds run in this order; migrations run by their number).
 */
export const modules: ApiModule[] = [
  ...domainModules,
  // Last: it exports and erases the personal data that the modules above declare.
  createGdprModule(domainModules),
];
