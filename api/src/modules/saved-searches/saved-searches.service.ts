import {
  type CreateSavedSearchRequest,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchUnsubscribeResult,
  type UpdateSavedSearchRequest,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseFeatures } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { findLocationOrigin } from '../reference-data/postcode-origin.js';
import { DIGEST_INTERVAL_MS } from './saved-search-alerts.js';
import {
  countMatchesPublishedAfter,
  countSavedSearches,
  deleteSavedSearch,
  dropJob,
  enqueueDirectJobs,
  findOwnSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  lockOwner,
  makeAllJobsDue,
  markVisited,
  resolveMatchContext,
  type SavedSearchRow,
  scheduleJob,
  updateSavedSearch,
} from './saved-searches.repository.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

/** A new search mails once a day unless it says otherwise (the contract's default). */
const DEFAULT_FREQUENCY: SavedSearchFrequency = 'daily';

export interface SavedSearchServiceDeps {
  db: Kysely<Database>;
  features: DatabaseFeatures;
  now: () => Date;
  jwtSecret: string;
}

function savedSearchNotFound(): ApiError {
  return new ApiError(404, 'SAVED_SEARCH_NOT_FOUND', 'Deze zoekopdracht bestaat niet (meer).');
}

/** A link of a mail more than a year old (unsubscribe-token.ts, ADR 0015). */
function expiredUnsubscribeToken(): ApiError {
  return new ApiError(
    410,
    'UNSUBSCRIBE_TOKEN_EXPIRED',
    'Deze afmeldlink is verlopen. Gebruik de link uit een recentere mail, of zet de mail uit bij je bewaarde zoekopdrachten in je profiel.',
  );
}

function invalidUnsubscribeToken(): ApiError {
  return new ApiError(
    400,
    'INVALID_UNSUBSCRIBE_TOKEN',
    'Deze afmeldlink klopt niet. Gebruik de link uit de mail, of zet de mail uit bij je bewaarde zoekopdrachten in je profiel.',
  );
}

/** Saved searches belong to freelancers: 403 for staff accounts. */
function requireFreelancer(user: RequestUser): void {
  if (user.role !== 'employee') throw apiErrors.forbidden('FORBIDDEN', 'Alleen freelancers kunnen zoekopdrachten bewaren.');
}

/**
 * Saved searches of a freelancer (`/api/saved_searches`) and the one-click
 * unsubscribe of their alert mails. Each write keeps the search's alert job
 * in step with its frequency: daily and weekly searches always have one,
 * due at the next digest; direct searches get one when an opdracht is
 * published; `off` has none.
 */
export class SavedSearchService {
  constructor(private readonly deps: SavedSearchServiceDeps) {}

  /** An opdracht was published at `at`: every direct search gets an alert job; answers how many. */
  async enqueueDirectAlerts(at: Date): Promise<number> {
    return enqueueDirectJobs(this.deps.db, at);
  }

  /** Development only: every pending alert job due at `at` (digests go out now). */
  async makeAllAlertsDue(at: Date): Promise<void> {
    await makeAllJobsDue(this.deps.db, at);
  }

  /** Own searches, newest first, with their new matches. */
  async list(user: RequestUser): Promise<SavedSearch[]> {
    requireFreelancer(user);
    const rows = await listSavedSearches(this.deps.db, user.id);
    return Promise.all(rows.map((row) => this.toSavedSearch(row)));
  }

  /** 409 `SAVED_SEARCH_LIMIT` at {@link MAX_SAVED_SEARCHES}; 400 `UNKNOWN_POSTCODE` / `UNKNOWN_PLACE` for a postcode or place we cannot place. */
  async create(user: RequestUser, body: CreateSavedSearchRequest): Promise<SavedSearch> {
    requireFreelancer(user);
    const { db, now } = this.deps;
    if (body.filter.postcode) await findLocationOrigin(db, body.filter.postcode, 'filter.postcode');
    const frequency = body.frequency ?? DEFAULT_FREQUENCY;
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, user.id);
      if ((await countSavedSearches(trx, user.id)) >= MAX_SAVED_SEARCHES) {
        throw new ApiError(
          409,
          'SAVED_SEARCH_LIMIT',
          `Je kunt maximaal ${MAX_SAVED_SEARCHES} zoekopdrachten bewaren. Verwijder eerst een zoekopdracht die je niet meer gebruikt.`,
        );
      }
      const inserted = await insertSavedSearch(trx, { employeeId: user.id, name: body.name, filter: body.filter, frequency, at });
      await this.syncJob(trx, inserted.id, frequency, at);
      return inserted;
    });
    return this.toSavedSearch(row);
  }

  async update(user: RequestUser, id: number, body: UpdateSavedSearchRequest): Promise<SavedSearch> {
    requireFreelancer(user);
    const at = this.deps.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const current = await findOwnSavedSearch(trx, user.id, id);
      if (!current) throw savedSearchNotFound();
      return this.changeFrequency(trx, current, { ...(body.name === undefined ? {} : { name: body.name }), frequency: body.frequency }, at);
    });
    return this.toSavedSearch(row);
  }

  async remove(user: RequestUser, id: number): Promise<void> {
    requireFreelancer(user);
    if (!(await deleteSavedSearch(this.deps.db, user.id, id))) throw savedSearchNotFound();
  }

  /** The owner looked at the results: new matches count from now. */
  async visit(user: RequestUser, id: number): Promise<SavedSearch> {
    requireFreelancer(user);
    const row = await markVisited(this.deps.db, user.id, id, this.deps.now());
    if (!row) throw savedSearchNotFound();
    return this.toSavedSearch(row);
  }

  /** `GET .../unsubscribe`: which search the token is for; changes nothing (mail scanners open links). */
  async readUnsubscribe(token: string): Promise<SavedSearchUnsubscribeResult> {
    const row = await this.searchOfToken(this.deps.db, token);
    return { name: row.name, frequency: row.frequency };
  }

  /** `POST .../unsubscribe`: the search's mail off, its pending alert dropped. Idempotent. */
  async unsubscribe(token: string): Promise<SavedSearchUnsubscribeResult> {
    const at = this.deps.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.searchOfToken(trx, token);
      return current.frequency === 'off' ? current : this.changeFrequency(trx, current, { frequency: 'off' }, at);
    });
    return { name: row.name, frequency: row.frequency };
  }

  /**
   * `POST .../unsubscribe/undo`: "Ongedaan maken" on the unsubscribe page, the
   * mail back at the frequency it had. The same token is the authority; only
   * a search whose mail is off is changed (a later choice on the profile page
   * is not overwritten).
   */
  async resubscribe(token: string, frequency: Exclude<SavedSearchFrequency, 'off'>): Promise<SavedSearchUnsubscribeResult> {
    const at = this.deps.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.searchOfToken(trx, token);
      return current.frequency === 'off' ? this.changeFrequency(trx, current, { frequency }, at) : current;
    });
    return { name: row.name, frequency: row.frequency };
  }

  private async searchOfToken(db: Kysely<Database>, token: string): Promise<SavedSearchRow> {
    const id = await verifyUnsubscribeToken(token, this.deps.jwtSecret, this.deps.now());
    if (id === 'expired') throw expiredUnsubscribeToken();
    if (id === undefined) throw invalidUnsubscribeToken();
    const row = await findSavedSearch(db, id);
    if (!row) throw savedSearchNotFound();
    return row;
  }

  private async changeFrequency(
    trx: Transaction<Database>,
    current: SavedSearchRow,
    changes: { name?: string; frequency: SavedSearchFrequency | undefined },
    at: Date,
  ): Promise<SavedSearchRow> {
    const frequency = changes.frequency;
    const changed = frequency !== undefined && frequency !== current.frequency;
    const row = await updateSavedSearch(trx, current.id, {
      at,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changed ? { frequency } : {}),
      // Mail turned back on: only what is published from now on, not everything since it went off.
      ...(changed && current.frequency === 'off' ? { alertsFrom: at } : {}),
    });
    if (changed) await this.syncJob(trx, current.id, frequency, at);
    return row;
  }

  /** A digest search's job due one interval from now; none for direct (published opdrachten make one) and off. */
  private async syncJob(trx: Transaction<Database>, savedSearchId: number, frequency: SavedSearchFrequency, at: Date): Promise<void> {
    const interval = DIGEST_INTERVAL_MS[frequency];
    if (interval === undefined) await dropJob(trx, savedSearchId);
    else await scheduleJob(trx, savedSearchId, new Date(at.getTime() + interval), at);
  }

  private async toSavedSearch(row: SavedSearchRow): Promise<SavedSearch> {
    const { db, features } = this.deps;
    const context = await resolveMatchContext(db, features, row.filter);
    const since = row.last_visited_at ?? row.created_at;
    return {
      id: row.id,
      name: row.name,
      filter: row.filter,
      frequency: row.frequency,
      createdAt: new Date(row.created_at).toISOString(),
      lastVisitedAt: row.last_visited_at === null ? null : new Date(row.last_visited_at).toISOString(),
      newMatchCount: context ? await countMatchesPublishedAfter(db, row.filter, context, since) : 0,
    };
  }
}
