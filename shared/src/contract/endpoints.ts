// The endpoint table (ADR 0025). No zod here: the API client layer
// (@interim/shared/api) builds its paths from it on every page, and pages
// that validate nothing must not download zod (home-page budget). One file
// per module (endpoint-table/), and shared code imports those files and
// endpoint-table/request-path.ts directly, never this aggregate, so a page bundles
// only the entries it uses. The schemas of each endpoint are in
// endpoint-schemas.ts, under the same keys.

import type { Endpoint } from './endpoint-table/request-path';
import { analyticsEndpoints } from './endpoint-table/analytics';
import { applicationDraftsEndpoints } from './endpoint-table/application-drafts';
import { applicationsEndpoints } from './endpoint-table/applications';
import { auditEndpoints } from './endpoint-table/audit';
import { authEndpoints } from './endpoint-table/auth';
import { backofficeEndpoints } from './endpoint-table/backoffice';
import { clientPortalEndpoints } from './endpoint-table/client-portal';
import { clientRequestsEndpoints } from './endpoint-table/client-requests';
import { employeesEndpoints } from './endpoint-table/employees';
import { followUpEndpoints } from './endpoint-table/follow-up';
import { gdprEndpoints } from './endpoint-table/gdpr';
import { healthEndpoints } from './endpoint-table/health';
import { referenceDataEndpoints } from './endpoint-table/reference-data';
import { releasesEndpoints } from './endpoint-table/releases';
import { savedSearchesEndpoints } from './endpoint-table/saved-searches';
import { statusMailsEndpoints } from './endpoint-table/status-mails';
import { vacanciesEndpoints } from './endpoint-table/vacancies';

export { pathOf } from './endpoint-table/request-path';
export type { Endpoint, HttpMethod, PathParamNames, PathParams } from './endpoint-table/request-path';
export { analyticsEndpoints, applicationDraftsEndpoints, applicationsEndpoints, auditEndpoints, authEndpoints, backofficeEndpoints, clientPortalEndpoints, clientRequestsEndpoints, employeesEndpoints, followUpEndpoints, gdprEndpoints, healthEndpoints, referenceDataEndpoints, releasesEndpoints, savedSearchesEndpoints, statusMailsEndpoints, vacanciesEndpoints };

/**
 * Every endpoint of the API, per API module (`api/src/modules/<module>`).
 * The API's route files register each entry and nothing else below `/api`
 * (bar the development routes `/_dev/*`, see api/src/modules/endpoint-table.test.ts);
 * `@interim/shared/api` takes its paths from here and holds no path literal
 * (scripts/endpoint-paths.test.ts).
 */
export const endpoints = {
  analytics: analyticsEndpoints,
  applicationDrafts: applicationDraftsEndpoints,
  applications: applicationsEndpoints,
  audit: auditEndpoints,
  auth: authEndpoints,
  backoffice: backofficeEndpoints,
  clientPortal: clientPortalEndpoints,
  clientRequests: clientRequestsEndpoints,
  employees: employeesEndpoints,
  followUp: followUpEndpoints,
  gdpr: gdprEndpoints,
  health: healthEndpoints,
  referenceData: referenceDataEndpoints,
  releases: releasesEndpoints,
  savedSearches: savedSearchesEndpoints,
  statusMails: statusMailsEndpoints,
  vacancies: vacanciesEndpoints,
} as const;

/** Every entry of {@link endpoints}, with its module and name (`savedSearches.update`). */
export function listEndpoints(): Array<Endpoint & { name: string }> {
  return Object.entries(endpoints).flatMap(([module, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({ ...(entry as Endpoint), name: `${module}.${name}` })),
  );
}
