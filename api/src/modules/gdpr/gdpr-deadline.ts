import { GDPR_RESPONSE_MONTHS } from '@interim/shared/contract';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in the Netherlands. */
export function dutchDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The last day to answer a request received at `receivedAt` (AVG article
 * 12(3)): the same day number {@link GDPR_RESPONSE_MONTHS} calendar month
 * later on the Dutch calendar, or that month's last day when it is shorter
 * (31 January -> 28 February, 29 in a leap year; 31 March -> 30 April).
 */
export function gdprDeadline(receivedAt: Date): string {
  const [year, month, day] = dutchDate(receivedAt).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + GDPR_RESPONSE_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'): 0 on the day itself, negative after it. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
