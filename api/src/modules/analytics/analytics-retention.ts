import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteAnalyticsEventsOlderThan } from './analytics.repository.js';

/**
 * How long analytics events are kept: 13 months, so a month can be compared
 * with the same month a year before; then they go (issue 18, finding 7).
 */
export const ANALYTICS_RETENTION_MONTHS = 13;

/** How often a running instance deletes the events past retention. */
export const ANALYTICS_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsRetentionOptions {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Default daily. */
  intervalMs?: number;
}

/**
 * Deletes the events past retention now (`first`) and again every interval
 * until `stop`. A failure is logged and tried again next time: housekeeping
 * must not stop the API. Every instance does it; the delete is idempotent.
 */
export function startAnalyticsRetention(options: AnalyticsRetentionOptions): { first: Promise<void>; stop(): void } {
  const purge = async () => {
    try {
      const deleted = await deleteAnalyticsEventsOlderThan(options.db, options.now(), ANALYTICS_RETENTION_MONTHS);
      if (deleted > 0) options.log.info({ deleted }, `analytics events older than ${ANALYTICS_RETENTION_MONTHS} months deleted`);
    } catch (error) {
      options.log.error({ err: error }, 'deleting old analytics events failed');
    }
  };
  const first = purge();
  const timer = setInterval(() => void purge(), options.intervalMs ?? ANALYTICS_PURGE_INTERVAL_MS);
  // A pending purge must not keep the process alive on shutdown.
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
