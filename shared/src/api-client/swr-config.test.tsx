import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { jsonResponse, errorResponse } from '../testing/fake-response';
import { installApiMock, type ApiMock } from '../testing/msw-server';
import { ApiError, apiFetcher, clearApiCache, swrConfig, useApi } from '.';

let fetchMock: ApiMock;

beforeEach(() => {
  fetchMock = (jest.fn() as ApiMock).mockImplementation(async (url: string) => jsonResponse({ url }));
  installApiMock(fetchMock);
});


const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

describe('swrConfig', () => {
  it('keeps data fresh for 60 s (spec section 9)', () => {
    expect(swrConfig.dedupingInterval).toBe(60000);
    expect(swrConfig.focusThrottleInterval).toBe(60000);
  });

  it('retries network and server errors but not client errors', () => {
    const retry = swrConfig.shouldRetryOnError;
    expect(retry(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }))).toBe(false);
    expect(retry(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'x' }))).toBe(false);
    expect(retry(new ApiError({ status: 503, code: 'HTTP_503', message: 'x' }))).toBe(true);
    expect(retry(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(true);
  });

  it('fetches [path, query] keys with the query encoded', async () => {
    await expect(apiFetcher(['/vacancies', { range: [0, 19] }])).resolves.toEqual({
      url: '/api/vacancies?range=%5B0%2C19%5D',
    });
    await expect(apiFetcher('/sectors')).resolves.toEqual({ url: '/api/sectors' });
  });
});

describe('useApi', () => {
  it('returns the typed data of a GET', async () => {
    const { result } = renderHook(() => useApi<{ url: string }>('/employees/me'), { wrapper: freshCache });
    await waitFor(() => expect(result.current.data).toEqual({ url: '/api/employees/me' }));
  });

  it('fetches nothing for a null path', async () => {
    const { result } = renderHook(() => useApi('/never', undefined), { wrapper: freshCache });
    const idle = renderHook(() => useApi(null), { wrapper: freshCache });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(idle.result.current.data).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exposes an ApiError', async () => {
    fetchMock.mockImplementation(async () => errorResponse(404, 'NOT_FOUND', 'Deze opdracht bestaat niet'));
    const { result } = renderHook(() => useApi('/vacancies/999'), { wrapper: freshCache });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe('Deze opdracht bestaat niet');
  });
});

describe('clearApiCache', () => {
  function Me() {
    const { data } = useApi<{ url: string }>('/employees/me', { track: 'cache-test' });
    return <p>{data ? `geladen: ${data.url}` : 'leeg'}</p>;
  }

  it('empties the default cache without fetching again', async () => {
    // No provider: apps use SWR's default cache, which logout must clear.
    render(<Me />);
    await screen.findByText(/^geladen/);

    await act(() => clearApiCache());

    expect(screen.getByText('leeg')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
