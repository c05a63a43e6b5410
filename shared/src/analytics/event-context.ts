/** Campaign parameters of the event context (spec section 3). */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** One campaign parameter name. */
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The context added to every analytics event (spec section 3). */
export type EventContext = {
  /** `document.title`. */
  title: string;
  pathname: string;
  /** True when the site runs as an installed app (standalone display mode). */
  standalone: boolean;
} & Partial<Record<UtmParameter, string>>;

/**
 * The pathname as it may leave the browser: a login link's token
 * (`/login/<token>`, a credential until it is used) is replaced by
 * `/login/[token]`; `/login/email...` is a page name and stays.
 */
export function redactPathname(pathname: string): string {
  return pathname.replace(/^\/login\/(?!email(?:\/|$))[^/]+/, '/login/[token]');
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The display modes of an installed app (the manifest asks for `standalone`,
 * shell/src/pwa/web-manifest.json): a desktop app whose title bar holds the
 * page (`window-controls-overlay`) is installed too. `fullscreen` is left
 * out: a browser tab in full screen matches it.
 */
const INSTALLED_DISPLAY_MODES = '(display-mode: standalone), (display-mode: window-controls-overlay)';

/** Read at every event: a visit that installs the app counts as installed from its next event on. */
function isStandalone(): boolean {
  const displayMode = typeof window.matchMedia === 'function' && window.matchMedia(INSTALLED_DISPLAY_MODES).matches;
  // iOS Safari reports an app added to the home screen only through this flag.
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return displayMode || iosStandalone;
}

/**
 * The event context: page title, pathname, standalone flag, and the campaign
 * parameters. Each campaign parameter is read from the current URL query and
 * then saved to session storage, or, when the URL lacks it, read from session
 * storage, so a campaign stays attributed for the whole visit.
 * Call only where `window` exists.
 */
export function getEventContext(): EventContext {
  const context: EventContext = {
    title: document.title,
    pathname: redactPathname(window.location.pathname),
    standalone: isStandalone(),
  };
  const query = new URLSearchParams(window.location.search);
  const storage = sessionStorageOrUndefined();
  for (const name of UTM_PARAMETERS) {
    const fromUrl = query.get(name);
    let value: string | null = fromUrl;
    try {
      if (fromUrl) storage?.setItem(name, fromUrl);
      else value = storage?.getItem(name) ?? null;
    } catch {
      // Storage can be blocked or full; the URL value still counts.
    }
    if (value) context[name] = value;
  }
  return context;
}
