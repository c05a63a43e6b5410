import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { installDutchErrorMap } from '@interim/shared/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, loadEnv } from './config/env.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import type { DatabaseHandle } from './db/database.js';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare-database.js';
import type { ApiModule } from './modules/api-module.js';
import { modules as registeredModules } from './modules/index.js';
import { backupOpsPlugin } from './backup/backup-ops.plugin.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { appContextPlugin, type RuntimeConfig } from './plugins/app-context.js';
import { authPlugin } from './plugins/auth.js';
import { cacheCoherencePlugin } from './plugins/cache-coherence.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { staticSitePlugin } from './plugins/static-site.js';
import { releasesPlugin } from './modules/releases/releases.plugin.js';
import { findRepoRoot } from './config/env.js';
import { createCompiledSerializerCompiler } from './http/compiled-serializer.js';
import { registerJsonBodyParser } from './http/json-body-parser.js';
import { httpServerOptions, registerUriTooLong } from './http/http-limits.js';
import { withLogRedaction } from './http/log-redaction.js';
import { metricsPlugin } from './observability/metrics.js';
import { requestLogPlugin } from './observability/request-log.js';

/** The release store: RELEASE_STORE_DIR, else `releases` in the data folder. */
export function releaseStoreDir(config: Pick<AppConfig, 'releaseStoreDir' | 'dataDir'>): string {
  return config.releaseStoreDir ?? path.join(config.dataDir, 'releases');
}

export interface BuildAppOptions {
  /** Overrides of the parsed environment (tests: `{ serveStatic: false }`). */
  config?: Partial<AppConfig>;
  /** The environment to parse instead of process.env. */
  env?: Record<string, string | undefined>;
  /** An opened database; the app then migrates it but does not close it. */
  database?: DatabaseHandle;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Fastify logger options; default pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** The modules to mount; default the registry of modules/index.ts. */
  modules?: ApiModule[];
}

/**
 * Builds the whole application: plugins, then modules. Opens (unless given)
 * and migrates the database and seeds demo data when configured. Does not
 * listen: server.ts does, tests use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installDutchErrorMap();
  const env = { ...loadEnv(options.env), ...options.config };
  const modules = options.modules ?? registeredModules;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    // Every line without e-mail addresses and links (http/log-redaction.ts).
    logger: withLogRedaction(options.logger ?? { level: env.logLevel }),
    trustProxy: env.trustProxy,
    // Ids and slugs only; a longer path parameter is a 404, not work.
    routerOptions: { maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // One line per request, when it is answered (observability/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // URL and header sizes and timeouts, enforced before routing and logging (http/http-limits.ts).
    ...httpServerOptions(env.httpLimits),
  });
  // Fastify's JSON parser behind a nesting-depth check.
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify, compiled from the zod contract;
  // outside production each answer is also checked against the contract.
  app.setSerializerCompiler(createCompiledSerializerCompiler({ validate: env.nodeEnv !== 'production' }));

  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openConfiguredDatabase(env));
  app.log.info({ database: database.description }, `database: ${database.description}`);
  try {
    await prepareDatabase(database, {
      modules,
      referenceData: env.seedReferenceData,
      demoData: env.seedDemoData,
      now: now(),
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  const config: RuntimeConfig = { ...env, jwtSecret: await resolveJwtSecret(env.jwtSecret, env.dataDir) };

  await app.register(appContextPlugin, { config, database, now });
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  await app.register(cacheCoherencePlugin);
  await app.register(errorsPlugin);
  registerUriTooLong(app, env.httpLimits);
  await app.register(cookie, { secret: config.jwtSecret });
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    // Remotes released on another origin (ADR 0009): their scripts and manifests.
    releaseOrigins: () => (app.hasDecorator('releases') ? app.releases.allowedOrigins() : []),
    refreshReleaseOrigins: async () => {
      if (app.hasDecorator('releases')) await app.releases.directory.snapshot();
    },
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Default brotli quality 11 costs ~100 ms per large chunk on the fly; 4 is
    // nearly as small and fast.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl, serve: config.apiDocs });
  await app.register(releasesPlugin, {
    repoRoot: findRepoRoot(),
    staticRoot: config.staticRoot,
    storeDir: releaseStoreDir(config),
    serveSite: config.serveStatic,
    retentionDays: config.releaseRetentionDays,
    extraOrigins: config.releaseOrigins,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  if (config.serveStatic) {
    await app.register(staticSitePlugin, {
      staticRoot: config.staticRoot,
      publicUrl: config.publicUrl,
      remoteBudgetMs: config.serverRenderBudgetMs,
      streamRender: config.serverRenderStream,
      renderCacheSeconds: config.serverRenderCacheSeconds,
      renderWorkers: config.serverRenderWorkers,
      renderLimits: { concurrency: config.serverRenderConcurrency, queue: config.serverRenderQueue, maxWaitMs: config.serverRenderQueueWaitMs },
    });
  }
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(backupOpsPlugin);

  for (const module of modules) {
    if (module.routes) await app.register(module.routes, { prefix: '/api' });
  }
  return app;
}
