import type {
  ClientCandidate,
  ClientContact,
  ClientInvitation,
  ClientPortalRequest,
  ClientPortalVacancy,
  ClientResponse,
  ClientResponseRequest,
  InviteClientContactRequest,
} from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { changeApplicationStatus, findApplicationForMail, lockApplication } from '../applications/applications.readers.js';
import { entitiesAuditedOnDay, recordAudit } from '../audit/audit.service.js';
import { findRequestOrganisation } from '../client-requests/client-requests.readers.js';
import { findCvFile, findEmployeeByEmail, lockAccount, openCvBody, type CvBody, type CvFile } from '../employees/employees.readers.js';
import { clientContactInvitedMail, clientInterviewInvitationMail, clientResponseStaffMail } from './client-portal-mails.js';
import {
  type CandidateRow,
  findClientResponse,
  findContactOrganisation,
  giveRequestAnOrganisation,
  insertClientContact,
  insertClientResponse,
  isOrganisationVacancy,
  listEmployeeInvitations,
  listOrganisationContacts,
  listOrganisationRequests,
  listOrganisationVacancies,
  listVisibleCandidates,
} from './client-portal.repository.js';

export interface ClientPortalDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  staffEmail: string;
  /** Where CV files live (`DATA_DIR/cv`): a CV whose bytes are not in the database is read from there. */
  cvDir: string;
}

/** Every record the client may not see answers this: an id of another organisation reveals nothing. */
const notFound = () => new ApiError(404, 'NOT_FOUND', 'Dit onderdeel bestaat niet of hoort niet bij uw organisatie.');
/** A CV the client may not have (no consent, not proposed, another organisation, none attached): one answer for all. */
export const cvNotFound = () => new ApiError(404, 'CV_NOT_FOUND', 'Er is geen cv van deze kandidaat dat u kunt inzien.');
const requestNotFound = () => new ApiError(404, 'CLIENT_REQUEST_NOT_FOUND', 'Deze aanvraag bestaat niet.');

/** The portal's path (shared/src/config/routes.ts `clientPortal`). */
export const CLIENT_PORTAL_PATH = '/opdrachtgevers/portaal';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** "2021–heden" / "2018–2021" of an experience item. */
function years(from: string, to: string | null): string {
  const start = from.slice(0, 4);
  const end = to ? to.slice(0, 4) : 'heden';
  return start === end ? start : `${start}–${end}`;
}

/**
 * A candidate as the client sees them (docs/adr/0021, data minimisation and
 * consent): first name and initial always; with the freelancer's profile
 * consent the newest role, up to three roles with years, the offered rate
 * and availability; with CV consent (and a CV on the reactie) the CV. Never
 * contact details or former clients' names. No consent (or not asked): only
 * the name and the status.
 */
export function toClientCandidate(row: CandidateRow): ClientCandidate {
  const profileShared = row.shareProfile === true;
  const experience = [...row.experience].sort((a, b) => (b.to ?? '9999').localeCompare(a.to ?? '9999') || b.from.localeCompare(a.from));
  const initial = row.lastName.trim().replace(/^((van|de|der|den|het|ten|ter|te|in|op|'t)\s+)*/i, '').charAt(0).toUpperCase();
  const response: ClientResponse | null = row.responseKind
    ? {
        kind: row.responseKind,
        moments: row.responseMoments,
        reason: row.responseReason,
        contactName: fullName(row.responseContactFirst, row.responseContactLast),
        at: iso(row.responseAt!),
      }
    : null;
  return {
    id: row.id,
    vacancyId: row.vacancyId,
    displayName: initial ? `${row.firstName} ${initial}.` : row.firstName,
    functionTitle: profileShared ? (experience[0]?.role ?? null) : null,
    experienceSummary: profileShared ? experience.slice(0, 3).map((item) => `${item.role} (${years(item.from, item.to)})`) : [],
    hourlyRate: profileShared && row.offeredHourlyRateCents !== null ? row.offeredHourlyRateCents / 100 : null,
    availableFrom: profileShared ? row.availableFrom : null,
    hoursPerWeek: profileShared ? row.hoursPerWeek : null,
    profileShared,
    cvAvailable: row.shareCv === true && row.cvId !== null,
    status: row.status,
    response,
  };
}

/**
 * The client portal (issue 31, docs/adr/0021): everything is scoped by the
 * organisation of the logged-in contact, read from `client_contacts` on every
 * request; an id of another organisation is a 404.
 */
export class ClientPortalService {
  constructor(private readonly deps: ClientPortalDeps) {}

  /** The contact's organisation; 403 for anyone who is not a client contact. */
  private async organisationOf(user: RequestUser): Promise<number> {
    if (user.role !== 'client') throw apiErrors.forbidden('FORBIDDEN', 'Dit portaal is voor opdrachtgevers.');
    const organisationId = await findContactOrganisation(this.deps.db, user.id);
    if (organisationId === undefined) throw apiErrors.forbidden('FORBIDDEN', 'Dit portaal is voor opdrachtgevers.');
    return organisationId;
  }

  async requests(user: RequestUser): Promise<ClientPortalRequest[]> {
    return listOrganisationRequests(this.deps.db, await this.organisationOf(user));
  }

  async vacancies(user: RequestUser): Promise<ClientPortalVacancy[]> {
    return listOrganisationVacancies(this.deps.db, await this.organisationOf(user));
  }

  /**
   * The proposed candidates of one opdracht; each one shown is an entry of
   * the audit log (item 5), once per client, candidate and Dutch calendar
   * day: a reload adds none (issue 42, item 8d).
   */
  async candidates(user: RequestUser, vacancyId: number): Promise<ClientCandidate[]> {
    const organisationId = await this.organisationOf(user);
    const { db, now } = this.deps;
    if (!(await isOrganisationVacancy(db, organisationId, vacancyId))) throw notFound();
    const rows = await listVisibleCandidates(db, organisationId, { vacancyId });
    if (rows.length > 0) {
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Serialises the client's loads, so two at once do not both find today's entry missing.
        await lockAccount(trx, user.id, 'no key update');
        const seen = await entitiesAuditedOnDay(trx, { actorId: user.id, entityType: 'application', action: 'client_viewed', entityIds: rows.map((row) => row.id), at });
        for (const row of rows) {
          if (seen.has(row.id)) continue;
          await recordAudit(trx, {
            actorId: user.id,
            entityType: 'application',
            entityId: row.id,
            action: 'client_viewed',
            before: null,
            after: { vacancyId, organisationId },
            at,
          });
        }
      });
    }
    return rows.map(toClientCandidate);
  }

  /**
   * The CV of a proposed candidate, for download: only when the freelancer
   * agreed to share it at applying (or when confirming a proposal), only
   * from "voorgesteld" on, only for the own organisation; anything else is
   * the same 404. Each download is an audit entry (`client_cv_downloaded`),
   * as staff's downloads are. Returns the CV and its opened bytes; the route
   * sends them.
   */
  async candidateCv(user: RequestUser, applicationId: number): Promise<{ cv: CvFile; body: CvBody }> {
    const organisationId = await this.organisationOf(user);
    const { db, now } = this.deps;
    const [candidate] = await listVisibleCandidates(db, organisationId, { applicationId });
    if (!candidate || candidate.shareCv !== true || candidate.cvId === null) throw cvNotFound();
    await recordAudit(db, {
      actorId: user.id,
      entityType: 'application',
      entityId: applicationId,
      action: 'client_cv_downloaded',
      before: null,
      after: { cvId: candidate.cvId, vacancyId: candidate.vacancyId, organisationId },
      at: now(),
    });
    // The reactie's CV, whoever's it is: the visible candidate row already proved the client may have it.
    const cv = await findCvFile(db, { id: candidate.cvId, employeeId: 0, anyOwner: true });
    if (!cv) throw cvNotFound();
    return { cv, body: await openCvBody(cv, this.deps.cvDir, cvNotFound) };
  }

  /**
   * A client's answer to a proposed candidate: "Uitnodigen voor gesprek"
   * moves the reactie from voorgesteld to gesprek (a step by the client in
   * its history) and mails the freelancer; "Afwijzen" is recorded with its
   * reason for staff, who decide the next step and tell the freelancer in
   * their own words. Both are audited and mailed to staff. One answer per
   * candidate (409 after that); only while voorgesteld (409 otherwise).
   */
  async respond(user: RequestUser, applicationId: number, body: ClientResponseRequest): Promise<ClientCandidate> {
    const organisationId = await this.organisationOf(user);
    const { db, now, mailer, publicUrl, staffEmail } = this.deps;
    const at = now();
    await db.transaction().execute(async (trx) => {
      const locked = await lockApplication(trx, applicationId);
      const [candidate] = locked ? await listVisibleCandidates(trx, organisationId, { applicationId }) : [];
      if (!candidate) throw notFound();
      if (candidate.responseKind) throw new ApiError(409, 'CLIENT_RESPONSE_EXISTS', 'U heeft al gereageerd op deze kandidaat.');
      if (candidate.status !== 'proposed') {
        throw new ApiError(409, 'CANDIDATE_NOT_PROPOSED', 'Deze kandidaat is niet (meer) voorgesteld; reageren kan niet meer.');
      }
      const moments = body.kind === 'interview' ? body.moments : null;
      const reason = body.kind === 'rejected' ? body.reason : null;
      if (!(await insertClientResponse(trx, { applicationId, contactId: user.id, kind: body.kind, moments, reason, at }))) {
        throw new ApiError(409, 'CLIENT_RESPONSE_EXISTS', 'U heeft al gereageerd op deze kandidaat.');
      }
      const details = await findApplicationForMail(trx, applicationId);
      if (!details) throw new Error(`Application ${applicationId} vanished under its row lock`);
      if (body.kind === 'interview') {
        // Voorgesteld to gesprek only if it is still voorgesteld (compare-and-set), a step by the client in its history.
        const moved = await changeApplicationStatus(trx, {
          applicationId,
          from: 'proposed',
          to: 'interview',
          reason: 'Uitgenodigd voor een gesprek door de opdrachtgever',
          changedByRole: 'client',
          changedByUserId: user.id,
          changedAt: at,
        });
        if (!moved) throw new ApiError(409, 'CANDIDATE_NOT_PROPOSED', 'Deze kandidaat is niet (meer) voorgesteld; reageren kan niet meer.');
        await mailer.enqueue(trx, {
          to: details.email,
          ...clientInterviewInvitationMail({ firstName: details.firstName, vacancyTitle: details.vacancyTitle, moments: body.moments, link: `${publicUrl}/mijn-reacties` }),
        });
      }
      await recordAudit(trx, {
        actorId: user.id,
        entityType: 'application',
        entityId: applicationId,
        action: 'client_response',
        before: { status: candidate.status },
        after: { response: body.kind, status: body.kind === 'interview' ? 'interview' : candidate.status },
        at,
      });
      await mailer.enqueue(trx, {
        to: staffEmail,
        ...clientResponseStaffMail({
          kind: body.kind,
          candidateName: fullName(details.firstName, details.lastName),
          vacancyTitle: details.vacancyTitle,
          text: moments ?? reason ?? '',
          link: `${publicUrl}/beheer/reacties/${applicationId}`,
        }),
      });
    });
    mailer.wake();
    const [after] = await listVisibleCandidates(db, organisationId, { applicationId });
    if (!after) throw notFound();
    return toClientCandidate(after);
  }

  /** Staff: the client's answer on a reactie, or null. */
  async responseOf(applicationId: number): Promise<ClientResponse | null> {
    const row = await findClientResponse(this.deps.db, applicationId);
    if (!row) return null;
    return { kind: row.kind, moments: row.moments, reason: row.reason, contactName: fullName(row.contactFirst, row.contactLast), at: iso(row.created_at) };
  }

  /** Staff: the contacts of a request's organisation. */
  async contacts(requestId: number): Promise<ClientContact[]> {
    const request = await findRequestOrganisation(this.deps.db, requestId);
    if (!request) throw requestNotFound();
    return request.organisationId === null ? [] : listOrganisationContacts(this.deps.db, request.organisationId);
  }

  /**
   * Staff: one more contact of the request's organisation (item 2). An
   * address that already has an account (a freelancer, staff, or a contact
   * of any organisation) is a 409: one address, one role.
   */
  async invite(staff: RequestUser, requestId: number, body: InviteClientContactRequest): Promise<ClientContact> {
    const { db, now, mailer, publicUrl } = this.deps;
    const at = now();
    const contact = await db.transaction().execute(async (trx) => {
      const request = await findRequestOrganisation(trx, requestId);
      if (!request) throw requestNotFound();
      const existing = await findEmployeeByEmail(trx, body.email);
      if (existing) {
        throw new ApiError(409, 'EMAIL_IN_USE', 'Dit e-mailadres hoort al bij een account (een freelancer, een medewerker of een opdrachtgever).');
      }
      const organisationId = request.organisationId ?? (await giveRequestAnOrganisation(trx, { id: requestId, ...request }, at));
      const created = await insertClientContact(trx, { organisationId, ...body, invitedBy: staff.id, now: at });
      await recordAudit(trx, {
        actorId: staff.id,
        entityType: 'client_request',
        entityId: requestId,
        action: 'contact_invited',
        before: null,
        after: { contactId: created.id, organisationId },
        at,
      });
      await mailer.enqueue(trx, {
        to: created.email,
        ...clientContactInvitedMail({ firstName: created.firstName, organisationName: request.companyName, portalUrl: `${publicUrl}${CLIENT_PORTAL_PATH}` }),
      });
      return created;
    });
    mailer.wake();
    return contact;
  }

  /** The freelancer's invitations by clients (Mijn reacties). */
  async invitations(user: RequestUser): Promise<ClientInvitation[]> {
    const rows = await listEmployeeInvitations(this.deps.db, user.id);
    return rows.map((row) => ({ applicationId: row.applicationId, moments: row.moments ?? '', at: iso(row.created_at) }));
  }
}
