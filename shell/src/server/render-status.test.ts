import { findRoute } from '@interim/shared/config';
import { accessDecision, statusOf, visitorOf } from './render-page';

describe('statusOf', () => {
  it('answers 404 for an unknown URL and the not-found page, 500 for the error page', () => {
    expect(statusOf(undefined, null)).toBe(404);
    expect(statusOf(findRoute('/404'), null)).toBe(404);
    expect(statusOf(findRoute('/500'), null)).toBe(500);
  });

  it("answers what the page's data says, else 200", () => {
    expect(statusOf(findRoute('/opdrachten/12'), { data: [], status: 404 })).toBe(404);
    expect(statusOf(findRoute('/opdrachten/12'), { data: [] })).toBe(200);
    expect(statusOf(findRoute('/login'), null)).toBe(200);
  });
});

describe('accessDecision', () => {
  const visitor = { isLoggedIn: false, bannerHidden: false };
  const member = { isLoggedIn: true, bannerHidden: false };

  it('redirects a visitor of a private or staff route who is not logged in', () => {
    expect(accessDecision(findRoute('/dashboard'), visitor, false)).toBe('redirect');
    expect(accessDecision(findRoute('/mijn-reacties'), visitor, true)).toBe('redirect');
    expect(accessDecision(findRoute('/beheer/opdrachten'), visitor, false)).toBe('redirect');
  });

  it('renders a private route only with a valid session; the back office stays in the browser', () => {
    expect(accessDecision(findRoute('/dashboard'), member, true)).toBe('render');
    expect(accessDecision(findRoute('/dashboard'), member, false)).toBe('static');
    expect(accessDecision(findRoute('/beheer'), member, true)).toBe('static');
  });

  it('renders open routes for everyone, and unknown URLs (the 404 page)', () => {
    expect(accessDecision(findRoute('/opdrachten/7'), visitor, false)).toBe('render');
    expect(accessDecision(findRoute('/opdrachten/7'), member, true)).toBe('render');
    expect(accessDecision(undefined, visitor, false)).toBe('render');
    expect(accessDecision(findRoute('/opdrachten/reageren'), visitor, false)).toBe('static');
  });
});

describe('visitorOf', () => {
  it('reads the active-user cookie under either name and the banner cookie, as the browser does', () => {
    expect(visitorOf(undefined)).toEqual({ isLoggedIn: false, bannerHidden: false });
    expect(visitorOf('interim_active_user=1; WIPBannerHidden=true')).toEqual({ isLoggedIn: true, bannerHidden: true });
    expect(visitorOf('__Host-interim_active_user=1')).toEqual({ isLoggedIn: true, bannerHidden: false });
    expect(visitorOf('not_interim_active_user=1')).toEqual({ isLoggedIn: false, bannerHidden: false });
  });
});
