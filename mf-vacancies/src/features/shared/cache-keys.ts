/**
 * SWR keys of this remote. They are tuples tagged with a name of their own,
 * so they never collide with `useApi` keys (which hold bare answers, while
 * list keys here hold `{ items, total }`) and can be found again to update
 * a favourite everywhere on the page.
 */
export const CACHE_TAG = {
  search: 'mf-vacancies/search',
  saved: 'mf-vacancies/saved',
  detail: 'mf-vacancies/detail',
  applications: 'mf-vacancies/applications',
  applicationForVacancy: 'mf-vacancies/application-for-vacancy',
} as const;

/** A tag of {@link CACHE_TAG}. */
export type CacheTag = (typeof CACHE_TAG)[keyof typeof CACHE_TAG];

/** True for an SWR key of this remote with one of the given tags (all tags when none given). */
export function isOwnKey(key: unknown, ...tags: CacheTag[]): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const tag = key[0];
  return tags.length ? (tags as string[]).includes(tag) : tag.startsWith('mf-vacancies/');
}
