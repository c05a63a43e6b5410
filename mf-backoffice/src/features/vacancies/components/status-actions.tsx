import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '@interim/shared/api-client';
import type { VacancyStatus } from '@interim/shared/contract';
import { VACANCY_STATUS_TRANSITIONS } from '@interim/shared/contract/labels';
import { Badge, Box, Button, FormAlert, Heading, HStack, Stack, Text } from '@interim/shared/ui';
import { STATUS_PALETTE, statusLabel } from '../format';

/** The status steps staff take from the opdracht's page, with what the confirmation says. */
const STEPS: Partial<Record<VacancyStatus, { action: string; confirm: string; question: string; busy: string; done: string }>> = {
  open: {
    action: 'Publiceren',
    question: "Weet je zeker dat je deze opdracht wilt publiceren? Zzp'ers kunnen haar dan vinden en erop reageren.",
    confirm: 'Ja, publiceren',
    busy: 'Bezig met publiceren',
    done: 'De opdracht is gepubliceerd.',
  },
  closed: {
    action: 'Sluiten',
    question: "Weet je zeker dat je deze opdracht wilt sluiten? Zzp'ers kunnen er dan niet meer op reageren. Lopende reacties krijgen de status Opdracht gesloten en een e-mail. Een gesloten opdracht kan niet opnieuw open.",
    confirm: 'Ja, sluiten',
    busy: 'Bezig met sluiten',
    done: 'De opdracht is gesloten.',
  },
};

/** Props of {@link StatusActions}. */
export interface StatusActionsProps {
  status: VacancyStatus;
  /** Sends the step; rejects with the API's error. */
  onChange: (status: VacancyStatus) => Promise<void>;
  /** The form holds unsaved changes: a step waits until they are saved or undone. */
  hasUnsavedChanges?: boolean;
}

/**
 * The opdracht's status and the steps it may take (concept -> gepubliceerd
 * -> gesloten, {@link VACANCY_STATUS_TRANSITIONS}), each after a
 * confirmation. Nothing is deleted: an opdracht closes.
 */
export function StatusActions({ status, onChange, hasUnsavedChanges = false }: StatusActionsProps) {
  const [confirming, setConfirming] = useState<VacancyStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; status: 'error' | 'success' } | undefined>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const next = VACANCY_STATUS_TRANSITIONS[status].filter((step) => STEPS[step]);
  const step = confirming ? STEPS[confirming] : undefined;

  // The question takes the focus, so a keyboard user answers it next.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const send = async (target: VacancyStatus) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await onChange(target);
      setMessage({ text: STEPS[target]!.done, status: 'success' });
      setConfirming(null);
    } catch (error) {
      setMessage({ text: describeApiError(error), status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="vacancy-status-heading" borderWidth="1px" borderRadius="l3" p="5">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="vacancy-status-heading">
            Status
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[status]} size="lg">
            {statusLabel(status)}
          </Badge>
        </HStack>
        <FormAlert message={message?.text} status={message?.status} />
        {next.length === 0 ? (
          <Text color="fg.muted">Een gesloten opdracht blijft gesloten: zo blijft haar geschiedenis bewaard.</Text>
        ) : step && confirming ? (
          <Stack gap="2" role="group" aria-label={`${step.action} bevestigen`}>
            <Text fontWeight="medium">{step.question}</Text>
            <HStack gap="2" wrap="wrap">
              <Button
                ref={confirmButton}
                colorPalette={confirming === 'closed' ? 'red' : undefined}
                size="sm"
                loading={busy}
                loadingText={step.busy}
                onClick={() => void send(confirming)}
              >
                {step.confirm}
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(null)}>
                Annuleren
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              {next.map((target) => (
                <Button
                  key={target}
                  variant={target === 'open' ? 'solid' : 'outline'}
                  size="sm"
                  disabled={hasUnsavedChanges}
                  onClick={() => {
                    setMessage(undefined);
                    setConfirming(target);
                  }}
                >
                  {STEPS[target]!.action}
                </Button>
              ))}
            </HStack>
            {hasUnsavedChanges ? (
              <Text fontSize="sm" color="fg.muted">
                Sla je wijzigingen eerst op.
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
