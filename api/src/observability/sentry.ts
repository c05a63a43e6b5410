import type { FastifyRequest } from 'fastify';
import { redactLogLine } from '../http/log-redaction.js';
import { inspectSiteBuild } from '../plugins/site-build.js';

type SentryModule = typeof import('@sentry/node');

/** Set once error reporting is on (a DSN configured). */
let sentry: SentryModule | undefined;

/** Error codes of expected conditions (an outage, load shedding): readiness and metrics show them, error reports would only flood. */
const EXPECTED_5XX_CODES = new Set(['DATABASE_UNAVAILABLE', 'SERVER_BUSY', 'SERVICE_UNAVAILABLE']);

export interface ErrorReportingConfig {
  sentryDsn: string | undefined;
  sentryEnvironment: string;
  serveStatic: boolean;
  staticRoot: string;
}

/**
 * Starts server-side error reports when SENTRY_DSN is set (server.ts calls
 * it once, before the app is built); without a DSN nothing is loaded (the
 * SDK costs ~0.9 s to import). Reported: the errors behind 5xx answers
 * ({@link reportServerError}, from the error handler) and unhandled promise
 * rejections (Sentry's integration in mode `none`: it reports, and leaves
 * logging and exiting to the process's own handler). No tracing, nothing of
 * the request collected but method, route pattern and request id; every
 * exception message passes the log redaction. Release: the
 * shell's build (`shell@<digest of its index.html>`); each remote's build is
 * a tag `remote.<path>`. Answers whether reporting is on.
 */
export async function initErrorReporting(config: ErrorReportingConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  const Sentry = await import('@sentry/node');
  const build = config.serveStatic ? await inspectSiteBuild(config.staticRoot) : undefined;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment,
    ...(build?.shell ? { release: `shell@${build.shell}` } : {}),
    // Error reports only: no OpenTelemetry tracer, no module hooks, no tracing.
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [Sentry.onUnhandledRejectionIntegration({ mode: 'none' }), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // Nothing of a visitor's request (cookies hold session tokens, bodies personal data); the tags below say enough.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend(event) {
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = redactLogLine(exception.value);
      }
      if (event.message) event.message = redactLogLine(event.message);
      return event;
    },
  });
  for (const [remote, version] of Object.entries(build?.remotes ?? {})) Sentry.setTag(`remote.${remote}`, version);
  sentry = Sentry;
  return true;
}

/**
 * Reports the error behind a 5xx answer (plugins/errors.ts), with the
 * method, the route pattern (never the URL: it may hold a token) and the
 * request id. Expected outages (database unavailable, server busy) are
 * not reported. Does nothing while reporting is off.
 */
export function reportServerError(error: unknown, request: FastifyRequest, answer: { statusCode: number; code: string }): void {
  if (!sentry || answer.statusCode < 500 || EXPECTED_5XX_CODES.has(answer.code)) return;
  sentry.captureException(error, {
    tags: { method: request.method, route: request.routeOptions.url ?? '(no route)', status: String(answer.statusCode) },
    extra: { requestId: request.id },
  });
}

/** Sends what is queued (shutdown and tests); true when it went within `timeoutMs`. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sentry ? sentry.flush(timeoutMs) : true;
}
