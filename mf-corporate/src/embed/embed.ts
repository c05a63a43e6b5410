/**
 * The loader a corporate site (any page, no React) includes to show the apply
 * flow:
 *
 *   <div data-interim-apply data-vacancy-id="123"></div>
 *   <script src="https://werken.example.nl/remotes/corporate/embed.js" async></script>
 *
 * or, for full control, `InterimCorporate.mount(element, options)` (resolves
 * to `unmount`). It registers mf-corporate with the module-federation
 * runtime (its manifest next to this script), loads the `./mount` expose and
 * calls it. The API and our site are taken from this script's own URL.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';

/** What the page may pass to `InterimCorporate.mount` (see mf-corporate's `MountOptions`). */
export interface EmbedMountOptions {
  vacancyId?: string | number;
  apiBaseUrl?: string;
  corporateSiteUrl?: string;
  onDone?: () => void;
  utm?: Record<string, string>;
}

interface MountModule {
  mount: (element: HTMLElement, options: EmbedMountOptions) => () => void;
}

/** The page-wide API of the loader. */
export interface InterimCorporateApi {
  mount: (element: HTMLElement, options?: EmbedMountOptions) => Promise<() => void>;
}

declare global {
  interface Window {
    InterimCorporate?: InterimCorporateApi;
  }
}

const REMOTE = 'mf_corporate';
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href;
const remoteBase = new URL('./', scriptUrl).href;
const siteOrigin = new URL(scriptUrl).origin;

let federation: ModuleFederation | undefined;

function runtime(): ModuleFederation {
  federation ??= createInstance({
    name: 'interim_corporate_embed',
    remotes: [{ name: REMOTE, entry: new URL('mf-manifest.json', remoteBase).href }],
  });
  return federation;
}

/** A plain Dutch notice with a link to the full-page flow, when the flow cannot load. */
function renderFallback(element: HTMLElement, options: EmbedMountOptions): () => void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.append('Het reactieformulier kon niet worden geladen. ');
  const link = document.createElement('a');
  const url = new URL('/opdrachten/reageren', siteOrigin);
  if (options.vacancyId !== undefined) url.searchParams.set('vacature', String(options.vacancyId));
  link.href = url.href;
  link.textContent = 'Reageer op onze website';
  notice.append(link, '.');
  element.appendChild(notice);
  return () => notice.remove();
}

async function mountFlow(element: HTMLElement, options: EmbedMountOptions = {}): Promise<() => void> {
  const withDefaults: EmbedMountOptions = { apiBaseUrl: `${siteOrigin}/api`, ...options };
  try {
    const module = await runtime().loadRemote<MountModule>(`${REMOTE}/mount`);
    if (!module || typeof module.mount !== 'function') throw new Error(`${REMOTE}/mount has no mount function`);
    return module.mount(element, withDefaults);
  } catch (error) {
    console.error('Interim corporate flow could not be loaded', error);
    return renderFallback(element, withDefaults);
  }
}

function mountMarkedElements(): void {
  document.querySelectorAll<HTMLElement>('[data-interim-apply]').forEach((element) => {
    void mountFlow(element, {
      vacancyId: element.dataset.vacancyId,
      corporateSiteUrl: element.dataset.corporateSiteUrl,
    });
  });
}

window.InterimCorporate = { mount: mountFlow };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountMarkedElements, { once: true });
else mountMarkedElements();
