import { getApiLinkBaseUrl } from '@interim/shared/api-client';
import type { EmployeeCv } from '@interim/shared/contract';
import { Box, Button, FormAlert, HStack, Link, Stack, Text } from '@interim/shared/ui';
import type { CvUpload } from '../state/use-cv-upload';
import { formatFileSize } from '@interim/shared/format';
import { CvFileField } from './cv-file-field';

/** Props of {@link CvReview}. */
export interface CvReviewProps {
  cv: EmployeeCv | null;
  upload: CvUpload;
}

/** The CV that goes with the application: shown with a download link, replaceable, or added here. */
export function CvReview({ cv, upload }: CvReviewProps) {
  const { state } = upload;
  const uploading = state.status === 'uploading';
  return (
    <Stack gap="3" as="section" aria-labelledby="cv-heading">
      <Text id="cv-heading" fontWeight="semibold" fontSize="lg">
        Je cv
      </Text>
      {uploading ? (
        <Box role="status" aria-live="polite">
          <Text>
            Je cv {state.file ? `(${state.file.name}) ` : ''}wordt geüpload: {Math.round(state.progress * 100)}%
          </Text>
          <Box mt="2" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
            <Box h="full" bg="brand.solid" width={`${Math.round(state.progress * 100)}%`} />
          </Box>
        </Box>
      ) : null}
      {state.status === 'failed' ? (
        <Stack gap="2">
          <FormAlert message={`Je cv ${state.file ? `(${state.file.name}) ` : ''}is niet geüpload: ${state.error ?? ''}`} />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={upload.retry}>
              Opnieuw proberen
            </Button>
            {state.fromDraft ? (
              <Button size="sm" variant="ghost" onClick={upload.discard}>
                Zonder dit cv verder
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ) : null}
      {cv && !uploading ? (
        <Text>
          <Link href={`${getApiLinkBaseUrl()}/employees/cv/${cv.id}`} target="_blank" rel="noopener" color="brand.fg">
            {cv.fileName}
          </Link>{' '}
          ({formatFileSize(cv.size)}) gaat mee met je reactie.
        </Text>
      ) : null}
      {!cv && !uploading && state.status !== 'failed' ? <Text color="fg.muted">Je hebt nog geen cv toegevoegd. Dat mag, maar het helpt wel.</Text> : null}
      <CvFileField
        label={cv ? 'Ander cv kiezen' : 'Cv toevoegen (optioneel)'}
        disabled={uploading}
        onFile={(file) => {
          if (file) upload.upload(file);
        }}
      />
    </Stack>
  );
}
