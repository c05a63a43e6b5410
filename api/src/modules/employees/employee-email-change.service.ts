import { EMAIL_CHANGE_TOKEN_PARAM, type Employee } from '@interim/shared/contract';
import { escapeHtml } from '@interim/shared/format';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { greet, type MailContent } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { createRandomToken, sha256Hex } from '../auth/auth-crypto.js';
import { revokeOtherSessions } from '../auth/auth.service.js';
import { confirmEmailChange, insertEmailChange } from './employee-email-change.repository.js';
import { findEmployeeByEmail, findEmployeeIdentity } from './employees.repository.js';
import { getEmployeeFor } from './employees.service.js';

const emailErrors = {
  unchanged: () => new ApiError(400, 'EMAIL_UNCHANGED', 'Dit is al je e-mailadres.', [{ path: 'email', message: 'Dit is al je e-mailadres.' }]),
  invalid: () => new ApiError(400, 'EMAIL_CHANGE_INVALID', 'Deze bevestigingslink is ongeldig of al gebruikt. Vraag de wijziging opnieuw aan.'),
  expired: () => new ApiError(410, 'EMAIL_CHANGE_EXPIRED', 'Deze bevestigingslink is verlopen. Vraag de wijziging opnieuw aan.'),
  taken: () => new ApiError(409, 'EMAIL_TAKEN', 'Er bestaat al een account met dit e-mailadres.'),
};

function simpleMail(subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): MailContent {
  const signature = 'Met vriendelijke groet,\nTeam Interimly';
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}:`, action.url, ''] : []), signature].join('\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">',
    paragraph(greeting),
    ...paragraphs.map(paragraph),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { subject, text, html, ...(action ? { link: action.url } : {}) };
}

export interface EmployeeEmailChangeServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Mailer;
  /** The site's origin, for the confirmation link. */
  publicUrl: string;
  /** How long a confirmation link works: as long as a login link. */
  ttlSeconds: number;
}

/** A change of the login e-mail address: asked for with the new address, confirmed with the token mailed there. */
export class EmployeeEmailChangeService {
  constructor(private readonly deps: EmployeeEmailChangeServiceDeps) {}

  /**
   * Mails the new address a confirmation link, or, when it has an account
   * already, a notice saying so (the answer is the same either way).
   */
  async requestChange(user: RequestUser, newEmail: string): Promise<void> {
    const { db, mailer, publicUrl, ttlSeconds } = this.deps;
    const me = await findEmployeeIdentity(db, user.id);
    if (!me) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Dit account bestaat niet meer.');
    if (me.email === newEmail) throw emailErrors.unchanged();

    const owner = await findEmployeeByEmail(db, newEmail);
    // greet(): a name is never copied into a mail as it is (it could carry a link or an instruction).
    const greeting = greet(me.firstName);
    if (owner) {
      await mailer.enqueue(db, {
        to: newEmail,
        ...simpleMail('Dit e-mailadres is al in gebruik', greeting, [
          'Je vroeg om dit e-mailadres te gebruiken voor je account, maar er bestaat al een account met dit adres. Log in met dit adres, of kies een ander e-mailadres.',
          'Heb je hier niet zelf om gevraagd? Dan kun je deze mail negeren.',
        ]),
      });
    } else {
      const token = createRandomToken(32);
      const now = this.deps.now();
      const url = `${publicUrl}/profiel/gegevens?${EMAIL_CHANGE_TOKEN_PARAM}=${token}`;
      // The change and its confirmation mail in one transaction (docs/adr/0012).
      await db.transaction().execute(async (trx) => {
        await insertEmailChange(trx, {
          employeeId: user.id,
          newEmail,
          tokenHash: sha256Hex(token),
          now,
          expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
        });
        await mailer.enqueue(trx, {
          to: newEmail,
        ...simpleMail(
          'Bevestig je nieuwe e-mailadres',
          greeting,
          [
            'Je wilt voortaan inloggen met dit e-mailadres. Open de link hieronder terwijl je bent ingelogd om de wijziging te bevestigen.',
            `De link is ${Math.round(ttlSeconds / 60)} minuten geldig en werkt één keer. Heb je hier niet zelf om gevraagd? Dan kun je deze mail negeren.`,
          ],
            { label: 'Bevestig je nieuwe e-mailadres', url },
          ),
        });
      });
    }
    mailer.wake();
  }

  /** Changes the address with the mailed token (the old address gets a notice) and ends every other session of the account. */
  async confirmChange(user: RequestUser, token: string): Promise<void> {
    const { db, mailer } = this.deps;
    const now = this.deps.now();
    const tokenHash = sha256Hex(token);
    // The notice to the old address is stored in the transaction of the change (docs/adr/0012).
    const result = await confirmEmailChange(db, { employeeId: user.id, tokenHash, now }, async (trx, oldEmail) => {
      const me = await findEmployeeIdentity(trx, user.id);
      await mailer.enqueue(trx, {
        to: oldEmail,
        ...simpleMail('Je e-mailadres is gewijzigd', greet(me?.firstName), [
          `Je logt voortaan in met ${me?.email ?? 'je nieuwe e-mailadres'}. Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.`,
        ]),
      });
    });
    if (!result.ok) throw emailErrors[result.reason]();
    // The address is the only login factor: whoever had a session through the old one is logged out (ASVS V7.5.2).
    await revokeOtherSessions(db, { employeeId: user.id, keepSessionId: user.sessionId, reason: 'email_changed', now });
    mailer.wake();
  }

  /** The own record after a change. */
  async employeeOf(user: RequestUser): Promise<Employee> {
    return getEmployeeFor(this.deps.db, user, user.id);
  }
}
