import type { TrackEvent } from '@interim/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertAnalyticsEvent, markEventForwarded } from './analytics.repository.js';
import type { MixpanelForwarder } from './mixpanel-forwarder.js';

export interface AnalyticsServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Set when a Mixpanel token is configured. */
  forwarder: MixpanelForwarder | undefined;
}

/** The site's own analytics events: stored, and forwarded to Mixpanel when it is configured. */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsServiceDeps) {}

  /**
   * Stores an event of a user (or of an anonymous visitor) and forwards it
   * without waiting: the browser does not read the answer, and Mixpanel's
   * latency is not ours. A failed forward is logged on `log`.
   */
  async record(event: TrackEvent, who: { userId: number | null; anonymousId: string }, log: FastifyBaseLogger): Promise<void> {
    const { db, now, forwarder } = this.deps;
    const { userId, anonymousId } = who;
    const time = now();
    const eventId = await insertAnalyticsEvent(db, { event: event.event, properties: event.properties, userId, anonymousId, at: time });
    if (forwarder) {
      void forwarder
        .forward({ event: event.event, properties: event.properties, distinctId: userId === null ? anonymousId : String(userId), time, insertId: `ev-${eventId}` })
        .then(async (ok) => {
          if (ok) await markEventForwarded(db, eventId, now());
          else log.warn({ event: event.event }, 'analytics event not forwarded to Mixpanel');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'analytics forward bookkeeping failed'));
    }
  }
}
