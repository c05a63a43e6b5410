/**
 * `@interim/shared/testing`: render helpers and data builders for jest tests
 * of the shell and the remotes. Never imported by production code.
 */
export {
  renderServerHtml,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export {
  emptyResponse,
  errorResponse,
  jsonResponse,
  textResponse,
  type FakeResponseInit,
} from './fake-response';
export { setActiveUserCookie } from './active-user-cookie';
export { isHydratedByReact } from './hydration';
export {
  buildApplication,
  buildEducationLevel,
  buildEmployee,
  buildFavoriteState,
  buildGdprRequest,
  buildLoginResponse,
  buildPosition,
  buildSector,
  buildSessionUser,
  buildVacancy,
  buildVacancyListItem,
} from './builders';
export { buildApplicationDetail, buildAuditEntry, buildClientRequest, buildGdprStaffRequest } from './backoffice-builders';
export {
  API_ORIGIN,
  api,
  apiUrl,
  installApiMock,
  json,
  jsonError,
  jsonList,
  networkFailure,
  neverAnswer,
  noContent,
  recordRequests,
  server,
  type ApiMock,
  type ApiMockInit,
  type RecordedRequest,
} from './msw-server';
