import { lazyRoute, type RouteObject } from '@interim/shared/routing';

/**
 * The routes this remote owns (exposed as `./routes`). Paths, access classes,
 * chrome and titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('login', () => import('./pages/login-page').then((m) => m.LoginPage)),
  lazyRoute('loginToken', () => import('./pages/login-token-page').then((m) => m.LoginTokenPage)),
  lazyRoute('loginEmail', () => import('./pages/login-email-page').then((m) => m.LoginEmailPage)),
  lazyRoute('loginEmailExpired', () => import('./pages/login-email-expired-page').then((m) => m.LoginEmailExpiredPage)),
  lazyRoute('register', () => import('./pages/register-page').then((m) => m.RegisterPage)),
  lazyRoute('registerStart', () => import('./pages/register-start-page').then((m) => m.RegisterStartPage)),
  lazyRoute('registerComplete', () => import('./pages/register-complete-page').then((m) => m.RegisterCompletePage)),
  lazyRoute('registerEmail', () => import('./pages/register-email-page').then((m) => m.RegisterEmailPage)),
  lazyRoute('registerEmailLogin', () => import('./pages/register-email-login-page').then((m) => m.RegisterEmailLoginPage)),
];
