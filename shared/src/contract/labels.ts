/**
 * Constants of the contract that screens show or use, without zod: importing them as
 * `@interim/shared/contract/labels` does not load the schema library (89 KB
 * gzip, evaluated whole because module federation shares packages whole), so a
 * page that only displays vacancies does not wait for it (issue 8). The
 * schemas in vacancies.ts and applications.ts are built from these, and
 * `@interim/shared/contract` exports them too.
 */

/** Largest page a list endpoint serves: `range=[0,99]`. */
export const MAX_PAGE_SIZE = 100;

/** Shown instead of the client's name when a vacancy is anonymous. */
export const ANONYMOUS_CLIENT_NAME = 'Anonieme opdrachtgever';

/** Where the work happens. */
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
/** Where the work happens: on site, hybrid, or remote. */
export type WorkMode = (typeof WORK_MODES)[number];
/** Dutch labels of the work modes. */
export const WORK_MODE_LABELS: Record<WorkMode, string> = { onsite: 'Op locatie', hybrid: 'Hybride', remote: 'Op afstand' };

/** The work modes as options of a select field, in the order of WORK_MODES. */
export const WORK_MODE_OPTIONS: ReadonlyArray<{ value: WorkMode; label: string }> = WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }));

/**
 * Every status of a vacancy (opdracht): `concept` is staff-only work in
 * progress, `open` is published ("gepubliceerd"), `closed` is final.
 */
export const VACANCY_STATUSES = ['concept', 'open', 'closed'] as const;
/** The status of a vacancy (machine value; show {@link VACANCY_STATUS_LABELS} to people). */
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
/** Dutch labels of the vacancy statuses, for the UI. */
export const VACANCY_STATUS_LABELS: Record<VacancyStatus, string> = { concept: 'Concept', open: 'Gepubliceerd', closed: 'Gesloten' };
/**
 * The status changes staff may make: a concept is published or closed, a
 * published vacancy is closed, and a closed one stays closed (nothing is
 * deleted, nothing re-opens).
 */
export const VACANCY_STATUS_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  concept: ['open', 'closed'],
  open: ['closed'],
  closed: [],
};

/**
 * Every status of an application, in the order of the normal flow; the last
 * four are final. `vacancy_closed` is set by the API when staff close the
 * opdracht while the reactie was still open (issue 32 item 8, ADR 0020).
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'proposed',
  'interview',
  'offer',
  'placed',
  'rejected',
  'withdrawn',
  'vacancy_closed',
] as const;
/** The status of an application (machine value; show {@link APPLICATION_STATUS_LABELS} to people). */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Dutch labels of the application statuses, for the UI. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Ontvangen',
  in_review: 'In behandeling',
  proposed: 'Voorgesteld',
  interview: 'Gesprek',
  offer: 'Aanbod',
  placed: 'Geplaatst',
  rejected: 'Afgewezen',
  withdrawn: 'Ingetrokken',
  vacancy_closed: 'Opdracht gesloten',
};

/** Longest name of a saved search (the search page names one from its filters). */
export const MAX_SAVED_SEARCH_NAME_LENGTH = 120;
