import { useId } from 'react';
import { HStack, NativeSelect, chakra } from '@interim/shared/ui';
import { SORT_OPTIONS, availableSorts, effectiveSort, type SearchState, type SortKey } from '../search-state';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  state: SearchState;
  onSort: (sort: SortKey) => void;
}

/** "Sorteren op": the sorts that make sense for the search (relevance with text, distance with a postcode). */
export function SortSelect({ state, onSort }: SortSelectProps) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap">
        Sorteren op
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={effectiveSort(state)} onChange={(event) => onSort(event.currentTarget.value as SortKey)}>
          {availableSorts(state).map((key) => (
            <option key={key} value={key}>
              {SORT_OPTIONS[key].label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
