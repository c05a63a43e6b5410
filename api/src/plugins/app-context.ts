import type { Role } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppEventBus } from './app-events.js';

/** The configuration the running app uses: the env with options applied and the JWT secret resolved. */
export type RuntimeConfig = AppConfig & { jwtSecret: string };

/** Who made the request. Set by the auth plugin (a later module); undefined for visitors. */
export interface RequestUser {
  /** Employee id. */
  id: number;
  role: Role;
  /** The login session (refresh family) the access token belongs to. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: RuntimeConfig;
    /** Kysely over the app's database (PGlite or PostgreSQL). */
    db: Kysely<Database>;
    database: DatabaseHandle;
    /** The app's notion of now: tests pass a fixed clock. */
    now: () => Date;
    /** Domain events between modules (see app-events.ts). */
    events: AppEventBus;
  }
  interface FastifyRequest {
    /** The logged-in user, or undefined. The auth module sets it in an onRequest hook. */
    user: RequestUser | undefined;
  }
}

export interface AppContextOptions {
  config: RuntimeConfig;
  database: DatabaseHandle;
  now: () => Date;
}

/** Decorations every module may use: config, db, clock, events, request.user. */
export const appContextPlugin = fp(
  async (app: FastifyInstance, options: AppContextOptions) => {
    app.decorate('config', options.config);
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('now', options.now);
    app.decorate('events', new AppEventBus(app.log));
    app.decorateRequest('user', undefined);
  },
  { name: 'app-context' },
);
