import { NEW_VACANCY_DAYS, formatDistance, formatPublishedAgo, isNewVacancy } from './listing';

describe('formatPublishedAgo (Dutch calendar days)', () => {
  // 25 November 2026, 10:00 in the Netherlands (UTC+1).
  const now = new Date('2026-11-25T09:00:00Z');

  it.each([
    ['2026-11-25T08:59:00Z', 'vandaag'],
    ['2026-11-24T23:30:00Z', 'vandaag'], // 00:30 on the 25th in the Netherlands
    ['2026-11-24T22:59:00Z', 'gisteren'], // 23:59 on the 24th in the Netherlands
    ['2026-11-24T06:00:00Z', 'gisteren'],
    ['2026-11-23T12:00:00Z', '2 dagen geleden'],
    ['2026-11-22T12:00:00Z', '3 dagen geleden'],
    ['2026-11-19T12:00:00Z', '6 dagen geleden'],
    ['2026-11-18T12:00:00Z', '1 week geleden'],
    ['2026-11-12T12:00:00Z', '1 week geleden'],
    ['2026-11-11T12:00:00Z', '2 weken geleden'],
    ['2026-10-01T12:00:00Z', '7 weken geleden'],
    ['2026-09-30T12:00:00Z', '30 september 2026'],
    ['2026-11-26T12:00:00Z', 'vandaag'], // a clock ahead: never "over 1 dag"
    ['geen datum', 'geen datum'],
  ])('%s is %p', (publishedAt, expected) => {
    expect(formatPublishedAgo(publishedAt, now)).toBe(expected);
  });

  it('counts days across the change to winter time (25 October 2026) as calendar days', () => {
    const justAfterMidnight = new Date('2026-10-26T23:05:00Z'); // 27 October 00:05 (UTC+1)
    expect(formatPublishedAgo('2026-10-25T23:30:00Z', justAfterMidnight)).toBe('gisteren'); // 26 October 00:30
    expect(formatPublishedAgo('2026-10-25T22:30:00Z', justAfterMidnight)).toBe('2 dagen geleden'); // 25 October 23:30
    expect(formatPublishedAgo('2026-10-24T21:59:00Z', justAfterMidnight)).toBe('3 dagen geleden'); // 24 October 23:59 (UTC+2)
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '< 1 km'],
    [0.4, '< 1 km'],
    [0.99, '< 1 km'],
    [1, '1 km'],
    [1.4, '1 km'],
    [2.5, '3 km'],
    [12.49, '12 km'],
    [1249.6, '1.250 km'],
  ])('%p km is %p', (km, expected) => {
    expect(formatDistance(km)).toBe(expected);
  });
});

describe('isNewVacancy (the "Nieuw" badge: published within the last 3 Dutch calendar days)', () => {
  // 25 November 2026, 10:00 in the Netherlands (UTC+1).
  const now = new Date('2026-11-25T09:00:00Z');

  it('counts 3 days: today, yesterday and the day before', () => expect(NEW_VACANCY_DAYS).toBe(3));

  it.each([
    ['2026-11-25T08:59:00Z', true], // today
    ['2026-11-24T06:00:00Z', true], // yesterday
    ['2026-11-22T23:30:00Z', true], // 00:30 on the 23rd in the Netherlands: 2 days ago
    ['2026-11-22T22:59:00Z', false], // 23:59 on the 22nd in the Netherlands: 3 days ago
    ['2026-11-22T12:00:00Z', false],
    ['2026-10-01T12:00:00Z', false],
    ['2026-11-26T12:00:00Z', true], // a clock ahead
    ['geen datum', false],
  ])('%s is new: %p', (publishedAt, expected) => {
    expect(isNewVacancy(publishedAt, now)).toBe(expected);
  });
});
