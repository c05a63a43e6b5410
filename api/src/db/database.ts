import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.js';

/**
 * The only place that knows PGlite vs PostgreSQL. Both speak the same SQL;
 * the rest of the API sees a `Kysely<Database>` and a few feature flags.
 */

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseFeatures {
  /** pg_trgm is installed and visible: typo-tolerant title search and its GIN index. */
  trigram: boolean;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up log (never includes a password). */
  description: string;
  /** PGlite on disk: its folder (a backup copies it while holding the connection, db/snapshot.ts). */
  directory?: string;
  features: DatabaseFeatures;
  /** PostgreSQL: the pool's connections now (metrics); absent for PGlite (one in-process connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: how to open a connection of its own outside the pool (the
   * LISTEN connection of db/notifications.ts) and the test schema, if any.
   */
  connection?: { connectionString: string; schema: string | undefined };
  /** Closes the pool or the embedded database. Idempotent. */
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | { kind: 'pglite'; /** Absent: in memory. */ dataDir?: string; /** A `dumpDataDir()` tarball to start from. */ loadDataDir?: Blob }
  | { kind: 'postgres'; connectionString: string; /** Schema to create and use first in search_path (tests). */ schema?: string; maxConnections?: number };

// Same JS values from both drivers: int8 (count(*)) as number, date as
// 'YYYY-MM-DD' text (pg would build a local-midnight Date), timestamptz as Date.
const INT8 = 20;
const DATE = 1082;
const parseInt8 = (value: string) => Number(value);
const parseDate = (value: string) => value;

/** Opens the database of `options`; does not run migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // The data folder is private to the server's user (config/data-dir.ts): PGlite writes its files 0666.
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: parseInt8, [DATE]: parseDate },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    description: options.dataDir ? `embedded PGlite in ${options.dataDir}` : 'embedded PGlite in memory',
    ...(options.dataDir ? { directory: options.dataDir } : {}),
    features: { trigram: false },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(options: { connectionString: string; schema?: string; maxConnections?: number }): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseInt8;
      if (oid === DATE) return parseDate;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // While the server is gone, fail a request after a few seconds (503)
    // instead of letting it wait forever for a connection.
    connectionTimeoutMillis: 5000,
    types,
    // public stays on the path: extensions such as pg_trgm live there.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // A client that loses its connection must not crash the process. The pool
  // handles idle clients ('error' on the pool); a checked-out client emits
  // 'error' itself while its query fails, and is discarded when released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${redactUrl(options.connectionString)}${options.schema ? ` (schema ${options.schema})` : ''}`,
    features: { trigram: false },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connection: { connectionString: options.connectionString, schema: options.schema },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Drops a schema created for a test run (PostgreSQL only). */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await admin.end();
  }
}

/**
 * Installs pg_trgm when possible and reports whether it is usable. A managed
 * PostgreSQL without the extension (or without the right to create it) keeps
 * working with full-text search only.
 */
export async function enableTrigram(handle: DatabaseHandle): Promise<boolean> {
  try {
    // In public, not the first schema of the search path: a test or bench
    // schema would take the extension with it when dropped, and other
    // schemas would not see it meanwhile.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(handle.db);
  } catch {
    // Not available or not allowed: checked below either way.
  }
  const { rows } = await sql<{ available: boolean }>`SELECT to_regproc('similarity') IS NOT NULL AS available`.execute(handle.db);
  handle.features.trigram = rows[0]?.available === true;
  return handle.features.trigram;
}

/** Socket errors of a lost or refused connection. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres' own messages for a connection that ended or never came. */
const CONNECTION_ERROR_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down)/i;

/**
 * Whether an error means "the database cannot be reached right now" (a
 * refused or dropped connection, a server shutting down or starting), as
 * opposed to a bad query. SQLSTATE class 08 is "connection exception";
 * 57P01-57P03 are admin shutdown, crash shutdown and "cannot connect now".
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message)) return true;
  // AggregateError of a refused dual-stack connect, or an error wrapped by a library.
  const nested = (error as { errors?: unknown; cause?: unknown });
  if (Array.isArray(nested.errors) && nested.errors.some(isDatabaseUnavailableError)) return true;
  return nested.cause !== undefined && nested.cause !== error && isDatabaseUnavailableError(nested.cause);
}

/** Reports whether the database answers a trivial query. */
export async function pingDatabase(handle: DatabaseHandle): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}

function redactUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
