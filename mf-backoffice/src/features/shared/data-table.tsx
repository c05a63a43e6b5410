import type { ReactNode } from 'react';
import { Box, VisuallyHidden, chakra } from '@interim/shared/ui';

/** The style of every cell of the back office's tables. */
export const tableCell = { px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' } as const;

export interface DataTableProps {
  /** Read to screen readers only: what the table lists. */
  caption: ReactNode;
  /** The column headings, in order. */
  headings: readonly string[];
  /** The body's rows (`tr`). */
  children: ReactNode;
}

/**
 * A back-office table: scrolls sideways on a narrow screen, a hidden caption,
 * one header row of column headings; the rows are the caller's.
 */
export function DataTable({ caption, headings, children }: DataTableProps) {
  return (
    <Box overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <chakra.th key={heading} scope="col" {...tableCell}>
                {heading}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </Box>
  );
}
