import {
  APPLICATION_DRAFT_TTL_DAYS,
  type Application,
  type ApplicationDraft,
  type RegisterAndApplyRequestDto,
  type SendApplicationDraftRequestDto,
} from '@interim/shared/contract';
import { dutchToday } from '@interim/shared/format';
import { ApiError } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import type { AuthContext } from '../auth/auth.service.js';
import { findVacancyForApplication, isVacancyClosed } from '../vacancies/vacancies.readers.js';
import type { ApplicationService } from '../applications/applications.service.js';
import { registerEmployee } from '../employees/employees.service.js';
import { deleteDraft, type DraftRow, findDrafts, keepDraft } from './application-drafts.repository.js';

/** The codes of an application the API refuses for good: the draft goes, sending again would not help. */
const FINAL_REFUSALS = new Set(['ALREADY_APPLIED', 'VACANCY_CLOSED', 'VACANCY_NOT_FOUND']);

const draftNotFound = () =>
  new ApiError(404, 'APPLICATION_DRAFT_NOT_FOUND', 'We hebben geen bewaarde reactie voor deze opdracht (meer). Vul je reactie opnieuw in.');

/**
 * Where the login link of register-and-apply brings its owner: the confirm
 * step on the apply page ("Controleer je reactie"). Set by the API, not the
 * client: the path is the same for every browser the link is opened in.
 */
export function draftReturnPath(vacancyId: number): string {
  return `/opdrachten/${vacancyId}/reageren?versturen=1`;
}

const choiceRequired = () =>
  new ApiError(
    409,
    'APPLICATION_DRAFT_CHOICE_REQUIRED',
    'Er zijn twee reacties voor deze opdracht bewaard. Kies eerst welke je wilt versturen.',
  );

/** One kept reactie as the owner sees it (ApplicationDraftVersionSchema). */
type ApplicationDraftVersion = Omit<ApplicationDraft, 'vacancyId' | 'newer'>;

function toVersion(row: DraftRow): ApplicationDraftVersion {
  return {
    id: row.id,
    motivation: row.motivation,
    offeredHourlyRate: row.offeredHourlyRateCents === null ? null : row.offeredHourlyRateCents / 100,
    availableFrom: row.availableFrom,
    hoursPerWeek: row.hoursPerWeek,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/employees/register_and_apply`: registration as
 * `POST /api/employees/register` (a new address gets an account, a known one
 * a "log in" mail; the answer is 204 either way) and, in the same
 * transaction, the reactie kept as a draft of that account. The link in the
 * mail returns to the confirm step. A draft already kept for the opdracht
 * stays; the new one is kept beside it. An unknown or closed vacancy is refused
 * before anything happens (404, 409): that says nothing about the address.
 */
export async function registerAndApply(context: AuthContext, input: RegisterAndApplyRequestDto): Promise<void> {
  const now = context.now();
  const { application, ...registration } = input;
  const vacancy = await findVacancyForApplication(context.db, application.vacancyId);
  if (!vacancy) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
  if (isVacancyClosed(vacancy, dutchToday(now))) {
    throw new ApiError(409, 'VACANCY_CLOSED', 'Deze opdracht is gesloten. Reageren is niet meer mogelijk.');
  }
  await registerEmployee(context, { ...registration, returnTo: draftReturnPath(vacancy.id) }, async (trx, employeeId) => {
    // Beside a draft kept for this opdracht, never instead of it (issue 42 item 4): the owner chooses after the login.
    await keepDraft(trx, {
      employeeId,
      vacancyId: vacancy.id,
      motivation: application.motivation ? application.motivation : null,
      offeredHourlyRateCents: application.offeredHourlyRate === undefined ? null : Math.round(application.offeredHourlyRate * 100),
      availableFrom: application.availableFrom ?? null,
      hoursPerWeek: application.hoursPerWeek ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + APPLICATION_DRAFT_TTL_DAYS * 24 * 3600 * 1000),
    });
    return {
      mailNote: `Je reactie op "${vacancy.title}" is nog niet verstuurd. Na het inloggen (met de knop of de code, in elke browser) controleer je hem en verstuur je hem. We bewaren hem ${APPLICATION_DRAFT_TTL_DAYS} dagen.`,
    };
  });
}

/**
 * `GET /api/application_drafts/{vacancyId}`: the logged-in user's own
 * unexpired draft (the one kept first) and the newer one beside it, if any;
 * else 404.
 */
export async function readDraft(context: Pick<AuthContext, 'db' | 'now'>, user: RequestUser, vacancyId: number): Promise<ApplicationDraft> {
  const [first, newer] = await findDrafts(context.db, { employeeId: user.id, vacancyId, now: context.now() });
  if (!first) throw draftNotFound();
  return { ...toVersion(first), vacancyId: first.vacancyId, newer: newer ? toVersion(newer) : null };
}

/**
 * `POST /api/application_drafts/{vacancyId}/send`: sends the own draft
 * (`draftId`; without it the only one, 409 when two are kept) as an
 * application (`POST /api/applications`, with its checks and mail) and
 * deletes the drafts for the opdracht, the one not chosen too. A final
 * refusal (already applied, closed, gone) deletes them too; any other
 * failure keeps them for another try.
 */
export async function sendDraft(
  context: Pick<AuthContext, 'db' | 'now'>,
  applications: ApplicationService,
  user: RequestUser,
  vacancyId: number,
  body: SendApplicationDraftRequestDto,
): Promise<Application> {
  const rows = await findDrafts(context.db, { employeeId: user.id, vacancyId, now: context.now() });
  if (body.draftId === undefined && rows.length > 1) throw choiceRequired();
  const row = body.draftId === undefined ? rows[0] : rows.find((candidate) => candidate.id === body.draftId);
  if (!row) throw draftNotFound();
  let application: Application;
  try {
    application = await applications.apply(user, {
      vacancyId,
      ...(row.motivation ? { motivation: row.motivation } : {}),
      ...(row.offeredHourlyRateCents === null ? {} : { offeredHourlyRate: row.offeredHourlyRateCents / 100 }),
      ...(row.availableFrom === null ? {} : { availableFrom: row.availableFrom }),
      ...(row.hoursPerWeek === null ? {} : { hoursPerWeek: row.hoursPerWeek }),
      ...(body.useStoredCv ? { useStoredCv: true } : {}),
      ...(body.clientConsent ? { clientConsent: body.clientConsent } : {}),
      channel: 'web',
    });
  } catch (error) {
    if (error instanceof ApiError && FINAL_REFUSALS.has(error.code)) await deleteDraft(context.db, { employeeId: user.id, vacancyId });
    throw error;
  }
  await deleteDraft(context.db, { employeeId: user.id, vacancyId });
  return application;
}

/** `DELETE /api/application_drafts/{vacancyId}`: "Niet versturen" (both, when two are kept). 204 whether or not there was one. */
export async function discardDraft(context: Pick<AuthContext, 'db'>, user: RequestUser, vacancyId: number): Promise<void> {
  await deleteDraft(context.db, { employeeId: user.id, vacancyId });
}
