/**
 * @jest-environment-options {"url": "https://www.interimly.example/profiel"}
 */
import { COOKIE_NAMES, SECURE_COOKIE_NAMES } from '../contract';
import { deleteActiveUserCookie, readActiveUserCookie } from './active-user-cookie';

// On https the API names the cookie `__Host-interim_active_user` (issue 18);
// over http (localhost) the plain name. The page reads and deletes either.
describe('the active-user cookie on an https site', () => {
  afterEach(() => {
    document.cookie = `${COOKIE_NAMES.activeUser}=; Max-Age=0; path=/`;
    document.cookie = `${SECURE_COOKIE_NAMES.activeUser}=; Max-Age=0; path=/; Secure`;
  });

  it('reads the __Host- cookie the API sets over https', () => {
    expect(readActiveUserCookie()).toBe(false);
    document.cookie = `${SECURE_COOKIE_NAMES.activeUser}=1; path=/; Secure; SameSite=Lax`;
    expect(document.cookie).toContain(SECURE_COOKIE_NAMES.activeUser);
    expect(readActiveUserCookie()).toBe(true);
  });

  it('still reads the plain name (a cookie from before the https names)', () => {
    document.cookie = `${COOKIE_NAMES.activeUser}=1; path=/`;
    expect(readActiveUserCookie()).toBe(true);
  });

  it('deletes both names', () => {
    document.cookie = `${SECURE_COOKIE_NAMES.activeUser}=1; path=/; Secure; SameSite=Lax`;
    document.cookie = `${COOKIE_NAMES.activeUser}=1; path=/`;
    deleteActiveUserCookie();
    expect(document.cookie).toBe('');
    expect(readActiveUserCookie()).toBe(false);
  });

  it('ignores a cookie whose name only ends with the __Host- name', () => {
    document.cookie = `x${SECURE_COOKIE_NAMES.activeUser}=1; path=/; Secure`;
    expect(readActiveUserCookie()).toBe(false);
    document.cookie = `x${SECURE_COOKIE_NAMES.activeUser}=; Max-Age=0; path=/; Secure`;
  });
});
