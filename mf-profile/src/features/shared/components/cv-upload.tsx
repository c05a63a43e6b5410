import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { MAX_CV_BYTES, type EmployeeCv } from '@interim/shared/contract';
import { formatDutchDate, formatFileSize } from '@interim/shared/format';
import { Box, Link, Stack, Text, chakra } from '@interim/shared/ui';
import { ProgressBar } from './progress-bar';
import { cvDownloadHref, uploadCv, useMe } from '@interim/shared/api';

/** Shown before sending a file above 10 MB (the API answers the same with 413). */
export const CV_TOO_LARGE_MESSAGE = `Je cv is te groot. Upload een bestand van maximaal ${MAX_CV_BYTES / 1024 / 1024} MB.`;
/** Shown before sending a file of another type (the API checks the content and answers 415). */
export const CV_WRONG_TYPE_MESSAGE = 'Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).';

const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'];

function precheck(file: File): string | undefined {
  if (file.size > MAX_CV_BYTES) return CV_TOO_LARGE_MESSAGE;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return CV_WRONG_TYPE_MESSAGE;
  return undefined;
}

/** Props of {@link CvUpload}. */
export interface CvUploadProps {
  cv: EmployeeCv | null;
  /** Called after a successful upload. */
  onUploaded?: (cv: EmployeeCv) => void;
  /** An error to show from outside (the wizard's "upload your CV first"). */
  error?: string;
}

/**
 * The CV: what is stored (name, size, date, download), and a file input that
 * uploads (or replaces) at once with progress. The API's 413 and 415 answers
 * are shown in Dutch; a file that is obviously too large or of the wrong type
 * is refused before it is sent.
 */
export function CvUpload({ cv, onUploaded, error: outsideError }: CvUploadProps) {
  const { mutate } = useMe();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [justUploaded, setJustUploaded] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setJustUploaded(false);
    const refused = precheck(file);
    if (refused) {
      setError(refused);
      input.value = '';
      return;
    }
    setError(undefined);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const uploaded = await uploadCv(file, setProgress, abort.current.signal);
      await mutate((current) => (current ? { ...current, cv: uploaded } : current), { revalidate: true });
      setJustUploaded(true);
      onUploaded?.(uploaded);
    } catch (caught) {
      if (abort.current.signal.aborted) return;
      setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setProgress(undefined);
      input.value = '';
    }
  };

  const shownError = error ?? outsideError;
  const inputLabel = cv ? 'Vervang je cv' : 'Upload je cv';
  const uploading = progress !== undefined;
  return (
    <Stack gap="3">
      {cv ? (
        <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
          <Text fontWeight="semibold">Je huidige cv</Text>
          <Text>
            <Link href={cvDownloadHref(cv)} download={cv.fileName} color="brand.fg" textDecoration="underline">
              {cv.fileName}
            </Link>{' '}
            <chakra.span color="fg.muted">
              ({formatFileSize(cv.size)}, geüpload op {formatDutchDate(cv.uploadedAt)})
            </chakra.span>
          </Text>
        </Box>
      ) : (
        <Text color="fg.muted">Je hebt nog geen cv geüpload.</Text>
      )}
      <Stack gap="2" align="flex-start">
        <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
          {inputLabel}
        </Text>
        {/* The browser's own file button speaks the browser's language; this
            label is the Dutch button, with the real input inside it (visually
            hidden, still focusable and named by aria-label). */}
        <chakra.label
          position="relative"
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="4"
          h="10"
          borderWidth="1px"
          borderColor="brand.solid"
          color="brand.fg"
          borderRadius="l2"
          fontWeight="semibold"
          fontSize="sm"
          cursor={uploading ? 'not-allowed' : 'pointer'}
          opacity={uploading ? 0.6 : 1}
          _hover={uploading ? undefined : { bg: 'brand.subtle' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <chakra.input
            id={inputId}
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(event) => void onChange(event)}
            disabled={uploading}
            aria-label={inputLabel}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${inputId}-help${shownError ? ` ${errorId}` : ''}`}
            position="absolute"
            width="1px"
            height="1px"
            overflow="hidden"
            opacity={0}
            clipPath="inset(50%)"
          />
          <span aria-hidden="true">{cv ? 'Kies een ander bestand' : 'Kies een bestand'}</span>
        </chakra.label>
        <Text id={`${inputId}-help`} fontSize="sm" color="fg.muted">
          PDF of Word (.pdf, .doc, .docx), maximaal {MAX_CV_BYTES / 1024 / 1024} MB.
        </Text>
      </Stack>
      {uploading ? (
        <Stack gap="1" aria-live="polite">
          <Text fontSize="sm">Bezig met uploaden… {Math.round((progress ?? 0) * 100)}%</Text>
          <ProgressBar value={(progress ?? 0) * 100} label="Voortgang van het uploaden" />
        </Stack>
      ) : null}
      {shownError ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {shownError}
        </Text>
      ) : null}
      {justUploaded && !shownError ? (
        <Text role="status" color="fg.success" fontSize="sm">
          Je cv is opgeslagen.
        </Text>
      ) : null}
    </Stack>
  );
}
