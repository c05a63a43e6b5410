import { pathWithPendingSave, readPendingSave, withoutPendingSave } from './pending-save';

describe('pending save in the return path', () => {
  it('adds the action to the page path, keeping its query', () => {
    expect(pathWithPendingSave('/opdrachten', '?q=zorg&pagina=2', 12)).toBe('/opdrachten?q=zorg&pagina=2&actie=bewaren&opdracht=12');
    expect(pathWithPendingSave('/opdrachten/12', '', 12)).toBe('/opdrachten/12?actie=bewaren&opdracht=12');
    // Clicked twice before logging in: one action, the last vacancy.
    expect(pathWithPendingSave('/opdrachten', '?actie=bewaren&opdracht=3', 12)).toBe('/opdrachten?actie=bewaren&opdracht=12');
  });

  it('reads only the known action with a valid vacancy id', () => {
    expect(readPendingSave(new URLSearchParams('actie=bewaren&opdracht=12'))).toBe(12);
    expect(readPendingSave(new URLSearchParams('actie=verwijderen&opdracht=12'))).toBeNull();
    expect(readPendingSave(new URLSearchParams('opdracht=12'))).toBeNull();
    for (const id of ['', '0', '-1', '1e3', '12abc', '99999999999']) {
      expect(readPendingSave(new URLSearchParams({ actie: 'bewaren', opdracht: id }))).toBeNull();
    }
  });

  it('drops the action and keeps the rest of the query', () => {
    expect(withoutPendingSave(new URLSearchParams('q=zorg&actie=bewaren&opdracht=12')).toString()).toBe('q=zorg');
  });
});
