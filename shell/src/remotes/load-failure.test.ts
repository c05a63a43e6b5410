import { http } from 'msw';
import { noContent, server } from '@interim/shared/testing';
import { explainLoadFailure } from './load-failure';
import { releaseChangedFor } from './remote-registry';

jest.mock('./remote-registry', () => ({ ...jest.requireActual('./remote-registry'), releaseChangedFor: jest.fn() }));

const mockedReleaseChanged = releaseChangedFor as jest.Mock;
const chunkError = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError', request: 'http://localhost/releases/mf_vacancies/v1/412.js' });

beforeEach(() => {
  window.sessionStorage.clear();
  mockedReleaseChanged.mockReset();
  server.use(http.head('http://localhost/releases/mf_vacancies/v1/412.js', () => noContent(404)));
});

it('a chunk of a remote whose live release changed loads the page anew instead of a panel (issue 27)', async () => {
  mockedReleaseChanged.mockResolvedValue(true);
  const loadPage = jest.fn();
  await expect(explainLoadFailure(chunkError, '/opdrachten/4', loadPage)).resolves.toEqual({ reload: true });
  expect(mockedReleaseChanged).toHaveBeenCalledWith('/opdrachten/4');
  expect(loadPage).toHaveBeenCalledWith(window.location.href, true);
  // Not twice in a row for the same URL: then the panel, with what the server said.
  await expect(explainLoadFailure(chunkError, '/opdrachten/4', loadPage)).resolves.toMatchObject({ reload: false, kind: 'server' });
  expect(loadPage).toHaveBeenCalledTimes(1);
});

it('the same release: the panel, after asking the server for the chunk again', async () => {
  mockedReleaseChanged.mockResolvedValue(false);
  const loadPage = jest.fn();
  await expect(explainLoadFailure(chunkError, '/opdrachten/4', loadPage)).resolves.toMatchObject({ reload: false, kind: 'server' });
  expect(loadPage).not.toHaveBeenCalled();
});

it('a render error is the page, never a release switch', async () => {
  await expect(explainLoadFailure(new TypeError('x is undefined'), '/opdrachten/4')).resolves.toMatchObject({ kind: 'page' });
  expect(mockedReleaseChanged).not.toHaveBeenCalled();
});
