import { EMPTY_LIST, PAGE_SIZE, hasFilters, parseDay, parseListState, serializeListState, toApiQuery } from './vacancy-list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the staff list state in the URL', () => {
  it('reads an empty query as every opdracht, most recently changed first', () => {
    expect(parse('')).toEqual(EMPTY_LIST);
    expect(serializeListState(EMPTY_LIST).toString()).toBe('');
  });

  it('reads and writes every part', () => {
    const query = 'q=zorg&status=concept&sector=3&sluitNa=2026-12-01&sluitVoor=2027-01-31&consultant=21&sortering=titel&pagina=2';
    const state = parse(query);
    expect(state).toEqual({
      q: 'zorg',
      status: 'concept',
      sectorId: 3,
      closingAfter: '2026-12-01',
      closingBefore: '2027-01-31',
      consultantId: 21,
      sort: 'titel',
      page: 2,
    });
    expect(serializeListState(state).toString()).toBe(query);
  });

  it('ignores broken values', () => {
    expect(parse('status=weg&sector=-1&sluitNa=2026-02-30&sortering=kleur&pagina=nul')).toEqual(EMPTY_LIST);
  });

  it('drops a closing range that ends before it starts', () => {
    expect(parse('sluitNa=2027-01-01&sluitVoor=2026-12-01')).toEqual({ ...EMPTY_LIST, closingAfter: '2027-01-01' });
  });

  it('knows when filters narrow the list (the sort does not)', () => {
    expect(hasFilters(parse('sortering=titel&pagina=3'))).toBe(false);
    expect(hasFilters(parse('status=closed'))).toBe(true);
    expect(hasFilters(parse('sluitVoor=2027-01-31'))).toBe(true);
  });

  it('checks calendar days', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2027-02-29')).toBeUndefined();
    expect(parseDay('29-02-2028')).toBeUndefined();
  });
});

describe('the API query', () => {
  it('asks every status by default, the page as a range', () => {
    expect(toApiQuery(EMPTY_LIST)).toEqual({ filter: { status: 'all' }, sort: ['updatedAt', 'DESC'], range: [0, PAGE_SIZE - 1] });
  });

  it('passes text, status, sector, closing dates, sort and page', () => {
    expect(toApiQuery(parse('q=zorg&status=open&sector=3&sluitNa=2026-12-01&sluitVoor=2027-01-31&consultant=21&sortering=sluitingsdatum&pagina=3'))).toEqual({
      filter: { q: 'zorg', status: 'open', sectorId: 3, closingAfter: '2026-12-01', closingBefore: '2027-01-31', consultantId: 21 },
      sort: ['closingDate', 'ASC'],
      range: [40, 59],
    });
  });
});
