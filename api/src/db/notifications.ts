import pg from 'pg';
import type { DatabaseHandle } from './database.js';

/** What a listener tells its owner. */
export interface NotificationHandlers {
  /** A notification's payload on the channel. */
  onMessage(payload: string): void;
  /** LISTEN is in place (first time and after every reconnect). */
  onConnected(): void;
  /** The connection is gone; reconnecting. Notifications sent meanwhile are lost. */
  onDisconnected(error: unknown): void;
}

export interface NotificationListener {
  /** Resolves once the first LISTEN is in place, or rejects with why the first attempt failed (it keeps retrying). */
  readonly firstConnection: Promise<void>;
  close(): Promise<void>;
}

/** A dead connection can look alive (a dropped network): a trivial query this often finds out. */
const HEARTBEAT_MS = 10_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * The channel of one database for one purpose: PostgreSQL notifications are
 * per database, not per schema, so the schema of a test run is part of the
 * name (two runs on the shared test server must not hear each other).
 */
export function notificationChannel(handle: DatabaseHandle, purpose: string): string {
  const schema = handle.connection?.schema;
  const name = `interim_${purpose}${schema ? `_${schema}` : ''}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unusable channel name: ${name}`);
  return name;
}

/**
 * PostgreSQL LISTEN on a connection of its own (outside the pool: a pooled
 * connection is handed to other queries and would lose the LISTEN). The
 * connection is watched (errors, end, a heartbeat query) and made again
 * with a growing pause (0.1 s up to 5 s) for as long as the listener is
 * open. Only for a PostgreSQL handle.
 */
export function listenForNotifications(handle: DatabaseHandle, channel: string, handlers: NotificationHandlers): NotificationListener {
  const connection = handle.connection;
  if (!connection) throw new Error('LISTEN needs a PostgreSQL database');
  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = RECONNECT_MIN_MS;
  let settleFirst: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const firstConnection = new Promise<void>((resolve, reject) => {
    settleFirst = { resolve, reject };
  });
  // Its failure is the owner's to read; unread it must not count as unhandled.
  firstConnection.catch(() => undefined);

  function drop(current: pg.Client, error: unknown): void {
    if (client !== current) return;
    client = undefined;
    clearInterval(heartbeat);
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (closed) return;
    handlers.onDisconnected(error);
    settleFirst?.reject(error);
    settleFirst = undefined;
    retry = setTimeout(connect, pause);
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new pg.Client({
      connectionString: connection!.connectionString,
      // Named after its channel in pg_stat_activity, so an operator (or a test) can find it.
      application_name: channel,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    client = current;
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current, new Error('connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN "${channel}"`);
    } catch (error) {
      drop(current, error);
      return;
    }
    if (client !== current) return;
    pause = RECONNECT_MIN_MS;
    heartbeat = setInterval(() => {
      current.query('SELECT 1').catch((error: unknown) => drop(current, error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    handlers.onConnected();
    settleFirst?.resolve();
    settleFirst = undefined;
  }

  void connect();
  return {
    firstConnection,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
  };
}
