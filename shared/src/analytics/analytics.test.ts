import { installApiMock, networkFailure, noContent, recordRequests, type ApiMock } from '../testing/msw-server';
import { configureAnalytics, getEventContext, setEventReleases, track, trackPageView } from '.';

let fetchMock: ApiMock;

function lastPayload(): { event: string; properties: Record<string, unknown> } {
  const init = fetchMock.mock.calls.at(-1)![1];
  return JSON.parse(init.body!);
}

beforeEach(() => {
  fetchMock = installApiMock((jest.fn() as ApiMock).mockImplementation(async () => noContent()));
  configureAnalytics();
  window.sessionStorage.clear();
  document.title = 'Alle opdrachten - Interimly';
  window.history.pushState({}, '', '/opdrachten');
});

/** What fetch rejects with when the connection fails. */
const fetchFailure = expect.objectContaining({ name: 'TypeError', message: 'Failed to fetch' });

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (window.navigator as { standalone?: unknown }).standalone;
});

describe('getEventContext (spec section 3)', () => {
  it('never sends the token of a login link in the pathname', () => {
    window.history.replaceState(null, '', '/login/AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0');
    expect(getEventContext().pathname).toBe('/login/[token]');
    for (const page of ['/login', '/login/email', '/login/email/verlopen', '/opdrachten/3']) {
      window.history.replaceState(null, '', page);
      expect(getEventContext().pathname).toBe(page);
    }
  });

  it('holds page title, pathname and the standalone flag', () => {
    expect(getEventContext()).toEqual({ title: 'Alle opdrachten - Interimly', pathname: '/opdrachten', standalone: false });
  });

  /** A matchMedia that evaluates a media query list (comma-separated) against the given display mode, as a browser does. */
  function displayMode(mode: string) {
    return jest.fn((query: string) => ({
      matches: query.split(',').some((part) => part.trim() === `(display-mode: ${mode})`),
    })) as never;
  }

  it('reports standalone display mode', () => {
    window.matchMedia = displayMode('standalone');
    expect(getEventContext().standalone).toBe(true);
  });

  it('reports a desktop app with its title bar hidden (window-controls-overlay), not a full-screen tab', () => {
    window.matchMedia = displayMode('window-controls-overlay');
    expect(getEventContext().standalone).toBe(true);
    window.matchMedia = displayMode('fullscreen');
    expect(getEventContext().standalone).toBe(false);
    window.matchMedia = displayMode('browser');
    expect(getEventContext().standalone).toBe(false);
  });

  it('is read at every event: installing the app during a visit counts from the next event on', async () => {
    window.matchMedia = displayMode('browser');
    await track('Search');
    expect(lastPayload().properties.standalone).toBe(false);
    window.matchMedia = displayMode('standalone');
    await track('Search');
    expect(lastPayload().properties.standalone).toBe(true);
  });

  it("reports iOS's home-screen flag", () => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(getEventContext().standalone).toBe(true);
  });

  it('reads campaign parameters from the URL and saves them to session storage', () => {
    window.history.pushState({}, '', '/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=lente&utm_content=knop&utm_term=zzp');
    expect(getEventContext()).toMatchObject({
      utm_source: 'nieuwsbrief',
      utm_medium: 'email',
      utm_campaign: 'lente',
      utm_content: 'knop',
      utm_term: 'zzp',
    });
    expect(window.sessionStorage.getItem('utm_source')).toBe('nieuwsbrief');
    expect(window.sessionStorage.getItem('utm_term')).toBe('zzp');
  });

  it('uses session storage when the URL lacks them, and the URL when it has them', () => {
    window.history.pushState({}, '', '/?utm_source=nieuwsbrief&utm_campaign=lente');
    getEventContext();

    window.history.pushState({}, '', '/opdrachten/3?utm_campaign=zomer');
    const context = getEventContext();

    expect(context).toMatchObject({ pathname: '/opdrachten/3', utm_source: 'nieuwsbrief', utm_campaign: 'zomer' });
    expect(context).not.toHaveProperty('utm_medium');
    expect(window.sessionStorage.getItem('utm_campaign')).toBe('zomer');
  });
});

describe('track', () => {
  it('posts the event plus the context as JSON with credentials', async () => {
    window.history.pushState({}, '', '/opdrachten?utm_source=google');

    await track('Vacancy saved', { vacancyId: 7, pathname: 'overwritten by the context' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/_mixpanel/track');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(lastPayload()).toEqual({
      event: 'Vacancy saved',
      properties: {
        vacancyId: 7,
        title: 'Alle opdrachten - Interimly',
        pathname: '/opdrachten',
        standalone: false,
        utm_source: 'google',
      },
    });
  });

  it('posts to the configured endpoint', async () => {
    const requests = recordRequests();
    configureAnalytics({ endpoint: 'https://api.example.nl/api/_mixpanel/track' });
    await track('Search');
    expect(requests.map((request) => request.url.href)).toEqual(['https://api.example.nl/api/_mixpanel/track']);
  });

  it("never rejects; logs 'Failed to track event'", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => networkFailure());

    await expect(track('Search')).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Failed to track event', fetchFailure);
  });

  it('logs an error answer as a failure too', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => noContent(503));
    await track('Search');
    expect(consoleError).toHaveBeenCalledWith('Failed to track event', expect.objectContaining({ message: 'HTTP 503' }));
  });
});

describe('trackPageView', () => {
  it("sends 'Page view' with the context", async () => {
    await trackPageView();
    expect(lastPayload()).toEqual({
      event: 'Page view',
      properties: { title: 'Alle opdrachten - Interimly', pathname: '/opdrachten', standalone: false },
    });
  });

  it('carries the releases of the remotes the page runs, once the shell has set them (issue 27)', async () => {
    setEventReleases({ mf_vacancies: '2026.11.27-2', mf_auth: '2026.11.26-1' });
    try {
      await trackPageView();
      expect(lastPayload().properties).toEqual({
        releases: { mf_vacancies: '2026.11.27-2', mf_auth: '2026.11.26-1' },
        title: 'Alle opdrachten - Interimly',
        pathname: '/opdrachten',
        standalone: false,
      });
      // A caller's own property of that name does not replace them.
      await track('Search', { releases: 'van de pagina' });
      expect(lastPayload().properties.releases).toEqual({ mf_vacancies: '2026.11.27-2', mf_auth: '2026.11.26-1' });
    } finally {
      setEventReleases({});
    }
    await trackPageView();
    expect(lastPayload().properties).not.toHaveProperty('releases');
  });

  it("logs 'Failed to track page view'", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => networkFailure());

    await expect(trackPageView()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Failed to track page view', fetchFailure);
  });
});
