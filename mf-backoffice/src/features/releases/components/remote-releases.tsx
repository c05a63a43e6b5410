import { RELEASE_STATE_LABELS, type Release, type RemoteReleases as RemoteReleasesData } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Badge, Heading, Stack, Text, chakra } from '@interim/shared/ui';
import { DataTable, tableCell } from '../../shared/data-table';
import { DefinitionList } from '../../shared/definition-list';


/** Badge colours of the release states; the state is also written out (not colour alone). */
const STATE_PALETTE: Record<Release['state'], string> = { live: 'green', canary: 'orange', previous: 'gray', retired: 'gray' };

/** Where a release's files are served: the site itself, or another origin. */
function servedFrom(release: Release): string {
  return release.origin ?? 'deze site';
}

/** How a release came in, in words. */
function sourceLabel(release: Release): string {
  return release.source === 'deploy' ? 'remote:deploy' : 'build bij de start';
}

function Version({ release }: { release: Release }) {
  return (
    <chakra.code fontSize="sm" wordBreak="break-all">
      {release.version}
    </chakra.code>
  );
}

/** Props of {@link RemoteReleases}. */
export interface RemoteReleasesProps {
  releases: RemoteReleasesData;
}

/**
 * One remote's releases: the live version (since when, by whom, served from
 * where), the canary with its share of visitors, and the history of its
 * last releases (newest first) as a table. Read-only: the operator commands
 * change releases.
 */
export function RemoteReleases({ releases }: RemoteReleasesProps) {
  const { remote, live, canary, recent } = releases;
  const headingId = `releases-${remote}`;
  return (
    <chakra.section aria-labelledby={headingId} borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="xl" id={headingId} mb="4">
        {remote}
      </Heading>
      <DefinitionList
        items={[
          {
            term: 'Live versie',
            value: live ? (
              <Stack gap="0">
                <Version release={live} />
                <Text color="fg.muted" fontSize="sm">
                  {live.liveAt ? `live sinds ${formatDutchDateTime(live.liveAt)}` : null}
                  {live.deployedBy ? `, door ${live.deployedBy}` : null}, vanaf {servedFrom(live)}
                </Text>
              </Stack>
            ) : (
              'Nog geen release'
            ),
          },
          {
            term: 'Canary',
            value: canary ? (
              <Stack gap="0">
                <Version release={canary} />
                <Text color="fg.muted" fontSize="sm">
                  voor {canary.canaryPercent ?? 0} % van de bezoekers, vanaf {servedFrom(canary)}
                </Text>
              </Stack>
            ) : (
              'Geen canary'
            ),
          },
        ]}
      />
      <Heading as="h3" size="md" mt="6" mb="2">
        Geschiedenis
      </Heading>
      {recent.length === 0 ? (
        <Text color="fg.muted">Nog geen releases van {remote}.</Text>
      ) : (
        <DataTable caption={`Laatste releases van ${remote}, nieuwste eerst`} headings={['Versie', 'Status', 'Gepubliceerd', 'Door', 'Hoe', 'Bestanden']}>
          {recent.map((release) => (
            <tr key={release.version}>
              <chakra.th scope="row" fontWeight="normal" {...tableCell}>
                <Version release={release} />
                {release.commit ? (
                  <Text color="fg.muted" fontSize="xs">
                    commit {release.commit.slice(0, 10)}
                  </Text>
                ) : null}
              </chakra.th>
              <chakra.td {...tableCell}>
                <Badge colorPalette={STATE_PALETTE[release.state]}>
                  {RELEASE_STATE_LABELS[release.state]}
                  {release.state === 'canary' && release.canaryPercent !== null ? ` (${release.canaryPercent} %)` : ''}
                </Badge>
              </chakra.td>
              <chakra.td {...tableCell} whiteSpace="nowrap">
                {formatDutchDateTime(release.createdAt)}
              </chakra.td>
              <chakra.td {...tableCell}>{release.deployedBy ?? '—'}</chakra.td>
              <chakra.td {...tableCell}>{sourceLabel(release)}</chakra.td>
              <chakra.td {...tableCell}>
                {release.filesDeletedAt ? `verwijderd op ${formatDutchDateTime(release.filesDeletedAt)}` : servedFrom(release)}
              </chakra.td>
            </tr>
          ))}
        </DataTable>
      )}
    </chakra.section>
  );
}
