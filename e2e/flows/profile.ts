/**
 * Page objects and flows of the profile area (mf-profile): the six-step
 * wizard, the CV upload, the GDPR page. Data goes through the real API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Employee } from '@interim/shared/contract';
import { clientHeaders } from '../fixtures/auth';

/**
 * A small but valid PDF (one empty A4 page), built with a correct
 * cross-reference table so any reader opens it.
 */
export function createPdf(text = 'Curriculum vitae'): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The logged-in person's record, through the API with the browser's cookies. */
export async function ownEmployee(request: APIRequestContext): Promise<Employee> {
  const response = await request.get('/api/employees/me');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Employee;
}

/** Applies to the newest open vacancy through the API; returns its id. */
export async function applyThroughApi(request: APIRequestContext): Promise<number> {
  const list = await request.get('/api/vacancies?range=[0,0]');
  expect(list.status()).toBe(200);
  const [vacancy] = (await list.json()) as Array<{ id: number }>;
  expect(vacancy).toBeDefined();
  const response = await request.post('/api/applications', {
    data: { vacancyId: vacancy!.id, motivation: 'Ik heb veel ervaring met dit soort opdrachten.' },
    headers: clientHeaders,
  });
  expect(response.status(), await response.text()).toBe(201);
  return vacancy!.id;
}

/** The profile completion wizard (/profiel/afronden/stap-n). */
export class ProfileWizard {
  constructor(readonly page: Page) {}

  /** The "Stap n van 6" text of the current step. */
  progress(step: number) {
    return this.page.getByText(`Stap ${step} van 6`, { exact: true });
  }

  async expectStep(step: number, title: string) {
    await expect(this.page).toHaveURL(`/profiel/afronden/stap-${step}`);
    await expect(this.progress(step)).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async next() {
    await this.page.getByRole('button', { name: 'Volgende' }).click();
  }

  async back() {
    await this.page.getByRole('link', { name: 'Vorige' }).click();
  }

  async fillStep1(values: { phone: string; dateOfBirth?: string }) {
    await this.field('Telefoonnummer').fill(values.phone);
    if (values.dateOfBirth) await this.field('Geboortedatum').fill(values.dateOfBirth);
  }

  async fillStep2(values: { postcode: string; maxTravelKm: string; driversLicense?: boolean }) {
    await this.field('Postcode').fill(values.postcode);
    await this.field('Maximale reisafstand (km)').fill(values.maxTravelKm);
    if (values.driversLicense) await this.field('Ik heb een rijbewijs (B)').check();
  }

  async chooseSectorAndPosition(sector: string, position: string) {
    await this.field('Sector').selectOption({ label: sector });
    const positionSelect = this.field('Functie');
    await expect(positionSelect.locator('option', { hasText: position })).toHaveCount(1);
    await positionSelect.selectOption({ label: position });
  }

  async uploadCv(fileName: string, content: Buffer) {
    await this.page.getByLabel(/^(Upload|Vervang) je cv$/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: content });
  }
}
