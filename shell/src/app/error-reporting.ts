import { env } from '../config/env';

type SentryModule = typeof import('@sentry/react');

let sentry: SentryModule | undefined;

/**
 * Starts error reporting when a DSN is configured (spec section 7: 10 percent
 * of performance traces; section 9: environment defaults to production).
 * Sentry is imported on demand so pages without a DSN do not download it.
 */
export async function initErrorReporting(load: () => Promise<SentryModule> = () => import('@sentry/react')): Promise<boolean> {
  if (!env.sentryDsn) return false;
  const Sentry = await load();
  Sentry.init({
    dsn: env.sentryDsn,
    environment: env.sentryEnvironment,
    tracesSampleRate: 0.1,
    integrations: [Sentry.browserTracingIntegration()],
  });
  sentry = Sentry;
  return true;
}

/** Reports an error to the console and, when configured, to the error-reporting service. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  sentry?.captureException(error, context ? { extra: context } : undefined);
}
