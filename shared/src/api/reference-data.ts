import { useApi } from '@interim/shared/api-client';
import type { EducationLevel, Position, Sector } from '@interim/shared/contract';

/** All sectors (`GET /sectors`). */
export function useSectors() {
  return useApi<Sector[]>('/sectors');
}

/** The positions of one sector (`GET /positions?filter={"sector":n}`); nothing while no sector is chosen. */
export function usePositions(sectorId: number | null | undefined) {
  return useApi<Position[]>(sectorId ? '/positions' : null, sectorId ? { filter: { sector: sectorId } } : undefined);
}

/** The Dutch education levels, lowest first (`GET /education_levels`); nothing fetched while `enabled` is false. */
export function useEducationLevels(enabled = true) {
  return useApi<EducationLevel[]>(enabled ? '/education_levels' : null);
}
