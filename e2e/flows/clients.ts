import { expect, type Page } from '@playwright/test';

/** What a client types into the request form of /opdrachtgevers/aanmelden; the optional fields stay empty when left out. */
export interface ClientRequestFields {
  companyName: string;
  contactName: string;
  email: string;
  description: string;
  phone?: string;
  kvkNumber?: string;
  /** A sector of the seeded reference data, and one of its functions. */
  sector?: string;
  position?: string;
  location?: string;
  hoursPerWeek?: string;
  startDate?: string;
  duration?: string;
  rateMin?: string;
  rateMax?: string;
  budget?: string;
}

/** Fills the form "Opdracht aanmelden" (issue 31: who the client is, and what a consultant asks first) without sending it. */
export async function fillClientRequestForm(page: Page, fields: ClientRequestFields): Promise<void> {
  const form = page.getByRole('form', { name: 'Opdracht aanmelden' });
  await form.getByLabel('Bedrijfsnaam').fill(fields.companyName);
  await form.getByLabel('KvK-nummer').fill(fields.kvkNumber ?? '12345678');
  await form.getByLabel('Contactpersoon').fill(fields.contactName);
  await form.getByLabel('Telefoonnummer').fill(fields.phone ?? '0361234567');
  await form.getByLabel('E-mailadres').fill(fields.email);
  const sector = form.getByLabel('Sector');
  await expect(sector.locator('option', { hasText: fields.sector ?? 'Sociaal domein' })).toHaveCount(1);
  await sector.selectOption({ label: fields.sector ?? 'Sociaal domein' });
  const position = form.getByLabel('Functie');
  await expect(position.locator('option', { hasText: fields.position ?? 'Kwartiermaker' })).toHaveCount(1);
  await position.selectOption({ label: fields.position ?? 'Kwartiermaker' });
  await form.getByLabel('Locatie').fill(fields.location ?? 'Utrecht');
  await form.getByLabel('Uren per week').fill(fields.hoursPerWeek ?? '32');
  if (fields.startDate !== undefined) await form.getByLabel('Startdatum').fill(fields.startDate);
  if (fields.duration !== undefined) await form.getByLabel('Duur').fill(fields.duration);
  if (fields.rateMin !== undefined) await form.getByLabel('Uurtarief vanaf (€, excl. btw)').fill(fields.rateMin);
  if (fields.rateMax !== undefined) await form.getByLabel('Uurtarief tot (€, excl. btw)').fill(fields.rateMax);
  if (fields.budget !== undefined) await form.getByLabel('Of: totaalbudget (€, excl. btw)').fill(fields.budget);
  await form.getByLabel('Omschrijving van de opdracht').fill(fields.description);
}

/** Sends the filled form and answers the reference the confirmation shows ('AV-2026-00042'). */
export async function sendClientRequest(page: Page): Promise<string> {
  await page.getByRole('form', { name: 'Opdracht aanmelden' }).getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aanvraag verstuurd' })).toBeVisible();
  const text = await page.getByRole('status').filter({ hasText: 'Uw referentienummer is' }).textContent();
  const reference = /AV-\d{4}-\d{5,}/.exec(text ?? '')?.[0];
  if (!reference) throw new Error(`no reference in the confirmation: ${text}`);
  return reference;
}
