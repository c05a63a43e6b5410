import type { MailboxMessage } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nextTestAddress } from '../../testing/login.js';
import { CLIENT_REQUEST_CONFIRM_PATH } from './client-requests.service.js';

/** For tests: the mail with the link that confirms a request's address, newest first (the development mailbox). */
export async function addressConfirmationMail(app: FastifyInstance, email: string, reference?: string): Promise<MailboxMessage> {
  const mails = (await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=50` })).json() as MailboxMessage[];
  const mail = mails.find((candidate) => candidate.subject.startsWith('Bevestig uw aanvraag') && (!reference || candidate.subject.includes(reference)));
  if (!mail) throw new Error(`no confirmation link was mailed to ${email}`);
  return mail;
}

/** For tests: the token of a confirmation link (`.../opdrachtgevers/aanmelden/bevestigen/<token>`). */
export function confirmationTokenOf(link: string | null | undefined): string {
  const token = link ? new RegExp(`${CLIENT_REQUEST_CONFIRM_PATH}/([A-Za-z0-9_-]+)$`).exec(link)?.[1] : undefined;
  if (!token) throw new Error(`no confirmation token in ${link}`);
  return token;
}

/** For tests: opens the link mailed to `email` as the confirmation page does (`POST /api/client_requests/confirm`). */
export async function confirmClientRequest(app: FastifyInstance, email: string, reference?: string): Promise<LightMyRequestResponse> {
  const mail = await addressConfirmationMail(app, email, reference);
  return app.inject({ method: 'POST', url: '/api/client_requests/confirm', remoteAddress: nextTestAddress(), payload: { token: confirmationTokenOf(mail.link) } });
}
