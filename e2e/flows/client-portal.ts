import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { clientHeaders, tokenOf, uniqueEmail, waitForMail } from '../fixtures/auth';

/** The page the mailed confirmation link opens: `/opdrachtgevers/aanmelden/bevestigen/<token>` (issue 42 item 2). */
const CONFIRM_LINK = /\/opdrachtgevers\/aanmelden\/bevestigen\/([A-Za-z0-9_-]+)$/;

/** The link mailed to `email` to confirm request `reference` (read from `/api/_dev/mailbox`, as `waitForMail` does). */
export async function clientRequestConfirmLink(request: APIRequestContext, email: string, reference: string, after?: string): Promise<string> {
  const mail = await waitForMail(request, email, { ...(after ? { after } : {}), subject: new RegExp(`^Bevestig uw aanvraag bij Interimly \\(${reference}\\)$`) });
  if (!mail.link || !CONFIRM_LINK.test(mail.link)) throw new Error(`no confirmation link in the mail to ${email}: ${mail.link}`);
  return mail.link;
}

/**
 * Confirms request `reference` as its address owner does, through the API:
 * reads the mailed link and sends its token as the confirmation page does
 * (`POST /api/client_requests/confirm`). Only then does the request join an
 * organisation and make the address a client account.
 */
export async function confirmClientRequestThroughApi(request: APIRequestContext, email: string, reference: string, after?: string): Promise<void> {
  const link = await clientRequestConfirmLink(request, email, reference, after);
  const token = CONFIRM_LINK.exec(link)![1]!;
  const response = await request.post('/api/client_requests/confirm', { data: { token }, headers: clientHeaders });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { reference: string }).reference).toBe(reference);
}

/**
 * A client request sent through the API and confirmed with the mailed link
 * (the form's own test is client-request.spec.ts): the address is then a
 * client contact (unless it already had an account). Answers the request's
 * id, reference and address.
 */
export async function sendClientRequestThroughApi(
  request: APIRequestContext,
  fields: { companyName: string; contactName: string; email?: string },
): Promise<{ id: number; reference: string; email: string }> {
  const email = fields.email ?? uniqueEmail('opdrachtgever');
  const after = new Date(Date.now() - 1000).toISOString();
  const response = await request.post('/api/client_requests', {
    data: {
      companyName: fields.companyName,
      contactName: fields.contactName,
      email,
      phone: '0361234567',
      kvkNumber: '12345678',
      description: 'Wij zoeken een kwartiermaker voor het warmtenet, voor een half jaar.',
    },
    headers: clientHeaders,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, reference } = (await response.json()) as { id: number; reference: string };
  await confirmClientRequestThroughApi(request, email, reference, after);
  return { id, reference, email };
}

/**
 * Logs a client contact in the way a client does: asks for a login link for
 * the address of their request and opens it in the browser (the link of a
 * client returns to the portal). Answers the mail's link.
 */
export async function requestClientLoginLink(context: BrowserContext, email: string): Promise<string> {
  const after = new Date(Date.now() - 1000).toISOString();
  const response = await context.request.post('/api/auth/passwordless_login', { data: { email }, headers: clientHeaders });
  expect(response.status(), await response.text()).toBe(204);
  const mail = await waitForMail(context.request, email, { after, subject: /inloglink/i });
  tokenOf(mail.link);
  return mail.link!;
}

/**
 * Logs a browser context in as a client contact through the API (redeems
 * the link with the context's own cookies). The address must be a client
 * contact: send its request with {@link sendClientRequestThroughApi}, which
 * confirms it (an unconfirmed request makes no account, and the login mail
 * would be "no account found").
 */
export async function loginClientThroughApi(context: BrowserContext, email: string): Promise<void> {
  const link = await requestClientLoginLink(context, email);
  const redeem = await context.request.get(`/api/auth/passwordless_login/${tokenOf(link)}`, { headers: clientHeaders });
  expect(redeem.status(), await redeem.text()).toBe(200);
}
