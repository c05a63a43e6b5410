import { formatVacancyAuditValue } from './audit-format';

describe('formatVacancyAuditValue', () => {
  it("names a function by its name, not its id (issue 30 item 7: 'Functie: nr. 2')", () => {
    const lookup = { positions: [{ id: 2, name: 'Projectmanager' }], sectors: [{ id: 1, name: 'Overheid' }] };
    expect(formatVacancyAuditValue('positionId', 2, lookup)).toBe('Projectmanager');
    expect(formatVacancyAuditValue('sectorId', 1, lookup)).toBe('Overheid');
    // Until the names are loaded (or for a function that no longer exists) the number is all there is.
    expect(formatVacancyAuditValue('positionId', 3, lookup)).toBe('nr. 3');
  });
});
