import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, HStack, Input, SearchIcon, chakra } from '@interim/shared/ui';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The text searched for now (from the URL). */
  query: string;
  /** Searches for the typed text (trimmed). */
  onSearch: (text: string) => void;
}

/** The full-text search box of `/opdrachten`; follows the URL on back/forward. */
export function SearchBar({ query, onSearch }: SearchBarProps) {
  const [text, setText] = useState(query);
  const id = useId();
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <chakra.form role="search" onSubmit={submit} mb="6" aria-label="Opdrachten zoeken">
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="2">
        Zoek opdrachten
      </chakra.label>
      <HStack gap="2">
        <Input
          id={id}
          type="search"
          size="lg"
          value={text}
          maxLength={200}
          enterKeyHint="search"
          placeholder="Bijvoorbeeld projectmanager, Utrecht"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" size="lg">
          <SearchIcon />
          Zoeken
        </Button>
      </HStack>
    </chakra.form>
  );
}
