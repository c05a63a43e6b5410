import { act, renderHook } from '@testing-library/react';
import { COOKIE_NAMES } from '../contract';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { sessionStore, useSession } from '.';
import { SESSION_SIGNAL_KEY } from './session-store';

beforeEach(() => setActiveUserCookie(false));

describe('sessionStore', () => {
  it('derives logged in from the active-user cookie only', () => {
    expect(sessionStore.isLoggedIn()).toBe(false);
    document.cookie = 'other=1; path=/';
    expect(sessionStore.isLoggedIn()).toBe(false);
    setActiveUserCookie(true);
    expect(sessionStore.isLoggedIn()).toBe(true);
    document.cookie = 'other=; Max-Age=0; path=/';
  });

  it('ignores a cookie whose name only ends with the active-user name', () => {
    document.cookie = `x${COOKIE_NAMES.activeUser}=1; path=/`;
    expect(sessionStore.isLoggedIn()).toBe(false);
    document.cookie = `x${COOKIE_NAMES.activeUser}=; Max-Age=0; path=/`;
  });

  it('markLoggedOut deletes the cookie and notifies subscribers', () => {
    setActiveUserCookie(true);
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    sessionStore.markLoggedOut();

    expect(sessionStore.isLoggedIn()).toBe(false);
    expect(document.cookie).not.toContain(COOKIE_NAMES.activeUser);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('markLoggedIn notifies once the login answer has set the cookie', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    sessionStore.markLoggedIn();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.isLoggedIn()).toBe(false);

    setActiveUserCookie(true);
    sessionStore.markLoggedIn();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.isLoggedIn()).toBe(true);
    unsubscribe();
  });

  it('notices a logout in another tab on focus and when the tab becomes visible', () => {
    setActiveUserCookie(true);
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    setActiveUserCookie(false); // what another tab's logout does to the shared cookie
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(1);

    setActiveUserCookie(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("notices another tab's login at once through its storage signal, without focus", () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    setActiveUserCookie(true); // the other tab's login answer set the shared cookie
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.isLoggedIn()).toBe(true);
    unsubscribe();
  });

  it('signals a login and a logout to the other tabs through localStorage, keeping nothing stored', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    try {
      setActiveUserCookie(true);
      sessionStore.markLoggedIn();
      expect(setItem).toHaveBeenCalledWith(SESSION_SIGNAL_KEY, expect.any(String));
      expect(removeItem).toHaveBeenCalledWith(SESSION_SIGNAL_KEY);
      setItem.mockClear();
      sessionStore.markLoggedOut();
      expect(setItem).toHaveBeenCalledWith(SESSION_SIGNAL_KEY, expect.any(String));
      expect(window.localStorage.getItem(SESSION_SIGNAL_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
      removeItem.mockRestore();
    }
  });

  it('stops notifying after unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    unsubscribe();
    setActiveUserCookie(true);
    sessionStore.markLoggedIn();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('useSession', () => {
  it('re-renders when the session changes', () => {
    setActiveUserCookie(true);
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ isLoggedIn: true });

    act(() => sessionStore.markLoggedOut());
    expect(result.current).toEqual({ isLoggedIn: false });
  });
});
