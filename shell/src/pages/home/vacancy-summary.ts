import { formatEuro } from '@interim/shared/format';

/**
 * What the home page shows of a vacancy. The vacancy contract is not fixed
 * yet, so the list answer is read defensively: anything without an id and a
 * title is skipped, other fields are optional.
 */
export interface VacancySummary {
  id: string | number;
  title: string;
  city?: string;
  hoursPerWeekMin?: number;
  hoursPerWeekMax?: number;
  rateMin?: number;
  rateMax?: number;
}

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The vacancies of a list answer that can be shown; an answer that is not an array gives none. */
export function toVacancySummaries(data: unknown): VacancySummary[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown): VacancySummary[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const { id, title, city } = record;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string' || title.trim() === '') return [];
    return [
      {
        id,
        title,
        city: typeof city === 'string' && city.trim() !== '' ? city : undefined,
        hoursPerWeekMin: asNumber(record.hoursPerWeekMin),
        hoursPerWeekMax: asNumber(record.hoursPerWeekMax),
        rateMin: asNumber(record.rateMin),
        rateMax: asNumber(record.rateMax),
      },
    ];
  });
}

function range(min: number | undefined, max: number | undefined, format: (n: number) => string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? format(min) : `${format(min)} - ${format(max)}`;
  if (min !== undefined) return `vanaf ${format(min)}`;
  if (max !== undefined) return `tot ${format(max)}`;
  return undefined;
}


/** '32 - 40 uur per week', 'vanaf 24 uur per week', or undefined. */
export function formatHours(vacancy: VacancySummary): string | undefined {
  const text = range(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax, String);
  return text ? `${text} uur per week` : undefined;
}

/** '€ 75 - € 95 per uur', or undefined. */
export function formatRate(vacancy: VacancySummary): string | undefined {
  const text = range(vacancy.rateMin, vacancy.rateMax, formatEuro);
  return text ? `${text} per uur` : undefined;
}
