import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Application, VacancyListItem } from '@interim/shared/contract';
import { clientHeaders } from '../fixtures/auth';

/** Page object of the vacancy overview `/opdrachten`. */
export class VacancySearchPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/opdrachten${query}`);
    await expect(this.resultCount()).toHaveText(/gevonden/, { timeout: 30_000 });
  }

  /** The live result count ("215 opdrachten gevonden"). */
  resultCount(): Locator {
    return this.page.getByRole('status').filter({ hasText: /gevonden|Bezig met zoeken/ });
  }

  async count(): Promise<number> {
    await expect(this.resultCount()).toHaveText(/\d+ opdrachten? gevonden/, { timeout: 30_000 });
    const text = (await this.resultCount().textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  cards(): Locator {
    return this.page.getByRole('article');
  }

  /** Titles of the cards shown, in order. */
  async titles(): Promise<string[]> {
    return this.cards().getByRole('heading').allTextContents();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Zoek opdrachten' }).fill(text);
    await this.page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  }

  filter(label: string): Locator {
    return this.page.getByRole('region', { name: 'Filters' }).getByLabel(label, { exact: true });
  }

  sort(): Locator {
    return this.page.getByLabel('Sorteren op');
  }
}

/** `GET /api/vacancies` straight from the API (to know what the page should show). */
export async function apiVacancies(
  request: APIRequestContext,
  query: { filter?: object; sort?: [string, string]; range?: [number, number] } = {},
): Promise<{ items: VacancyListItem[]; total: number }> {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  params.set('range', JSON.stringify(query.range ?? [0, 19]));
  const response = await request.get(`/api/vacancies?${params}`);
  expect(response.status(), await response.text()).toBe(200);
  const total = Number(/\/(\d+)$/.exec(response.headers()['content-range'] ?? '')?.[1] ?? -1);
  return { items: (await response.json()) as VacancyListItem[], total };
}

/** An open vacancy nobody in this run has used yet (each test takes its own). */
export async function freshOpenVacancy(request: APIRequestContext, index: number): Promise<VacancyListItem> {
  const { items } = await apiVacancies(request, { sort: ['closingDate', 'DESC'], range: [index, index] });
  expect(items[0], `an open vacancy at index ${index}`).toBeDefined();
  return items[0]!;
}

/** Staff move an application one step (`PATCH /api/applications/{id}`). */
export async function staffSetStatus(staff: APIRequestContext, id: number, status: string, reason?: string): Promise<Application> {
  const response = await staff.patch(`/api/applications/${id}`, { data: reason ? { status, reason } : { status }, headers: clientHeaders });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Application;
}

/** Today in the Netherlands plus `days`, as YYYY-MM-DD. */
export function isoDateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills the application fields (motivation, rate, available from, hours) of the apply or register form. */
export async function fillApplicationFields(page: Page, values: { motivation?: string; rate?: string; from?: string; hours?: string } = {}) {
  await page.getByLabel('Motivatie').fill(values.motivation ?? 'Ik heb tien jaar ervaring als interim-adviseur bij gemeenten en start graag snel.');
  await page.getByLabel('Uurtarief (excl. btw)').fill(values.rate ?? '85');
  await page.getByLabel('Beschikbaar vanaf').fill(values.from ?? isoDateFromToday(14));
  await page.getByLabel('Uren per week').fill(values.hours ?? '32');
}

/** The result count text the page shows for a total. */
export function countText(total: number): string {
  return `${total} ${total === 1 ? 'opdracht' : 'opdrachten'} gevonden`;
}

/** Presses Tab until `target` has focus (keyboard-only flows); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A tiny but real PDF (the API checks the content, not the name). */
export function samplePdf(): { name: string; mimeType: string; buffer: Buffer } {
  const text = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  return { name: 'mijn-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(text) };
}
