/**
 * The reads of the reference data, for its routes and for other modules
 * (a vacancy's coordinates from its postcode): plain reads with nothing to
 * decide, so the repository's functions are this module's service (ADR 0025).
 */
export { findPostcodeCentroid, listBranches, listEducationLevels, listPositions, listSectors } from './reference-data.repository.js';
export { searchPlaces } from './place-search.js';
