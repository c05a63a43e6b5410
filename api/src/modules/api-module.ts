import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ModulePersonalData } from './gdpr/personal-data.js';

/** What a module's seed step receives. */
export interface SeedContext {
  db: Kysely<Database>;
  now: Date;
  log: (message: string) => void;
}

/**
 * One domain of the API: its tables, its routes, its demo data. Adding a
 * module is adding `modules/<name>/` with an `ApiModule` and one line in
 * `modules/index.ts` (see api/README.md).
 */
export interface ApiModule {
  /** kebab-case, the folder name. */
  name: string;
  /** `NNNN_<module>_<what>` -> migration; numbers are global and unique. */
  migrations?: Record<string, Migration>;
  /** Registered with the prefix `/api`; encapsulated (use fastify-plugin only for decorators other modules need). */
  routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Data the product needs (reference data) and start-up housekeeping,
   * idempotent: run on every start, in registry order.
   */
  seed?: (context: SeedContext) => Promise<void>;
  /** Demo data, idempotent: run after every `seed` when demo data is on (SEED_DEMO_DATA). */
  demoSeed?: (context: SeedContext) => Promise<void>;
  /**
   * Where the module keeps personal data of a freelancer (GDPR export and
   * anonymisation steps) and which of its tables hold none: every table of
   * the module is in one of the two (gdpr.test.ts checks).
   */
  personalData?: ModulePersonalData;
}
