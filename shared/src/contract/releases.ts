import { z } from 'zod';
import { REMOTE_NAME_PATTERN, RELEASE_SOURCES, RELEASE_STATES, RELEASE_VERSION_PATTERN, REMOTE_VERSIONS_KEY } from './release-names';

/**
 * Remote releases (ADR 0009): every build of a remote published with
 * `pnpm remote:deploy` (or registered from `pnpm build` at the server's start)
 * is an immutable release; one row per release in the database says which is
 * live, which is a canary for a share of visitors, and which came before.
 * Staff read it with `GET /api/releases` (read-only, the back office's
 * releases page); the operator commands change it.
 */

/** How a release came in: `deploy` (`pnpm remote:deploy`) or `build` (registered at the server's start). */
export const ReleaseSourceSchema = z.enum(RELEASE_SOURCES);
/** live, canary, previous or retired. */
export const ReleaseStateSchema = z.enum(RELEASE_STATES);
/** A release version, `20261127-1012-3f9a1c2b7d` (UTC date, minute, content hash). */
export const ReleaseVersionSchema = z.string().regex(RELEASE_VERSION_PATTERN, 'Geen geldige releaseversie');
/** A remote's container name, `mf_vacancies`. */
export const RemoteNameSchema = z.string().regex(REMOTE_NAME_PATTERN, 'Geen geldige remote-naam');

/** One release of one remote. */
export const ReleaseSchema = z.object({
  remote: RemoteNameSchema,
  version: ReleaseVersionSchema,
  state: ReleaseStateSchema,
  source: ReleaseSourceSchema,
  /**
   * Where the release's files are, ending in `/`: a path on the site itself
   * (`/releases/mf_vacancies/<version>/`) or an absolute URL on another
   * origin (a team's CDN).
   */
  baseUrl: z.string(),
  /** The manifest the shell loads: `<baseUrl>mf-manifest.json`. */
  manifestUrl: z.string(),
  /** The other origin serving the files (`https://cdn.example.nl`); null when the site serves them. */
  origin: z.string().nullable(),
  /** The git commit the build was made from, when the deploy could read it. */
  commit: z.string().nullable(),
  /** Who published it (`$USER` or `--by`); null for a release registered from a build at start. */
  deployedBy: z.string().nullable(),
  /** ISO 8601: when the release was published. */
  createdAt: z.string(),
  /** ISO 8601: when it last became live (or canary); null if never. */
  liveAt: z.string().nullable(),
  /** The share of visitors (1-99) served this release while it is the canary; null otherwise. */
  canaryPercent: z.number().int().min(1).max(99).nullable(),
  /** ISO 8601: when its files were deleted after the retention period (own store only); null while they are served. */
  filesDeletedAt: z.string().nullable(),
});
/** One release of one remote. */
export type Release = z.infer<typeof ReleaseSchema>;

/** The releases of one remote, as the back office shows them. */
export const RemoteReleasesSchema = z.object({
  remote: RemoteNameSchema,
  /** The release every visitor gets (but a canary's share); null before the first release. */
  live: ReleaseSchema.nullable(),
  /** The canary, with its `canaryPercent`; null when there is none. */
  canary: ReleaseSchema.nullable(),
  /** The last 10 releases, newest first (live and canary included). */
  recent: z.array(ReleaseSchema).max(10),
});
/** The releases of one remote. */
export type RemoteReleases = z.infer<typeof RemoteReleasesSchema>;

/** Answer of `GET /api/releases` (staff only): every remote of remotes.config.json, in its order. */
export const ReleasesOverviewSchema = z.object({
  remotes: z.array(RemoteReleasesSchema),
  /** Days the files of a release no longer in use stay served (`RELEASE_RETENTION_DAYS`). */
  retentionDays: z.number().int().min(0),
});
/** Answer of `GET /api/releases`. */
export type ReleasesOverview = z.infer<typeof ReleasesOverviewSchema>;

/**
 * `/remotes.json` as served by the API (`Cache-Control: private, no-cache`):
 * remote name -> manifest URL, plus `$versions` (remote name -> the version
 * selected for this visitor: live, their canary bucket, or a staff preview).
 * zod-free readers: `parseRemotesTable` in release-names.ts.
 */
export const RemotesJsonSchema = z
  .object({ [REMOTE_VERSIONS_KEY]: z.record(z.string(), z.string()).optional() })
  .catchall(z.string());
/** `/remotes.json` as served. */
export type RemotesJson = z.infer<typeof RemotesJsonSchema>;

/** Where the site itself serves a stored release's files: `/releases/<remote>/<version>/`. */
export function releaseStorePath(remote: string, version: string): string {
  return `/releases/${remote}/${version}/`;
}

/**
 * A release's files on another origin, as `pnpm remote:deploy --base-url`
 * takes it: an http(s) address with a host, without user or password,
 * ending in `/` (`https://cdn.example.nl/mf-auth/<version>/`). Not
 * `javascript:`, not `//host` (issue 42, item 8a).
 */
export function isReleaseOriginUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(value) || !value.endsWith('/')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Message of a base URL that is neither the release's own path nor an address on another origin. */
export const RELEASE_BASE_URL_MESSAGE = 'Geef een http(s)-adres dat eindigt op / (https://cdn.example.nl/mf-auth/<versie>/) of het eigen pad /releases/<remote>/<versie>/';

/**
 * Body of `POST /api/_operator/releases/publish` (the CLI has copied the files
 * already, or they are on another origin). `baseUrl` is the release's own
 * store path ({@link releaseStorePath} of this remote and version) or an
 * address on another origin ({@link isReleaseOriginUrl}); nothing else.
 */
export const PublishReleaseBodySchema = z
  .strictObject({
    remote: RemoteNameSchema,
    version: ReleaseVersionSchema,
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    baseUrl: z.string().min(2).max(2000),
    commit: z.string().max(64).nullable(),
    deployedBy: z.string().max(100).nullable(),
    canaryPercent: z.number().int().min(1).max(99).optional(),
  })
  .superRefine((body, context) => {
    if (body.baseUrl !== releaseStorePath(body.remote, body.version) && !isReleaseOriginUrl(body.baseUrl)) {
      context.addIssue({ code: 'custom', path: ['baseUrl'], message: RELEASE_BASE_URL_MESSAGE });
    }
  });
export type PublishReleaseBody = z.infer<typeof PublishReleaseBodySchema>;

/** Body of the operator's commands on one remote (`rollback`, `promote`). */
export const ReleaseRemoteBodySchema = z.strictObject({ remote: RemoteNameSchema });
