import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { clientHeaders, tokenOf, uniqueEmail, waitForMail } from '../fixtures/auth';

/** A client request sent through the API (the form's own test is client-request.spec.ts); answers its id, reference and address. */
export async function sendClientRequestThroughApi(
  request: APIRequestContext,
  fields: { companyName: string; contactName: string; email?: string },
): Promise<{ id: number; reference: string; email: string }> {
  const email = fields.email ?? uniqueEmail('opdrachtgever');
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

/** Logs a browser context in as a client contact through the API (redeems the link with the context's own cookies). */
export async function loginClientThroughApi(context: BrowserContext, email: string): Promise<void> {
  const link = await requestClientLoginLink(context, email);
  const redeem = await context.request.get(`/api/auth/passwordless_login/${tokenOf(link)}`, { headers: clientHeaders });
  expect(redeem.status(), await redeem.text()).toBe(200);
}
