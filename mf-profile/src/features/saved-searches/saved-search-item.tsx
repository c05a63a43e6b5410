import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { deleteSavedSearch, updateSavedSearch, useRefreshSavedSearches } from '@interim/shared/api';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import {
  MAX_SAVED_SEARCH_NAME_LENGTH,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_FREQUENCY_SENTENCES,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@interim/shared/contract';
import { Badge, Box, Button, Flex, Heading, HStack, RouterLink, SelectField, Stack, Text, TextField, VisuallyHidden } from '@interim/shared/ui';
import { markSavedSearchVisited, newMatchesText, savedSearchResultsPath, useSavedSearchSummary } from './saved-search-links';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/** Props of {@link SavedSearchItem}. */
export interface SavedSearchItemProps {
  search: SavedSearch;
}

/**
 * One saved search on `/profiel/zoekopdrachten`: its name (renamed in
 * place), its filters in words, the new matches, how often it mails, the
 * link to its results, and delete after a confirmation. Every change is
 * sent at once and the list is fetched again; a failure is said beside it.
 */
export function SavedSearchItem({ search }: SavedSearchItemProps) {
  const refresh = useRefreshSavedSearches();
  const summary = useSavedSearchSummary(search);
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(search.frequency);
  // Said after a change of frequency went through (issue 32 item 6): the select alone does not confirm it.
  const [frequencySaved, setFrequencySaved] = useState<SavedSearchFrequency | undefined>(undefined);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // Which button gets focus back when the rename or the delete question closes (found after the render that shows it again).
  const returnFocus = useRef<'rename' | 'delete' | null>(null);

  useEffect(() => setFrequency(search.frequency), [search.frequency]);
  useEffect(() => {
    if (!renaming) return;
    nameInput.current?.focus();
    nameInput.current?.select();
  }, [renaming]);
  useEffect(() => {
    if (confirmingDelete) confirmButton.current?.focus();
  }, [confirmingDelete]);
  useEffect(() => {
    if (renaming || confirmingDelete || !returnFocus.current) return;
    (returnFocus.current === 'rename' ? renameButton : deleteButton).current?.focus();
    returnFocus.current = null;
  }, [renaming, confirmingDelete]);

  const closeRename = () => {
    returnFocus.current = 'rename';
    setRenaming(false);
    setNameError(undefined);
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) return setNameError('Vul een naam in');
    if (next.length > MAX_SAVED_SEARCH_NAME_LENGTH) return setNameError(`Gebruik maximaal ${MAX_SAVED_SEARCH_NAME_LENGTH} karakters`);
    if (next === search.name) return closeRename();
    setBusy(true);
    try {
      await updateSavedSearch(search.id, { name: next });
      await refresh();
      closeRename();
    } catch (failure) {
      setNameError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const changeFrequency = async (next: SavedSearchFrequency) => {
    const before = frequency;
    setFrequency(next);
    setError(undefined);
    setFrequencySaved(undefined);
    try {
      await updateSavedSearch(search.id, { frequency: next });
      setFrequencySaved(next);
      await refresh();
    } catch (failure) {
      setFrequency(before);
      setError(`E-mails aanpassen is niet gelukt: ${messageOf(failure)}`);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteSavedSearch(search.id);
      await refresh();
    } catch (failure) {
      setBusy(false);
      returnFocus.current = 'delete';
      setConfirmingDelete(false);
      setError(`Verwijderen is niet gelukt: ${messageOf(failure)}`);
    }
  };

  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Stack gap="3">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {search.name}
          </Heading>
          {renaming ? null : (
            <Button
              ref={renameButton}
              size="xs"
              variant="ghost"
              onClick={() => {
                setName(search.name);
                setRenaming(true);
              }}
            >
              Naam wijzigen<VisuallyHidden>{` van ${search.name}`}</VisuallyHidden>
            </Button>
          )}
        </Flex>
        {renaming ? (
          <form noValidate onSubmit={(event) => void rename(event)} onKeyDown={(event) => event.key === 'Escape' && closeRename()}>
            <Stack gap="2">
              <TextField
                ref={nameInput}
                label="Nieuwe naam"
                value={name}
                maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
                error={nameError}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <HStack gap="2">
                <Button type="submit" size="sm" loading={busy}>
                  Naam opslaan
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={closeRename}>
                  Annuleren
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : null}
        {/* A search named after its only filter ("kwartiermaker") does not say it twice. */}
        {summary.trim().toLowerCase() === search.name.trim().toLowerCase() ? null : (
          <Text fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        )}
        <Flex gap="4" align="flex-end" wrap="wrap" justify="space-between">
          <Stack gap="2">
            <Badge alignSelf="flex-start" colorPalette={search.newMatchCount > 0 ? 'green' : 'gray'}>
              {newMatchesText(search.newMatchCount)}
            </Badge>
            <RouterLink to={savedSearchResultsPath(search)} onClick={() => markSavedSearchVisited(search.id)} fontWeight="semibold">
              Bekijk resultaten<VisuallyHidden>{` van ${search.name}`}</VisuallyHidden>
            </RouterLink>
          </Stack>
          <Box minW="12rem">
            <SelectField
              label="E-mail met nieuwe opdrachten"
              value={frequency}
              onChange={(event) => void changeFrequency(event.currentTarget.value as SavedSearchFrequency)}
              options={SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: SAVED_SEARCH_FREQUENCY_LABELS[value] }))}
            />
          </Box>
        </Flex>
        {/* A live region present from the start, so the confirmation is announced. */}
        <Box role="status" aria-live="polite">
          {frequencySaved ? (
            <Text fontSize="sm" color="fg.success">
              {`Opgeslagen. ${SAVED_SEARCH_FREQUENCY_SENTENCES[frequencySaved]}`}
            </Text>
          ) : null}
        </Box>
        {confirmingDelete ? (
          <Box role="group" aria-label={`${search.name} verwijderen`} borderTopWidth="1px" pt="3">
            <Text mb="2">{`Weet je zeker dat je "${search.name}" wilt verwijderen? Je krijgt er dan ook geen mail meer over.`}</Text>
            <HStack gap="2">
              <Button ref={confirmButton} size="sm" colorPalette="red" loading={busy} onClick={() => void remove()}>
                Ja, verwijderen
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  returnFocus.current = 'delete';
                  setConfirmingDelete(false);
                }}
              >
                Annuleren
              </Button>
            </HStack>
          </Box>
        ) : (
          <Box>
            <Button ref={deleteButton} size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
              Verwijderen<VisuallyHidden>{` ${search.name}`}</VisuallyHidden>
            </Button>
          </Box>
        )}
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
