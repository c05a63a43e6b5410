import type * as SentryModule from '@sentry/react';

jest.mock('../config/env', () => ({ env: { sentryDsn: undefined, sentryEnvironment: 'production' } }));

function fakeSentry() {
  return {
    init: jest.fn(),
    captureException: jest.fn(),
    browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  } as unknown as typeof SentryModule & { init: jest.Mock; captureException: jest.Mock };
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
});
