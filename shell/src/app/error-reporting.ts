import { env } from '../config/env';

type SentryModule = typeof import('@sentry/react');

let sentry: SentryModule | undefined;
let releases: Record<string, string> = {};

/**
 * Tags every later report with the releases of the remotes the page runs
 * (issue 27): `releases` lists them all (`mf_auth@1 mf_vacancies@2`, sorted),
 * `release.<remote>` holds each one, so reports can be filtered by one
 * remote's release (a canary against the live one).
 */
function applyReleaseTags(Sentry: SentryModule): void {
  const names = Object.keys(releases).sort();
  Sentry.setTag('releases', names.map((name) => `${name}@${releases[name]}`).join(' ') || undefined);
  for (const name of names) Sentry.setTag(`release.${name}`, releases[name]);
}

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
  applyReleaseTags(Sentry);
  return true;
}

/** The releases the page runs (remote name -> version); reports from now on carry them as tags. */
export function setReportedReleases(next: Record<string, string>): void {
  releases = { ...next };
  if (sentry) applyReleaseTags(sentry);
}

/** Reports an error to the console and, when configured, to the error-reporting service. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  sentry?.captureException(error, context ? { extra: context } : undefined);
}
