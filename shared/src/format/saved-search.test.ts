import { MAX_SAVED_SEARCH_NAME_LENGTH, SavedSearchFilterSchema, type SavedSearchFilter } from '@interim/shared/contract';
import { ALL_VACANCIES_NAME, sameSavedSearchFilter, savedSearchName, savedSearchParts, savedSearchQuery, type SavedSearchNames } from './saved-search';

const lookup: SavedSearchNames = {
  sectors: [
    { id: 3, name: 'ICT' },
    { id: 4, name: 'Sociaal domein' },
  ],
  positions: [
    { id: 31, name: 'Projectmanager' },
    { id: 32, name: 'Scrum master' },
  ],
  educationLevels: [{ id: 7, name: 'hbo' }],
};

describe('savedSearchName', () => {
  it.each<[string, SavedSearchFilter, string]>([
    ['the issue example', { position: 31, sector: 3, postcode: '3511', radiusKm: 25, rateMin: 80 }, 'Projectmanager · 3511 + 25 km · vanaf €\u00a080'],
    ['no filter', {}, ALL_VACANCIES_NAME],
    ['the text first', { q: ' data ', sector: 3 }, 'data · ICT'],
    ['the sector when no position', { sector: 4 }, 'Sociaal domein'],
    ['several positions', { sector: 3, position: [31, 32] }, 'Projectmanager of Scrum master'],
    ['a postcode without radius', { postcode: '3511 AB' }, '3511 AB'],
    ['a band of hours', { hoursMin: 16, hoursMax: 24 }, '16 – 24 uur'],
    ['hours from', { hoursMin: 32 }, 'vanaf 32 uur'],
    ['hours up to', { hoursMax: 16 }, 'tot 16 uur'],
    ['work modes in a fixed order', { workMode: ['remote', 'hybrid'] }, 'hybride of op afstand'],
    ['one work mode', { workMode: 'onsite' }, 'op locatie'],
    ['education level and zzp', { educationLevel: 7, zzpAllowed: true }, 'hbo · zzp'],
    ['zzp false is no filter', { zzpAllowed: false }, ALL_VACANCIES_NAME],
    ['an id without its name is left out', { sector: 99, rateMin: 60 }, 'vanaf €\u00a060'],
    // Issue 32 item 6: "kwartiermaker · Kwartiermaker" said the same twice.
    ['a position searched by its own name is said once', { q: 'projectmanager', sector: 3, position: 31 }, 'projectmanager'],
  ])('%s', (_case, filter, expected) => {
    // Every case is a filter the API accepts.
    expect(SavedSearchFilterSchema.safeParse(filter).success).toBe(true);
    expect(savedSearchName(filter, lookup)).toBe(expected);
  });

  it('names ids only from the lists it is given', () => {
    expect(savedSearchName({ sector: 3, position: 31 })).toBe(ALL_VACANCIES_NAME);
    expect(savedSearchName({ sector: 3, position: 31 }, { sectors: lookup.sectors })).toBe('ICT');
  });

  it('cuts a long name with an ellipsis at the longest name allowed', () => {
    const name = savedSearchName({ q: 'x'.repeat(200), rateMin: 80 }, lookup);
    expect(name).toHaveLength(MAX_SAVED_SEARCH_NAME_LENGTH);
    expect(name.endsWith('…')).toBe(true);
  });

  it('gives the summary as separate parts', () => {
    expect(savedSearchParts({ q: 'data', postcode: '1012', radiusKm: 10, zzpAllowed: true }, lookup)).toEqual(['data', '1012 + 10 km', 'zzp']);
  });
});

describe('sameSavedSearchFilter', () => {
  it.each<[string, SavedSearchFilter, SavedSearchFilter, boolean]>([
    ['equal', { sector: 3, rateMin: 60 }, { rateMin: 60, sector: 3 }, true],
    ['one value or a list of it', { sector: 3 }, { sector: [3] }, true],
    ['list order', { workMode: ['remote', 'hybrid'] }, { workMode: ['hybrid', 'remote'] }, true],
    ['postcode spelling', { postcode: '3511 ab', radiusKm: 10 }, { postcode: '3511AB', radiusKm: 10 }, true],
    ['text case and spaces', { q: 'Data ' }, { q: 'data' }, true],
    ['zzp false equals no zzp filter', { zzpAllowed: false }, {}, true],
    ['another rate', { rateMin: 60 }, { rateMin: 70 }, false],
    ['a filter more', { sector: 3 }, { sector: 3, position: 31 }, false],
    ['another radius', { postcode: '3511', radiusKm: 10 }, { postcode: '3511', radiusKm: 25 }, false],
  ])('%s', (_case, a, b, expected) => {
    expect(sameSavedSearchFilter(a, b)).toBe(expected);
    expect(sameSavedSearchFilter(b, a)).toBe(expected);
  });
});

describe('savedSearchQuery', () => {
  it.each<[SavedSearchFilter, string]>([
    [{}, ''],
    [{ q: 'data', sector: 3, position: 31 }, 'q=data&sector=3&functie=31'],
    [{ educationLevel: [7, 8], hoursMin: 16, hoursMax: 24, rateMin: 80 }, 'opleiding=7&uren=16-24&tarief=80'],
    [{ hoursMin: 32 }, 'uren=32-'],
    [{ workMode: ['remote', 'onsite'], zzpAllowed: true }, 'werkvorm=onsite%2Cremote&zzp=1'],
    [{ postcode: '3511 AB', radiusKm: 25 }, 'postcode=3511+AB&afstand=25'],
  ])('%p -> %s', (filter, expected) => {
    expect(savedSearchQuery(filter)).toBe(expected);
  });
});
