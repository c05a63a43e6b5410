import { formatDistanceKm, normalizePostcode, parseCandidateList, serializeCandidateList, toCandidatesQuery } from './candidate-list-state';

const parse = (query: string) => parseCandidateList(new URLSearchParams(query));

describe('the candidates list state in the URL', () => {
  it('reads an empty query as every freelancer, newest first', () => {
    const state = parse('');
    expect(state).toEqual({ q: '', postcode: '', distanceKm: undefined, sort: 'nieuwste', page: 1 });
    expect(serializeCandidateList(state).toString()).toBe('');
    expect(toCandidatesQuery(state)).toEqual({ filter: { role: 'employee' }, sort: ['createdAt', 'DESC'], range: [0, 24] });
  });

  it('reads a postcode and distance: nearest first by default, both in the API filter', () => {
    const state = parse('q=jansen&postcode=3511ab&afstand=25&pagina=2');
    expect(state).toEqual({ q: 'jansen', postcode: '3511 AB', distanceKm: 25, sort: 'dichtstbij', page: 2 });
    expect(serializeCandidateList(state).toString()).toBe('q=jansen&postcode=3511+AB&afstand=25&pagina=2');
    expect(toCandidatesQuery(state)).toEqual({
      filter: { role: 'employee', q: 'jansen', postcode: '3511 AB', distanceKm: 25 },
      sort: ['distance', 'ASC'],
      range: [25, 49],
    });
    // Another sort with a postcode is written; nearest first without one is not possible.
    expect(serializeCandidateList({ ...state, sort: 'nieuwste', page: 1 }).toString()).toBe('q=jansen&postcode=3511+AB&afstand=25&sortering=nieuwste');
    expect(parse('sortering=dichtstbij').sort).toBe('nieuwste');
    expect(parse('postcode=3511&sortering=achternaam').sort).toBe('achternaam');
  });

  it('ignores a broken postcode, a distance not offered, and a distance without postcode', () => {
    expect(parse('postcode=0123&afstand=25')).toMatchObject({ postcode: '', distanceKm: undefined, sort: 'nieuwste' });
    expect(parse('postcode=Utrecht')).toMatchObject({ postcode: '' });
    expect(parse('postcode=3511&afstand=7')).toMatchObject({ postcode: '3511', distanceKm: undefined });
    expect(parse('afstand=25')).toMatchObject({ distanceKm: undefined });
    expect(toCandidatesQuery(parse('postcode=3511')).filter).toEqual({ role: 'employee', postcode: '3511' });
  });

  it('writes postcodes in their usual form and distances the Dutch way', () => {
    expect(normalizePostcode(' 3511ab ')).toBe('3511 AB');
    expect(normalizePostcode('3511 Ab')).toBe('3511 AB');
    expect(normalizePostcode('3511')).toBe('3511');
    expect(normalizePostcode('3511 SS')).toBeUndefined();
    expect(formatDistanceKm(0.7)).toBe('0,7 km');
    expect(formatDistanceKm(47)).toBe('47 km');
    expect(formatDistanceKm(159.2)).toBe('159,2 km');
  });
});
