import { CLIENT_HEADER } from '../contract';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { installApiMock, noContent, type ApiMock } from '../testing/msw-server';
import { ApiError, NETWORK_ERROR_MESSAGE, configureApiClient, uploadFile } from '.';

interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  progress?: Array<[loaded: number, total: number]>;
  fail?: boolean;
}

/**
 * Stands in for the browser's XMLHttpRequest: the network edge of an upload.
 * The MSW server answers the other requests (the token refresh, a fetch). It
 * intercepts XMLHttpRequest too, but cannot answer an upload here: Node's
 * Request (which MSW turns the upload into) cannot read the body's jsdom
 * File, so the request never settles, and it reports upload progress in one
 * step only.
 */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseHeaders: Record<string, string> = {};
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    const key = Object.keys(this.responseHeaders).find((header) => header.toLowerCase() === name.toLowerCase());
    return key ? this.responseHeaders[key]! : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    if (!answer) return; // stays pending, e.g. to be aborted
    setTimeout(() => {
      if (this.done) return;
      for (const [loaded, total] of answer.progress ?? []) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      if (answer.fail) {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = answer.body ?? '';
      this.responseHeaders = answer.headers ?? {};
      this.onload?.();
    }, 0);
  }
  abort() {
    this.done = true;
    this.onabort?.();
  }
}

let realXhr: typeof XMLHttpRequest;
let fetchMock: ApiMock;

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  realXhr = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  fetchMock = installApiMock((jest.fn() as ApiMock).mockImplementation(async () => noContent()));
  configureApiClient({ navigate: jest.fn() });
  setActiveUserCookie(false);
});

afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const cv = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
const json = { 'Content-Type': 'application/json' };

describe('uploadFile', () => {
  it('posts the file as multipart with credentials, the client header and progress', async () => {
    FakeXhr.answers.push({ status: 201, body: '{"id":4}', headers: json, progress: [[50, 200], [200, 200]] });
    const progress: number[] = [];

    const result = await uploadFile<{ id: number }>({ path: '/employees/cv', file: cv(), onProgress: (f) => progress.push(f) });

    expect(result).toEqual({ id: 4 });
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe('/api/employees/cv');
    expect(xhr!.withCredentials).toBe(true);
    expect(xhr!.headers[CLIENT_HEADER.name]).toBe(CLIENT_HEADER.value);
    const sentFile = xhr!.body!.get('file') as File;
    expect(sentFile.name).toBe('cv.pdf');
    expect(progress).toEqual([0.25, 1]);
  });

  it('uses the given field name', async () => {
    FakeXhr.answers.push({ status: 204 });
    await expect(uploadFile({ path: '/employees/cv', file: cv(), fieldName: 'cv' })).resolves.toBeUndefined();
    expect(FakeXhr.sent[0]!.body!.has('cv')).toBe(true);
  });

  it('maps an error answer to an ApiError', async () => {
    FakeXhr.answers.push({
      status: 413,
      body: '{"code":"FILE_TOO_LARGE","message":"Het bestand is groter dan 10 MB"}',
      headers: json,
    });
    await expect(uploadFile({ path: '/employees/cv', file: cv() })).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Het bestand is groter dan 10 MB',
    });
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    FakeXhr.answers.push({ status: 0, fail: true });
    const error = await uploadFile({ path: '/employees/cv', file: cv() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('refreshes once on a 401 while logged in and sends the file again', async () => {
    setActiveUserCookie(true);
    FakeXhr.answers.push({ status: 401, body: '{"code":"UNAUTHORIZED","message":"Niet ingelogd"}', headers: json });
    FakeXhr.answers.push({ status: 201, body: '{"id":5}', headers: json });

    await expect(uploadFile({ path: '/employees/cv', file: cv() })).resolves.toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/refresh_tokens');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('does not send the file a third time when the retry is refused too', async () => {
    setActiveUserCookie(true);
    const unauthorized = { status: 401, body: '{"code":"UNAUTHORIZED","message":"Niet ingelogd"}', headers: json };
    FakeXhr.answers.push(unauthorized, unauthorized, { status: 201 });

    await expect(uploadFile({ path: '/employees/cv', file: cv() })).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(document.cookie).toBe('');
  });

  it('rejects with the abort reason when aborted', async () => {
    const controller = new AbortController();
    const upload = uploadFile({ path: '/employees/cv', file: cv(), signal: controller.signal });
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
