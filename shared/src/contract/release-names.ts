/**
 * Remote releases (ADR 0009), the parts without zod: the shell reads
 * `/remotes.json` at every navigation and the server render reads the same
 * selection, so the names and the parsing of that table must not load the
 * schema library. `@interim/shared/contract/release-names` imports them alone;
 * `@interim/shared/contract` exports them too, with the schemas of
 * `GET /api/releases` (releases.ts).
 */

/**
 * The key of `/remotes.json` that holds the selected version of each remote:
 * `{ "mf_auth": "<manifest URL>", ..., "$versions": { "mf_auth": "<version>" } }`.
 * Every other key is a remote name (`mf_auth`), never starting with `$`.
 */
export const REMOTE_VERSIONS_KEY = '$versions';

/**
 * Cookies of the release selection. Both are set by the server only; the
 * browser never needs to read them (it reads `$versions` of `/remotes.json`).
 */
export const RELEASE_COOKIE_NAMES = {
  /**
   * HttpOnly: the visitor's canary bucket, a whole number 0-99 (the browser
   * reads the resulting choice from `/remotes.json`). A canary of
   * P percent is served to the buckets below P, so the same visitor stays on
   * the same release across reloads, in the server HTML and in the browser.
   */
  bucket: 'interim_release_bucket',
  /** Signed, HttpOnly: the staff preview of one release (`?release=mf_vacancies@<version>`). */
  preview: 'interim_release_preview',
} as const;

/** The query parameter of the staff preview: `?release=mf_vacancies@<version>`, or `?release=clear`. */
export const RELEASE_PREVIEW_PARAM = 'release';
/** The value of {@link RELEASE_PREVIEW_PARAM} that ends every preview of this browser. */
export const RELEASE_PREVIEW_CLEAR = 'clear';

/** How a release came in: `pnpm remote:deploy`, or a `pnpm build` the server registered at start. */
export const RELEASE_SOURCES = ['deploy', 'build'] as const;
/** How a release came in. */
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

/**
 * The state of a release. One `live` release per remote at most, one
 * `canary` at most (served to its share of visitors), one `previous` (what
 * `pnpm remote:rollback` returns to); every other release is `retired` (its
 * files stay served until the retention period ends, then are deleted).
 */
export const RELEASE_STATES = ['live', 'canary', 'previous', 'retired'] as const;
/** The state of a release. */
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** Dutch labels of the release states (the back office's releases page). */
export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
  live: 'Live',
  canary: 'Canary',
  previous: 'Vorige',
  retired: 'Buiten gebruik',
};

/**
 * A release version: the UTC date and minute of its first publication and
 * the first 10 hex digits of the SHA-256 over its files (names and contents),
 * `20261127-1012-3f9a1c2b7d`. Two builds that differ in any file have two
 * versions; the same files published again keep their first version.
 */
export const RELEASE_VERSION_PATTERN = /^\d{8}-\d{4}-[0-9a-f]{10}$/;

/** A remote's container name as remotes.config.json spells it (`mf_vacancies`). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** The remotes table as the shell and the server render use it. */
export interface RemotesTable {
  /** Remote name -> manifest URL (absolute, or a path on the site's own origin). */
  manifests: Record<string, string>;
  /** Remote name -> selected release version; a remote missing here runs an unversioned build (dev servers). */
  versions: Record<string, string>;
}

/**
 * Splits the JSON of `/remotes.json` into manifests and versions, dropping
 * anything that is not a string (a table written by an older server, or a
 * dev table without `$versions`, parses too).
 */
export function parseRemotesTable(value: unknown): RemotesTable {
  const manifests: Record<string, string> = {};
  const versions: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { manifests, versions };
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (key === REMOTE_VERSIONS_KEY) {
      if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
        for (const [remote, version] of Object.entries(entry as Record<string, unknown>)) {
          if (typeof version === 'string') versions[remote] = version;
        }
      }
    } else if (!key.startsWith('$') && typeof entry === 'string') {
      manifests[key] = entry;
    }
  }
  return { manifests, versions };
}

/** The JSON object of `/remotes.json` for a table ({@link parseRemotesTable} reversed). */
export function formatRemotesTable(table: RemotesTable): Record<string, string | Record<string, string>> {
  return { ...table.manifests, [REMOTE_VERSIONS_KEY]: { ...table.versions } };
}

/** A staff preview selector, `mf_vacancies@20261127-1012-3f9a1c2b7d`. */
export interface ReleaseSelector {
  remote: string;
  version: string;
}

/**
 * Parses the value of `?release=` or of the preview cookie: `<remote>@<version>`,
 * several joined by `,` (one per remote, the last wins). Undefined when any
 * part is malformed: a bad link changes nothing.
 */
export function parseReleaseSelectors(value: string): ReleaseSelector[] | undefined {
  const parts = value.split(',').filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 20) return undefined;
  const byRemote = new Map<string, string>();
  for (const part of parts) {
    const at = part.indexOf('@');
    const remote = part.slice(0, at);
    const version = part.slice(at + 1);
    if (at < 1 || !REMOTE_NAME_PATTERN.test(remote) || !RELEASE_VERSION_PATTERN.test(version)) return undefined;
    byRemote.set(remote, version);
  }
  return [...byRemote].map(([remote, version]) => ({ remote, version }));
}

/** The text of selectors for the cookie or a link, `mf_auth@...,mf_vacancies@...`. */
export function formatReleaseSelectors(selectors: readonly ReleaseSelector[]): string {
  return selectors.map(({ remote, version }) => `${remote}@${version}`).join(',');
}
