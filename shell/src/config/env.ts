/**
 * The shell's configuration, fixed at build time (webpack DefinePlugin) from
 * the build environment. The only module that reads `process.env`.
 */
export const env = {
  /** Error reporting is on only when a DSN is configured. */
  sentryDsn: process.env.SENTRY_DSN || undefined,
  /** Spec section 9: environment defaults to production. */
  sentryEnvironment: process.env.SENTRY_ENVIRONMENT || 'production',
  /** Where the remotes config is read (docs/architecture.md section 2). */
  remotesConfigUrl: '/remotes.json',
} as const;
