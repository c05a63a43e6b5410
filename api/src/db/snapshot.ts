import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, constants, copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './database.js';

/**
 * Consistent copies of the database for backups (docs/adr/0013): the only
 * code besides database.ts that knows PGlite from PostgreSQL.
 *
 * - PGlite: a copy of its folder taken while holding the one connection (the
 *   dialect queues every other query and transaction behind it) right after a
 *   CHECKPOINT, so the copy is a clean state between two transactions.
 * - PostgreSQL: `pg_dump --format=custom` on a snapshot exported by a
 *   REPEATABLE READ transaction, which also reads the facts of the manifest.
 */

/** What a backup records about the database it copied, read from the same snapshot. */
export interface SnapshotInfo {
  /** `18.6`: PostgreSQL's version (PGlite's built-in one, or the server's). */
  serverVersion: string;
  /** Applied migrations, in name order. */
  migrations: string[];
  /** Storage names of the CVs whose bytes are files in `${DATA_DIR}/cv`, not rows. */
  cvFiles: string[];
}

type Row = Record<string, unknown>;
type RunQuery = (text: string) => Promise<Row[]>;

async function readSnapshotInfo(run: RunQuery): Promise<SnapshotInfo> {
  const [version] = await run('SHOW server_version');
  const serverVersion = /^\d+(\.\d+)?/.exec(String(version?.server_version ?? ''))?.[0] ?? 'unknown';
  const [present] = await run(
    "SELECT to_regclass('kysely_migration') IS NOT NULL AS migrations, to_regclass('employee_cvs') IS NOT NULL AS cvs, to_regclass('employee_cv_contents') IS NOT NULL AS contents",
  );
  const migrations = present?.migrations ? (await run('SELECT name FROM kysely_migration ORDER BY name')).map((row) => String(row.name)) : [];
  let cvFiles: string[] = [];
  if (present?.cvs) {
    const rows = await run(
      present.contents
        ? 'SELECT storage_name FROM employee_cvs cv WHERE NOT EXISTS (SELECT 1 FROM employee_cv_contents c WHERE c.cv_id = cv.id) ORDER BY storage_name'
        : 'SELECT storage_name FROM employee_cvs ORDER BY storage_name',
    );
    cvFiles = rows.map((row) => String(row.storage_name));
  }
  return { serverVersion, migrations, cvFiles };
}

const kyselyRunner =
  (db: Kysely<unknown>): RunQuery =>
  async (text) =>
    (await sql.raw<Row>(text).execute(db)).rows;

/**
 * Copies a folder tree (files 0600, folders 0700). Tries a copy-on-write
 * clone first (instant on btrfs and XFS), else copies the bytes.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) {
      await copyFile(source, target, constants.COPYFILE_FICLONE);
      await chmod(target, 0o600);
    }
  }
}

/** How long the embedded database was held for the copy, for the log and quality.md. */
export interface EmbeddedSnapshot extends SnapshotInfo {
  holdMs: number;
}

/**
 * Copies an open PGlite database's folder into `target`. Holds the only
 * connection meanwhile: no query or transaction runs, so the files are those
 * of the last committed transaction (after a CHECKPOINT nothing is left only
 * in memory). `during` runs inside the hold with what the copy contains (the
 * backup links the CV files it names, so no CV deleted later is missing).
 */
export async function snapshotEmbedded(handle: DatabaseHandle, target: string, during?: (info: SnapshotInfo) => Promise<void>): Promise<EmbeddedSnapshot> {
  const directory = handle.directory;
  if (handle.kind !== 'pglite' || !directory) throw new Error('snapshotEmbedded needs a PGlite database on disk');
  return handle.db.connection().execute(async (connection) => {
    const started = performance.now();
    await sql`CHECKPOINT`.execute(connection);
    const info = await readSnapshotInfo(kyselyRunner(connection as Kysely<unknown>));
    await copyTree(directory, target);
    if (during) await during(info);
    return { ...info, holdMs: Math.round(performance.now() - started) };
  });
}

/**
 * Opens a PGlite folder (a restored copy) and reads what it holds: this also
 * replays its write-ahead log. Throws a clear error when this PGlite cannot
 * open it (another PostgreSQL major version).
 */
export async function inspectEmbedded(directory: string): Promise<SnapshotInfo> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: 'pglite', dataDir: directory });
  } catch (error) {
    throw new Error(`The embedded database of the backup does not open with this version of PGlite: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  try {
    return await readSnapshotInfo(kyselyRunner(handle.db as Kysely<unknown>));
  } finally {
    await handle.close();
  }
}

/** The connection string without its password, and the password for PGPASSWORD (kept out of the process list). */
function libpqTarget(connectionString: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a program; rejects with its stderr when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
  });
}

/**
 * A PostgreSQL client program of at least `major`: Debian's
 * /usr/lib/postgresql/<major>/bin first (several versions can be installed
 * side by side there), else the one on the PATH. pg_dump refuses a server
 * newer than itself, and pg_restore an archive of a newer pg_dump.
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', major: number): Promise<{ command: string; major: number }> {
  const candidates = [`/usr/lib/postgresql/${major}/bin/${name}`, name].filter((candidate) => candidate === name || existsSync(candidate));
  const found: string[] = [];
  for (const command of candidates) {
    let output: string;
    try {
      output = await run(command, ['--version']);
    } catch {
      continue;
    }
    const toolMajor = Number(/\s(\d+)(\.\d+)?/.exec(output)?.[1] ?? NaN);
    found.push(`${command} ${toolMajor}`);
    if (toolMajor >= major) return { command, major: toolMajor };
  }
  throw new Error(
    `${name} ${major} or newer is needed for PostgreSQL ${major}; found ${found.length > 0 ? found.join(', ') : 'none'}. Install the PostgreSQL ${major} client tools (Debian: postgresql-client-${major}).`,
  );
}

/**
 * `pg_dump --format=custom` of the whole database into `outFile`, from the
 * snapshot of a REPEATABLE READ transaction that also reads the manifest's
 * facts, so both describe the same moment. `during` runs while that
 * transaction is open, after the dump.
 */
export async function dumpPostgres(connectionString: string, outFile: string, during?: (info: SnapshotInfo) => Promise<void>): Promise<SnapshotInfo> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = String((await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows[0]!.snapshot);
    const info = await readSnapshotInfo(async (text) => (await client.query<Row>(text)).rows);
    const major = Math.floor(Number((await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num) / 10000);
    const tool = await findPgTool('pg_dump', major);
    const target = libpqTarget(connectionString);
    await run(tool.command, ['--format=custom', `--snapshot=${snapshot}`, `--file=${outFile}`, `--dbname=${target.dbname}`], target.env);
    await chmod(outFile, 0o600);
    if (during) await during(info);
    await client.query('COMMIT');
    return info;
  } finally {
    await client.end();
  }
}

/**
 * The tables, views and sequences of a PostgreSQL database outside the
 * system schemas and extensions (at most 10 named): empty means a restore may
 * go there.
 */
export async function postgresObjects(connectionString: string): Promise<{ count: number; names: string[] }> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`
      SELECT n.nspname || '.' || c.relname AS name
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
       ORDER BY 1`);
    return { count: rows.length, names: rows.slice(0, 10).map((row) => row.name) };
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of a custom-format dump into an empty database, in one
 * transaction that stops at the first error: a failed restore leaves the
 * database as empty as it was. Owners and grants are not restored (the
 * target's user owns everything).
 */
export async function restorePostgres(connectionString: string, dumpFile: string, dumpMajor: number): Promise<void> {
  const tool = await findPgTool('pg_restore', dumpMajor);
  const target = libpqTarget(connectionString);
  await run(tool.command, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${target.dbname}`, dumpFile], target.env);
}
