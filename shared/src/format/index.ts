/**
 * Dutch formatting of whole numbers, euro amounts and dates, written out
 * instead of done with `Intl`. The first `Intl` formatter on a page loads the
 * locale data: 70-100 ms in Chromium on the project machine, without any CPU
 * throttling, inside the first render of a page that shows a date or an
 * amount (issue 8). These formats are fixed, so they need no locale data; the
 * tests compare every function with `Intl`'s nl-NL output. A time in a given
 * time zone (Amsterdam) needs the zone's rules and still uses `Intl`.
 */

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** A no-break space, as `Intl` puts between '€' and the amount. */
const NO_BREAK_SPACE = '\u00a0';

/** Rounded to a whole number, with '.' between thousands: 1234567 -> '1.234.567'. */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** Whole euros: 1250 -> '€ 1.250' (a no-break space after '€'; '€ -5' below zero). */
export function formatEuro(value: number): string {
  return `€${NO_BREAK_SPACE}${formatWholeNumber(value)}`;
}

/**
 * A calendar date (`2026-12-01`, or the date part of an ISO timestamp) in
 * words: '1 december 2026'. Text that is no date comes back as it is.
 */
export function formatDutchDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
