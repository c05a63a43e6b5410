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
  features: DatabaseFeatures;
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
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
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
    types,
    // public stays on the path: extensions such as pg_trgm live there.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${redactUrl(options.connectionString)}${options.schema ? ` (schema ${options.schema})` : ''}`,
    features: { trigram: false },
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
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(handle.db);
  } catch {
    // Not available or not allowed: checked below either way.
  }
  const { rows } = await sql<{ available: boolean }>`SELECT to_regproc('similarity') IS NOT NULL AS available`.execute(handle.db);
  handle.features.trigram = rows[0]?.available === true;
  return handle.features.trigram;
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
