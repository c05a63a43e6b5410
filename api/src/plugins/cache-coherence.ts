import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { listenForNotifications, notificationChannel } from '../db/notifications.js';
// Declares the `vacancy.changed` event this plugin turns into an invalidation.
import '../modules/vacancies/vacancies.tables.js';

/**
 * What a shared cache holds; a write announces its topic. `vacancies`: the
 * vacancy list cache (modules/vacancies) and the server renders of pages
 * (plugins/render-cache.ts), which show vacancies.
 */
export type SharedCacheTopic = 'vacancies';
const TOPICS: readonly SharedCacheTopic[] = ['vacancies'];

export interface SharedCaches {
  /** `in-process`: one process (PGlite); `postgres`: instances hear each other through PostgreSQL LISTEN/NOTIFY. */
  readonly mode: 'in-process' | 'postgres';
  /** Registers a per-instance cache of `topic`: `clear` runs on a write here or on any other instance. */
  onInvalidate(topic: SharedCacheTopic, clear: () => void): void;
  /**
   * Clears this instance's caches of `topic` now and tells every other
   * instance to clear theirs. Call after the write has committed. A failed
   * announcement is logged, never thrown: the write stands, and the other
   * instances' caches expire by their TTL.
   */
  invalidate(topic: SharedCacheTopic): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedCaches: SharedCaches;
  }
}

interface Announcement {
  topic: SharedCacheTopic;
  /** The announcing instance, which has cleared its own caches already. */
  from: string;
}

function parseAnnouncement(payload: string): Announcement | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<Announcement>;
    if (typeof parsed.from === 'string' && TOPICS.includes(parsed.topic as SharedCacheTopic)) return parsed as Announcement;
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

/**
 * One truth across instances (issue 28, ADR 0014): the per-instance caches
 * that show data staff can change are cleared on every instance when it
 * changes. On PostgreSQL the writing instance sends NOTIFY on a channel of
 * the database (its schema in the name) and every instance LISTENs on a
 * connection of its own (db/notifications.ts), measured at a few ms from
 * write to cleared cache. When that connection is lost and made again,
 * everything is cleared (announcements sent meanwhile were lost). On
 * PGlite there is one process: clearing in-process is all there is.
 *
 * A vacancy written through the API (`vacancy.changed`) invalidates
 * `vacancies`.
 */
export const cacheCoherencePlugin = fp(
  async (app: FastifyInstance) => {
    const instanceId = randomUUID();
    const clearers = new Map<SharedCacheTopic, Array<() => void>>();
    const clearLocal = (topic: SharedCacheTopic) => {
      for (const clear of clearers.get(topic) ?? []) clear();
    };
    const channel = app.database.connection ? notificationChannel(app.database, 'caches') : undefined;

    if (channel) {
      let lost = false;
      const listener = listenForNotifications(app.database, channel, {
        onMessage(payload) {
          const announcement = parseAnnouncement(payload);
          if (!announcement || announcement.from === instanceId) return;
          clearLocal(announcement.topic);
          app.metrics.countCacheInvalidation('remote');
        },
        onConnected() {
          app.metrics.setInvalidationListener(true);
          if (!lost) return;
          // What was announced while this instance was not listening is unknown: forget everything.
          lost = false;
          for (const topic of TOPICS) clearLocal(topic);
          app.log.info({ channel }, 'cache invalidations: listening again; caches cleared');
        },
        onDisconnected(error) {
          lost = true;
          app.metrics.setInvalidationListener(false);
          app.log.warn({ err: error, channel }, 'cache invalidations: connection lost, reconnecting (caches expire by TTL meanwhile)');
        },
      });
      app.addHook('onClose', async () => listener.close());
      // The database answered the migrations a moment ago: the first LISTEN normally follows at once.
      await listener.firstConnection.catch((error: unknown) => app.log.warn({ err: error }, 'cache invalidations: first LISTEN failed; retrying'));
    }

    app.decorate('sharedCaches', {
      mode: channel ? 'postgres' : 'in-process',
      onInvalidate(topic, clear) {
        clearers.set(topic, [...(clearers.get(topic) ?? []), clear]);
      },
      async invalidate(topic) {
        clearLocal(topic);
        app.metrics.countCacheInvalidation('local');
        if (!channel) return;
        try {
          await sql`SELECT pg_notify(${channel}, ${JSON.stringify({ topic, from: instanceId } satisfies Announcement)})`.execute(app.db);
        } catch (error) {
          app.log.error({ err: error, topic }, 'cache invalidation could not be announced to the other instances');
        }
      },
    } satisfies SharedCaches);

    app.events.on('vacancy.changed', () => app.sharedCaches.invalidate('vacancies'));
  },
  { name: 'cache-coherence', dependencies: ['app-context', 'metrics'] },
);
