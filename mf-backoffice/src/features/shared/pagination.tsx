import { Button, HStack, Text, chakra } from '@interim/shared/ui';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark. */
  label: string;
}

/** Previous / next page with "Pagina x van y" (a `nav` landmark), as on the freelancers' search. */
export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <chakra.nav aria-label={label} mt="6">
      <HStack justify="center" gap="4">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Vorige
        </Button>
        <Text fontSize="sm" aria-current="page">
          Pagina {page} van {pageCount}
        </Text>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Volgende
        </Button>
      </HStack>
    </chakra.nav>
  );
}

/** Number of pages for `total` rows of `pageSize` (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API range `[first, last]` of a 1-based page. */
export function rangeOf(page: number, pageSize: number): [number, number] {
  const first = (page - 1) * pageSize;
  return [first, first + pageSize - 1];
}
