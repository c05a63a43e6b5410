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
    <chakra.form role="search" onSubmit={submit} mb={{ base: '4', lg: '6' }} aria-label="Opdrachten zoeken">
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
          placeholder="Functie of plaats"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {/* Phones: the icon alone, so the box keeps room for what is typed (issue 32). */}
        <Button type="submit" size="lg" aria-label="Zoeken" px={{ base: '3', sm: '4' }}>
          <SearchIcon />
          <chakra.span hideBelow="sm">Zoeken</chakra.span>
        </Button>
      </HStack>
    </chakra.form>
  );
}
