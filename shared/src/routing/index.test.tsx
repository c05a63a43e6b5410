import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, lazyRoute, type RouteHandle } from './index';

function Page() {
  return <h1>Inloggen</h1>;
}

describe('lazyRoute', () => {
  it('carries the spec route and a preload that loads the page once, for the render too', async () => {
    const load = jest.fn().mockResolvedValue(Page);
    const route = lazyRoute('login', load);
    const handle = route.handle as RouteHandle;
    expect(route.path).toBe('/login');
    expect(handle).toMatchObject({ name: 'login', access: 'public', chrome: 'full', title: 'Inloggen' });

    await handle.preload?.();
    await handle.preload?.();
    const Component = route.Component!;
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Suspense fallback="laden">
          <Routes>
            <Route path="/login" element={<Component />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed page load again before it fails (issue 27), and a failed preload anew on the next call', async () => {
    jest.useFakeTimers();
    try {
      const chunkError = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
      const load = jest.fn().mockRejectedValueOnce(chunkError).mockResolvedValueOnce(Page);
      const handle = lazyRoute('login', load).handle as RouteHandle;
      const first = handle.preload?.();
      await jest.advanceTimersByTimeAsync(300);
      await expect(first).resolves.toBe(Page);
      expect(load).toHaveBeenCalledTimes(2);

      const failing = jest.fn().mockRejectedValue(chunkError);
      const failingHandle = lazyRoute('login', failing).handle as RouteHandle;
      const failed = expect(failingHandle.preload?.()).rejects.toBe(chunkError);
      await jest.advanceTimersByTimeAsync(300 + 600);
      await failed;
      expect(failing).toHaveBeenCalledTimes(3);
      failing.mockResolvedValue(Page);
      await expect(failingHandle.preload?.()).resolves.toBe(Page);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('lazyRoute prefetch', () => {
  it('puts the data prefetch of a page on its handle', () => {
    const prefetch = jest.fn();
    const handle = lazyRoute('vacancyDetail', jest.fn(), { prefetch }).handle as RouteHandle;
    handle.prefetch?.({ id: '3' });
    expect(prefetch).toHaveBeenCalledWith({ id: '3' });
    expect((lazyRoute('login', jest.fn()).handle as RouteHandle).prefetch).toBeUndefined();
  });
});
