import {
  type StaffVacancy,
  VACANCY_STATUS_LABELS,
  VACANCY_STATUS_TRANSITIONS,
  type VacancyInput,
  VacancyInputSchema,
  type VacancyInputInput,
  type VacancyListItem,
  type VacancyPatch,
  type VacancyStatus,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors, type FieldError } from '../../http/api-error.js';
import { changedFields, recordAudit } from '../audit/audit.service.js';
import { findPlaceOrigin } from '../reference-data/place-search.js';
import { findReferences } from '../reference-data/reference-data.readers.js';
import { findPostcodeCentroid } from '../reference-data/reference-data.service.js';
import {
  insertVacancy,
  lockVacancy,
  updateVacancy,
  type WritableVacancyRow,
} from './vacancies.repository.js';
import { type VacancyService, vacancyNotFound } from './vacancies.service.js';
import type { VacancyApplicationsOnClose, VacancyClientRequests } from './vacancy-links.js';
import type { VacancyListCache } from './vacancy-list-cache.js';

export interface StaffVacancyServiceDeps {
  db: Kysely<Database>;
  /** Cleared after every write, so searches on this instance see it at once. */
  cache: VacancyListCache<VacancyListItem[]>;
  /** Reads the answer of a write. */
  reader: VacancyService;
  /** Called after the commit of a write that published a vacancy (created open, or concept -> open). */
  onPublished?: (vacancyId: number, at: Date) => Promise<void>;
  /** Called after the commit of every write of a vacancy (before `onPublished`). */
  onChanged?: (vacancyId: number) => Promise<void>;
  /** The request a vacancy is made of: its conversion, and the history and mails of its client (converted, published). */
  clientRequests: VacancyClientRequests;
  /**
   * Ends the open reacties of an opdracht staff close, in the closing's
   * transaction (issue 32 item 8, follow-up module); `wake` after the commit.
   */
  applicationsOnClose?: VacancyApplicationsOnClose;
}

/** The staff member making a change, and when. */
export interface VacancyActor {
  id: number;
  at: Date;
}

/** The writable columns of a vacancy, as the audit log shows them (the contract's names; coordinates follow the postcode). */
type AuditedVacancy = Omit<VacancyInput, 'status' | 'clientRequestId'> & { status: VacancyStatus; publishedAt: string };

function auditedVacancy(row: Omit<WritableVacancyRow, 'id' | 'latitude' | 'longitude'>): AuditedVacancy {
  return {
    title: row.title,
    clientName: row.client_name,
    isAnonymous: row.client_anonymous,
    city: row.city,
    postcode: row.postcode,
    sectorId: row.sector_id,
    positionId: row.position_id,
    hoursPerWeekMin: row.hours_per_week_min,
    hoursPerWeekMax: row.hours_per_week_max,
    hourlyRateMin: row.hourly_rate_min,
    hourlyRateMax: row.hourly_rate_max,
    startDate: row.start_date,
    duration: row.duration,
    closingDate: row.closing_date,
    workMode: row.work_mode,
    zzpAllowed: row.zzp_allowed,
    educationLevelId: row.education_level_id,
    driversLicenseRequired: row.drivers_license_required,
    description: row.description,
    requirements: row.requirements,
    wishes: row.wishes,
    status: row.status,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

/**
 * Where an opdracht is: its postcode's PC4 area, else its place (by name,
 * GeoNames). One we cannot place is refused (issue 32): it would never be
 * found by distance, and staff can correct it now. 400 `UNKNOWN_LOCATION`
 * with a Dutch error on both fields.
 */
async function coordinatesOf(db: Kysely<Database>, postcode: string, city: string): Promise<{ latitude: number; longitude: number }> {
  const centroid = await findPostcodeCentroid(db, postcode);
  if (centroid) return centroid;
  const place = await findPlaceOrigin(db, city);
  if (place.found) return place.origin;
  const pc4 = postcode.replace(/\s+/g, '').slice(0, 4);
  throw new ApiError(400, 'UNKNOWN_LOCATION', 'We weten niet waar deze opdracht is.', [
    { path: 'postcode', message: `We kennen postcode ${pc4} niet. Controleer de postcode, of vul bij Plaats een Nederlandse plaatsnaam in.` },
    {
      path: 'city',
      message:
        place.reason === 'ambiguous'
          ? `Er zijn meer plaatsen met deze naam. Schrijf ${place.choices.join(' of ')}.`
          : 'We kennen deze plaats niet. Controleer de spelling, of vul een postcode in die we kennen.',
    },
  ]);
}

/** The columns of a checked input. */
function columnsOf(input: VacancyInput, coordinates: { latitude: number | null; longitude: number | null }) {
  return {
    title: input.title,
    description: input.description,
    client_name: input.clientName,
    client_anonymous: input.isAnonymous,
    sector_id: input.sectorId,
    position_id: input.positionId,
    city: input.city,
    postcode: input.postcode,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    hours_per_week_min: input.hoursPerWeekMin,
    hours_per_week_max: input.hoursPerWeekMax,
    hourly_rate_min: input.hourlyRateMin,
    hourly_rate_max: input.hourlyRateMax,
    start_date: input.startDate,
    duration: input.duration,
    closing_date: input.closingDate,
    work_mode: input.workMode,
    zzp_allowed: input.zzpAllowed,
    requirements: input.requirements,
    wishes: input.wishes,
    education_level_id: input.educationLevelId,
    drivers_license_required: input.driversLicenseRequired,
  };
}

/** 400 unless the sector, the position (of that sector) and the education level exist. */
async function checkReferences(db: Kysely<Database> | Transaction<Database>, input: VacancyInput): Promise<void> {
  const found = await findReferences(db, input);
  const errors: FieldError[] = [];
  if (!found.sector) errors.push({ path: 'sectorId', message: 'Kies een bestaande sector' });
  if (found.positionSectorId === undefined) errors.push({ path: 'positionId', message: 'Kies een bestaande functie' });
  else if (found.sector && found.positionSectorId !== input.sectorId) errors.push({ path: 'positionId', message: 'Deze functie hoort niet bij de gekozen sector' });
  if (!found.educationLevel) errors.push({ path: 'educationLevelId', message: 'Kies een bestaand opleidingsniveau' });
  if (errors.length > 0) throw apiErrors.validation(errors);
}

/** The merged vacancy of a PATCH, checked again as a whole (the checks between fields see the stored values too). */
function mergedInput(current: WritableVacancyRow, patch: VacancyPatch): VacancyInput {
  const stored = auditedVacancy(current);
  const merged: VacancyInputInput = {
    title: patch.title ?? stored.title,
    clientName: patch.clientName !== undefined ? patch.clientName : stored.clientName,
    isAnonymous: patch.isAnonymous ?? stored.isAnonymous,
    city: patch.city ?? stored.city,
    postcode: patch.postcode ?? stored.postcode,
    sectorId: patch.sectorId ?? stored.sectorId,
    positionId: patch.positionId ?? stored.positionId,
    hoursPerWeekMin: patch.hoursPerWeekMin ?? stored.hoursPerWeekMin,
    hoursPerWeekMax: patch.hoursPerWeekMax ?? stored.hoursPerWeekMax,
    hourlyRateMin: patch.hourlyRateMin ?? stored.hourlyRateMin,
    hourlyRateMax: patch.hourlyRateMax ?? stored.hourlyRateMax,
    startDate: patch.startDate !== undefined ? patch.startDate : stored.startDate,
    duration: patch.duration !== undefined ? patch.duration : stored.duration,
    closingDate: patch.closingDate ?? stored.closingDate,
    workMode: patch.workMode ?? stored.workMode,
    zzpAllowed: patch.zzpAllowed ?? stored.zzpAllowed,
    educationLevelId: patch.educationLevelId !== undefined ? patch.educationLevelId : stored.educationLevelId,
    driversLicenseRequired: patch.driversLicenseRequired ?? stored.driversLicenseRequired,
    description: patch.description ?? stored.description,
    requirements: patch.requirements ?? stored.requirements,
    wishes: patch.wishes ?? stored.wishes,
  };
  const result = VacancyInputSchema.safeParse(merged);
  if (!result.success) throw apiErrors.validation(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  return result.data;
}

/** 409 `INVALID_STATUS_TRANSITION` unless `from -> to` is a step of the status machine. */
function checkTransition(from: VacancyStatus, to: VacancyStatus): void {
  if (from === to || VACANCY_STATUS_TRANSITIONS[from].includes(to)) return;
  const message =
    from === 'closed'
      ? 'Een gesloten opdracht blijft gesloten.'
      : `Een opdracht met status ${VACANCY_STATUS_LABELS[from]} kan niet terug naar ${VACANCY_STATUS_LABELS[to]}.`;
  throw new ApiError(409, 'INVALID_STATUS_TRANSITION', message, [{ path: 'status', message }]);
}

/**
 * Staff create and change vacancies (`POST`/`PATCH /api/vacancies`): checked
 * as a whole, written with their audit entry in one transaction, the
 * vacancy list cache cleared and `onChanged` told. Nothing is deleted: a vacancy closes.
 */
export class StaffVacancyService {
  constructor(private readonly deps: StaffVacancyServiceDeps) {}

  /** `POST /api/vacancies`: a concept unless `status` says `open`; with `clientRequestId` the request becomes converted. */
  async create(actor: VacancyActor, input: VacancyInput): Promise<StaffVacancy> {
    const { db } = this.deps;
    const status = input.status ?? 'concept';
    if (status === 'closed') {
      throw apiErrors.validation([{ path: 'status', message: 'Een nieuwe opdracht is een concept of wordt meteen gepubliceerd' }]);
    }
    await checkReferences(db, input);
    const columns = columnsOf(input, await coordinatesOf(db, input.postcode, input.city));
    const id = await db.transaction().execute(async (trx) => {
      const values = { ...columns, status, published_at: actor.at, created_at: actor.at, updated_at: actor.at };
      const vacancyId = await insertVacancy(trx, values);
      await recordAudit(trx, { actorId: actor.id, entityType: 'vacancy', entityId: vacancyId, action: 'created', before: null, after: auditedVacancy(values), at: actor.at });
      if (input.clientRequestId != null) {
        await this.deps.clientRequests.converted(trx, {
          requestId: input.clientRequestId,
          vacancyId,
          vacancyTitle: input.title,
          actorId: actor.id,
          at: actor.at,
          published: status === 'open',
        });
      }
      return vacancyId;
    });
    this.deps.clientRequests.wake();
    this.deps.cache.clear();
    await this.deps.onChanged?.(id);
    if (status === 'open') await this.deps.onPublished?.(id, actor.at);
    return this.read(id);
  }

  /**
   * `PATCH /api/vacancies/{id}`: any fields, and a status step (publishing
   * sets `publishedAt` to now). The stored vacancy is locked while it is
   * checked and written, so two edits cannot interleave.
   */
  async update(actor: VacancyActor, id: number, patch: VacancyPatch): Promise<StaffVacancy> {
    const { db } = this.deps;
    const written = await db.transaction().execute(async (trx) => {
      const current = await lockVacancy(trx, id);
      if (!current) throw vacancyNotFound();
      await this.checkClientRequest(trx, id, patch);
      const input = mergedInput(current, patch);
      const status = patch.status ?? current.status;
      checkTransition(current.status, status);
      if (patch.sectorId !== undefined || patch.positionId !== undefined || patch.educationLevelId !== undefined) await checkReferences(trx, input);
      // Only a changed location is checked: an old opdracht we never placed stays editable.
      const moved = input.postcode !== current.postcode || input.city !== current.city;
      const columns = columnsOf(input, moved ? await coordinatesOf(trx, input.postcode, input.city) : current);
      const published = current.status === 'concept' && status === 'open';
      const next = { ...columns, status, published_at: published ? actor.at : current.published_at };
      const changes = changedFields(auditedVacancy(current), auditedVacancy(next));
      if (Object.keys(changes.after).length === 0) return { changed: false, published: false, closed: 0 };
      await updateVacancy(trx, id, { ...next, updated_at: actor.at });
      await recordAudit(trx, {
        actorId: actor.id,
        entityType: 'vacancy',
        entityId: id,
        action: status === current.status ? 'updated' : 'status',
        before: changes.before,
        after: changes.after,
        at: actor.at,
      });
      if (published) await this.deps.clientRequests.published(trx, { vacancyId: id, actorId: actor.id, at: actor.at });
      const closed = current.status !== 'closed' && status === 'closed' && this.deps.applicationsOnClose
        ? await this.deps.applicationsOnClose.close(trx, { vacancyId: id, vacancyTitle: input.title, actorId: actor.id, at: actor.at })
        : 0;
      return { changed: true, published, closed };
    });
    if (written.published) this.deps.clientRequests.wake();
    if (written.closed) this.deps.applicationsOnClose?.wake();
    this.deps.cache.clear();
    if (written.changed) await this.deps.onChanged?.(id);
    if (written.published) await this.deps.onPublished?.(id, actor.at);
    return this.read(id);
  }

  /** The request a vacancy was made of is set when it is created; a PATCH may repeat it, not change it. */
  private async checkClientRequest(trx: Transaction<Database>, id: number, patch: VacancyPatch): Promise<void> {
    if (patch.clientRequestId === undefined) return;
    if ((await this.deps.clientRequests.requestIdOf(trx, id)) === patch.clientRequestId) return;
    throw apiErrors.validation([{ path: 'clientRequestId', message: 'De aanvraag van een opdracht ligt vast bij het aanmaken' }]);
  }

  private async read(id: number): Promise<StaffVacancy> {
    return this.deps.reader.readForStaff(id);
  }
}
