import { dutchToday, formatDutchDate, formatWholeNumber } from '@interim/shared/format';

/**
 * Texts of a search result that the home page never shows: how long ago an
 * opdracht was published and how far away it is. A subpath of its own
 * (`@interim/shared/format/listing`) so the home page's first load does not
 * carry them (a federated module keeps all its exports).
 */

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * When an opdracht was published, counted in Dutch calendar days: 'vandaag',
 * 'gisteren', '3 dagen geleden', '1 week geleden', '5 weken geleden', and
 * from 8 weeks on the date itself ('3 oktober 2026'). A time in the future
 * (clocks apart) is 'vandaag'. Text that is no timestamp comes back as it is.
 */
export function formatPublishedAgo(publishedAt: string, now: Date = new Date()): string {
  const instant = new Date(publishedAt);
  if (Number.isNaN(instant.getTime())) return publishedAt;
  const days = daysBetween(dutchToday(instant), dutchToday(now));
  if (days <= 0) return 'vandaag';
  if (days === 1) return 'gisteren';
  if (days < 7) return `${days} dagen geleden`;
  if (days < 56) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week geleden' : `${weeks} weken geleden`;
  }
  return formatDutchDate(publishedAt);
}

/**
 * How many Dutch calendar days an opdracht counts as new (the "Nieuw" badge,
 * issue 32): published today, yesterday or the day before.
 */
export const NEW_VACANCY_DAYS = 3;

/**
 * True when an opdracht was published within the last {@link NEW_VACANCY_DAYS}
 * Dutch calendar days (today counts as the first), by its `publishedAt`. A
 * time in the future (clocks apart) is new; text that is no timestamp is not.
 */
export function isNewVacancy(publishedAt: string, now: Date = new Date()): boolean {
  const instant = new Date(publishedAt);
  if (Number.isNaN(instant.getTime())) return false;
  return daysBetween(dutchToday(instant), dutchToday(now)) < NEW_VACANCY_DAYS;
}

/**
 * A distance for people, as precise as a postcode centroid allows: under a
 * kilometre '< 1 km', else whole kilometres ('3 km', '1.250 km').
 */
export function formatDistance(km: number): string {
  if (km < 1) return '< 1 km';
  return `${formatWholeNumber(km)} km`;
}
