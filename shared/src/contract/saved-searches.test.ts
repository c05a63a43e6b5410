import { CreateSavedSearchRequestSchema, SavedSearchFilterSchema, UpdateSavedSearchRequestSchema, VacancyFilterSchema } from '.';

describe('saved-search contract', () => {
  it('keeps the search page filters and refuses the staff-only ones', () => {
    expect(SavedSearchFilterSchema.safeParse({ q: 'projectleider', position: [3], postcode: '3511', radiusKm: 25, rateMin: 80 }).success).toBe(true);
    expect(SavedSearchFilterSchema.safeParse({ status: 'concept' }).success).toBe(false);
    expect(SavedSearchFilterSchema.safeParse({ favorites: true }).success).toBe(false);
  });

  it('checks across fields as the search does', () => {
    const radius = SavedSearchFilterSchema.safeParse({ radiusKm: 10 });
    expect(radius.error?.issues.map((issue) => issue.message)).toEqual(['Vul een postcode of plaats in om op afstand te zoeken']);
    const hours = SavedSearchFilterSchema.safeParse({ hoursMin: 32, hoursMax: 16 });
    expect(hours.error?.issues.map((issue) => issue.message)).toEqual(['Het minimum is 32']);
    // The search's own filter still runs the same checks.
    expect(VacancyFilterSchema.safeParse({ radiusKm: 10 }).success).toBe(false);
  });

  it('needs a name on create and something to change on update', () => {
    expect(CreateSavedSearchRequestSchema.safeParse({ name: '  ', filter: {} }).success).toBe(false);
    expect(CreateSavedSearchRequestSchema.parse({ name: ' Utrecht ', filter: {} })).toEqual({ name: 'Utrecht', filter: {} });
    expect(UpdateSavedSearchRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Geef een naam of een frequentie op');
    expect(UpdateSavedSearchRequestSchema.safeParse({ frequency: 'maandelijks' }).success).toBe(false);
  });
});
