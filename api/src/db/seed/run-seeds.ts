import type { ApiModule, SeedContext } from '../../modules/api-module.js';

/**
 * Runs each module's seed (reference data, housekeeping) in registry order,
 * then with `demoData` each module's demo seed; every seed is idempotent.
 */
export async function runSeeds(modules: ApiModule[], context: SeedContext, options: { demoData: boolean } = { demoData: true }): Promise<void> {
  for (const module of modules) {
    if (module.seed) await module.seed(context);
  }
  if (!options.demoData) return;
  for (const module of modules) {
    if (module.demoSeed) await module.demoSeed(context);
  }
}
