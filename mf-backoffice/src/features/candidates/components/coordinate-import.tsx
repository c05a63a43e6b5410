import { useState } from 'react';
import { importEmployeeCoordinates, useRefreshEmployees } from '@interim/shared/api/backoffice-employees';
import { describeApiError } from '@interim/shared/api-client';
import type { LatLonImportResult } from '@interim/shared/contract';
import { formatWholeNumber } from '@interim/shared/format';
import { Box, Button, FormAlert, Heading, Text } from '@interim/shared/ui';

function describeResult(result: LatLonImportResult): string {
  const { considered, updated, unknownPostcode } = result;
  const parts = [
    `${formatWholeNumber(considered)} ${considered === 1 ? 'kandidaat' : 'kandidaten'} met een postcode bekeken`,
    `${formatWholeNumber(updated)} ${updated === 1 ? 'locatie' : 'locaties'} bijgewerkt`,
    `${formatWholeNumber(unknownPostcode)} met een postcode die niet in de tabel staat`,
  ];
  return `Klaar: ${parts.join(', ')}.`;
}

/**
 * The lat-lon import as a button: fills every candidate's coordinates from
 * the postcode area centroids (what the distance search uses) and tells the
 * counts. Safe to run again. Recruiters read "Locatie", not "Coördinaten"
 * (issue 30 item 8).
 */
export function CoordinateImport() {
  const refresh = useRefreshEmployees();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LatLonImportResult | undefined>();
  const [error, setError] = useState<string | undefined>();

  const run = async () => {
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await importEmployeeCoordinates());
      void refresh();
    } catch (caught) {
      setError(describeApiError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="coordinate-import-heading" borderWidth="1px" borderRadius="l3" p="5" mt="8">
      <Heading as="h2" size="md" id="coordinate-import-heading" mb="1">
        Locatie van kandidaten
      </Heading>
      <Text mb="3" color="fg.muted">
        Bepaalt de locatie van elke kandidaat met een postcode (het midden van het postcodegebied). Nodig om op afstand te zoeken; je kunt dit
        altijd opnieuw doen.
      </Text>
      <Button variant="outline" loading={busy} loadingText="Bezig met bijwerken" onClick={() => void run()}>
        Locaties bijwerken
      </Button>
      <Box role="status" aria-live="polite" mt={result ? '3' : '0'}>
        {result ? <Text fontWeight="medium">{describeResult(result)}</Text> : null}
      </Box>
      {error ? (
        <Box mt="3">
          <FormAlert message={`Bijwerken is niet gelukt. ${error}`} />
        </Box>
      ) : null}
    </Box>
  );
}
