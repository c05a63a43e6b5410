import { CLIENT_HEADER } from '../contract/http';
import { apiErrorFromResponse, networkError } from './api-error';
import { buildApiUrl, parseSuccessBody } from './api-request';
import {
  REFRESH_ATTEMPTS,
  REFRESH_INTERVAL_MS,
  delay,
  lostSessionCount,
  loseSession,
  mayRecoverSession,
  refreshTokens,
  successfulRefreshCount,
  throwIfAborted,
} from './session-recovery';

/** What {@link uploadFile} sends. */
export interface UploadFileOptions {
  /** Path relative to the API base URL, e.g. `'/employees/cv'`. */
  path: string;
  file: Blob;
  /** Multipart field name of the file. Default `'file'`. */
  fieldName?: string;
  /** Called with the uploaded fraction, 0 to 1 (starts again at 0 on a retry). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface UploadAnswer {
  status: number;
  text: string;
  getHeader: (name: string) => string | null;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

// XMLHttpRequest rather than fetch: fetch reports no upload progress.
function sendOnce(options: UploadFileOptions): Promise<UploadAnswer> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const form = new FormData();
    const fileName = 'name' in options.file && typeof options.file.name === 'string' ? options.file.name : 'upload';
    form.append(options.fieldName ?? 'file', options.file, fileName);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', buildApiUrl(options.path));
    xhr.withCredentials = true;
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      finish();
      resolve({ status: xhr.status, text: xhr.responseText, getHeader: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => {
      finish();
      reject(networkError(new Error('XMLHttpRequest failed')));
    };
    xhr.onabort = () => {
      finish();
      reject(signal ? abortError(signal) : new DOMException('The operation was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

function settle<T>(answer: UploadAnswer): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw apiErrorFromResponse(answer.status, answer.text, answer.getHeader);
  }
  return parseSuccessBody(answer.status, answer.text, answer.getHeader('Content-Type')) as T;
}

/**
 * Uploads one file as multipart (`POST`), with credentials, the client header
 * and upload progress. Resolves with the parsed answer; rejects with an
 * {@link ApiError} like {@link apiRequest}.
 *
 * On a 401 while logged in the tokens are refreshed (single flight, up to 3
 * attempts 300 ms apart) and the upload is retried once: a file is not sent
 * again and again. If that fails, the session is given up as in spec section 4.
 */
export async function uploadFile<T>(options: UploadFileOptions): Promise<T> {
  const refreshesBeforeSend = successfulRefreshCount();
  const first = await sendOnce(options);
  if (first.status !== 401 || !mayRecoverSession(options.path)) return settle<T>(first);

  const lostAtStart = lostSessionCount();
  let last = first;
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await delay(REFRESH_INTERVAL_MS);
    throwIfAborted(options.signal);
    if (lostSessionCount() !== lostAtStart) break;
    const renewedMeanwhile = successfulRefreshCount() !== refreshesBeforeSend;
    if (renewedMeanwhile || (await refreshTokens())) {
      last = await sendOnce(options);
      if (last.status !== 401) return settle<T>(last);
      break;
    }
  }
  loseSession(lostAtStart);
  return settle<T>(last);
}
