import { COOKIE_NAMES, RELEASE_COOKIE_NAMES, SECURE_COOKIE_NAMES } from '@interim/shared/contract';

/** The request's cookies as `@fastify/cookie` parsed them (`request.cookies`). */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/**
 * What a page request's cookies allow (issue 33: decided here only, for the
 * prerendered page, the render cache and the page's Cache-Control).
 */
export interface RequestPrivacy {
  /**
   * The page may show this visitor's own state (logged in, banner closed):
   * no prerendered page answers it, and no browser or shared cache keeps it
   * (`private, no-store`).
   */
  personal: boolean;
  /**
   * No cookie the render or the page reads: a kept render may answer it and
   * its render may be kept for others (the render cache).
   */
  anonymous: boolean;
}

/** The session cookies under both names: the render sends them to the API, which answers per person. */
const SESSION_COOKIES = new Set<string>([...Object.values(COOKIE_NAMES), ...Object.values(SECURE_COOKIE_NAMES)]);
/** The site's own cookies are all named `interim_...` (under a `__Host-`/`__Secure-` prefix on https). */
const SITE_COOKIE_PREFIX = 'interim';
const withoutSecurePrefix = (name: string) => name.replace(/^__(Host|Secure)-/, '');

/**
 * The privacy of a page request, from its cookies.
 *
 * - `personalCookies` (the shell's pages.json) change the first render;
 *   each counts under its `__Host-`/`__Secure-` name too (on an https site
 *   the API sets `__Host-interim_active_user`, the shell lists the plain
 *   name). With one of them, or the session's access cookie, the request is
 *   personal.
 * - Anonymous: no session cookie, no cookie the site names `interim...` and
 *   no personal cookie, each under either name. Other cookies (an analytics
 *   tool's, another site's on the same domain) are not read. The canary
 *   bucket (ADR 0009) is no personal cookie: the releases it selects are
 *   part of the render cache's key. Without the list (a shell built without
 *   pages.json) any cookie counts as personal.
 */
export function requestPrivacy(
  cookies: RequestCookies | undefined,
  personalCookies: readonly string[] | undefined,
  accessCookie: string,
): RequestPrivacy {
  const names = Object.keys(cookies ?? {});
  const plainNames = new Set(names.map(withoutSecurePrefix));
  const personalNames = new Set((personalCookies ?? []).map(withoutSecurePrefix));
  const personal = names.includes(accessCookie) || [...personalNames].some((name) => plainNames.has(name));
  const read = names.filter((name) => name !== RELEASE_COOKIE_NAMES.bucket);
  const anonymous =
    read.length === 0 ||
    (personalCookies !== undefined &&
      read.every((name) => {
        const plain = withoutSecurePrefix(name);
        return !SESSION_COOKIES.has(name) && !SESSION_COOKIES.has(plain) && !personalNames.has(plain) && !plain.toLowerCase().startsWith(SITE_COOKIE_PREFIX);
      }));
  return { personal, anonymous };
}
