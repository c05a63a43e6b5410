// The Pagination component itself is @interim/shared/ui's, as on the freelancers' lists.
export { Pagination, type PaginationProps } from '@interim/shared/ui';

/** Number of pages for `total` rows of `pageSize` (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API range `[first, last]` of a 1-based page. */
export function rangeOf(page: number, pageSize: number): [number, number] {
  const first = (page - 1) * pageSize;
  return [first, first + pageSize - 1];
}
