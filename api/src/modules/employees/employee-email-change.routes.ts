import {
  ApiErrorBodySchema,
  ConfirmEmailChangeDtoSchema,
  EMAIL_CHANGE_TOKEN_PARAM,
  EmployeeSchema,
  endpoints,
  RequestEmailChangeDtoSchema,
} from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { escapeHtml } from '@interim/shared/format';
import { greet, type MailContent } from '../../mail/mail-templates.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { createRandomToken, sha256Hex } from '../auth/auth-crypto.js';
import { limitLoginRequests } from '../auth/auth-context.js';
import { revokeOtherSessions } from '../auth/auth.service.js';
import { confirmEmailChange, insertEmailChange } from './employee-email-change.repository.js';
import { findEmployeeByEmail, findEmployeeIdentity } from './employees.repository.js';
import { getEmployeeFor } from './employees.service.js';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  410: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

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

/**
 * `POST /api/employees/me/email-change` and `.../confirm`: the login address
 * changes only after the freelancer opens a fresh link mailed to the new
 * address (proving they own it) while logged in to their own account.
 */
export async function employeeEmailChangeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ttlSeconds = app.config.loginLinkTtlSeconds;

  routes.post(
    endpoints.employees.requestEmailChange.path,
    {
      onRequest: requireUser,
      schema: {
        tags: ['employees'],
        summary: 'Ask to change the login e-mail address (a confirmation link goes to the new address)',
        description:
          'Always 204 for a new address (whether or not it already has an account: an address in use gets a mail saying so). The link in the mail opens `/profiel/gegevens?e-mailbevestiging=<token>`; it works once, for as long as a login link. Rate limited like login requests.',
        body: RequestEmailChangeDtoSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: limitLoginRequests('email-change'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const newEmail = request.body.email;
      const me = await findEmployeeIdentity(app.db, user.id);
      if (!me) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Dit account bestaat niet meer.');
      if (me.email === newEmail) throw emailErrors.unchanged();

      const owner = await findEmployeeByEmail(app.db, newEmail);
      // greet(): a name is never copied into a mail as it is (it could carry a link or an instruction).
      const greeting = greet(me.firstName);
      if (owner) {
        await app.mailer.enqueue(app.db, {
          to: newEmail,
          ...simpleMail('Dit e-mailadres is al in gebruik', greeting, [
            'Je vroeg om dit e-mailadres te gebruiken voor je account, maar er bestaat al een account met dit adres. Log in met dit adres, of kies een ander e-mailadres.',
            'Heb je hier niet zelf om gevraagd? Dan kun je deze mail negeren.',
          ]),
        });
      } else {
        const token = createRandomToken(32);
        const now = app.now();
        const url = `${app.config.publicUrl}/profiel/gegevens?${EMAIL_CHANGE_TOKEN_PARAM}=${token}`;
        // The change and its confirmation mail in one transaction (docs/adr/0012).
        await app.db.transaction().execute(async (trx) => {
          await insertEmailChange(trx, {
            employeeId: user.id,
            newEmail,
            tokenHash: sha256Hex(token),
            now,
            expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
          });
          await app.mailer.enqueue(trx, {
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
      app.mailer.wake();
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.post(
    endpoints.employees.confirmEmailChange.path,
    {
      onRequest: requireUser,
      schema: {
        tags: ['employees'],
        summary: 'Confirm a change of the login e-mail address with the mailed token',
        description:
          'Only the account that asked for the change, once, before the link expires: 400 `EMAIL_CHANGE_INVALID` (unknown, used or someone else\'s), 410 `EMAIL_CHANGE_EXPIRED`, 409 `EMAIL_TAKEN` (the address got an account meanwhile). Answers the changed record; the old address gets a notice. Every other session of the account ends at once (this one stays).',
        body: ConfirmEmailChangeDtoSchema,
        response: { 200: EmployeeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.now();
      const tokenHash = sha256Hex(request.body.token);
      // The notice to the old address is stored in the transaction of the change (docs/adr/0012).
      const result = await confirmEmailChange(app.db, { employeeId: user.id, tokenHash, now }, async (trx, oldEmail) => {
        const me = await findEmployeeIdentity(trx, user.id);
        await app.mailer.enqueue(trx, {
          to: oldEmail,
          ...simpleMail('Je e-mailadres is gewijzigd', greet(me?.firstName), [
            `Je logt voortaan in met ${me?.email ?? 'je nieuwe e-mailadres'}. Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.`,
          ]),
        });
      });
      if (!result.ok) throw emailErrors[result.reason]();
      // The address is the only login factor: whoever had a session through the old one is logged out (ASVS V7.5.2).
      await revokeOtherSessions(app.db, { employeeId: user.id, keepSessionId: user.sessionId, reason: 'email_changed', now });
      app.mailer.wake();
      reply.header('cache-control', 'private, no-store');
      return getEmployeeFor(app.db, user, user.id);
    },
  );
}
