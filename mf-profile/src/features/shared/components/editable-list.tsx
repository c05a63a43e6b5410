import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Button, FormAlert, Heading, HStack, Stack, Text, chakra, notify } from '@interim/shared/ui';
import { applySaveError } from './save-errors';

/** Props of {@link EditableList}. */
export interface EditableListProps<Item, Values extends FieldValues, Schema extends z.ZodType<Item, Values>> {
  /** Heading of the section, e.g. 'Werkervaring'. */
  heading: string;
  /** What one entry is called, lower case: 'werkervaring', 'opleiding'. */
  itemName: string;
  items: readonly Item[];
  /** Shown when there are no entries yet. */
  emptyText: string;
  /** The summary of one entry in the list. */
  summary: (item: Item) => ReactNode;
  /** The accessible name of one entry, used in its buttons ('Bewerken: Projectleider bij Gemeente Utrecht'). */
  itemLabel: (item: Item) => string;
  schema: Schema;
  toFormValues: (item?: Item) => Values;
  /** The fields of the entry form. */
  renderFields: (form: UseFormReturn<Values, unknown, Item>) => ReactNode;
  /** Saves the whole list (PATCH replaces it). */
  save: (items: Item[]) => Promise<unknown>;
}

type Editing = { mode: 'add' } | { mode: 'edit'; index: number } | undefined;

/** One entry's form, for adding or editing. */
function EntryForm<Item, Values extends FieldValues, Schema extends z.ZodType<Item, Values>>({
  title,
  initial,
  schema,
  renderFields,
  onSave,
  onCancel,
}: {
  title: string;
  initial: Values;
  schema: Schema;
  renderFields: (form: UseFormReturn<Values, unknown, Item>) => ReactNode;
  onSave: (item: Item) => Promise<void>;
  onCancel: () => void;
}) {
  const [submitError, setSubmitError] = useState<string | undefined>();
  const form = useForm<Values, unknown, Item>({
    // The resolver's generics cannot follow a generic schema; the types meet at Values -> Item.
    resolver: zodResolver(schema as never) as never,
    defaultValues: initial as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit(async (item) => {
    setSubmitError(undefined);
    try {
      await onSave(item);
    } catch (error) {
      setSubmitError(applySaveError(error, Object.keys(initial), form.setError));
    }
  });
  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label={title} borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="4">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <FormAlert message={submitError} />
        {renderFields(form)}
        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Bezig met opslaan">
            Opslaan
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Annuleren
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/**
 * A list of entries (work experience, education) with add, edit and remove.
 * Each change saves the whole list at once; the list shown is the saved one.
 */
export function EditableList<Item, Values extends FieldValues, Schema extends z.ZodType<Item, Values>>(
  props: EditableListProps<Item, Values, Schema>,
) {
  const { heading, itemName, items, emptyText, summary, itemLabel, schema, toFormValues, renderFields, save } = props;
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<number | undefined>();

  const saveList = async (next: Item[], done: string) => {
    await save(next);
    setEditing(undefined);
    notify({ type: 'success', description: done });
  };

  const remove = async (index: number) => {
    setRemoving(index);
    try {
      await saveList(
        items.filter((_, i) => i !== index),
        `De ${itemName} is verwijderd.`,
      );
    } catch (error) {
      notify({ description: applySaveError(error, [], () => undefined) });
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <Stack gap="4" as="section" aria-label={heading}>
      <Heading as="h2" size="lg">
        {heading}
      </Heading>
      {items.length === 0 ? <Text color="fg.muted">{emptyText}</Text> : null}
      {items.length > 0 ? (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3">
          {items.map((item, index) =>
            editing?.mode === 'edit' && editing.index === index ? (
              <li key={index}>
                <EntryForm
                  title={`${capitalise(itemName)} bewerken`}
                  initial={toFormValues(item)}
                  schema={schema}
                  renderFields={renderFields}
                  onSave={(saved) =>
                    saveList(
                      items.map((old, i) => (i === index ? saved : old)),
                      `De ${itemName} is opgeslagen.`,
                    )
                  }
                  onCancel={() => setEditing(undefined)}
                />
              </li>
            ) : (
              <Box as="li" key={index} borderWidth="1px" borderRadius="l2" p="4">
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                  <Box>{summary(item)}</Box>
                  <HStack gap="2" alignSelf={{ base: 'flex-start', md: 'center' }}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Bewerken: ${itemLabel(item)}`}
                      onClick={() => setEditing({ mode: 'edit', index })}
                      disabled={removing !== undefined}
                    >
                      Bewerken
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Verwijderen: ${itemLabel(item)}`}
                      loading={removing === index}
                      onClick={() => void remove(index)}
                      disabled={removing !== undefined}
                    >
                      Verwijderen
                    </Button>
                  </HStack>
                </Stack>
              </Box>
            ),
          )}
        </chakra.ul>
      ) : null}
      {editing?.mode === 'add' ? (
        <EntryForm
          title={`${capitalise(itemName)} toevoegen`}
          initial={toFormValues()}
          schema={schema}
          renderFields={renderFields}
          onSave={(saved) => saveList([...items, saved], `De ${itemName} is toegevoegd.`)}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <Box>
          <Button variant="outline" onClick={() => setEditing({ mode: 'add' })} disabled={editing !== undefined}>
            {capitalise(itemName)} toevoegen
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
