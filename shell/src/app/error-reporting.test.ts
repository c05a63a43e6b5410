import type * as SentryModule from '@sentry/react';

jest.mock('../config/env', () => ({ env: { sentryDsn: undefined, sentryEnvironment: 'production' } }));

function fakeSentry() {
  return {
    init: jest.fn(),
    captureException: jest.fn(),
    setTag: jest.fn(),
    browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  } as unknown as typeof SentryModule & { init: jest.Mock; captureException: jest.Mock; setTag: jest.Mock };
}

describe('error reporting', () => {
  beforeEach(() => jest.resetModules());

  it('does nothing without a DSN', async () => {
    const { initErrorReporting } = await import('./error-reporting');
    const sentry = fakeSentry();
    await expect(initErrorReporting(async () => sentry)).resolves.toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('initialises Sentry with 10% of traces and environment production by default', async () => {
    jest.doMock('../config/env', () => ({ env: { sentryDsn: 'https://key@sentry.example/1', sentryEnvironment: 'production' } }));
    const { initErrorReporting, reportError } = await import('./error-reporting');
    const sentry = fakeSentry();
    await expect(initErrorReporting(async () => sentry)).resolves.toBe(true);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 0.1, environment: 'production' }),
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportError(error, { remote: 'mf_auth' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { remote: 'mf_auth' } });
    spy.mockRestore();
  });

  it('tags reports with the releases the page runs, set before and after Sentry starts (issue 27)', async () => {
    jest.doMock('../config/env', () => ({ env: { sentryDsn: 'https://key@sentry.example/1', sentryEnvironment: 'production' } }));
    const { initErrorReporting, setReportedReleases } = await import('./error-reporting');
    const sentry = fakeSentry();
    setReportedReleases({ mf_vacancies: 'v7' });
    await initErrorReporting(async () => sentry);
    expect(sentry.setTag.mock.calls).toEqual([
      ['releases', 'mf_vacancies@v7'],
      ['release.mf_vacancies', 'v7'],
    ]);
    sentry.setTag.mockClear();
    setReportedReleases({ mf_vacancies: 'v7', mf_auth: 'v3' });
    expect(sentry.setTag.mock.calls).toEqual([
      ['releases', 'mf_auth@v3 mf_vacancies@v7'],
      ['release.mf_auth', 'v3'],
      ['release.mf_vacancies', 'v7'],
    ]);
  });
});
