import type { VacancyChoice, VacancyFilter, VacancySort, VacancyStatus } from '@interim/shared/contract';
import { type Expression, type Insertable, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction, type Updateable, sql } from 'kysely';
import { distanceKmSql, type GeoPoint, withinKmSql } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { escapeLike } from '../../http/content-range.js';
import { educationLevelRows, positionRows, sectorRows } from '../reference-data/reference-data.readers.js';
import type { VacanciesTable } from './vacancies.tables.js';
import type { Cursor } from './vacancy-list-cache.js';

/** How the text of `filter.q` is matched. */
export type TextMode = 'fulltext' | 'trigram';

/** Everything the SQL needs besides the filter itself. */
export interface SearchContext {
  q?: { text: string; mode: TextMode };
  /** The centroid of `filter.postcode`. */
  origin?: GeoPoint;
  userId?: number;
  /** Staff see concepts too (`filter.status` 'concept', or 'all'). */
  staff?: boolean;
}

type VacancyQuery<O> = SelectQueryBuilder<Database & { v: VacanciesTable }, 'v', O>;

const VACANCY_LOCATION = { latitude: 'v.latitude', longitude: 'v.longitude' };

/** Great-circle distance in km from `origin` to the vacancy. */
function distanceKm(origin: GeoPoint) {
  return distanceKmSql(origin, VACANCY_LOCATION);
}

function textCondition(q: { text: string; mode: TextMode }): Expression<SqlBool> {
  return q.mode === 'fulltext'
    ? sql<SqlBool>`v.search_vector @@ websearch_to_tsquery('dutch', ${q.text})`
    : // word_similarity(q, title) above pg_trgm.word_similarity_threshold; served by the trigram index.
      sql<SqlBool>`v.title %> ${q.text}`;
}

function relevance(q: { text: string; mode: TextMode }) {
  return q.mode === 'fulltext'
    ? // The compact vector (title, position, sector): a match only in the long texts ranks 0, after those.
      sql<number>`ts_rank_cd(v.rank_vector, websearch_to_tsquery('dutch', ${q.text}))`
    : sql<number>`word_similarity(${q.text}, v.title)`;
}

const asArray = <T>(value: T | T[] | undefined): T[] | undefined => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Applies every filter of the contract (the status defaults to open; 'all' leaves out concepts unless staff ask). */
export function applyVacancyFilter<O>(query: VacancyQuery<O>, filter: VacancyFilter, context: SearchContext): VacancyQuery<O> {
  let result = query;
  const status = filter.status ?? 'open';
  if (status !== 'all') result = result.where('v.status', '=', status);
  else if (!context.staff) result = result.where('v.status', '<>', 'concept');
  const sectors = asArray(filter.sector);
  if (sectors) result = result.where('v.sector_id', 'in', sectors);
  if (filter.sectorId !== undefined) result = result.where('v.sector_id', '=', filter.sectorId);
  if (filter.closingBefore !== undefined) result = result.where('v.closing_date', '<=', filter.closingBefore);
  if (filter.closingAfter !== undefined) result = result.where('v.closing_date', '>=', filter.closingAfter);
  const positions = asArray(filter.position);
  if (positions) result = result.where('v.position_id', 'in', positions);
  const levels = asArray(filter.educationLevel);
  if (levels) result = result.where('v.education_level_id', 'in', levels);
  const workModes = asArray(filter.workMode);
  if (workModes) result = result.where('v.work_mode', 'in', workModes);
  // Bands overlap: a vacancy of 24-32 hours matches "at least 28" and "at most 24".
  if (filter.hoursMin !== undefined) result = result.where('v.hours_per_week_max', '>=', filter.hoursMin);
  if (filter.hoursMax !== undefined) result = result.where('v.hours_per_week_min', '<=', filter.hoursMax);
  if (filter.rateMin !== undefined) result = result.where('v.hourly_rate_max', '>=', filter.rateMin);
  if (filter.zzpAllowed !== undefined) result = result.where('v.zzp_allowed', '=', filter.zzpAllowed);
  if (filter.ids) result = result.where('v.id', 'in', filter.ids);
  if (filter.consultantId !== undefined) result = result.where('v.consultant_id', '=', filter.consultantId);
  if (filter.favorites) {
    const userId = context.userId ?? -1;
    result = result.where(({ exists, selectFrom }) =>
      exists(selectFrom('favorites as f').select('f.vacancy_id').whereRef('f.vacancy_id', '=', 'v.id').where('f.employee_id', '=', userId)),
    );
  }
  if (context.q) result = result.where(textCondition(context.q));
  // withinKmSql's box is served by the location index (vacancies_location_idx).
  if (context.origin && filter.radiusKm !== undefined) result = result.where(withinKmSql(context.origin, filter.radiusKm, VACANCY_LOCATION));
  return result;
}

/** The vacancies (as `v`) matching the filter: a query to add conditions and a selection to (saved searches' alerts). */
export function matchingVacancies(db: Kysely<Database>, filter: VacancyFilter, context: SearchContext) {
  return applyVacancyFilter(db.selectFrom('vacancies as v'), filter, context);
}

/** Counts the vacancies matching the filter. */
export async function countVacancies(db: Kysely<Database>, filter: VacancyFilter, context: SearchContext): Promise<number> {
  const row = await matchingVacancies(db, filter, context)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A sort on a plain column: served by an index, pageable with a keyset cursor. */
const COLUMN_SORTS = {
  publishedAt: { column: 'v.published_at', type: 'timestamptz' },
  rate: { column: 'v.hourly_rate_max', type: 'integer' },
  closingDate: { column: 'v.closing_date', type: 'date' },
} as const;

export function isColumnSort(field: VacancySort[0]): field is keyof typeof COLUMN_SORTS {
  return field in COLUMN_SORTS;
}

/**
 * The staff list's columns: paged with OFFSET (staff lists are small and
 * never cached). Texts sort without case; statuses in the order of their
 * life (concept, open, closed).
 */
const STAFF_SORTS = {
  id: sql`v.id`,
  title: sql`lower(v.title)`,
  clientName: sql`lower(v.client_name)`,
  city: sql`lower(v.city)`,
  sector: sql`(SELECT lower(sector.name) FROM ${sectorRows()} AS sector WHERE sector.id = v.sector_id)`,
  status: sql`CASE v.status WHEN 'concept' THEN 0 WHEN 'open' THEN 1 ELSE 2 END`,
  createdAt: sql`v.created_at`,
  updatedAt: sql`v.updated_at`,
} as const;

/** True for a sort only staff may ask for. */
export function isStaffSort(field: VacancySort[0]): field is keyof typeof STAFF_SORTS {
  return field in STAFF_SORTS;
}

export interface PageRequest {
  sort: VacancySort;
  /** Rows to skip after the cursor (or from the start). */
  offset: number;
  limit: number;
  /** Start after this position (column sorts only). */
  after?: Cursor;
}

/** The columns of a vacancy answer (list and detail), over `v` joined with s, p and e. */
const VACANCY_COLUMNS = [
  'v.id',
  'v.title',
  'v.client_name',
  'v.client_anonymous',
  'v.sector_id',
  's.name as sector_name',
  'v.position_id',
  'p.name as position_name',
  'v.city',
  'v.postcode',
  'v.latitude',
  'v.longitude',
  'v.hours_per_week_min',
  'v.hours_per_week_max',
  'v.hourly_rate_min',
  'v.hourly_rate_max',
  'v.start_date',
  'v.duration',
  'v.closing_date',
  'v.work_mode',
  'v.zzp_allowed',
  'v.education_level_id',
  'e.name as education_level_name',
  'v.drivers_license_required',
  'v.status',
  'v.published_at',
] as const;

/** Vacancies with the names of their sector, function and education level ({@link VACANCY_COLUMNS}). */
function vacanciesWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('vacancies as v')
    .innerJoin(sectorRows().as('s'), 's.id', 'v.sector_id')
    .innerJoin(positionRows().as('p'), 'p.id', 'v.position_id')
    .leftJoin(educationLevelRows().as('e'), 'e.id', 'v.education_level_id')
    .select(VACANCY_COLUMNS);
}

function isFavoriteColumn(context: SearchContext) {
  return context.userId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM favorites f WHERE f.vacancy_id = v.id AND f.employee_id = ${context.userId}::integer)`;
}

function distanceColumn(context: SearchContext) {
  return context.origin ? distanceKm(context.origin) : sql<number | null>`NULL::float8`;
}

/**
 * One page of the list in one round trip: a CTE picks the page's ids by the
 * filter and the sort (only the id and the sort key, so rows skipped by
 * OFFSET come from the index without reading whole rows), then the page's
 * rows are joined with their names. Column sorts also return each row's
 * keyset cursor.
 */
export async function findVacancyListPage(db: Kysely<Database>, filter: VacancyFilter, context: SearchContext, page: PageRequest) {
  const [field, direction] = page.sort;
  const descending = direction === 'DESC';
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  let sortValue;
  let cursorValue;
  if (isColumnSort(field)) {
    const ref = sql.ref(COLUMN_SORTS[field].column);
    sortValue = sql`${ref}`;
    cursorValue = sql<string | null>`${ref}::text`;
  } else if (isStaffSort(field)) {
    sortValue = STAFF_SORTS[field];
    cursorValue = sql<string | null>`NULL::text`;
  } else if (field === 'relevance' && context.q) {
    sortValue = relevance(context.q);
    cursorValue = sql<string | null>`NULL::text`;
  } else if (field === 'distance' && context.origin) {
    sortValue = distanceKm(context.origin);
    cursorValue = sql<string | null>`NULL::text`;
  } else {
    sortValue = sql`v.published_at`;
    cursorValue = sql<string | null>`NULL::text`;
  }

  let ids = applyVacancyFilter(db.selectFrom('vacancies as v'), filter, context).select([
    'v.id as page_id',
    sortValue.as('sort_value'),
    cursorValue.as('cursor_value'),
  ]);
  if (page.after && isColumnSort(field)) {
    const { column, type } = COLUMN_SORTS[field];
    ids = ids.where(
      sql<SqlBool>`(${sql.ref(column)}, v.id) ${sql.raw(descending ? '<' : '>')} (${page.after.value}::${sql.raw(type)}, ${page.after.id}::integer)`,
    );
  }
  // NULLS LAST only where values can be null (distance): on a NOT NULL column
  // it would stop PostgreSQL from reading the sort's index backwards for DESC.
  const nulls = sql.raw(field === 'distance' || field === 'clientName' ? ' NULLS LAST' : '');
  const pageIds = ids
    .orderBy(sql`${sortValue} ${dir}${nulls}`)
    .orderBy('v.id', descending ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit);

  return db
    .with('page', () => pageIds)
    .selectFrom('page')
    .innerJoin('vacancies as v', 'v.id', 'page.page_id')
    .innerJoin(sectorRows().as('s'), 's.id', 'v.sector_id')
    .innerJoin(positionRows().as('p'), 'p.id', 'v.position_id')
    .leftJoin(educationLevelRows().as('e'), 'e.id', 'v.education_level_id')
    .select(VACANCY_COLUMNS)
    .select([
      'page.cursor_value',
      sql<string>`left(v.description, 400)`.as('description_start'),
      isFavoriteColumn(context).as('is_favorite'),
      distanceColumn(context).as('distance_km'),
    ])
    .orderBy(sql`page.sort_value ${dir}${nulls}`)
    .orderBy('page.page_id', descending ? 'desc' : 'asc')
    .execute();
}

export type VacancyListRow = Awaited<ReturnType<typeof findVacancyListPage>>[number];

/** One vacancy with its texts, or undefined. */
export async function findVacancyById(db: Kysely<Database>, id: number, context: SearchContext) {
  return vacanciesWithNames(db)
    .select(['v.description', 'v.requirements', 'v.wishes', isFavoriteColumn(context).as('is_favorite'), distanceColumn(context).as('distance_km')])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

export type VacancyDetailRow = NonNullable<Awaited<ReturnType<typeof findVacancyById>>>;

/** What {@link findSimilarVacancies} compares with: the vacancy's function, sector and place. */
export interface SimilarTo {
  id: number;
  positionId: number;
  sectorId: number;
  /** The vacancy's coordinates; without them the nearest cannot be told and the newest come first. */
  origin: GeoPoint | null;
}

/**
 * Open vacancies like `to` (issue 32 item 9): of the same function or, after
 * those, the same sector; within each the nearest to `to` first (those
 * without coordinates last), then the newest. `to` itself never.
 */
export async function findSimilarVacancies(db: Kysely<Database>, to: SimilarTo, limit: number, context: SearchContext) {
  const distance = to.origin ? distanceKm(to.origin) : sql<number | null>`NULL::float8`;
  return vacanciesWithNames(db)
    .select([
      sql<string>`left(v.description, 400)`.as('description_start'),
      isFavoriteColumn(context).as('is_favorite'),
      distance.as('distance_km'),
    ])
    .where('v.status', '=', 'open')
    .where('v.id', '<>', to.id)
    .where((eb) => eb.or([eb('v.position_id', '=', to.positionId), eb('v.sector_id', '=', to.sectorId)]))
    .orderBy(sql`CASE WHEN v.position_id = ${to.positionId}::integer THEN 0 ELSE 1 END`)
    .orderBy(sql`${distance} ASC NULLS LAST`)
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
}

/** True when a vacancy the public may see (open or closed, not a concept) has this id. */
export async function vacancyExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('vacancies').select('id').where('id', '=', id).where('status', '<>', 'concept').executeTakeFirst()) !== undefined;
}

/**
 * What only staff read of a vacancy: the client's stored name (also when
 * anonymous) and the bookkeeping times. The client request it was made of
 * is the client-requests module's to say (`client_requests.vacancy_id`).
 */
export async function findStaffVacancyFields(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db.selectFrom('vacancies as v').select(['v.client_name', 'v.created_at', 'v.updated_at']).where('v.id', '=', id).executeTakeFirst();
}

/** The columns staff write, and what the audit log compares. */
const WRITABLE_COLUMNS = [
  'title',
  'description',
  'client_name',
  'client_anonymous',
  'sector_id',
  'position_id',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'hours_per_week_min',
  'hours_per_week_max',
  'hourly_rate_min',
  'hourly_rate_max',
  'start_date',
  'duration',
  'closing_date',
  'work_mode',
  'zzp_allowed',
  'requirements',
  'wishes',
  'education_level_id',
  'drivers_license_required',
  'status',
  'published_at',
] as const;

/** A vacancy as staff write it, locked (`FOR UPDATE`) until the transaction ends; undefined when there is none. */
export async function lockVacancy(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('vacancies').select(['id', ...WRITABLE_COLUMNS]).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A stored vacancy's writable columns. */
export type WritableVacancyRow = NonNullable<Awaited<ReturnType<typeof lockVacancy>>>;

/** Stores a new vacancy; answers its id. */
export async function insertVacancy(trx: Transaction<Database>, values: Insertable<VacanciesTable>): Promise<number> {
  const row = await trx.insertInto('vacancies').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVacancy(trx: Transaction<Database>, id: number, values: Updateable<VacanciesTable>): Promise<void> {
  await trx.updateTable('vacancies').set(values).where('id', '=', id).execute();
}

export async function addFavorite(db: Kysely<Database>, employeeId: number, vacancyId: number): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ employee_id: employeeId, vacancy_id: vacancyId })
    .onConflict((conflict) => conflict.columns(['employee_id', 'vacancy_id']).doNothing())
    .execute();
}

/** Which of `vacancyIds` the employee has saved. */
export async function findFavoriteIds(db: Kysely<Database>, employeeId: number, vacancyIds: number[]): Promise<Set<number>> {
  if (vacancyIds.length === 0) return new Set();
  const rows = await db.selectFrom('favorites').select('vacancy_id').where('employee_id', '=', employeeId).where('vacancy_id', 'in', vacancyIds).execute();
  return new Set(rows.map((row) => row.vacancy_id));
}

export async function removeFavorite(db: Kysely<Database>, employeeId: number, vacancyId: number): Promise<void> {
  await db.deleteFrom('favorites').where('employee_id', '=', employeeId).where('vacancy_id', '=', vacancyId).execute();
}

export async function recordVacancyEvent(
  db: Kysely<Database>,
  event: { kind: 'search' | 'view'; vacancyId?: number; userId?: number; query?: unknown; resultCount?: number; at: Date },
): Promise<void> {
  await db
    .insertInto('vacancy_events')
    .values({
      kind: event.kind,
      vacancy_id: event.vacancyId ?? null,
      user_id: event.userId ?? null,
      query: event.query === undefined ? null : JSON.stringify(event.query),
      result_count: event.resultCount ?? null,
      created_at: event.at,
    })
    .execute();
}

/** The vacancy fields applying needs: does it exist, is it still open. */
export interface VacancyForApplication {
  id: number;
  /** For the "reactie ontvangen" mail. */
  title: string;
  status: VacancyStatus;
  closingDate: string;
}

export async function findVacancyForApplication(db: Kysely<Database>, vacancyId: number): Promise<VacancyForApplication | undefined> {
  return db
    .selectFrom('vacancies')
    .select(['id', 'title', 'status', 'closing_date as closingDate'])
    .where('id', '=', vacancyId)
    // A concept is unknown outside the back office: applying to it is a 404.
    .where('status', '<>', 'concept')
    .executeTakeFirst();
}

/** What staff proposing a candidate need of a vacancy (any status): whether it is open, and what the candidate's mail says. */
export async function findVacancyForProposal(
  db: Kysely<Database>,
  vacancyId: number,
): Promise<(VacancyForApplication & { clientName: string | null; clientAnonymous: boolean }) | undefined> {
  return db
    .selectFrom('vacancies')
    .select(['id', 'title', 'status', 'closing_date as closingDate', 'client_name as clientName', 'client_anonymous as clientAnonymous'])
    .where('id', '=', vacancyId)
    .executeTakeFirst();
}

/** Closed by staff, or past its closing date (the closing date itself is the last day to apply). */
export function isVacancyClosed(vacancy: { status: VacancyStatus; closingDate: string }, today: string): boolean {
  return vacancy.status === 'closed' || vacancy.closingDate < today;
}

/** The words of a picker's query: at most 8, each a literal LIKE fragment. */
function wordsOf(q: string | undefined): string[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${escapeLike(word.toLowerCase())}%`);
}

/**
 * Staff's opdracht picker (issue 30 item 1): every status, each word of `q`
 * in the title, the stored client name or the city (or `q` as the id);
 * titles that start with the query first, then the newest. A plain scan with
 * LIKE: a few thousand opdrachten take a millisecond or two, and it matches
 * while a word is still being typed, which the stemmed full-text search of
 * the public list does not ("projectm").
 */
export async function findVacancyChoices(
  db: Kysely<Database>,
  q: string | undefined,
  limit: number,
  status?: VacancyStatus,
): Promise<{ items: VacancyChoice[]; total: number }> {
  const words = wordsOf(q);
  const id = q && /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : undefined;
  let query = db.selectFrom('vacancies as v');
  if (status !== undefined) query = query.where('v.status', '=', status);
  if (words.length > 0) {
    query = query.where((eb) => {
      const allWords = eb.and(
        words.map((pattern) =>
          eb.or([
            eb(sql`lower(v.title)`, 'like', pattern),
            eb(sql`lower(coalesce(v.client_name, ''))`, 'like', pattern),
            eb(sql`lower(v.city)`, 'like', pattern),
          ]),
        ),
      );
      return id === undefined ? allWords : eb.or([allWords, eb('v.id', '=', id)]);
    });
  }
  const prefix = `${escapeLike((q ?? '').trim().toLowerCase())}%`;
  let page = query.select(['v.id', 'v.title', 'v.client_name', 'v.client_anonymous', 'v.status', 'v.city']);
  if (id !== undefined) page = page.orderBy(sql`v.id = ${id}`, 'desc');
  const [rows, count] = await Promise.all([
    page
      .orderBy(sql`lower(v.title) LIKE ${prefix}`, 'desc')
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      isAnonymous: row.client_anonymous,
      status: row.status,
      city: row.city,
    })),
    total: Number(count.count),
  };
}

/** The responsible consultant of a vacancy, locked until the transaction ends; undefined when the vacancy does not exist. */
export async function lockVacancyConsultant(trx: Transaction<Database>, vacancyId: number): Promise<{ consultantId: number | null } | undefined> {
  const row = await trx.selectFrom('vacancies').select('consultant_id').where('id', '=', vacancyId).forUpdate().executeTakeFirst();
  return row ? { consultantId: row.consultant_id } : undefined;
}

/** Sets (or clears, with null) the responsible consultant of a vacancy (migration 0900), in the caller's transaction. */
export async function setVacancyConsultant(trx: Transaction<Database>, vacancyId: number, consultantId: number | null): Promise<void> {
  await trx.updateTable('vacancies').set({ consultant_id: consultantId }).where('id', '=', vacancyId).execute();
}
