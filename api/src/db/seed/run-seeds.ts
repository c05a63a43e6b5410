import type { ApiModule, SeedContext } from '../../modules/api-module.js';

/** Runs each module's demo-data seed in registry order; each seed is idempotent. */
export async function runSeeds(modules: ApiModule[], context: SeedContext): Promise<void> {
  for (const module of modules) {
    if (module.seed) await module.seed(context);
  }
}
