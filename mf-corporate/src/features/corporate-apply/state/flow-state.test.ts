import { flowSearch, readFlowQuery, stepPath } from './flow-query';
import { canHoldSessionOn, siteOf } from './same-site';

describe('the flow query', () => {
  it('keeps the vacancy and the utm parameters from step to step, and nothing else', () => {
    const query = readFlowQuery(new URLSearchParams('vacature=12&utm_source=site&utm_term=zorg&email=jan@example.nl'));
    expect(query).toEqual({ vacancyId: 12, utm: { utm_source: 'site', utm_term: 'zorg' } });
    expect(stepPath('send', query)).toBe('/opdrachten/reageren/versturen?vacature=12&utm_source=site&utm_term=zorg');
    expect(flowSearch({ vacancyId: undefined, utm: {} })).toBe('');
  });

  it('ignores a vacancy id that is not a positive whole number', () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(readFlowQuery(new URLSearchParams({ vacature: bad })).vacancyId).toBeUndefined();
    }
  });

  it('shortens long utm values so the return path stays within the API limit', () => {
    const query = readFlowQuery(new URLSearchParams({ vacature: '1', utm_campaign: 'x'.repeat(1000) }));
    expect(stepPath('send', query).length).toBeLessThan(200);
  });
});

describe('same site (can the embed hold our session?)', () => {
  it('compares scheme and registrable domain', () => {
    expect(siteOf('https://www.interimbureau.nl/vacatures')).toBe('https://interimbureau.nl');
    expect(canHoldSessionOn('https://www.interimbureau.nl/x', 'https://werken.interimbureau.nl/api')).toBe(true);
    expect(canHoldSessionOn('https://www.interimbureau.nl/x', 'https://interimly.nl/api')).toBe(false);
    expect(canHoldSessionOn('http://www.interimbureau.nl/x', 'https://werken.interimbureau.nl/api')).toBe(false);
  });

  it('treats localhost and IP addresses as sites of their own', () => {
    expect(canHoldSessionOn('http://127.0.0.1:4100/', 'http://localhost:3000/api')).toBe(false);
    expect(canHoldSessionOn('http://localhost:4100/', 'http://localhost:3000/api')).toBe(true);
    expect(canHoldSessionOn('http://127.0.0.1:4100/', 'not a url at all')).toBe(true);
  });
});
