import { lazyRoute, type RouteObject } from '@interim/shared/routing';
import type * as ServerData from './server-data';

/**
 * The route's `handle.load`: a loader of server-data.ts, imported only when
 * the server renders the page, so none of it is in the browser's routes chunk.
 */
const serverData = (name: keyof typeof ServerData) => ({ load: () => import('./server-data').then((m) => m[name]()) });

/**
 * The routes this remote owns (exposed as `./routes`). Paths, access classes,
 * chrome and titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('dashboard', () => import('./pages/dashboard-page').then((m) => m.DashboardPage), serverData('loadDashboard')),
  lazyRoute('profile', () => import('./pages/profile-page').then((m) => m.ProfilePage), serverData('loadProfile')),
  lazyRoute('profilePreferences', () => import('./pages/profile-preferences-page').then((m) => m.ProfilePreferencesPage), serverData('loadProfilePreferences')),
  lazyRoute('profileDetails', () => import('./pages/profile-details-page').then((m) => m.ProfileDetailsPage), serverData('loadProfileDetails')),
  lazyRoute('profileGdpr', () => import('./pages/profile-gdpr-page').then((m) => m.ProfileGdprPage), serverData('loadProfileGdpr')),
  lazyRoute('profileExperience', () => import('./pages/profile-experience-page').then((m) => m.ProfileExperiencePage), serverData('loadProfileExperience')),
  lazyRoute('profileCompletion', () => import('./pages/profile-completion-page').then((m) => m.ProfileCompletionPage), serverData('loadProfileCompletion')),
  lazyRoute('profileSavedSearches', () => import('./pages/profile-saved-searches-page').then((m) => m.ProfileSavedSearchesPage), serverData('loadProfileSavedSearches')),
  lazyRoute('savedSearchUnsubscribe', () => import('./pages/saved-search-unsubscribe-page').then((m) => m.SavedSearchUnsubscribePage)),
  // No server data: the step's first render reads its unsaved draft from sessionStorage (see server-data.ts).
  lazyRoute('profileCompletionStep', () => import('./pages/profile-completion-step-page').then((m) => m.ProfileCompletionStepPage)),
];
