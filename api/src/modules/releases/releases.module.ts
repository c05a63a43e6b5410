import type { ApiModule } from '../api-module.js';
import { releasesMigrations } from './releases.migrations.js';
import { releasesRoutes } from './releases.routes.js';

/**
 * Remote releases (ADR 0009): the releases table, `GET /api/releases` for
 * staff and the operator endpoint of `pnpm remote:*`. The selection of
 * releases per visitor, `/remotes.json` and the release files are the
 * releases plugin (releases.plugin.ts, registered by app.ts).
 */
export const releasesModule: ApiModule = {
  name: 'releases',
  migrations: releasesMigrations,
  routes: releasesRoutes,
  // Operators' user names only: nothing about freelancers.
  personalData: { tablesWithoutPersonalData: ['releases'] },
};
