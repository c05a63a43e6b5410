import { useApi } from '@interim/shared/api-client';
import type { EducationLevel, Position, Sector } from '@interim/shared/contract';
import { loadData, type LoadedPart } from './load';

const positionsQuery = (sectorId: number) => ({ filter: { sector: sectorId } });

/** All sectors (`GET /sectors`). */
export function useSectors() {
  return useApi<Sector[]>('/sectors');
}

/** The positions of one sector (`GET /positions?filter={"sector":n}`); nothing while no sector is chosen. */
export function usePositions(sectorId: number | null | undefined) {
  return useApi<Position[]>(sectorId ? '/positions' : null, sectorId ? positionsQuery(sectorId) : undefined);
}

/** The Dutch education levels, lowest first (`GET /education_levels`); nothing fetched while `enabled` is false. */
export function useEducationLevels(enabled = true) {
  return useApi<EducationLevel[]>(enabled ? '/education_levels' : null);
}

/** {@link useSectors}' answer fetched outside React (a server render), with the key the hook reads. */
export function loadSectors(): Promise<LoadedPart<Sector[]>> {
  return loadData<Sector[]>('/sectors');
}

/** {@link usePositions}' answer for one sector, fetched outside React, with the key the hook reads. */
export function loadPositions(sectorId: number): Promise<LoadedPart<Position[]>> {
  return loadData<Position[]>('/positions', positionsQuery(sectorId));
}

/** {@link useEducationLevels}' answer fetched outside React, with the key the hook reads. */
export function loadEducationLevels(): Promise<LoadedPart<EducationLevel[]>> {
  return loadData<EducationLevel[]>('/education_levels');
}
