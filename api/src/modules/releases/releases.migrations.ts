import { type Kysely, type Migration, sql } from 'kysely';

const createTable: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
  async up(db: Kysely<any>) {
    await sql`
      CREATE TABLE releases (
        remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9_]{0,63}$'),
        version text NOT NULL CHECK (version ~ '^[0-9]{8}-[0-9]{4}-[0-9a-f]{10}$'),
        content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
        state text NOT NULL CHECK (state IN ('live', 'canary', 'previous', 'retired')),
        source text NOT NULL CHECK (source IN ('deploy', 'build')),
        base_url text NOT NULL CHECK (length(base_url) BETWEEN 2 AND 2000),
        commit_sha text CHECK (length(commit_sha) <= 64),
        deployed_by text CHECK (length(deployed_by) <= 100),
        created_at timestamptz NOT NULL,
        live_at timestamptz,
        retired_at timestamptz,
        canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
        files_deleted_at timestamptz,
        PRIMARY KEY (remote, version),
        CHECK ((state = 'canary') = (canary_percent IS NOT NULL))
      )`.execute(db);
    // One live, one canary and one previous release per remote: a switch that would make two fails whole.
    await sql`CREATE UNIQUE INDEX releases_one_live_idx ON releases (remote) WHERE state = 'live'`.execute(db);
    await sql`CREATE UNIQUE INDEX releases_one_canary_idx ON releases (remote) WHERE state = 'canary'`.execute(db);
    await sql`CREATE UNIQUE INDEX releases_one_previous_idx ON releases (remote) WHERE state = 'previous'`.execute(db);
    await sql`CREATE UNIQUE INDEX releases_content_idx ON releases (remote, content_hash)`.execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await sql`DROP TABLE IF EXISTS releases`.execute(db);
  },
};

/** Independent of every other table. */
export const releasesMigrations: Record<string, Migration> = {
  '0850_releases_table': createTable,
};
