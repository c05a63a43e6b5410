import type { Generated } from 'kysely';

export interface SectorsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PositionsTable {
  id: Generated<number>;
  sector_id: number;
  name: string;
}

export interface EducationLevelsTable {
  id: Generated<number>;
  code: string;
  name: string;
  rank: number;
}

export interface BranchesTable {
  id: Generated<number>;
  name: string;
  city: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
}

/** Centroid of a four-digit postcode area (PC4), for distance search. */
export interface PostcodeCentroidsTable {
  pc4: number;
  city: string;
  latitude: number;
  longitude: number;
}

/** A Dutch place (GeoNames), for distance search by name (issue 32). */
export interface PlacesTable {
  id: Generated<number>;
  name: string;
  province: string;
  /** `placeSearchKey(name)`: lower case, no accents, one space between words. */
  search_key: string;
  latitude: number;
  longitude: number;
}

declare module '../../db/schema.js' {
  interface Database {
    sectors: SectorsTable;
    positions: PositionsTable;
    education_levels: EducationLevelsTable;
    branches: BranchesTable;
    postcode_centroids: PostcodeCentroidsTable;
    places: PlacesTable;
  }
}
