import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { SWRConfig } from 'swr';
import { configureApiClient, swrConfig } from '@interim/shared/api-client';
import { routes as routeTable } from '@interim/shared/config';
import { UiProvider } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { routes } from './routes';

/** Options of {@link mount}: what the corporate site passes in. */
export interface MountOptions {
  /** The vacancy to apply to. */
  vacancyId?: string | number;
  /** Absolute base URL of our API, e.g. https://werken.example.nl/api. */
  apiBaseUrl?: string;
  /** The corporate site's own URL, for "back" links. */
  corporateSiteUrl?: string;
  /** Called when the flow is finished. */
  onDone?: () => void;
}

/**
 * Mounts the corporate apply flow into an element of a foreign (non-React)
 * page, with its own providers and an in-memory router. Returns `unmount`.
 */
export function mount(element: HTMLElement, options: MountOptions = {}): () => void {
  installDutchErrorMap();
  if (options.apiBaseUrl) configureApiClient({ baseUrl: options.apiBaseUrl });
  const query = options.vacancyId === undefined ? '' : `?vacature=${encodeURIComponent(String(options.vacancyId))}`;
  const router = createMemoryRouter(routes, { initialEntries: [`${routeTable.corporateLanding.path}${query}`] });
  const root = createRoot(element);
  root.render(
    <UiProvider>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
  return () => {
    root.unmount();
    router.dispose();
  };
}
