import type { VacancyListItem } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME } from '@interim/shared/contract/labels';

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
 * An amount in euros with cents when it has them: 95.5 -> '€ 95,50',
 * 95 -> '€ 95' (an hourly rate may hold cents; a rate band never does).
 */
export function formatEuroAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  if (cents % 100 === 0) return formatEuro(value);
  const sign = value < 0 ? '-' : '';
  const whole = formatWholeNumber(Math.floor(cents / 100));
  return `€${NO_BREAK_SPACE}${sign}${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** An en dash with spaces, the one way the product writes a range: '32 – 36'. */
export const RANGE_SEPARATOR = ' – ';

/** Two bounds as one range, or one value when they are equal: (32, 36) -> '32 – 36', (32, 32) -> '32'. */
export function formatRange(min: number, max: number, format: (value: number) => string = formatWholeNumber): string {
  return min === max ? format(min) : `${format(min)}${RANGE_SEPARATOR}${format(max)}`;
}

/** An hourly rate band: '€ 92 – € 107 per uur', or '€ 111 per uur' when min = max. */
export function formatRateBand(min: number, max: number): string {
  return `${formatRange(min, max, formatEuro)} per uur`;
}

/** Hours per week: '32 – 36 uur per week', or '32 uur per week' when min = max. */
export function formatHourRange(min: number, max: number): string {
  return `${formatRange(min, max)} uur per week`;
}

/** A file size for people: '245 kB' (at least 1 kB), '1,2 MB' (one decimal, none when whole: '3 MB'). */
export function formatFileSize(bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes < mebibyte) return `${formatWholeNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  const tenths = Math.round((bytes / mebibyte) * 10);
  const whole = formatWholeNumber(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? `${whole} MB` : `${whole},${tenths % 10} MB`;
}

/** The month of a calendar date in words: '2026-01-15' -> 'januari 2026'; text that is no date comes back as it is. */
export function formatDutchMonth(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Milliseconds since 1970 of the last Sunday of a month (UTC) at 01:00 UTC: when Dutch summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The local time in the Netherlands (UTC+1, +2 in summer time) of an instant, as ISO text without zone. */
function amsterdamTime(instant: Date): string {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 19);
}

/** The calendar date in the Netherlands of an instant, as `YYYY-MM-DD`. */
function amsterdamDate(instant: Date): string {
  return amsterdamTime(instant).slice(0, 10);
}

/** Today (or the day of `now`) in the Netherlands as `YYYY-MM-DD`, e.g. the earliest date a form accepts. */
export function dutchToday(now: Date = new Date()): string {
  return amsterdamDate(now);
}

/** An ISO timestamp as date and time in the Netherlands: '23 november 2026 om 09:05'. Text that is no timestamp comes back as it is. */
export function formatDutchDateTime(isoTimestamp: string): string {
  const instant = new Date(isoTimestamp);
  if (Number.isNaN(instant.getTime())) return isoTimestamp;
  const local = amsterdamTime(instant);
  return `${formatDutchDate(local.slice(0, 10))} om ${local.slice(11, 16)}`;
}

/**
 * A calendar date in words: '1 december 2026'. Takes a date (`2026-12-01`) or
 * an ISO timestamp with a time (`2026-11-23T23:30:00Z`), which is the day it
 * is in the Netherlands then ('24 november 2026'). Text that is no date
 * comes back as it is.
 */
export function formatDutchDate(isoDate: string): string {
  const instant = isoDate.length > 10 ? new Date(isoDate) : undefined;
  const day = instant && !Number.isNaN(instant.getTime()) ? amsterdamDate(instant) : isoDate.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

// The texts of a vacancy as freelancers read them (cards, detail page) and as
// the back office previews them: one place, so the preview cannot drift.

/** '24 – 32 uur per week', or '32 uur per week' when the band is one value. */
export function formatVacancyHours(vacancy: Pick<VacancyListItem, 'hoursPerWeekMin' | 'hoursPerWeekMax'>): string {
  return formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax);
}

/** '€ 60 – € 75 per uur excl. btw', or '€ 60 per uur excl. btw' when the band is one value. */
export function formatVacancyRate(vacancy: Pick<VacancyListItem, 'hourlyRateMin' | 'hourlyRateMax'>): string {
  return `${formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax)} excl. btw`;
}

/** The start date, or 'In overleg'. */
export function formatVacancyStart(startDate: string | null): string {
  return startDate ? formatDutchDate(startDate) : 'In overleg';
}

/** The client's name as freelancers see it: 'Anonieme opdrachtgever' when anonymous or unnamed. */
export function vacancyClientLabel(vacancy: { clientName: string | null; isAnonymous: boolean }): string {
  return vacancy.isAnonymous || !vacancy.clientName ? ANONYMOUS_CLIENT_NAME : vacancy.clientName;
}
export { escapeHtml } from './escape';
