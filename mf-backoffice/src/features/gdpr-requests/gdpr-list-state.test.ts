import { daysLeftText, parseGdprList, serializeGdprList, toGdprQuery } from './gdpr-list-state';

describe('the privacy queue in the URL', () => {
  it('opens on the open requests of every kind, asking the API for its own order', () => {
    const state = parseGdprList(new URLSearchParams(''));
    expect(state).toEqual({ tab: 'open', page: 1 });
    expect(toGdprQuery(state)).toEqual({ filter: { status: ['received', 'in_progress'] }, range: [0, 19] });
  });

  it('reads and writes tab, kind, open request and page in Dutch', () => {
    const state = parseGdprList(new URLSearchParams('status=afgerond&soort=inzage&open=5&pagina=2'));
    expect(state).toEqual({ tab: 'afgerond', type: 'request-personal-data', open: 5, page: 2 });
    expect(serializeGdprList(state).toString()).toBe('status=afgerond&soort=inzage&pagina=2&open=5');
    expect(toGdprQuery(state)).toEqual({ filter: { status: ['completed'], type: 'request-personal-data' }, range: [20, 39] });
    expect(toGdprQuery({ tab: 'alle', page: 1 })).toEqual({ filter: {}, range: [0, 19] });
    expect(parseGdprList(new URLSearchParams('status=weg&soort=iets'))).toEqual({ tab: 'open', page: 1 });
  });
});

describe('days left to the deadline', () => {
  it.each([
    [25, 'nog 25 dagen'],
    [1, 'nog 1 dag'],
    [0, 'vandaag is de laatste dag'],
    [-1, '1 dag te laat'],
    [-3, '3 dagen te laat'],
  ])('%i -> %s', (days, text) => {
    expect(daysLeftText(days)).toBe(text);
  });

  it('says nothing once handled', () => {
    expect(daysLeftText(null)).toBeUndefined();
  });
});
