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

  it('tries a failed preload again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Page);
    const handle = lazyRoute('login', load).handle as RouteHandle;
    await expect(handle.preload?.()).rejects.toThrow('chunk failed');
    await expect(handle.preload?.()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
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
