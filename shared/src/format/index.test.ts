import {
  dutchToday,
  formatDutchDate,
  formatDutchDateTime,
  formatDutchMonth,
  formatEuro,
  formatEuroAmount,
  formatFileSize,
  formatHourRange,
  formatRange,
  formatRateBand,
  formatWholeNumber,
} from './index';

// The functions must give exactly what Intl gives for nl-NL (Node has full ICU).
const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10000, 99999, 100000, 123456, 1234567, 98765432, 1e9, 12.4, 12.5, 999.6, 1499.5, -1, -1.5, -1234];

describe('Dutch formatting without Intl', () => {
  it.each(numbers)('formatWholeNumber(%p) is what Intl gives', (value) => {
    expect(formatWholeNumber(value)).toBe(number.format(value));
  });

  it.each(numbers)('formatEuro(%p) is what Intl gives', (value) => {
    expect(formatEuro(value)).toBe(euro.format(value));
  });

  it('writes a negative amount that rounds to zero as 0 (Intl writes -0)', () => {
    expect(formatWholeNumber(-0.2)).toBe('0');
  });

  it('formatDutchDate gives what Intl gives for every day of two years', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 731; day += 1) {
      const isoDate = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      expect(formatDutchDate(isoDate)).toBe(date.format(new Date(`${isoDate}T12:00:00Z`)));
    }
    expect(formatDutchDate('2026-12-01')).toBe('1 december 2026');
  });

  it('formatDutchMonth gives what Intl gives for every month of two years', () => {
    const month = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let index = 0; index < 24; index += 1) {
      const isoDate = new Date(Date.UTC(2026, index, 15)).toISOString().slice(0, 10);
      expect(formatDutchMonth(isoDate)).toBe(month.format(new Date(`${isoDate}T00:00:00Z`)));
    }
    expect(formatDutchMonth('')).toBe('');
  });

  it('formatDutchDate of a timestamp is the day in the Netherlands, as Intl gives it in Europe/Amsterdam', () => {
    const amsterdam = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
    // Every 7 hours over two years crosses midnight and both summer-time changes at many hours of the day.
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3_600_000) {
      const iso = new Date(time).toISOString();
      expect(formatDutchDate(iso)).toBe(amsterdam.format(new Date(time)));
    }
    expect(formatDutchDate('2026-11-23T23:30:00.000Z')).toBe('24 november 2026');
    expect(formatDutchDate('2026-03-29T00:59:59Z')).toBe('29 maart 2026');
  });

  it('dutchToday is the calendar day in the Netherlands, as Intl gives it in Europe/Amsterdam', () => {
    const amsterdam = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3_600_000) {
      expect(dutchToday(new Date(time))).toBe(amsterdam.format(new Date(time)));
    }
    expect(dutchToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(dutchToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(dutchToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('formatDutchDateTime gives what Intl gives in Europe/Amsterdam', () => {
    const amsterdam = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
    for (let time = Date.UTC(2026, 0, 1, 0, 7); time < Date.UTC(2028, 0, 1); time += 5 * 3_600_000 + 13 * 60_000) {
      expect(formatDutchDateTime(new Date(time).toISOString())).toBe(amsterdam.format(new Date(time)));
    }
    expect(formatDutchDateTime('2026-11-23T08:05:00Z')).toBe('23 november 2026 om 09:05');
    expect(formatDutchDateTime('geen tijd')).toBe('geen tijd');
  });

  it('formatDutchDate takes the date part of a timestamp, and leaves text that is no date alone', () => {
    expect(formatDutchDate('2027-01-04T23:30:00+01:00')).toBe('4 januari 2027');
    expect(formatDutchDate('onbekend')).toBe('onbekend');
  });
});

describe('amounts, ranges and sizes', () => {
  // Test output is compared with plain spaces: '€' is followed by a no-break space, as Intl writes it.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const cents = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

  it.each([
    [95, '€ 95'],
    [95.5, '€ 95,50'],
    [62.05, '€ 62,05'],
    [1234.5, '€ 1.234,50'],
    [0.99, '€ 0,99'],
    [-7.25, '€ -7,25'],
  ])('formatEuroAmount(%p) is %p', (value, expected) => {
    expect(plain(formatEuroAmount(value))).toBe(expected);
  });

  it.each([95.5, 62.05, 1234.5, 0.99, 12.3])('formatEuroAmount(%p) with cents is what Intl gives', (value) => {
    expect(formatEuroAmount(value)).toBe(cents.format(value));
  });

  it.each([
    [92, 107, '€ 92 – € 107 per uur'],
    [111, 111, '€ 111 per uur'],
    [1000, 1250, '€ 1.000 – € 1.250 per uur'],
  ])('formatRateBand(%p, %p) is %p', (min, max, expected) => {
    expect(plain(formatRateBand(min, max))).toBe(expected);
  });

  it.each([
    [32, 36, '32 – 36 uur per week'],
    [40, 40, '40 uur per week'],
  ])('formatHourRange(%p, %p) is %p', (min, max, expected) => {
    expect(formatHourRange(min, max)).toBe(expected);
  });

  it('formatRange writes one value for equal bounds and takes a formatter', () => {
    expect(formatRange(3, 5)).toBe('3 – 5');
    expect(formatRange(5, 5)).toBe('5');
    expect(formatRange(1, 2, (n) => `${n}x`)).toBe('1x – 2x');
  });

  it.each([
    [1, '1 kB'],
    [512, '1 kB'],
    [250_000, '244 kB'],
    [1024 * 1024, '1 MB'],
    [1.25 * 1024 * 1024, '1,3 MB'],
    [1.04 * 1024 * 1024, '1 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('formatFileSize(%p) is %p', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
