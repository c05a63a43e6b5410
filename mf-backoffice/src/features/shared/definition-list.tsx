import type { ReactNode } from 'react';
import { chakra } from '@interim/shared/ui';

/** One row of a {@link DefinitionList}; rows whose value is null or undefined are left out. */
export interface Definition {
  term: string;
  value: ReactNode;
}

/** Label-value pairs of a record (`dl`), two columns from medium screens on. */
export function DefinitionList({ items }: { items: Definition[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, max-content) 1fr' }} columnGap="6" rowGap={{ base: '0', md: '2' }}>
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <chakra.div key={item.term} display="contents">
            <chakra.dt fontWeight="medium" color="fg.muted" mt={{ base: '2', md: '0' }}>
              {item.term}
            </chakra.dt>
            <chakra.dd m="0">{item.value}</chakra.dd>
          </chakra.div>
        ))}
    </chakra.dl>
  );
}
