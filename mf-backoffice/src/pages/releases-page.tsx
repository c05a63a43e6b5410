import { useReleases } from '@interim/shared/api/backoffice-releases';
import { routes } from '@interim/shared/config';
import { EmptyState, ErrorPanel, PageSpinner, Stack, Text, chakra } from '@interim/shared/ui';
import { RemoteReleases } from '../features/releases/components/remote-releases';
import { BackofficePage } from '../features/shared/backoffice-page';

/**
 * The releases of the remotes (`/beheer/versies`, issue 27), read-only: per
 * remote the live version, the canary and its share of visitors, and the
 * last 10 releases. Changing them is the operator's (`pnpm remote:deploy`,
 * `remote:rollback`, `remote:promote`), never this page's.
 */
export function ReleasesPage() {
  const { data, error, isLoading, mutate } = useReleases();

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Versies laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Versies laden" />;
  } else if (data.remotes.every((remote) => remote.recent.length === 0 && !remote.live)) {
    content = (
      <EmptyState
        heading="Nog geen versies"
        text="Er is nog geen release van een onderdeel gepubliceerd. Een release verschijnt hier zodra hij met pnpm remote:deploy is gepubliceerd."
        buttonLabel="Naar de opdrachten"
        buttonHref={routes.backofficeVacancies.path}
      />
    );
  } else {
    content = (
      <>
        <Stack gap="6">
          {data.remotes.map((remote) => (
            <RemoteReleases key={remote.remote} releases={remote} />
          ))}
        </Stack>
        <Text mt="6" color="fg.muted">
          De bestanden van een versie die niet meer in gebruik is, blijven {data.retentionDays === 1 ? '1 dag' : `${data.retentionDays} dagen`} beschikbaar,
          zodat geopende pagina&apos;s blijven werken.
        </Text>
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeReleases.title}>
      <Text mb="6" maxW="3xl">
        Welke versie van elk onderdeel de bezoekers krijgen. Alleen lezen: een versie publiceren, terugdraaien of een canary volledig
        live zetten gaat met <chakra.code>pnpm remote:deploy</chakra.code>, <chakra.code>remote:rollback</chakra.code> en{' '}
        <chakra.code>remote:promote</chakra.code>.
      </Text>
      {content}
    </BackofficePage>
  );
}
