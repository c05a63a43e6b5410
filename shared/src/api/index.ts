/**
 * `@interim/shared/api`: every endpoint function and data hook of the apps,
 * one module per API area, typed from the contract, on one cache-key scheme
 * ({@link dataKey}, {@link listKey}, {@link derivedKey}). The only place that
 * knows the API's paths; remotes keep their UI and import data access here.
 */
export { derivedKey, dataKey, isListKey, keyIsUnder, keyPath, listKey, type AnyApiKey, type DerivedKey, type ListKey } from './keys';
export { getListPage, toListPage, type ListPage } from './list';
export { loadData, loadList, loadedParts, type LoadedPart } from './load';
export {
  LOGIN_SESSIONS_PATH,
  endLoginSession,
  endOtherLoginSessions,
  loadLoginSessions,
  loginWithCode,
  redeemLoginLink,
  requestLoginLink,
  useLoginSessions,
} from './auth';
export {
  ME_KEY,
  loadMe,
  ME_PATH,
  confirmEmailChange,
  cvDownloadHref,
  patchEmployee,
  registerEmployee,
  requestContact,
  requestEmailChange,
  uploadCv,
  useMe,
  useMeIfLoggedIn,
  useRefreshMe,
  useSaveEmployee,
} from './employees';
export {
  FAVORITE_EVENTS,
  SEARCH_EVENT,
  VIEW_EVENT,
  getVacancy,
  prefetchVacancyView,
  searchVacancies,
  setFavorite,
  useFavoriteCacheUpdate,
  useNewestVacancies,
  loadNewestVacancies,
  useSavedVacancies,
  useSavedVacancyCount,
  loadSavedVacancyCount,
  loadSavedVacancies,
  loadVacancy,
  useVacancy,
  useVacancySearch,
  vacancyKey,
  vacancySearchKey,
  withFavorite,
  type VacancySearchQuery,
} from './vacancies';
export { loadSimilarVacancies, useSimilarVacancies } from './similar-vacancies';
export { useShowsPreviousSearch } from './search-state';
export {
  APPLY_EVENT,
  createApplication,
  useAppliedVacancyIds,
  useLatestApplications,
  loadLatestApplications,
  loadMyApplications,
  loadOwnApplication,
  useMyApplications,
  useOwnApplication,
  useRefreshApplications,
  useSubmitApplication,
  withdrawApplication,
  answerProposal,
  useAnswerProposal,
} from './applications';
export { loadEducationLevels, loadPositions, loadSectors, useEducationLevels, usePlaceSuggestions, usePositions, useSectors } from './reference-data';
export { createGdprRequest, exportHref, loadGdprRequests, useGdprRequests } from './gdpr';
export { confirmClientRequest, createClientRequest } from './client-requests';
export {
  SAVED_SEARCHES_PATH,
  SAVED_SEARCH_EVENT,
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearchUnsubscribe,
  loadSavedSearches,
  unsubscribeSavedSearch,
  undoSavedSearchUnsubscribe,
  updateSavedSearch,
  useRefreshSavedSearches,
  useSavedSearchNames,
  useSavedSearches,
  visitSavedSearch,
  type SavedSearchReferenceData,
} from './saved-searches';
