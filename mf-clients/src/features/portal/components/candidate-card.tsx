import { useState, type FormEvent } from 'react';
import { describeApiError } from '@interim/shared/api-client';
import { clientCandidateCvUrl, respondToCandidate } from '@interim/shared/api/client-portal';
import { APPLICATION_STATUS_LABELS } from '@interim/shared/contract/labels';
import type { ClientCandidate, ClientResponseKind } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime, formatEuro } from '@interim/shared/format';
import { Box, Button, FormAlert, Heading, HStack, Link, Text, TextareaField } from '@interim/shared/ui';

const REQUIRED = 'Verplicht veld';

/** Props of {@link CandidateCard}. */
export interface CandidateCardProps {
  candidate: ClientCandidate;
  /** After an answer was stored: refresh what the portal shows. */
  onAnswered: (candidate: ClientCandidate) => void;
}

function ResponseForm({ candidate, kind, onCancel, onAnswered }: { candidate: ClientCandidate; kind: ClientResponseKind; onCancel: () => void } & Pick<CandidateCardProps, 'onAnswered'>) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const invite = kind === 'interview';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!text.trim()) {
      setFieldError(REQUIRED);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      onAnswered(await respondToCandidate(candidate.id, invite ? { kind, moments: text } : { kind, reason: text }));
    } catch (error) {
      setFormError(describeApiError(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Box mt="4">
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={invite ? `Uitnodiging voor ${candidate.displayName}` : `Afwijzing van ${candidate.displayName}`}>
      <TextareaField
        label={invite ? 'Voorgestelde momenten voor een gesprek' : 'Reden van afwijzing'}
        helperText={invite ? 'Bijvoorbeeld: dinsdag 2 december 10:00 of donderdag 4 december 14:00.' : 'Uw consultant bespreekt dit met de kandidaat.'}
        isRequired
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fieldError}
      />
      <FormAlert message={formError} autoFocus />
      <HStack mt="3" gap="3">
        <Button type="submit" colorPalette="brand" loading={sending}>
          {invite ? 'Uitnodiging versturen' : 'Afwijzing versturen'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuleren
        </Button>
      </HStack>
    </form>
    </Box>
  );
}

/**
 * A proposed candidate as the client sees them (docs/adr/0021): what the
 * freelancer agreed to share (function, experience in roles and years, rate,
 * availability; the CV as a download), a note where they did not, and the client's
 * answer: "Uitnodigen voor gesprek" (with proposed moments) or "Afwijzen"
 * (with a reason), once per candidate.
 */
export function CandidateCard({ candidate, onAnswered }: CandidateCardProps) {
  const [answering, setAnswering] = useState<ClientResponseKind>();
  const headingId = `kandidaat-${candidate.id}`;
  const { response } = candidate;
  return (
    <Box as="article" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {candidate.displayName}
      </Heading>
      {candidate.profileShared ? <Text color="fg.muted">{candidate.functionTitle ?? 'Functie niet opgegeven'}</Text> : null}
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap="1" mt="3">
        {candidate.profileShared ? (
          <>
            <Box as="dt" fontWeight="semibold">
              Ervaring
            </Box>
            <Box as="dd">{candidate.experienceSummary.length > 0 ? candidate.experienceSummary.join(', ') : 'Niet opgegeven'}</Box>
            <Box as="dt" fontWeight="semibold">
              Uurtarief
            </Box>
            <Box as="dd">{candidate.hourlyRate === null ? 'In overleg' : `${formatEuro(candidate.hourlyRate)} per uur (excl. btw)`}</Box>
            <Box as="dt" fontWeight="semibold">
              Beschikbaar
            </Box>
            <Box as="dd">
              {candidate.availableFrom ? `Vanaf ${formatDutchDate(candidate.availableFrom)}` : 'In overleg'}
              {candidate.hoursPerWeek ? `, ${candidate.hoursPerWeek} uur per week` : ''}
            </Box>
          </>
        ) : null}
        <Box as="dt" fontWeight="semibold">
          Status
        </Box>
        <Box as="dd">{APPLICATION_STATUS_LABELS[candidate.status]}</Box>
        <Box as="dt" fontWeight="semibold">
          Cv
        </Box>
        <Box as="dd">
          {candidate.cvAvailable ? (
            <Link href={clientCandidateCvUrl(candidate.id)} color="brand.fg" download>
              Cv van {candidate.displayName} downloaden
            </Link>
          ) : (
            'Niet gedeeld'
          )}
        </Box>
      </Box>
      {candidate.profileShared ? null : (
        <Text mt="3" fontSize="sm">
          De kandidaat heeft er niet voor gekozen functie, werkervaring, tarief en beschikbaarheid met u te delen. Uw consultant vertelt u graag meer.
        </Text>
      )}
      {response ? (
        <Box mt="4" p="3" bg="bg.subtle" borderRadius="l2" role="status">
          {response.kind === 'interview' ? (
            <Text>
              <strong>U heeft deze kandidaat uitgenodigd voor een gesprek</strong> ({formatDutchDateTime(response.at)}, {response.contactName}). Voorgestelde momenten: {response.moments}
            </Text>
          ) : (
            <Text>
              <strong>U heeft deze kandidaat afgewezen</strong> ({formatDutchDateTime(response.at)}, {response.contactName}). Reden: {response.reason}
            </Text>
          )}
        </Box>
      ) : candidate.status === 'proposed' ? (
        answering ? (
          <ResponseForm candidate={candidate} kind={answering} onCancel={() => setAnswering(undefined)} onAnswered={onAnswered} />
        ) : (
          <HStack mt="4" gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => setAnswering('interview')} aria-describedby={headingId}>
              Uitnodigen voor gesprek
            </Button>
            <Button variant="outline" onClick={() => setAnswering('rejected')} aria-describedby={headingId}>
              Afwijzen
            </Button>
          </HStack>
        )
      ) : null}
    </Box>
  );
}
