import type { ColumnType, Generated } from 'kysely';
import type { VacancyStatus } from '@interim/shared/contract';
import '../reference-data/reference-data.tables.js';

export interface VacanciesTable {
  id: Generated<number>;
  /** Natural key of imported or seeded rows ('seed-0001'), for idempotent loads. */
  external_ref: string | null;
  title: string;
  description: string;
  client_name: string | null;
  client_anonymous: Generated<boolean>;
  sector_id: number;
  position_id: number;
  city: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  hours_per_week_min: number;
  hours_per_week_max: number;
  /** Euros per hour excluding VAT. */
  hourly_rate_min: number;
  hourly_rate_max: number;
  /** 'YYYY-MM-DD'. */
  start_date: string | null;
  duration: string | null;
  closing_date: string;
  work_mode: 'onsite' | 'hybrid' | 'remote';
  zzp_allowed: Generated<boolean>;
  requirements: Generated<string[]>;
  wishes: Generated<string[]>;
  education_level_id: number | null;
  drivers_license_required: Generated<boolean>;
  status: Generated<VacancyStatus>;
  /** The responsible consultant (a staff account; migration 0900), or null. */
  consultant_id: Generated<number | null>;
  published_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Maintained by a trigger (title, position, sector, city, client, texts). */
  search_vector: ColumnType<string, never, never>;
  /** Title, position and sector only: what relevance ranks on (trigger-maintained). */
  rank_vector: ColumnType<string, never, never>;
}

/** A logged-in user's saved vacancy. employee_id references employees once that module exists. */
export interface FavoritesTable {
  employee_id: number;
  vacancy_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Searches (`track` on the list) and views (`track` on the detail), for analytics. */
export interface VacancyEventsTable {
  id: Generated<number>;
  kind: 'search' | 'view';
  vacancy_id: number | null;
  user_id: number | null;
  /** JSON text on insert. */
  query: ColumnType<unknown, string | null, never>;
  result_count: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema.js' {
  interface Database {
    vacancies: VacanciesTable;
    favorites: FavoritesTable;
    vacancy_events: VacancyEventsTable;
  }
}

declare module '../../plugins/app-events.js' {
  interface AppEvents {
    /**
     * Staff published a vacancy (created it open, or moved a concept to
     * open), after the commit. The saved-searches module subscribes: its
     * `direct` searches get an alert job.
     */
    'vacancy.published': { vacancyId: number; publishedAt: Date };
    /**
     * A vacancy was written (created or changed by staff), after the commit.
     * plugins/cache-coherence.ts subscribes: the vacancy list caches and
     * the kept server renders (render-cache.ts) of every instance are
     * dropped, so every instance's next answer shows the change. Emit it
     * from every write of the vacancies table while the API serves.
     */
    'vacancy.changed': { vacancyId: number };
  }
}
