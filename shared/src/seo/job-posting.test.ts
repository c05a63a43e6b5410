import { buildVacancy } from '@interim/shared/testing';
import { buildJobPosting, serializeJsonLd, summarize } from './job-posting';

const context = {
  url: 'https://www.interimly.nl/opdrachten/42',
  publisher: { name: 'Interimly', url: 'https://www.interimbureau.nl' },
  today: '2026-11-25',
};

/** Google's required properties of a JobPosting (Search Central, "Job posting structured data"). */
const GOOGLE_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'jobLocation', 'title'] as const;

describe('buildJobPosting', () => {
  const vacancy = buildVacancy({
    id: 42,
    title: 'Projectleider <Sociaal Domein>',
    description: 'Eerste alinea.\n\nTweede alinea.',
    requirements: ['Hbo-niveau'],
    wishes: [],
    clientName: 'Gemeente Utrecht',
    isAnonymous: false,
    city: 'Utrecht',
    postcode: '3511 AB',
    hourlyRateMin: 85,
    hourlyRateMax: 95,
    publishedAt: '2026-11-20T09:30:00.000Z',
    closingDate: '2026-12-15',
    status: 'open',
    workMode: 'hybrid',
  });

  it('has every property Google requires, with values', () => {
    const posting = buildJobPosting(vacancy, context)!;
    for (const property of GOOGLE_REQUIRED) expect(posting[property]).toBeTruthy();
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
  });

  it('describes a freelance assignment with an hourly rate, location, dates and direct apply', () => {
    const posting = buildJobPosting(vacancy, context)!;
    expect(posting).toMatchObject({
      title: 'Projectleider <Sociaal Domein>',
      datePosted: '2026-11-20',
      validThrough: '2026-12-15T23:59:59+01:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Gemeente Utrecht' },
      jobLocation: { '@type': 'Place', address: { postalCode: '3511 AB', addressLocality: 'Utrecht', addressCountry: 'NL' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { minValue: 85, maxValue: 95, unitText: 'HOUR' } },
      directApply: true,
      url: context.url,
    });
    expect(posting.description).toBe('<p>Eerste alinea.</p><p>Tweede alinea.</p><p><strong>Eisen</strong></p><ul><li>Hbo-niveau</li></ul>');
  });

  it('names the staffing company for an anonymous client', () => {
    const posting = buildJobPosting({ ...vacancy, isAnonymous: true, clientName: 'Anonieme opdrachtgever' }, context)!;
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Interimly', sameAs: 'https://www.interimbureau.nl' });
  });

  it('marks a remote assignment as telecommute within the Netherlands', () => {
    const posting = buildJobPosting({ ...vacancy, workMode: 'remote' }, context)!;
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'NL' } });
  });

  it('gives none for a closed vacancy or one whose closing date has passed', () => {
    expect(buildJobPosting({ ...vacancy, status: 'closed' }, context)).toBeNull();
    expect(buildJobPosting({ ...vacancy, closingDate: '2026-11-24' }, context)).toBeNull();
    expect(buildJobPosting({ ...vacancy, closingDate: '2026-11-25' }, context)).not.toBeNull();
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(serializeJsonLd({ title: '</script>' }))).toEqual({ title: '</script>' });
  });
});

describe('summarize', () => {
  it('keeps a short text and cuts a long one at a word', () => {
    expect(summarize('  Korte   tekst ')).toBe('Korte tekst');
    const cut = summarize('woord '.repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/woord…$/);
  });
});
