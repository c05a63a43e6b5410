/** One entry of the numbered page links: a page number, or a gap ('…') for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page numbers the result pages link to (issue 32 item 9): the first and
 * the last page, the current one with its neighbours, and a gap for each run
 * of pages left out. A gap never hides a single page (that page is shown
 * instead), so 7 pages or fewer are all shown. `page` is 1-based.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount));
  // Near either end, show as many numbers as in the middle (1 2 3 4 5 … 20).
  if (current <= 3) [2, 3, 4, 5].forEach((n) => n < pageCount && shown.add(n));
  if (current >= pageCount - 2) [1, 2, 3, 4].forEach((n) => pageCount - n > 1 && shown.add(pageCount - n));
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
