import { requestPrivacy, type RequestCookies } from './request-privacy.js';

/** Cookies as @fastify/cookie parses them from a Cookie header. */
const jar = (header: string): RequestCookies =>
  Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );

const personalCookies = ['interim_active_user', 'WIPBannerHidden'];
const ACCESS = 'interim_access';
const privacy = (header: string | undefined, list: readonly string[] | undefined = personalCookies) =>
  requestPrivacy(header === undefined ? undefined : jar(header), list, ACCESS);

describe('requestPrivacy', () => {
  it('is anonymous and not personal without cookies, or with cookies the site does not know', () => {
    for (const header of [undefined, '', '_ga=GA1.1.1; mp_abc_mixpanel=%7B%7D']) {
      expect([header, privacy(header)]).toEqual([header, { personal: false, anonymous: true }]);
    }
  });

  it('is not anonymous with a session cookie, a cookie that changes the first render, or any interim cookie, under either name', () => {
    for (const header of [
      'interim_access=x',
      '__Host-interim_access=x',
      '__Secure-interim_refresh=x',
      'interim_active_user=1',
      '__Host-interim_active_user=1',
      'WIPBannerHidden=true',
      '__Host-WIPBannerHidden=true',
      'interim_something_new=1',
      '_ga=1; interim_active_user=1',
    ]) {
      expect([header, privacy(header).anonymous]).toEqual([header, false]);
    }
  });

  it('is personal with a cookie that changes the first render (by its exact name, under either prefix) or the access cookie', () => {
    for (const header of ['interim_active_user=1', '__Host-interim_active_user=1', '__Secure-WIPBannerHidden=true', 'interim_access=x', '_ga=1; WIPBannerHidden=true']) {
      expect([header, privacy(header).personal]).toEqual([header, true]);
    }
    // A refresh cookie alone changes nothing the first render shows; a name that only starts like a personal one is another cookie.
    for (const header of ['interim_refresh=x', 'interim_active_user_x=1', 'xWIPBannerHidden=1']) {
      expect([header, privacy(header).personal]).toEqual([header, false]);
    }
  });

  it('does not count the canary bucket as personal: the releases it selects are part of the cache key', () => {
    expect(privacy('interim_release_bucket=42')).toEqual({ personal: false, anonymous: true });
  });

  it('counts any cookie as personal for the cache when the shell lists no personal cookies (no pages.json)', () => {
    expect(requestPrivacy(jar('_ga=1'), undefined, ACCESS)).toEqual({ personal: false, anonymous: false });
    expect(requestPrivacy(undefined, undefined, ACCESS)).toEqual({ personal: false, anonymous: true });
  });
});
