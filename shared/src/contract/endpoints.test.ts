import { endpoints, listEndpoints, pathOf } from './endpoints';

describe('pathOf', () => {
  it('fills in and encodes the parameters of a path', () => {
    expect(pathOf(endpoints.savedSearches.update, { id: 7 })).toBe('/saved_searches/7');
    expect(pathOf(endpoints.auth.loginWithLink, { id: 'a/b c' })).toBe('/auth/passwordless_login/a%2Fb%20c');
    expect(pathOf(endpoints.applicationDrafts.send, { vacancyId: 3 })).toBe('/application_drafts/3/send');
    expect(pathOf(endpoints.vacancies.list)).toBe('/vacancies');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf(endpoints.savedSearches.update, {} as { id: number })).toThrow(/:id/);
  });

  it('lists every entry with its name', () => {
    expect(listEndpoints()).toContainEqual({ method: 'PATCH', path: '/saved_searches/:id', name: 'savedSearches.update' });
  });
});
