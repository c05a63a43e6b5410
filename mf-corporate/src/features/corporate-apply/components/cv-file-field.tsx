import { useState, type ChangeEvent } from 'react';
import { MAX_CV_BYTES } from '@interim/shared/contract';
import { TextField } from '@interim/shared/ui';

/** Accepted CV types (the API checks the content too). */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Dutch message for a CV file the API would refuse, or undefined when it looks fine. */
export function checkCvFile(file: File): string | undefined {
  if (!/\.(pdf|docx?)$/i.test(file.name)) return 'Kies een pdf- of Word-bestand (.pdf, .doc of .docx)';
  if (file.size === 0) return 'Dit bestand is leeg';
  if (file.size > MAX_CV_BYTES) return 'Je cv is te groot: maximaal 10 MB';
  return undefined;
}

/** Props of {@link CvFileField}. */
export interface CvFileFieldProps {
  label: string;
  helperText?: string;
  /** Called with a file that passed {@link checkCvFile}, or undefined when the choice was cleared or refused. */
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  /** An error from outside (an upload that failed). */
  error?: string;
}

/** A file input for a CV that checks type and size before anything is sent. */
export function CvFileField({ label, helperText, onFile, disabled, error }: CvFileFieldProps) {
  const [ownError, setOwnError] = useState<string | undefined>();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = file ? checkCvFile(file) : undefined;
    setOwnError(problem);
    onFile(file && !problem ? file : undefined);
  };
  return (
    <TextField
      label={label}
      type="file"
      accept={CV_ACCEPT}
      helperText={helperText ?? 'Pdf of Word, maximaal 10 MB.'}
      error={ownError ?? error}
      onChange={onChange}
      disabled={disabled}
      p="1"
    />
  );
}
