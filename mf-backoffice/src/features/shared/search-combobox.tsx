import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, HStack, Spinner, Text, TextField, chakra } from '@interim/shared/ui';

/** How long typing must pause before the query is sent (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** One choice of a {@link SearchCombobox}. */
export interface ComboboxChoice {
  id: number;
  /** What the input shows once chosen, and the option's accessible name. */
  label: string;
  /** A second line (client, city, status). */
  detail?: ReactNode;
}

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps {
  label: string;
  helperText?: string;
  placeholder?: string;
  /** The chosen record's label ('' while it loads or when none is chosen). */
  selectedLabel: string;
  /** Whether a record is chosen (its label may still be loading). */
  hasSelection: boolean;
  /** The debounced query, when the list is open; null when it is closed (fetch nothing then). */
  onQueryChange: (query: string | null) => void;
  /** The choices for the last query sent, and how many match in all; undefined while none arrived. */
  results: { items: ComboboxChoice[]; total: number } | undefined;
  /** The query `results` belong to, so a count is announced only for the current one. */
  resultsQuery: string | undefined;
  loading: boolean;
  error: boolean;
  /** Screen-reader text for a result: "12 opdrachten gevonden, de eerste 10 staan in de lijst." */
  describeResults: (total: number, shown: number) => string;
  onSelect: (id: number | undefined) => void;
  /** Label of the button that clears the choice ("Wis de opdracht"). */
  clearLabel: string;
}

/**
 * A search field with a list of suggestions: the ARIA 1.2 combobox pattern
 * with list autocomplete (issue 30 item 1), for choosing one record out of
 * thousands where a select of the newest ones falls short. The query goes to
 * the server after a short pause in typing ({@link SEARCH_DEBOUNCE_MS}).
 *
 * Keyboard: ArrowDown / ArrowUp open the list and move through it (the input
 * keeps the focus, `aria-activedescendant` points at the option), Enter
 * chooses, Escape closes the list (a second Escape restores the chosen
 * record's text), Tab leaves. The number of matches is announced in a polite
 * live region once the answer for the current query is in.
 */
export function SearchCombobox({
  label,
  helperText,
  placeholder,
  selectedLabel,
  hasSelection,
  onQueryChange,
  results,
  resultsQuery,
  loading,
  error,
  describeResults,
  onSelect,
  clearLabel,
}: SearchComboboxProps) {
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    onQueryChange(open ? debounced : null);
  }, [open, debounced, onQueryChange]);

  const current = open && results !== undefined && resultsQuery === debounced ? results : undefined;
  const items = current?.items ?? [];
  const shownValue = editing ? text : selectedLabel;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (choice: ComboboxChoice) => {
    onSelect(choice.id);
    setEditing(false);
    setText('');
    close();
  };
  const openList = () => {
    if (!editing) {
      setEditing(true);
      setText('');
      setDebounced('');
    }
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index < 0 ? (step > 0 ? 0 : items.length - 1) : (index + step + items.length) % items.length));
        return;
      }
      case 'Enter': {
        // Enter never submits the filter form; it chooses the active option.
        event.preventDefault();
        const choice = open && active >= 0 ? items[active] : undefined;
        if (choice) choose(choice);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (editing) {
          event.preventDefault();
          setEditing(false);
          setText('');
        }
        return;
      default:
    }
  };

  let status = '';
  if (open && error) status = 'Zoeken is niet gelukt. Probeer het opnieuw.';
  else if (current) status = describeResults(current.total, current.items.length);
  else if (open && loading) status = 'Zoeken…';

  return (
    <Box
      position="relative"
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        close();
        setEditing(false);
        setText('');
      }}
    >
      <HStack align="flex-end" gap="2">
        <Box flex="1">
          <TextField
            ref={inputRef}
            label={label}
            helperText={helperText}
            placeholder={placeholder}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && active >= 0 && items[active] ? optionId(active) : undefined}
            value={shownValue}
            onFocus={() => {
              if (!hasSelection) openList();
            }}
            onClick={openList}
            onChange={(event) => {
              setEditing(true);
              setText(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
        </Box>
        {hasSelection ? (
          <Button
            variant="outline"
            onClick={() => {
              onSelect(undefined);
              setEditing(false);
              setText('');
              inputRef.current?.focus();
            }}
          >
            {clearLabel}
          </Button>
        ) : null}
      </HStack>
      <chakra.ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!open || items.length === 0}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        mt="1"
        maxH="80"
        overflowY="auto"
        listStyleType="none"
        p="1"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        shadow="lg"
      >
        {items.map((choice, index) => (
          <chakra.li
            key={choice.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            borderRadius="l1"
            cursor="pointer"
            bg={index === active ? 'brand.subtle' : undefined}
            outline={index === active ? '2px solid' : undefined}
            outlineColor={index === active ? 'brand.focusRing' : undefined}
            // Keeps the focus in the input, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
            onMouseEnter={() => setActive(index)}
          >
            <Text fontWeight="medium">{choice.label}</Text>
            {choice.detail ? (
              <Text fontSize="sm" color="fg.muted">
                {choice.detail}
              </Text>
            ) : null}
          </chakra.li>
        ))}
      </chakra.ul>
      <HStack gap="2" minH="5" mt="1">
        {open && loading && !current ? <Spinner size="xs" aria-hidden="true" /> : null}
        <Text role="status" aria-live="polite" fontSize="sm" color={error && open ? 'fg.error' : 'fg.muted'}>
          {status}
        </Text>
      </HStack>
    </Box>
  );
}
