import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  formatReleaseSelectors,
  formatRemotesTable,
  parseReleaseSelectors,
  RELEASE_COOKIE_NAMES,
  RELEASE_PREVIEW_CLEAR,
  RELEASE_PREVIEW_PARAM,
} from '@interim/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readSessionUser } from '../../plugins/auth.js';
import { hasCanary, newBucket, parseBucket, ReleaseDirectory, type ReleaseSelection, selectReleases } from './release-selection.js';
import { readRemoteConfig, type RemoteConfig } from './release-validation.js';
import type { ReleaseRow } from './releases.repository.js';
import { ensureOperatorToken } from '../../http/operator-access.js';
import { cleanupReleases, registerBuild } from './releases.service.js';

export interface ReleasesPluginOptions {
  repoRoot: string;
  /** Folder holding each remote's `<folder>/dist` (registered as a release at start). */
  staticRoot: string;
  /** The release store (RELEASE_STORE_DIR, default `<DATA_DIR>/releases`). */
  storeDir: string;
  /** Serve `/remotes.json` and `/releases/…`, and register builds at start (the production site server). */
  serveSite: boolean;
  retentionDays: number;
  /** RELEASE_ORIGINS: origins a release may be served from besides those registered. */
  extraOrigins: string[];
  /** Secure cookies (https site). */
  secureCookies: boolean;
  /** Between two retention cleanups; default 6 hours (0: only at start). */
  cleanupIntervalMs?: number;
}

export interface ReleasesService {
  remotes: RemoteConfig[];
  storeDir: string;
  retentionDays: number;
  directory: ReleaseDirectory;
  /** The operator token (DATA_DIR/operator-token). */
  operatorToken: string;
  /** The releases for this request's visitor (sets the bucket cookie while a canary runs, handles `?release=`). */
  selectionFor(request: FastifyRequest, reply: FastifyReply): Promise<ReleaseSelection>;
  /** The live releases (no canary, no preview): what the site warms up with. */
  liveSelection(): Promise<ReleaseSelection>;
  /** Origins the server render may load a remote's server code from (registered releases and RELEASE_ORIGINS). */
  allowedOrigins(): readonly string[];
  /** A switch was made on this instance: read the table again at once. */
  changed(): void;
  /** Retention cleanup now. */
  cleanup(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleasesService;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The `?release=` of a request's URL, or undefined. */
function previewParam(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get(RELEASE_PREVIEW_PARAM) ?? undefined;
}

/**
 * Remote releases (ADR 0009): which release of each remote a visitor gets
 * (`app.releases.selectionFor`), `/remotes.json` built from it, the release
 * files under `/releases/<remote>/<version>/` (immutable), the builds of
 * `pnpm build` registered at start, and the retention cleanup.
 */
export const releasesPlugin = fp(
  async (app: FastifyInstance, options: ReleasesPluginOptions) => {
    const remotes = readRemoteConfig(options.repoRoot);
    const directory = new ReleaseDirectory(app.db, options.extraOrigins);
    const operatorToken = await ensureOperatorToken(app.config.dataDir);
    await mkdir(options.storeDir, { recursive: true });
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secureCookies };

    /** The staff preview of this request: `?release=` sets or clears the signed cookie; the cookie selects. Staff only. */
    async function previewFor(request: FastifyRequest, reply: FastifyReply): Promise<ReleaseRow[] | undefined> {
      const param = previewParam(request.url);
      const raw = request.cookies[RELEASE_COOKIE_NAMES.preview];
      if (param === undefined && raw === undefined) return undefined;
      const user = await readSessionUser(app, request);
      if (user?.role !== 'staff') return undefined;
      if (param === RELEASE_PREVIEW_CLEAR) {
        reply.clearCookie(RELEASE_COOKIE_NAMES.preview, cookieOptions);
        return undefined;
      }
      const unsigned = raw === undefined ? undefined : request.unsignCookie(raw);
      const selectors = new Map((unsigned?.valid && unsigned.value ? (parseReleaseSelectors(unsigned.value) ?? []) : []).map((s) => [s.remote, s.version]));
      const asked = param === undefined ? undefined : parseReleaseSelectors(param);
      for (const selector of asked ?? []) selectors.set(selector.remote, selector.version);
      if (selectors.size === 0) return undefined;
      const rows = await app.db
        .selectFrom('releases')
        .selectAll()
        .where('files_deleted_at', 'is', null)
        .where((eb) => eb.or([...selectors].map(([remote, version]) => eb.and([eb('remote', '=', remote), eb('version', '=', version)]))))
        .execute();
      const kept = rows.filter((row) => remotes.some((remote) => remote.name === row.remote));
      if (asked) {
        if (kept.length > 0) reply.setCookie(RELEASE_COOKIE_NAMES.preview, formatReleaseSelectors(kept), { ...cookieOptions, signed: true });
        else reply.clearCookie(RELEASE_COOKIE_NAMES.preview, cookieOptions);
      }
      return kept;
    }

    const service: ReleasesService = {
      remotes,
      storeDir: options.storeDir,
      retentionDays: options.retentionDays,
      directory,
      operatorToken,
      async selectionFor(request, reply) {
        const snapshot = await directory.snapshot();
        let bucket = parseBucket(request.cookies[RELEASE_COOKIE_NAMES.bucket]);
        if (bucket === undefined && hasCanary(snapshot.active)) {
          bucket = newBucket();
          reply.setCookie(RELEASE_COOKIE_NAMES.bucket, String(bucket), { ...cookieOptions, maxAge: YEAR_SECONDS });
        }
        const preview = await previewFor(request, reply);
        return selectReleases(remotes, snapshot.active, { ...(bucket === undefined ? {} : { bucket }), ...(preview ? { preview } : {}) });
      },
      async liveSelection() {
        return selectReleases(remotes, (await directory.snapshot()).active, {});
      },
      allowedOrigins: () => directory.origins(),
      changed: () => directory.invalidate(),
      async cleanup() {
        const deleted = await cleanupReleases(app.db, options.storeDir, app.now(), options.retentionDays);
        if (deleted.length > 0) app.log.info({ deleted }, `release cleanup: deleted the files of ${deleted.length} release(s)`);
        return deleted;
      },
    };
    app.decorate('releases', service);

    if (!options.serveSite) return;

    // The builds of `pnpm build` become releases when new (ADR 0009, "Bootstrapping").
    for (const remote of remotes) {
      try {
        const result = await registerBuild(app.db, { remote, buildDir: path.join(options.staticRoot, remote.folder, 'dist'), storeDir: options.storeDir, now: app.now() });
        if (result.outcome === 'registered') app.log.info(`releases: ${remote.folder}/dist registered and live as ${remote.name}@${result.release.version}`);
        if (result.outcome === 'older') app.log.warn(`releases: ${remote.folder}/dist differs from every release of ${remote.name} but is older than the newest: not registered`);
      } catch (error) {
        app.log.error({ err: error }, `releases: registering ${remote.folder}/dist failed`);
      }
    }
    directory.invalidate();

    await service.cleanup().catch((error: unknown) => app.log.error({ err: error }, 'release cleanup failed'));
    const interval = options.cleanupIntervalMs ?? 6 * 3600_000;
    if (interval > 0) {
      const timer = setInterval(() => {
        service.cleanup().catch((error: unknown) => app.log.error({ err: error }, 'release cleanup failed'));
      }, interval);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    // Release files: immutable (a version's folder never changes), loadable from other origins (the corporate site).
    await app.register(fastifyStatic, {
      root: options.storeDir,
      prefix: '/releases/',
      decorateReply: false,
      wildcard: true,
      index: false,
      suppressWarning: true,
      // No source maps, no folder being copied in (`.incoming-…`).
      allowedPath: (pathName) => !/\.map$/i.test(pathName) && !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      lastModified: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    app.route({
      method: ['GET', 'HEAD'],
      url: '/remotes.json',
      handler: async (request, reply) => {
        const selection = await service.selectionFor(request, reply);
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(formatRemotesTable(selection)));
      },
    });
  },
  { name: 'releases', dependencies: ['app-context'] },
);
