import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import type { EmployeeCv } from '@interim/shared/contract';
import { buildEmployee, installFakeApi } from '../../../testing/profile-fixtures';
import { CV_TOO_LARGE_MESSAGE, CV_WRONG_TYPE_MESSAGE, CvUpload } from './cv-upload';

/** The browser's XMLHttpRequest at the network edge: the test decides when and how it answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  url = '';
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  installFakeApi(buildEmployee());
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const pdf = (name = 'cv.pdf', size = 2000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const storedCv: EmployeeCv = { id: 4, fileName: 'oud-cv.pdf', size: 320_000, contentType: 'application/pdf', uploadedAt: '2026-11-01T10:00:00.000Z', hasText: true };

describe('CvUpload', () => {
  it('shows the stored CV with its download link', () => {
    renderWithProviders(<CvUpload cv={storedCv} />);
    expect(screen.getByRole('link', { name: 'oud-cv.pdf' })).toHaveAttribute('href', '/api/employees/cv/4');
    expect(screen.getByText(/313 kB, geüpload op 1 november 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Vervang je cv')).toBeInTheDocument();
  });

  it('uploads with progress and reports success', async () => {
    const onUploaded = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<CvUpload cv={null} onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Upload je cv'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/employees/cv');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);

    act(() => xhr.progress(500, 1000));
    expect(await screen.findByText('Bezig met uploaden… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang van het uploaden' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Upload je cv')).toBeDisabled();

    const uploaded = { ...storedCv, id: 5, fileName: 'cv.pdf' };
    act(() => xhr.answer(201, uploaded));
    expect(await screen.findByText('Je cv is opgeslagen.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
  });

  it.each([
    [413, 'FILE_TOO_LARGE', 'Je cv is te groot. Upload een bestand van maximaal 10 MB.'],
    [415, 'UNSUPPORTED_FILE_TYPE', 'Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).'],
  ])("shows the API's %i answer in Dutch", async (status, code, message) => {
    const user = userEvent.setup();
    renderWithProviders(<CvUpload cv={null} />);
    await user.upload(screen.getByLabelText('Upload je cv'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.answer(status, { code, message }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Upload je cv')).toBeEnabled();
  });

  it('refuses a file that is too large or of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<CvUpload cv={null} />);
    await user.upload(screen.getByLabelText('Upload je cv'), pdf('groot.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(CV_TOO_LARGE_MESSAGE);
    await user.upload(screen.getByLabelText('Upload je cv'), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CV_WRONG_TYPE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
