import type { NamedRef, StaffVacancy, Vacancy, VacancyInput } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME } from '@interim/shared/contract/labels';

/** Names of the reference data the form chose by id. */
export interface ReferenceNames {
  sectors: readonly NamedRef[];
  positions: readonly NamedRef[];
  educationLevels: readonly NamedRef[];
}

function named(list: readonly NamedRef[], id: number): NamedRef {
  return list.find((item) => item.id === id) ?? { id, name: '' };
}

/**
 * The opdracht as freelancers would get it from the API if the form were
 * saved now: the client's name hidden when anonymous, the stored status,
 * place and dates kept (a new one is a concept).
 */
export function previewVacancy(input: VacancyInput, names: ReferenceNames, stored?: StaffVacancy): Vacancy {
  return {
    id: stored?.id ?? 0,
    title: input.title,
    excerpt: '',
    clientName: input.isAnonymous || !input.clientName ? ANONYMOUS_CLIENT_NAME : input.clientName,
    isAnonymous: input.isAnonymous,
    sector: named(names.sectors, input.sectorId),
    position: named(names.positions, input.positionId),
    city: input.city,
    postcode: input.postcode,
    latitude: stored?.latitude ?? null,
    longitude: stored?.longitude ?? null,
    hoursPerWeekMin: input.hoursPerWeekMin,
    hoursPerWeekMax: input.hoursPerWeekMax,
    hourlyRateMin: input.hourlyRateMin,
    hourlyRateMax: input.hourlyRateMax,
    startDate: input.startDate,
    duration: input.duration,
    closingDate: input.closingDate,
    workMode: input.workMode,
    zzpAllowed: input.zzpAllowed,
    educationLevel: input.educationLevelId === null ? null : named(names.educationLevels, input.educationLevelId),
    driversLicenseRequired: input.driversLicenseRequired,
    status: stored?.status ?? 'concept',
    publishedAt: stored?.publishedAt ?? '',
    isFavorite: false,
    distanceKm: null,
    description: input.description,
    requirements: input.requirements,
    wishes: input.wishes,
  };
}
