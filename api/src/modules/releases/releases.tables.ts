import type { ReleaseSource, ReleaseState } from '@interim/shared/contract';
import type { ColumnType } from 'kysely';

/**
 * One release of one remote (ADR 0009): an immutable build, its files in the
 * release store (or on another origin), and its state. At most one live,
 * one canary and one previous release per remote (partial unique indexes):
 * switching is one transaction over these rows.
 */
export interface ReleasesTable {
  /** Container name, `mf_vacancies`. */
  remote: string;
  /** `YYYYMMDD-HHMM-<10 hex of the content hash>`. */
  version: string;
  /** SHA-256 (hex) over the build's file names and contents: the same files are the same release. */
  content_hash: string;
  state: ReleaseState;
  source: ReleaseSource;
  /** Where its files are, ending in `/`: `/releases/<remote>/<version>/` or an absolute URL on another origin. */
  base_url: string;
  commit_sha: string | null;
  deployed_by: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  live_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** When it stopped being live, canary or previous (the retention period counts from here). */
  retired_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  canary_percent: number | null;
  files_deleted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    releases: ReleasesTable;
  }
}
