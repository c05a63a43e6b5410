import { useId, useRef, useState, type FormEvent } from 'react';
import { useProposeCandidate } from '@interim/shared/api/backoffice-applications';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import type { Application } from '@interim/shared/contract';
import { Box, Button, FormAlert, HStack, RouterLink, Stack, Text, chakra } from '@interim/shared/ui';
import { VacancyPicker } from '../../shared/vacancy-picker';

/** Props of {@link ProposeForVacancy}. */
export interface ProposeForVacancyProps {
  candidate: { id: number; firstName: string; lastName: string };
}

/**
 * "Voorstellen voor opdracht…" (issue 30 item 3): a button that opens a
 * small form under it with the opdracht picker (open opdrachten only, title
 * and client). Sending creates the reactie "Voorgesteld door <you>"; the
 * candidate gets a mail and confirms in Mijn reacties. The API's refusals
 * (already a reactie, closed) show as they come, in Dutch.
 */
export function ProposeForVacancy({ candidate }: ProposeForVacancyProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const propose = useProposeCandidate();
  const [open, setOpen] = useState(false);
  const [vacancyId, setVacancyId] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Application | undefined>();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const close = () => {
    setOpen(false);
    setVacancyId(undefined);
    setError(undefined);
    setTimeout(() => toggleRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (vacancyId === undefined) {
      setError('Kies een opdracht om de kandidaat voor voor te stellen.');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const application = await propose({ employeeId: candidate.id, vacancyId });
      setDone(application);
      setOpen(false);
      setVacancyId(undefined);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="3">
      <Box role="status">
        {done ? (
          <Text>
            {name} is voorgesteld voor &quot;{done.vacancy.title}&quot;. {candidate.firstName} krijgt een e-mail en bevestigt in Mijn reacties.{' '}
            <RouterLink to={toPath(routes.backofficeApplication.path, { id: done.id })}>Bekijk de reactie</RouterLink>
          </Text>
        ) : null}
      </Box>
      <Box>
        <Button
          ref={toggleRef}
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : (setDone(undefined), setOpen(true)))}
        >
          Voorstellen voor opdracht…
        </Button>
      </Box>
      {open ? (
        <chakra.form id={panelId} noValidate onSubmit={(event) => void submit(event)} aria-label={`${name} voorstellen voor een opdracht`} borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
          <Stack gap="3">
            <VacancyPicker
              label="Opdracht"
              status="open"
              helperText="Alleen open opdrachten. Zoek op titel, opdrachtgever of plaats."
              value={vacancyId}
              onChange={(id) => {
                setVacancyId(id);
                setError(undefined);
              }}
            />
            <FormAlert message={error} />
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" loading={sending} loadingText="Bezig met voorstellen">
                Voorstellen
              </Button>
              <Button variant="ghost" size="sm" disabled={sending} onClick={close}>
                Annuleren
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      ) : null}
    </Stack>
  );
}
