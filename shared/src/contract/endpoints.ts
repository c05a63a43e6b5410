// No zod here: the API client layer (@interim/shared/api) builds its paths
// from this table on every page, and pages that validate nothing must not
// download zod (home-page budget). The schemas of each endpoint stay in the
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

const endpoint = <M extends HttpMethod, P extends `/${string}`>(method: M, path: P): Endpoint<M, P> => ({ method, path });

/**
 * Every endpoint of the API, per API module (`api/src/modules/<module>`).
 * The API's route files register each entry and nothing else below `/api`
 * (bar the development routes `/_dev/*`, see api/src/modules/endpoint-table.test.ts);
 * `@interim/shared/api` takes its paths from here and holds no path literal
 * (scripts/endpoint-paths.test.ts).
 */
export const endpoints = {
  analytics: {
    track: endpoint('POST', '/_mixpanel/track'),
    deleteTransaction: endpoint('DELETE', '/_mixpanel/transaction'),
  },
  applicationDrafts: {
    registerAndApply: endpoint('POST', '/employees/register_and_apply'),
    get: endpoint('GET', '/application_drafts/:vacancyId'),
    send: endpoint('POST', '/application_drafts/:vacancyId/send'),
    remove: endpoint('DELETE', '/application_drafts/:vacancyId'),
  },
  applications: {
    create: endpoint('POST', '/applications'),
    list: endpoint('GET', '/applications'),
    get: endpoint('GET', '/applications/:id'),
    bulkUpdate: endpoint('PATCH', '/applications'),
    update: endpoint('PATCH', '/applications/:id'),
    propose: endpoint('POST', '/application_proposals'),
    proposalResponse: endpoint('POST', '/applications/:id/proposal_response'),
  },
  audit: {
    list: endpoint('GET', '/audit_entries'),
  },
  auth: {
    requestLoginLink: endpoint('POST', '/auth/passwordless_login'),
    loginWithLink: endpoint('GET', '/auth/passwordless_login/:id'),
    login: endpoint('POST', '/auth/login'),
    refresh: endpoint('GET', '/auth/refresh_tokens'),
    logout: endpoint('GET', '/auth/logout'),
    sessions: endpoint('GET', '/auth/sessions'),
    endSession: endpoint('DELETE', '/auth/sessions/:id'),
    endOtherSessions: endpoint('DELETE', '/auth/sessions'),
  },
  backoffice: {
    vacancyChoices: endpoint('GET', '/vacancy_choices'),
    vacancySummaries: endpoint('GET', '/vacancy_summaries'),
    staffMembers: endpoint('GET', '/staff_members'),
    assignConsultant: endpoint('PUT', '/vacancies/:id/consultant'),
  },
  clientPortal: {
    requests: endpoint('GET', '/client-portal/requests'),
    vacancies: endpoint('GET', '/client-portal/vacancies'),
    candidates: endpoint('GET', '/client-portal/vacancies/:id/candidates'),
    respond: endpoint('POST', '/client-portal/candidates/:id/response'),
    myInvitations: endpoint('GET', '/client-portal/my-invitations'),
    contacts: endpoint('GET', '/client_requests/:id/contacts'),
    addContact: endpoint('POST', '/client_requests/:id/contacts'),
    clientResponse: endpoint('GET', '/applications/:id/client-response'),
  },
  clientRequests: {
    create: endpoint('POST', '/client_requests'),
    list: endpoint('GET', '/client_requests'),
    update: endpoint('PATCH', '/client_requests/:id'),
  },
  employees: {
    register: endpoint('POST', '/employees/register'),
    me: endpoint('GET', '/employees/me'),
    list: endpoint('GET', '/employees'),
    get: endpoint('GET', '/employees/:id'),
    update: endpoint('PATCH', '/employees/:id'),
    requestContact: endpoint('POST', '/employees/request-contact'),
    latLonImport: endpoint('GET', '/employees/lat-lon-import'),
    uploadCv: endpoint('POST', '/employees/cv'),
    cv: endpoint('GET', '/employees/cv/:id'),
    requestEmailChange: endpoint('POST', '/employees/me/email-change'),
    confirmEmailChange: endpoint('POST', '/employees/me/email-change/confirm'),
  },
  followUp: {
    employeeNotes: endpoint('GET', '/employees/:id/notes'),
    addEmployeeNote: endpoint('POST', '/employees/:id/notes'),
    applicationNotes: endpoint('GET', '/applications/:id/notes'),
    addApplicationNote: endpoint('POST', '/applications/:id/notes'),
    offerAnswers: endpoint('GET', '/offer_answers'),
    answerOffer: endpoint('POST', '/applications/:id/offer_answer'),
  },
  gdpr: {
    create: endpoint('POST', '/gdpr_requests'),
    list: endpoint('GET', '/gdpr_requests'),
    update: endpoint('PATCH', '/gdpr_requests/:id'),
    export: endpoint('GET', '/gdpr_requests/:id/export'),
  },
  health: {
    health: endpoint('GET', '/health'),
    ready: endpoint('GET', '/ready'),
  },
  referenceData: {
    sectors: endpoint('GET', '/sectors'),
    positions: endpoint('GET', '/positions'),
    educationLevels: endpoint('GET', '/education_levels'),
    branches: endpoint('GET', '/branches'),
    places: endpoint('GET', '/places'),
  },
  releases: {
    list: endpoint('GET', '/releases'),
    operatorOverview: endpoint('GET', '/_operator/releases'),
    publish: endpoint('POST', '/_operator/releases/publish'),
    find: endpoint('POST', '/_operator/releases/find'),
    rollback: endpoint('POST', '/_operator/releases/rollback'),
    promote: endpoint('POST', '/_operator/releases/promote'),
    cleanup: endpoint('POST', '/_operator/releases/cleanup'),
  },
  savedSearches: {
    list: endpoint('GET', '/saved_searches'),
    create: endpoint('POST', '/saved_searches'),
    update: endpoint('PATCH', '/saved_searches/:id'),
    remove: endpoint('DELETE', '/saved_searches/:id'),
    visit: endpoint('POST', '/saved_searches/:id/visit'),
    readUnsubscribe: endpoint('GET', '/saved_searches/unsubscribe'),
    unsubscribe: endpoint('POST', '/saved_searches/unsubscribe'),
    undoUnsubscribe: endpoint('POST', '/saved_searches/unsubscribe/undo'),
  },
  statusMails: {
    templates: endpoint('GET', '/status_mail_templates'),
    updateTemplate: endpoint('PUT', '/status_mail_templates/:kind'),
    draft: endpoint('GET', '/applications/:id/status_mail'),
  },
  vacancies: {
    list: endpoint('GET', '/vacancies'),
    get: endpoint('GET', '/vacancies/:id'),
    similar: endpoint('GET', '/vacancies/:id/similar'),
    create: endpoint('POST', '/vacancies'),
    update: endpoint('PATCH', '/vacancies/:id'),
    favorite: endpoint('GET', '/vacancies/:id/favorite'),
    unfavorite: endpoint('GET', '/vacancies/:id/unfavorite'),
  },
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
