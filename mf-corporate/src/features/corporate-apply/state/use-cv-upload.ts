import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { clearCvDraft, readCvDraft } from './cv-draft-store';
import { uploadCv } from '@interim/shared/api';

/** Where an upload of the CV stands. */
export interface CvUploadState {
  status: 'idle' | 'uploading' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The file being (or last) uploaded. */
  file?: File;
  error?: string;
  /** True when the file came from the registration (the waiting draft). */
  fromDraft: boolean;
}

/** What {@link useCvUpload} returns. */
export interface CvUpload {
  state: CvUploadState;
  /** Uploads a file the user chose now. */
  upload: (file: File) => void;
  /** Tries the failed upload again. */
  retry: () => void;
  /** Drops the waiting CV of the registration (go on without it). */
  discard: () => void;
}

/**
 * Uploads the CV: the one chosen at registration (waiting in the browser
 * until the login; picked up once `loggedInUserId` is known) or one chosen
 * on the send step. `onUploaded` runs after each successful upload.
 */
export function useCvUpload(loggedInUserId: number | undefined, vacancyId: number | undefined, onUploaded: () => Promise<unknown>): CvUpload {
  const [state, setState] = useState<CvUploadState>({ status: 'idle', progress: 0, fromDraft: false });
  const draftChecked = useRef(false);

  const start = useCallback(
    async (file: File, fromDraft: boolean) => {
      setState({ status: 'uploading', progress: 0, file, fromDraft });
      try {
        await uploadCv(file, (progress) => setState((current) => ({ ...current, progress })));
      } catch (error) {
        setState({ status: 'failed', progress: 0, file, fromDraft, error: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
        return;
      }
      if (fromDraft) await clearCvDraft();
      await onUploaded();
      setState({ status: 'idle', progress: 1, file, fromDraft });
    },
    [onUploaded],
  );

  useEffect(() => {
    if (loggedInUserId === undefined || draftChecked.current) return;
    draftChecked.current = true;
    void readCvDraft().then((draft) => {
      if (draft && (draft.vacancyId === undefined || vacancyId === undefined || draft.vacancyId === vacancyId)) void start(draft.file, true);
    });
  }, [loggedInUserId, vacancyId, start]);

  return {
    state,
    upload: (file) => void start(file, false),
    retry: () => {
      if (state.file) void start(state.file, state.fromDraft);
    },
    discard: () => {
      void clearCvDraft();
      setState({ status: 'idle', progress: 0, fromDraft: false });
    },
  };
}
