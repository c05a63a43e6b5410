import { lazyRoute, type RouteObject } from '@interim/shared/routing';

/**
 * The routes this remote owns (exposed as `./routes`). Paths, access classes,
 * chrome and titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('corporateLanding', () => import('./pages/corporate-landing-page').then((m) => m.CorporateLandingPage)),
  lazyRoute('corporateLogin', () => import('./pages/corporate-login-page').then((m) => m.CorporateLoginPage)),
  lazyRoute('corporateRegister', () => import('./pages/corporate-register-page').then((m) => m.CorporateRegisterPage)),
  lazyRoute('corporateSend', () => import('./pages/corporate-send-page').then((m) => m.CorporateSendPage)),
  lazyRoute('corporateSuccess', () => import('./pages/corporate-success-page').then((m) => m.CorporateSuccessPage)),
];
