import {
  ANONYMOUS_CLIENT_NAME,
  type Range,
  type StaffVacancy,
  type Vacancy,
  type VacancyFilter,
  type VacancyListItem,
  type VacancySort,
} from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { DatabaseFeatures } from '../../db/database.js';
import { toDistanceKm } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors } from '../../http/api-error.js';
import type { ConcurrencyLimiter, LimiterLease } from '../../http/concurrency-limiter.js';
import { findLocationOrigin } from '../reference-data/postcode-origin.js';
import {
  addFavorite,
  countVacancies,
  findFavoriteIds,
  findVacancyById,
  findStaffVacancyFields,
  findSimilarVacancies,
  findVacancyListPage,
  isColumnSort,
  isStaffSort,
  recordVacancyEvent,
  removeFavorite,
  type SearchContext,
  vacancyExists,
  type VacancyDetailRow,
  type VacancyListRow,
} from './vacancies.repository.js';

type SimilarVacancyRow = Awaited<ReturnType<typeof findSimilarVacancies>>[number];

/** How many similar vacancies a vacancy page lists. */
export const SIMILAR_VACANCY_COUNT = 4;
import type { VacancyClientRequests } from './vacancy-links.js';
import type { VacancyListCache } from './vacancy-list-cache.js';

export const DEFAULT_RANGE: Range = [0, 19];
const EXCERPT_LENGTH = 220;

export interface VacancySearch {
  filter: VacancyFilter;
  sort?: VacancySort;
  range?: Range;
  userId?: number;
  /** A staff member's list: concepts and staff sorts allowed, never cached. */
  staff?: boolean;
}

/** Who reads: a visitor (no user), a freelancer, or staff. */
export interface VacancyViewer {
  userId?: number;
  staff?: boolean;
}

export interface VacancySearchResult {
  items: VacancyListItem[];
  start: number;
  total: number;
}

export interface VacancyServiceDeps {
  db: Kysely<Database>;
  features: DatabaseFeatures;
  cache: VacancyListCache<VacancyListItem[]>;
  /** Turns for the database work of searches not answered from the cache (503 `SERVER_BUSY` beyond it). */
  limiter: ConcurrencyLimiter;
  /** The request an opdracht was made of, for staff (the client-requests module's, see vacancy-links.ts). */
  requestIdOf: VacancyClientRequests['requestIdOf'];
}

/** JSON with sorted keys: equal filters give equal cache keys. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableKey((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 120 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function toListItem(row: VacancyListRow | VacancyDetailRow | SimilarVacancyRow, excerptSource: string): VacancyListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(excerptSource),
    clientName: row.client_anonymous ? ANONYMOUS_CLIENT_NAME : (row.client_name ?? ANONYMOUS_CLIENT_NAME),
    isAnonymous: row.client_anonymous,
    sector: { id: row.sector_id, name: row.sector_name },
    position: { id: row.position_id, name: row.position_name },
    city: row.city,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    hoursPerWeekMin: row.hours_per_week_min,
    hoursPerWeekMax: row.hours_per_week_max,
    hourlyRateMin: row.hourly_rate_min,
    hourlyRateMax: row.hourly_rate_max,
    startDate: row.start_date,
    duration: row.duration,
    closingDate: row.closing_date,
    workMode: row.work_mode,
    zzpAllowed: row.zzp_allowed,
    educationLevel: row.education_level_id === null || row.education_level_name === null ? null : { id: row.education_level_id, name: row.education_level_name },
    driversLicenseRequired: row.drivers_license_required,
    status: row.status,
    publishedAt: new Date(row.published_at).toISOString(),
    isFavorite: Boolean(row.is_favorite),
    distanceKm: toDistanceKm(row.distance_km),
  };
}

/** A vacancy answer from its detail row. */
export function toVacancy(row: VacancyDetailRow): Vacancy {
  return { ...toListItem(row, row.description), description: row.description, requirements: row.requirements, wishes: row.wishes };
}

/**
 * Vacancy search and reading. Paging: see api/README.md ("Paging at scale").
 * The `range` is honoured exactly; internally a page starts from a cached
 * keyset cursor when one is known at or before its start.
 */
export class VacancyService {
  constructor(private readonly deps: VacancyServiceDeps) {}

  /** Resolves `q` (full text, or trigram fallback when full text finds nothing) and the postcode. */
  private async searchContext(
    filter: VacancyFilter,
    userId: number | undefined,
    staff: boolean,
    lease: LimiterLease,
  ): Promise<{ context: SearchContext; total: number }> {
    const { db, features } = this.deps;
    if (filter.favorites && userId === undefined) throw apiErrors.unauthenticated();
    const context: SearchContext = { ...(userId === undefined ? {} : { userId }), ...(staff ? { staff } : {}) };
    if (filter.postcode) {
      const postcode = filter.postcode;
      context.origin = await lease.run(() => findLocationOrigin(db, postcode));
    }
    const q = filter.q?.trim();
    if (q) {
      context.q = { text: q, mode: 'fulltext' };
      const total = await this.count(filter, context, lease);
      if (total > 0 || !features.trigram) return { context, total };
      context.q = { text: q, mode: 'trigram' };
    }
    return { context, total: await this.count(filter, context, lease) };
  }

  private listKey(filter: VacancyFilter, context: SearchContext): string {
    return stableKey({ filter: { ...filter, status: filter.status ?? 'open' }, mode: context.q?.mode });
  }

  private async count(filter: VacancyFilter, context: SearchContext, lease: LimiterLease): Promise<number> {
    // A user's favourites change with every click, and staff must see their own writes: never cached.
    if (filter.favorites || context.staff) return lease.run(() => countVacancies(this.deps.db, filter, context));
    const key = this.listKey(filter, context);
    const cached = this.deps.cache.getCount(key);
    if (cached !== undefined) return cached;
    const total = await lease.run(() => countVacancies(this.deps.db, filter, context));
    this.deps.cache.setCount(key, total);
    return total;
  }

  /** Anonymous page computations in flight, by request: concurrent identical searches share one. */
  private readonly inFlight = new Map<string, Promise<VacancySearchResult>>();

  async search(search: VacancySearch): Promise<VacancySearchResult> {
    if (!search.staff) this.refuseStaffOnly(search);
    // A user's favourites list changes with every click, and staff lists
    // follow their own writes: computed per request, never cached.
    if (search.filter.favorites || search.staff) return this.findPage(search);
    // Everyone else gets the anonymous page, computed once even when a crowd
    // asks at the same moment (a cold cache would otherwise run the same
    // ranking query once per visitor), plus their own favourite flags.
    const key = stableKey({ filter: search.filter, sort: search.sort ?? null, range: search.range ?? DEFAULT_RANGE });
    let shared = this.inFlight.get(key);
    if (!shared) {
      const { userId: _user, ...anonymous } = search;
      shared = this.findPage(anonymous).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, shared);
    }
    const result = await shared;
    return { ...result, items: await this.withFavorites(result.items, search.userId) };
  }

  /** Concepts, the consultant filter and the staff list's sorts: 401 for visitors, 403 for freelancers. */
  private refuseStaffOnly(search: VacancySearch): void {
    const concepts = search.filter.status === 'concept';
    const consultant = search.filter.consultantId !== undefined;
    if (!concepts && !consultant && !(search.sort && isStaffSort(search.sort[0]))) return;
    if (search.userId === undefined) throw apiErrors.unauthenticated();
    throw apiErrors.forbidden(
      'FORBIDDEN',
      concepts ? 'Alleen medewerkers zien concepten van opdrachten.' : consultant ? 'Alleen medewerkers filteren op consultant.' : 'Alleen medewerkers kunnen zo sorteren.',
    );
  }

  /**
   * One page: from the page cache when it is anonymous and recent, else from
   * the database in a turn of the limiter, taken at the first query and held
   * to the end (a search answered from the caches never waits for one).
   */
  private async findPage(search: VacancySearch): Promise<VacancySearchResult> {
    const lease = this.deps.limiter.lease();
    try {
      return await this.findPageIn(search, lease);
    } finally {
      lease.release();
    }
  }

  private async findPageIn(search: VacancySearch, lease: LimiterLease): Promise<VacancySearchResult> {
    const { db, cache } = this.deps;
    const [start, end] = search.range ?? DEFAULT_RANGE;
    const { context, total } = await this.searchContext(search.filter, search.userId, search.staff ?? false, lease);
    const sort: VacancySort = search.sort ?? (context.q ? ['relevance', 'DESC'] : ['publishedAt', 'DESC']);
    if (start >= total) return { items: [], start, total };

    const limit = end - start + 1;
    const cacheable = !search.filter.favorites && !search.staff;
    const useCursors = isColumnSort(sort[0]) && cacheable;
    const orderKey = `${this.listKey(search.filter, context)}|${sort.join(':')}`;
    const pageKey = cacheable ? `${orderKey}|${start}-${end}` : undefined;
    const cached = pageKey === undefined ? undefined : cache.getPage(pageKey);
    if (cached) return { items: cached, start, total };

    const known = useCursors && start > 0 ? cache.nearestCursor(orderKey, start) : undefined;
    const rows = await lease.run(() =>
      findVacancyListPage(db, search.filter, context, {
        sort,
        offset: known ? start - known.offset : start,
        limit,
        ...(known ? { after: known.cursor } : {}),
      }),
    );
    const last = rows.at(-1);
    if (useCursors && last?.cursor_value) cache.setCursor(orderKey, start + rows.length, { value: last.cursor_value, id: last.id });

    const items = rows.map((row) => toListItem(row, row.description_start));
    if (pageKey !== undefined) cache.setPage(pageKey, items);
    return { items, start, total };
  }

  /** The page with `isFavorite` set for this user (copies; the cached page stays anonymous). */
  private async withFavorites(items: VacancyListItem[], userId: number | undefined): Promise<VacancyListItem[]> {
    if (userId === undefined || items.length === 0) return items;
    const favorites = await findFavoriteIds(this.deps.db, userId, items.map((item) => item.id));
    return items.map((item) => ({ ...item, isFavorite: favorites.has(item.id) }));
  }

  /**
   * One vacancy: open or closed for everyone (a closed one stays readable
   * from old links), a concept only for staff (404 for others, as for an
   * unknown id). Staff get the staff fields too.
   */
  async read(id: number, viewer: VacancyViewer): Promise<Vacancy | StaffVacancy> {
    if (viewer.staff) return this.readForStaff(id);
    const row = await findVacancyById(this.deps.db, id, viewer.userId === undefined ? {} : { userId: viewer.userId });
    if (!row || row.status === 'concept') throw vacancyNotFound();
    return toVacancy(row);
  }

  /**
   * Up to {@link SIMILAR_VACANCY_COUNT} open vacancies like an open or closed
   * one (same function first, then same sector; nearest first), each with its
   * distance from it. A concept or unknown id is a 404, as when reading it.
   * The anonymous answer is kept with the list pages (the same lifetime, and
   * dropped on every instance when any vacancy is written): a vacancy page's
   * server render asks for it on every render (issue 33); a user's
   * favourite flags are added per request.
   */
  async similar(id: number, viewer: VacancyViewer): Promise<VacancyListItem[]> {
    const key = `similar:${id}`;
    let items = this.deps.cache.getPage(key);
    if (!items) {
      const row = await findVacancyById(this.deps.db, id, {});
      if (!row || row.status === 'concept') throw vacancyNotFound();
      const origin = row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };
      const rows = await findSimilarVacancies(this.deps.db, { id: row.id, positionId: row.position_id, sectorId: row.sector_id, origin }, SIMILAR_VACANCY_COUNT, {});
      items = rows.map((similar) => toListItem(similar, similar.description_start));
      this.deps.cache.setPage(key, items);
    }
    return this.withFavorites(items, viewer.userId);
  }

  /** A tracked search or page view (`track=true`): the analytics of the search and the opdracht pages. */
  async recordEvent(event: Parameters<typeof recordVacancyEvent>[1]): Promise<void> {
    await recordVacancyEvent(this.deps.db, event);
  }

  /** Saves or removes a favourite (idempotent); 404 `VACANCY_NOT_FOUND` for a vacancy that does not exist (any more). */
  async setFavorite(userId: number, vacancyId: number, isFavorite: boolean): Promise<void> {
    if (!(await vacancyExists(this.deps.db, vacancyId))) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
    if (isFavorite) await addFavorite(this.deps.db, userId, vacancyId);
    else await removeFavorite(this.deps.db, userId, vacancyId);
  }

  /** Any vacancy, concepts included, with what only staff read. */
  async readForStaff(id: number): Promise<StaffVacancy> {
    const [row, fields, clientRequestId] = await Promise.all([
      findVacancyById(this.deps.db, id, {}),
      findStaffVacancyFields(this.deps.db, id),
      this.deps.requestIdOf(this.deps.db, id),
    ]);
    if (!row || !fields) throw vacancyNotFound();
    return {
      ...toVacancy(row),
      clientName: fields.client_name,
      createdAt: new Date(fields.created_at).toISOString(),
      updatedAt: new Date(fields.updated_at).toISOString(),
      clientRequestId,
    };
  }
}

/** 404 `VACANCY_NOT_FOUND`: unknown, or a concept someone other than staff asked for. */
export function vacancyNotFound(): ApiError {
  return new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
}
