import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Whole PostgreSQL databases of a test (a backup's source and its restore
 * target), next to the one `TEST_DATABASE_URL` names: `urlOf(key)` is the
 * connection string of one; `create()` and `drop()` make and remove them all.
 * Names end in a random suffix, so parallel suites never meet.
 */
export function scratchDatabases<Key extends string>(serverUrl: string, prefix: string, keys: readonly Key[]) {
  const suffix = randomBytes(4).toString('hex');
  const names = Object.fromEntries(keys.map((key) => [key, `${prefix}_${key}_${suffix}`])) as Record<Key, string>;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    urlOf(key: Key): string {
      const url = new URL(serverUrl);
      url.pathname = `/${names[key]}`;
      return url.toString();
    },
    async create(): Promise<void> {
      for (const key of keys) await admin(`CREATE DATABASE ${names[key]}`);
    },
    async drop(): Promise<void> {
      for (const key of keys) await admin(`DROP DATABASE IF EXISTS ${names[key]} WITH (FORCE)`);
    },
  };
}
