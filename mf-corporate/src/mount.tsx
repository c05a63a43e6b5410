import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { SWRConfig } from 'swr';
import { configureApiClient, swrConfig } from '@interim/shared/api-client';
import { getBrand } from '@interim/shared/config';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { UiProvider } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { EmbedLayout } from './embed-layout';
import { CorporateFlowProvider, type CorporateFlow } from './features/corporate-apply/state/flow-context';
import { stepPath, UTM_KEYS, type FlowQuery } from './features/corporate-apply/state/flow-query';
import { canHoldSessionOn } from './features/corporate-apply/state/same-site';
import { routes } from './routes';

/** Options of {@link mount}: what the corporate site passes in. */
export interface MountOptions {
  /** The vacancy to apply to. */
  vacancyId?: string | number;
  /** Absolute base URL of our API, e.g. https://werken.example.nl/api. Default: `/api` of the page's own origin. */
  apiBaseUrl?: string;
  /** The corporate site's own URL, for "back" links. Default: the brand's corporate site. */
  corporateSiteUrl?: string;
  /** Called when the visitor finishes (the "Klaar" button of the last step). */
  onDone?: () => void;
  /** Campaign parameters to pass along (utm_source ...); default: those in the host page's URL. */
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
}

/** Attribute on the element `mount` adds to the host page (and removes again). */
export const EMBED_HOST_ATTRIBUTE = 'data-interim-corporate';

function utmOfPage(): FlowQuery['utm'] {
  const params = new URLSearchParams(window.location.search);
  const utm: FlowQuery['utm'] = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) utm[key] = value;
  }
  return utm;
}

function toVacancyId(value: string | number | undefined): number | undefined {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Mounts the corporate apply flow into an element of a foreign (non-React)
 * page and returns `unmount`. Self-contained: its own React root, providers,
 * SWR cache and in-memory router. It renders inside a shadow root with its
 * own emotion cache, so its styles (Chakra's resets included) stay inside and
 * the host page's styles stay out; inherited properties are reset at the
 * shadow host. `unmount` removes everything it added.
 *
 * Where the page cannot hold our login session (another site than the API:
 * the session cookies are SameSite=Lax), the flow registers or requests the
 * login mail here and hands the visitor to the full-page flow on our site
 * for the login and the sending, with the vacancy and e-mail address kept.
 */
export function mount(element: HTMLElement, options: MountOptions = {}): () => void {
  installDutchErrorMap();
  const apiBaseUrl = new URL(options.apiBaseUrl ?? '/api', window.location.href).href.replace(/\/+$/, '');
  const flow: CorporateFlow = {
    embedded: true,
    canHoldSession: canHoldSessionOn(window.location.href, apiBaseUrl),
    siteOrigin: new URL(apiBaseUrl).origin,
    corporateSiteUrl: options.corporateSiteUrl ?? getBrand().corporateSiteUrl,
    onDone: options.onDone,
  };
  const query: FlowQuery = { vacancyId: toVacancyId(options.vacancyId), utm: { ...utmOfPage(), ...options.utm } };

  const host = document.createElement('div');
  host.setAttribute(EMBED_HOST_ATTRIBUTE, '');
  const shadow = host.attachShadow({ mode: 'open' });
  const hostReset = document.createElement('style');
  // Inherited properties (font, colour, line height ...) of the host page stop here.
  hostReset.textContent = ':host { all: initial; display: block; }';
  const container = document.createElement('div');
  // Chakra declares its tokens for `:where(html, .chakra-theme)` and the
  // light-mode ones below it for `:root &, .light &`. Neither `html` nor
  // `:root` exists inside a shadow root: the container is the theme root and
  // the layout (EmbedLayout) carries `light`.
  container.className = 'chakra-theme';
  shadow.append(hostReset, container);
  element.appendChild(host);

  const emotionCache = createCache({ key: 'interim-embed', container: shadow });
  const router = createMemoryRouter([{ element: <EmbedLayout />, children: routes }], {
    initialEntries: [stepPath('landing', query)],
  });
  configureApiClient({
    baseUrl: apiBaseUrl,
    // A lost session inside the embed goes back to the flow's login step, never moves the host page.
    navigate: () => void router.navigate(stepPath('login', query)),
  });

  const root = createRoot(container);
  root.render(
    <UiProvider emotionCache={emotionCache}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <CorporateFlowProvider flow={flow}>
          <RouterProvider router={router} />
        </CorporateFlowProvider>
      </SWRConfig>
    </UiProvider>,
  );

  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    router.dispose();
    emotionCache.sheet.flush();
    host.remove();
    configureApiClient();
  };
}
