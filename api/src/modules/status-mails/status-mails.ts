import {
  type ApplicationStatus,
  fillStatusMailText,
  STATUS_MAIL_KINDS,
  type StatusMail,
  type StatusMailDraft,
  type StatusMailKind,
  type StatusMailTemplate,
  type StatusMailTemplateInput,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { greet, type MailContent, renderMail } from '../../mail/mail-templates.js';
import { accountRows, findEmployeeIdentity } from '../employees/employees.readers.js';
import { vacancyConsultantIdOf } from '../vacancies/vacancies.readers.js';
import './status-mails.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Path of "Mijn reacties" (shared/src/config routes.myApplications; the API may not import it). */
export const MY_APPLICATIONS_PATH = '/mijn-reacties';

/** Who signs a status mail and how the freelancer reaches them. */
export interface ConsultantContact {
  name: string;
  email: string;
  phone: string | null;
}

/** True when `status` has a template (every status staff move a reactie to). */
export function isStatusMailKind(status: ApplicationStatus | StatusMailKind): status is StatusMailKind {
  return (STATUS_MAIL_KINDS as readonly string[]).includes(status);
}

/**
 * The consultant of opdracht `vacancyId` (issue 30 item 8), or else the
 * staff member `fallbackStaffId` who makes the change: a status mail is
 * always signed by a person.
 */
export async function consultantFor(db: Executor, vacancyId: number, fallbackStaffId: number): Promise<ConsultantContact | undefined> {
  const row = await db
    .selectFrom(accountRows().as('e'))
    .select(['e.first_name', 'e.last_name', 'e.email', 'e.phone'])
    .where((eb) => eb('e.id', '=', eb.fn.coalesce(vacancyConsultantIdOf(vacancyId), eb.val(fallbackStaffId))))
    .executeTakeFirst();
  if (!row) return undefined;
  return { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, phone: row.phone };
}

/** "anna@interimly.nl of 06 12345678" (the `{contact}` placeholder). */
export function contactLine(consultant: ConsultantContact): string {
  return consultant.phone ? `${consultant.email} of ${consultant.phone}` : consultant.email;
}

/** The signature under every status mail: the consultant by name. */
export function signatureOf(consultant: ConsultantContact): string {
  return `Hartelijke groet,\n${consultant.name}\nInterimly`;
}

/** Every template, in the order of {@link STATUS_MAIL_KINDS}. */
export async function listTemplates(db: Executor): Promise<StatusMailTemplate[]> {
  const rows = await db
    .selectFrom('status_mail_templates as t')
    .leftJoin(accountRows().as('e'), 'e.id', 't.updated_by')
    .select(['t.kind', 't.subject', 't.body', 't.updated_at', 't.updated_by', 'e.first_name', 'e.last_name'])
    .execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return STATUS_MAIL_KINDS.flatMap((kind) => {
    const row = byKind.get(kind);
    if (!row) return [];
    return [
      {
        kind,
        subject: row.subject,
        body: row.body,
        updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
        updatedBy: row.updated_by !== null && row.first_name !== null ? { id: row.updated_by, name: `${row.first_name} ${row.last_name ?? ''}`.trim() } : null,
      },
    ];
  });
}

/** One template's text, undefined when the kind has none stored. */
export async function findTemplate(db: Executor, kind: StatusMailKind): Promise<{ subject: string; body: string } | undefined> {
  return db.selectFrom('status_mail_templates').select(['subject', 'body']).where('kind', '=', kind).executeTakeFirst();
}

/** Staff change a template's text. */
export async function saveTemplate(db: Executor, kind: StatusMailKind, input: StatusMailTemplateInput, actor: { id: number; at: Date }): Promise<void> {
  await db
    .insertInto('status_mail_templates')
    .values({ kind, subject: input.subject, body: input.body, updated_at: actor.at, updated_by: actor.id })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ subject: input.subject, body: input.body, updated_at: actor.at, updated_by: actor.id }))
    .execute();
}

/** The template's text with the opdracht and the consultant filled in; `reason` fills `{reden}` when given. */
export function fillTemplate(
  template: { subject: string; body: string },
  values: { vacancyTitle: string; consultant: ConsultantContact; reason?: string | null },
  options: { appendReason?: boolean } = { appendReason: true },
): StatusMail {
  const placeholders = {
    '{opdracht}': values.vacancyTitle,
    '{consultant}': values.consultant.name,
    '{contact}': contactLine(values.consultant),
    ...(values.reason !== undefined ? { '{reden}': values.reason ?? '' } : {}),
  };
  return {
    subject: fillStatusMailText(template.subject, placeholders),
    body: fillStatusMailText(template.body, placeholders, options),
  };
}

/**
 * A status mail as sent: "Hallo {voornaam}," by greet() (a name that could
 * carry a link is not greeted by name), the approved body as paragraphs
 * (escaped for HTML by the layout), the button to Mijn reacties and the
 * consultant's signature.
 */
export function statusMailContent(input: { firstName: string; mail: StatusMail; consultant: ConsultantContact; publicUrl: string }): MailContent {
  const link = `${input.publicUrl}${MY_APPLICATIONS_PATH}`;
  // One line: a subject is a header.
  const subject = input.mail.subject.replace(/\s+/g, ' ').trim();
  const paragraphs = input.mail.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    ...renderMail({
      subject,
      greeting: greet(input.firstName),
      paragraphs,
      action: { label: 'Bekijk mijn reacties', url: link },
      signature: signatureOf(input.consultant),
    }),
    link,
  };
}

/** What a status mail needs of a reactie: its opdracht and its freelancer (the applications module's `findApplicationForMail`). */
export interface ApplicationForMail {
  vacancyId: number;
  vacancyTitle: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Reads a reactie for its mail: the applications module's reader, passed
 * in by modules/index.ts (that module imports this one: a status step
 * mails in its own transaction).
 */
export type FindApplicationForMail = (db: Kysely<Database>, applicationId: number) => Promise<ApplicationForMail | undefined>;

/**
 * `GET /api/applications/{id}/status_mail`: the mail reactie `applicationId`
 * would get on moving to `status`; `{reden}` stays for the form. Undefined
 * when the reactie does not exist; `null` when the status has no template.
 */
export async function draftStatusMail(
  db: Kysely<Database>,
  findApplication: FindApplicationForMail,
  input: { applicationId: number; status: ApplicationStatus; actorId: number },
): Promise<StatusMailDraft | null | undefined> {
  const row = await findApplication(db, input.applicationId);
  if (!row) return undefined;
  if (!isStatusMailKind(input.status)) return null;
  const template = await findTemplate(db, input.status);
  const consultant = await consultantFor(db, row.vacancyId, input.actorId);
  if (!template || !consultant) return null;
  const mail = fillTemplate(template, { vacancyTitle: row.vacancyTitle, consultant });
  return {
    status: input.status,
    to: `${row.firstName} ${row.lastName} <${row.email}>`,
    greeting: greet(row.firstName),
    subject: mail.subject,
    body: mail.body,
    signature: signatureOf(consultant),
  };
}

/**
 * The status mail of one reactie, built in `trx` (the transaction of the
 * status change, so it is stored with it): `approved` as staff edited it,
 * or else the template filled in. Undefined when there is nothing to send
 * (no template for the status, or no such person).
 */
export async function composeStatusMail(
  trx: Executor,
  input: {
    employeeId: number;
    vacancyId: number;
    vacancyTitle: string;
    kind: StatusMailKind;
    reason: string | null;
    actorId: number;
    approved?: StatusMail;
    publicUrl: string;
  },
): Promise<{ to: string; content: MailContent } | undefined> {
  const employee = await findEmployeeIdentity(trx, input.employeeId);
  const consultant = await consultantFor(trx, input.vacancyId, input.actorId);
  if (!employee || !consultant) return undefined;
  let mail: StatusMail;
  if (input.approved) {
    // What staff approved, as it is; a placeholder left in it is still filled.
    mail = fillTemplate(input.approved, { vacancyTitle: input.vacancyTitle, consultant, reason: input.reason }, { appendReason: false });
  } else {
    const template = await findTemplate(trx, input.kind);
    if (!template) return undefined;
    mail = fillTemplate(template, { vacancyTitle: input.vacancyTitle, consultant, reason: input.reason });
  }
  return { to: employee.email, content: statusMailContent({ firstName: employee.firstName, mail, consultant, publicUrl: input.publicUrl }) };
}
