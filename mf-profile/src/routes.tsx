import { lazyRoute, type RouteObject } from '@interim/shared/routing';

/**
 * The routes this remote owns (exposed as `./routes`). Paths, access classes,
 * chrome and titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('dashboard', () => import('./pages/dashboard-page').then((m) => m.DashboardPage), {
    load: () => import('./server-data').then((m) => m.loadDashboard()),
  }),
  lazyRoute('profile', () => import('./pages/profile-page').then((m) => m.ProfilePage)),
  lazyRoute('profilePreferences', () => import('./pages/profile-preferences-page').then((m) => m.ProfilePreferencesPage)),
  lazyRoute('profileDetails', () => import('./pages/profile-details-page').then((m) => m.ProfileDetailsPage)),
  lazyRoute('profileGdpr', () => import('./pages/profile-gdpr-page').then((m) => m.ProfileGdprPage)),
  lazyRoute('profileExperience', () => import('./pages/profile-experience-page').then((m) => m.ProfileExperiencePage)),
  lazyRoute('profileCompletion', () => import('./pages/profile-completion-page').then((m) => m.ProfileCompletionPage)),
  lazyRoute('profileSavedSearches', () => import('./pages/profile-saved-searches-page').then((m) => m.ProfileSavedSearchesPage)),
  lazyRoute('savedSearchUnsubscribe', () => import('./pages/saved-search-unsubscribe-page').then((m) => m.SavedSearchUnsubscribePage)),
  lazyRoute('profileCompletionStep', () => import('./pages/profile-completion-step-page').then((m) => m.ProfileCompletionStepPage)),
];
