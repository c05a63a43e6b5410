/** Reacties per page of `/mijn-reacties`. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** The page number in `?pagina=` (1 when absent or not a number). */
export function applicationsPageOf(params: URLSearchParams): number {
  const value = params.get('pagina') ?? '';
  return Math.max(1, /^\d{1,5}$/.test(value) ? Number(value) : 1);
}

/** The API range of a page (the key the page's list is cached under). */
export function applicationsRange(page: number): [number, number] {
  return [(page - 1) * APPLICATIONS_PAGE_SIZE, page * APPLICATIONS_PAGE_SIZE - 1];
}
