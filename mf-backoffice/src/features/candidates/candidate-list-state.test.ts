import { NO_PROFILE_FILTER, formatDistanceKm, normalizePostcode, parseCandidateList, serializeCandidateList, toCandidatesQuery } from './candidate-list-state';

const parse = (query: string) => parseCandidateList(new URLSearchParams(query));

describe('the candidates list state in the URL', () => {
  it('reads an empty query as every freelancer, newest first', () => {
    const state = parse('');
    expect(state).toEqual({ q: '', postcode: '', distanceKm: undefined, sort: 'nieuwste', page: 1, cv: '', profile: NO_PROFILE_FILTER });
    expect(serializeCandidateList(state).toString()).toBe('');
    expect(toCandidatesQuery(state)).toEqual({ filter: { role: 'employee' }, sort: ['createdAt', 'DESC'], range: [0, 24] });
  });

  it('reads a postcode and distance: nearest first by default, both in the API filter', () => {
    const state = parse('q=jansen&postcode=3511ab&afstand=25&pagina=2');
    expect(state).toEqual({ q: 'jansen', postcode: '3511 AB', distanceKm: 25, sort: 'dichtstbij', page: 2, cv: '', profile: NO_PROFILE_FILTER });
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

  it('reads CV words (best match first) and profile filters, dropping values out of range', () => {
    const state = parse('cv=scrum+master&postcode=3511&functie=31&functie=x&functie=31&functie=42&sector=3&opleiding=6&beschikbaar=2027-01-15&minUren=0&maxUren=32&maxTarief=5000');
    expect(state).toMatchObject({ cv: 'scrum master', sort: 'relevantie' });
    expect(state.profile).toEqual({ positions: [31, 42], sector: 3, educationLevel: 6, availableBy: '2027-01-15', minHours: undefined, maxHours: 32, maxRate: undefined });
    expect(toCandidatesQuery(state).filter).toEqual({ role: 'employee', postcode: '3511', cvText: 'scrum master', positions: [31, 42], sector: 3, educationLevel: 6, availableBy: '2027-01-15', maxHours: 32 });
    expect(serializeCandidateList(state).toString()).toBe('postcode=3511&cv=scrum+master&functie=31&functie=42&sector=3&opleiding=6&beschikbaar=2027-01-15&maxUren=32');
    // Best match needs words; one character is none.
    expect(parse('sortering=relevantie').sort).toBe('nieuwste');
    expect(parse('cv=a')).toMatchObject({ cv: '', sort: 'nieuwste' });
    expect(parse('beschikbaar=morgen').profile.availableBy).toBe('');
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
