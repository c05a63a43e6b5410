import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark. */
  label?: string;
}

/** Previous / next page with "Pagina x van y" (a `nav` landmark): the freelancers' lists and the back office's. */
export function Pagination({ page, pageCount, onPage, label = 'Paginering' }: PaginationProps) {
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
