import { formatDutchDate, formatEuro, formatWholeNumber } from './index';

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

  it('formatDutchDate takes the date part of a timestamp, and leaves text that is no date alone', () => {
    expect(formatDutchDate('2027-01-04T23:30:00+01:00')).toBe('4 januari 2027');
    expect(formatDutchDate('onbekend')).toBe('onbekend');
  });
});
