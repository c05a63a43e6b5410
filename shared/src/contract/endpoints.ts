// No zod here: the API client layer (@interim/shared/api) builds its paths
// from this table on every page, and pages that validate nothing must not
// download zod (home-page budget). One object per module, of plain literals:
// a page bundles only the modules' entries it uses (shared/src/api imports
// `<module>Endpoints`, not the whole `endpoints`). The schemas of each endpoint stay in the
// zod modules of the contract; the API's route files pair them with these
// entries (ADR 0025).

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API: its method and its path below `/api`, in Fastify's
 * notation (`/saved_searches/:id`). The API registers its route from the
 * entry, the front end builds its request path from the same entry with
 * {@link pathOf}.
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The endpoints of the analytics module. */
export const analyticsEndpoints = {
  track: { method: 'POST', path: '/_mixpanel/track' },
  deleteTransaction: { method: 'DELETE', path: '/_mixpanel/transaction' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the applicationDrafts module. */
export const applicationDraftsEndpoints = {
  registerAndApply: { method: 'POST', path: '/employees/register_and_apply' },
  get: { method: 'GET', path: '/application_drafts/:vacancyId' },
  send: { method: 'POST', path: '/application_drafts/:vacancyId/send' },
  remove: { method: 'DELETE', path: '/application_drafts/:vacancyId' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the applications module. */
export const applicationsEndpoints = {
  create: { method: 'POST', path: '/applications' },
  list: { method: 'GET', path: '/applications' },
  get: { method: 'GET', path: '/applications/:id' },
  bulkUpdate: { method: 'PATCH', path: '/applications' },
  update: { method: 'PATCH', path: '/applications/:id' },
  propose: { method: 'POST', path: '/application_proposals' },
  proposalResponse: { method: 'POST', path: '/applications/:id/proposal_response' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the audit module. */
export const auditEndpoints = {
  list: { method: 'GET', path: '/audit_entries' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the auth module. */
export const authEndpoints = {
  requestLoginLink: { method: 'POST', path: '/auth/passwordless_login' },
  loginWithLink: { method: 'GET', path: '/auth/passwordless_login/:id' },
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'GET', path: '/auth/refresh_tokens' },
  logout: { method: 'GET', path: '/auth/logout' },
  sessions: { method: 'GET', path: '/auth/sessions' },
  endSession: { method: 'DELETE', path: '/auth/sessions/:id' },
  endOtherSessions: { method: 'DELETE', path: '/auth/sessions' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the backoffice module. */
export const backofficeEndpoints = {
  vacancyChoices: { method: 'GET', path: '/vacancy_choices' },
  vacancySummaries: { method: 'GET', path: '/vacancy_summaries' },
  staffMembers: { method: 'GET', path: '/staff_members' },
  assignConsultant: { method: 'PUT', path: '/vacancies/:id/consultant' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the clientPortal module. */
export const clientPortalEndpoints = {
  requests: { method: 'GET', path: '/client-portal/requests' },
  vacancies: { method: 'GET', path: '/client-portal/vacancies' },
  candidates: { method: 'GET', path: '/client-portal/vacancies/:id/candidates' },
  respond: { method: 'POST', path: '/client-portal/candidates/:id/response' },
  myInvitations: { method: 'GET', path: '/client-portal/my-invitations' },
  contacts: { method: 'GET', path: '/client_requests/:id/contacts' },
  addContact: { method: 'POST', path: '/client_requests/:id/contacts' },
  clientResponse: { method: 'GET', path: '/applications/:id/client-response' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the clientRequests module. */
export const clientRequestsEndpoints = {
  create: { method: 'POST', path: '/client_requests' },
  list: { method: 'GET', path: '/client_requests' },
  update: { method: 'PATCH', path: '/client_requests/:id' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the employees module. */
export const employeesEndpoints = {
  register: { method: 'POST', path: '/employees/register' },
  me: { method: 'GET', path: '/employees/me' },
  list: { method: 'GET', path: '/employees' },
  get: { method: 'GET', path: '/employees/:id' },
  update: { method: 'PATCH', path: '/employees/:id' },
  requestContact: { method: 'POST', path: '/employees/request-contact' },
  latLonImport: { method: 'GET', path: '/employees/lat-lon-import' },
  uploadCv: { method: 'POST', path: '/employees/cv' },
  cv: { method: 'GET', path: '/employees/cv/:id' },
  requestEmailChange: { method: 'POST', path: '/employees/me/email-change' },
  confirmEmailChange: { method: 'POST', path: '/employees/me/email-change/confirm' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the followUp module. */
export const followUpEndpoints = {
  employeeNotes: { method: 'GET', path: '/employees/:id/notes' },
  addEmployeeNote: { method: 'POST', path: '/employees/:id/notes' },
  applicationNotes: { method: 'GET', path: '/applications/:id/notes' },
  addApplicationNote: { method: 'POST', path: '/applications/:id/notes' },
  offerAnswers: { method: 'GET', path: '/offer_answers' },
  answerOffer: { method: 'POST', path: '/applications/:id/offer_answer' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the gdpr module. */
export const gdprEndpoints = {
  create: { method: 'POST', path: '/gdpr_requests' },
  list: { method: 'GET', path: '/gdpr_requests' },
  update: { method: 'PATCH', path: '/gdpr_requests/:id' },
  export: { method: 'GET', path: '/gdpr_requests/:id/export' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the health module. */
export const healthEndpoints = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the referenceData module. */
export const referenceDataEndpoints = {
  sectors: { method: 'GET', path: '/sectors' },
  positions: { method: 'GET', path: '/positions' },
  educationLevels: { method: 'GET', path: '/education_levels' },
  branches: { method: 'GET', path: '/branches' },
  places: { method: 'GET', path: '/places' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the releases module. */
export const releasesEndpoints = {
  list: { method: 'GET', path: '/releases' },
  operatorOverview: { method: 'GET', path: '/_operator/releases' },
  publish: { method: 'POST', path: '/_operator/releases/publish' },
  find: { method: 'POST', path: '/_operator/releases/find' },
  rollback: { method: 'POST', path: '/_operator/releases/rollback' },
  promote: { method: 'POST', path: '/_operator/releases/promote' },
  cleanup: { method: 'POST', path: '/_operator/releases/cleanup' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the savedSearches module. */
export const savedSearchesEndpoints = {
  list: { method: 'GET', path: '/saved_searches' },
  create: { method: 'POST', path: '/saved_searches' },
  update: { method: 'PATCH', path: '/saved_searches/:id' },
  remove: { method: 'DELETE', path: '/saved_searches/:id' },
  visit: { method: 'POST', path: '/saved_searches/:id/visit' },
  readUnsubscribe: { method: 'GET', path: '/saved_searches/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/saved_searches/unsubscribe' },
  undoUnsubscribe: { method: 'POST', path: '/saved_searches/unsubscribe/undo' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the statusMails module. */
export const statusMailsEndpoints = {
  templates: { method: 'GET', path: '/status_mail_templates' },
  updateTemplate: { method: 'PUT', path: '/status_mail_templates/:kind' },
  draft: { method: 'GET', path: '/applications/:id/status_mail' },
} as const satisfies Record<string, Endpoint>;

/** The endpoints of the vacancies module. */
export const vacanciesEndpoints = {
  list: { method: 'GET', path: '/vacancies' },
  get: { method: 'GET', path: '/vacancies/:id' },
  similar: { method: 'GET', path: '/vacancies/:id/similar' },
  create: { method: 'POST', path: '/vacancies' },
  update: { method: 'PATCH', path: '/vacancies/:id' },
  favorite: { method: 'GET', path: '/vacancies/:id/favorite' },
  unfavorite: { method: 'GET', path: '/vacancies/:id/unfavorite' },
} as const satisfies Record<string, Endpoint>;

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

/** The names of the `:name` segments of a path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` segments. */
export type PathParams<P extends string> = { readonly [Name in PathParamNames<P>]: string | number };

/**
 * The request path of `endpoint` (below `/api`), each `:name` segment
 * replaced by its value, URI-encoded: `pathOf(endpoints.savedSearches.update, { id: 7 })`
 * is `/saved_searches/7`. An endpoint without parameters takes none.
 */
export function pathOf<P extends string>(
  endpoint: Endpoint<HttpMethod, P>,
  ...params: PathParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf(${endpoint.path}): no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every entry of {@link endpoints}, with its module and name (`savedSearches.update`). */
export function listEndpoints(): Array<Endpoint & { name: string }> {
  return Object.entries(endpoints).flatMap(([module, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({ ...(entry as Endpoint), name: `${module}.${name}` })),
  );
}
