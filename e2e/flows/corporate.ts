import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Application, VacancyListItem } from '@interim/shared/contract';
import type { Person } from '../fixtures/auth';

/** A tiny but real PDF: the API checks a CV by its content. */
export const CV_FILE = {
  name: 'cv-jan-de-vries.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

/** An open vacancy from the API (the first of the newest). */
export async function openVacancy(request: APIRequestContext): Promise<VacancyListItem> {
  const response = await request.get('/api/vacancies?range=[0,4]');
  expect(response.status()).toBe(200);
  const vacancies = (await response.json()) as VacancyListItem[];
  const vacancy = vacancies.find((v) => v.status === 'open');
  if (!vacancy) throw new Error('no open vacancy seeded');
  return vacancy;
}

/** Path of the corporate landing as the corporate site links to it. */
export function landingPath(vacancyId: number, utm: Record<string, string> = { utm_source: 'bedrijfssite', utm_campaign: 'e2e' }): string {
  return `/opdrachten/reageren?${new URLSearchParams({ vacature: String(vacancyId), ...utm }).toString()}`;
}

/** The step pages of the flow; `root` is the page, or the embed's element on the corporate site. */
export class CorporateFlowPage {
  constructor(readonly root: Page | Locator) {}

  vacancySummary(title: string): Locator {
    return this.root.getByRole('region', { name: 'Opdracht' }).getByRole('heading', { name: title });
  }

  async register(person: Person & { phone: string }, options: { cv?: boolean } = {}): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Aanmelden' });
    await form.getByLabel('Voornaam').fill(person.firstName);
    await form.getByLabel('Achternaam').fill(person.lastName);
    await form.getByLabel('E-mailadres').fill(person.email);
    await form.getByLabel('Telefoonnummer').fill(person.phone);
    if (options.cv) await form.getByLabel('Cv (optioneel)').setInputFiles(CV_FILE);
    await form.getByLabel('Ik ga akkoord met de privacyverklaring').check();
    await form.getByRole('button', { name: 'Aanmelden en verder' }).click();
    await expect(this.root.getByText(`We hebben een e-mail gestuurd naar ${person.email}.`)).toBeVisible();
  }

  async requestLink(email: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Inloglink aanvragen' });
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
    await expect(this.root.getByText(`We hebben een e-mail gestuurd naar ${email}.`)).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Inloggen met code' });
    await form.getByLabel('Code uit de e-mail').fill(code);
    await form.getByRole('button', { name: 'Inloggen en verder' }).click();
  }

  async send(motivation?: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Reactie versturen' });
    if (motivation) await form.getByLabel('Motivatie (optioneel)').fill(motivation);
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(this.root.getByRole('heading', { level: 1, name: 'Bedankt voor je reactie!' })).toBeVisible();
  }
}

/** The logged-in user's applications, read through the API with the page's cookies. */
export async function myApplications(request: APIRequestContext): Promise<Application[]> {
  const response = await request.get('/api/applications');
  expect(response.status()).toBe(200);
  return (await response.json()) as Application[];
}
