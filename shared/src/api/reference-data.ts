import { useApi } from '@interim/shared/api-client';
import type { EducationLevel, PlaceSuggestion, Position, Sector } from '@interim/shared/contract';
import { referenceDataEndpoints } from '../contract/endpoint-table/reference-data';
import { loadData, type LoadedPart } from './load';

const positionsQuery = (sectorId: number) => ({ filter: { sector: sectorId } });

/** All sectors (`GET /sectors`). */
export function useSectors() {
  return useApi<Sector[]>(referenceDataEndpoints.sectors.path);
}

/** The positions of one sector (`GET /positions?filter={"sector":n}`); nothing while no sector is chosen. */
export function usePositions(sectorId: number | null | undefined) {
  return useApi<Position[]>(sectorId ? referenceDataEndpoints.positions.path : null, sectorId ? positionsQuery(sectorId) : undefined);
}

/** Every position of every sector (`GET /positions`), by name; nothing fetched while `enabled` is false. */
export function useAllPositions(enabled = true) {
  return useApi<Position[]>(enabled ? referenceDataEndpoints.positions.path : null);
}

/** The Dutch education levels, lowest first (`GET /education_levels`); nothing fetched while `enabled` is false. */
export function useEducationLevels(enabled = true) {
  return useApi<EducationLevel[]>(enabled ? referenceDataEndpoints.educationLevels.path : null);
}

/**
 * Suggestions for a "Postcode of plaats" field (`GET /places?filter={"q":…}`):
 * places whose name starts with `text`, or the postcode area it names;
 * nothing is fetched for less than two characters.
 */
export function usePlaceSuggestions(text: string) {
  const q = text.trim();
  return useApi<PlaceSuggestion[]>(q.length >= 2 ? referenceDataEndpoints.places.path : null, q.length >= 2 ? { filter: { q } } : undefined);
}

/** {@link useSectors}' answer fetched outside React (a server render), with the key the hook reads. */
export function loadSectors(): Promise<LoadedPart<Sector[]>> {
  return loadData<Sector[]>(referenceDataEndpoints.sectors.path);
}

/** {@link usePositions}' answer for one sector, fetched outside React, with the key the hook reads. */
export function loadPositions(sectorId: number): Promise<LoadedPart<Position[]>> {
  return loadData<Position[]>(referenceDataEndpoints.positions.path, positionsQuery(sectorId));
}

/** {@link useEducationLevels}' answer fetched outside React, with the key the hook reads. */
export function loadEducationLevels(): Promise<LoadedPart<EducationLevel[]>> {
  return loadData<EducationLevel[]>(referenceDataEndpoints.educationLevels.path);
}
