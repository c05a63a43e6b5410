import { VacancyListQuerySchema } from '@interim/shared/contract';
import { formatHourRange } from '@interim/shared/format';
import { savedSearchQuery } from '@interim/shared/format/saved-search';
import {
  activeFilterCount,
  EMPTY_SEARCH,
  HOURS_OPTIONS,
  PAGE_SIZE,
  availableSorts,
  effectiveSort,
  hasFilters,
  normalisePostcode,
  parseSearch,
  serializeSearch,
  toApiQuery,
  type SearchState,
} from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

const full: SearchState = {
  q: 'projectmanager',
  sector: 3,
  position: 31,
  educationLevel: 7,
  hours: '24-32',
  rateMin: 60,
  workModes: ['hybrid', 'remote'],
  zzpOnly: true,
  postcode: '3511 AB',
  radiusKm: 25,
  sort: 'tarief',
  page: 3,
};

describe('the hours filter', () => {
  // The filter once said '16 tot 24 uur' where the cards say '16 – 24 uur per week'.
  it('writes its bands the way the cards write hours', () => {
    expect(HOURS_OPTIONS.map((option) => option.label)).toEqual([
      'Tot 16 uur per week',
      '16 – 24 uur per week',
      '24 – 32 uur per week',
      'Vanaf 32 uur per week',
    ]);
    expect(HOURS_OPTIONS[1].label).toBe(formatHourRange(16, 24));
  });
});

describe('search state <-> URL', () => {
  it('reads an empty query as the empty search', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(serializeSearch(EMPTY_SEARCH).toString()).toBe('');
  });

  it('writes every filter with Dutch names and reads it back unchanged', () => {
    const query = serializeSearch(full).toString();
    expect(query).toBe(
      'q=projectmanager&sector=3&functie=31&opleiding=7&uren=24-32&tarief=60&werkvorm=hybrid%2Cremote&zzp=1&postcode=3511+AB&afstand=25&sortering=tarief&pagina=3',
    );
    expect(parse(query)).toEqual(full);
  });

  it('writes equal searches as equal URLs (fixed order, work modes sorted)', () => {
    const a = serializeSearch({ ...EMPTY_SEARCH, workModes: ['remote', 'onsite'] }).toString();
    const b = serializeSearch({ ...EMPTY_SEARCH, workModes: ['onsite', 'remote'] }).toString();
    expect(a).toBe(b);
    expect(a).toBe('werkvorm=onsite%2Cremote');
  });

  it('ignores broken or unknown values instead of failing', () => {
    expect(
      parse('sector=abc&functie=-1&opleiding=0&uren=40-20&tarief=5000&werkvorm=moon,remote,remote&zzp=yes&postcode=0123&afstand=25&sortering=random&pagina=0'),
    ).toEqual({ ...EMPTY_SEARCH, workModes: ['remote'] });
    expect(parse('uren=-&pagina=2.5').hours).toBeUndefined();
    expect(parse('q=' + 'x'.repeat(300)).q).toHaveLength(200);
  });

  it('keeps a radius only with a postcode, and normalises the postcode', () => {
    expect(parse('afstand=10').radiusKm).toBeUndefined();
    expect(parse('postcode=3511ab&afstand=10')).toMatchObject({ postcode: '3511 AB', radiusKm: 10 });
    expect(normalisePostcode('1234')).toBe('1234');
    expect(normalisePostcode('1234 sa')).toBeUndefined();
  });

  it('leaves the default sort out of the URL and drops a sort that is not possible', () => {
    expect(serializeSearch({ ...EMPTY_SEARCH, sort: 'nieuwste' }).toString()).toBe('');
    expect(serializeSearch({ ...EMPTY_SEARCH, q: 'zorg', sort: 'relevantie' }).toString()).toBe('q=zorg');
    expect(serializeSearch({ ...EMPTY_SEARCH, q: 'zorg', sort: 'nieuwste' }).toString()).toBe('q=zorg&sortering=nieuwste');
    // Relevance without text, distance without postcode: not written.
    expect(serializeSearch({ ...EMPTY_SEARCH, sort: 'relevantie' }).toString()).toBe('');
    expect(serializeSearch({ ...EMPTY_SEARCH, sort: 'afstand' }).toString()).toBe('');
  });

  it('decides the sort: relevance with a text, newest without; distance only with a postcode', () => {
    expect(effectiveSort(EMPTY_SEARCH)).toBe('nieuwste');
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'zorg' })).toBe('relevantie');
    expect(effectiveSort({ ...EMPTY_SEARCH, sort: 'afstand' })).toBe('nieuwste');
    expect(effectiveSort({ ...EMPTY_SEARCH, postcode: '1234', sort: 'afstand' })).toBe('afstand');
    expect(availableSorts(EMPTY_SEARCH)).toEqual(['nieuwste', 'tarief', 'sluitingsdatum']);
    expect(availableSorts({ q: 'x', postcode: '1234' })).toEqual(['nieuwste', 'relevantie', 'tarief', 'sluitingsdatum', 'afstand']);
  });

  it('knows when anything narrows the search', () => {
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, page: 4, sort: 'tarief' })).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, zzpOnly: true })).toBe(true);
  });
});

describe('search state -> API query', () => {
  it('builds filter, sort and range that the API contract accepts', () => {
    const query = toApiQuery(full);
    expect(query).toEqual({
      filter: {
        q: 'projectmanager',
        sector: 3,
        position: 31,
        educationLevel: 7,
        hoursMin: 24,
        hoursMax: 32,
        rateMin: 60,
        workMode: ['hybrid', 'remote'],
        zzpAllowed: true,
        postcode: '3511 AB',
        radiusKm: 25,
      },
      sort: ['rate', 'DESC'],
      range: [2 * PAGE_SIZE, 3 * PAGE_SIZE - 1],
    });
    const asSent = { filter: JSON.stringify(query.filter), sort: JSON.stringify(query.sort), range: JSON.stringify(query.range) };
    expect(VacancyListQuerySchema.safeParse(asSent).success).toBe(true);
  });

  it('asks for the first page, newest first, without filters', () => {
    expect(toApiQuery(EMPTY_SEARCH)).toEqual({ filter: {}, sort: ['publishedAt', 'DESC'], range: [0, PAGE_SIZE - 1] });
  });

  it('turns open-ended hour bands into one bound', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, hours: '32-' }).filter).toEqual({ hoursMin: 32 });
    expect(toApiQuery({ ...EMPTY_SEARCH, hours: '-16' }).filter).toEqual({ hoursMax: 16 });
  });
});

describe('activeFilterCount', () => {
  it('counts each set filter, each work mode, and the distance as one; not the search text', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, q: 'data', sort: 'tarief', page: 3 })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, sector: 3, position: 31, workModes: ['hybrid', 'remote'], zzpOnly: true })).toBe(5);
    expect(activeFilterCount({ ...EMPTY_SEARCH, educationLevel: 7, hours: '24-32', rateMin: 60, postcode: '3511 AB', radiusKm: 10 })).toBe(4);
  });
});


describe('the query of a saved search (savedSearchQuery of @interim/shared/format/saved-search)', () => {
  it.each<[string, string]>([
    ['no filter', ''],
    ['every filter', 'q=data&sector=3&functie=31&opleiding=7&uren=16-24&tarief=80&werkvorm=hybrid,remote&zzp=1&postcode=3511+AB&afstand=25'],
    ['open hour bands', 'uren=32-'],
    ['a postcode alone', 'postcode=1012'],
  ])('reads back to the same filter: %s', (_case, query) => {
    const filter = toApiQuery(parseSearch(new URLSearchParams(query))).filter;
    expect(toApiQuery(parseSearch(new URLSearchParams(savedSearchQuery(filter)))).filter).toEqual(filter);
    expect(Object.keys(filter).length > 0).toBe(query !== '');
  });
});
