import type { Vacancy } from '@interim/shared/contract';
import { escapeHtml } from '@interim/shared/format';

/** What a vacancy page's JobPosting needs besides the vacancy. */
export interface JobPostingContext {
  /** The page's absolute URL (canonical). */
  url: string;
  /** Who publishes when the client stays anonymous: the staffing company. */
  publisher: { name: string; url: string };
  /** Today (YYYY-MM-DD): a vacancy whose closing date has passed gets none. */
  today: string;
}

/** A schema.org JobPosting as JSON-LD (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export type JobPostingJsonLd = Record<string, unknown> & { '@type': 'JobPosting' };

function listHtml(heading: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<p><strong>${heading}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The JobPosting of an open vacancy, with Google's required fields (title,
 * description, datePosted, hiringOrganization, jobLocation) and the
 * recommended ones the product has (validThrough, employmentType
 * CONTRACTOR: freelance work, baseSalary per hour in euros, directApply,
 * identifier). Null for a vacancy that is not open or whose closing date
 * has passed: Google asks that expired postings carry none.
 */
export function buildJobPosting(vacancy: Vacancy, context: JobPostingContext): JobPostingJsonLd | null {
  if (vacancy.status !== 'open' || vacancy.closingDate < context.today) return null;
  const description = [
    ...vacancy.description.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`),
    listHtml('Eisen', vacancy.requirements),
    listHtml('Wensen', vacancy.wishes),
  ].join('');
  const organization = vacancy.isAnonymous
    ? { '@type': 'Organization', name: context.publisher.name, sameAs: context.publisher.url }
    : { '@type': 'Organization', name: vacancy.clientName };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.title,
    description,
    identifier: { '@type': 'PropertyValue', name: context.publisher.name, value: String(vacancy.id) },
    datePosted: vacancy.publishedAt.slice(0, 10),
    // The end of the closing day in the Netherlands.
    validThrough: `${vacancy.closingDate}T23:59:59+01:00`,
    employmentType: 'CONTRACTOR',
    hiringOrganization: organization,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: vacancy.city,
        postalCode: vacancy.postcode,
        addressCountry: 'NL',
      },
    },
    ...(vacancy.workMode === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' } }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: vacancy.hourlyRateMin, maxValue: vacancy.hourlyRateMax, unitText: 'HOUR' },
    },
    directApply: true,
    url: context.url,
  };
}

/** JSON-LD for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A short plain-text description (meta description, Open Graph) of at most `max` characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
