import { useApi, type ApiError } from '@interim/shared/api-client';
import type { ReleasesOverview } from '@interim/shared/contract';
import type { SWRResponse } from 'swr';
import { releasesEndpoints } from '../contract/endpoint-table/releases';

/**
 * The releases of the remotes (issue 27, staff only, read-only): which
 * version of each remote is live, which is a canary for what share of
 * visitors, and the last releases. The operator commands
 * (`pnpm remote:deploy`, `remote:rollback`, `remote:promote`) change them;
 * the back office only shows them.
 */

/** Path of the releases overview. */
export const RELEASES_PATH = releasesEndpoints.list.path;

/** `GET /releases` (staff): every remote in remotes.config.json's order, with its live release, canary and last 10 releases. */
export function useReleases(): SWRResponse<ReleasesOverview, ApiError> {
  return useApi<ReleasesOverview>(RELEASES_PATH);
}
