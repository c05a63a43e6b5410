import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the style elements a server render (and the build-time
 * prerender) writes into `<head>`: `global` on the design system's global
 * styles, the rule names (`css-<name>` classes) on the components' rules.
 * Not emotion's own `data-emotion`: emotion moves every element carrying that
 * to the end of `<head>` when a cache is created, and again when the cache
 * takes the elements over, and each move makes the browser recompute the
 * style and the layout of the whole page (two full recalculations on a
 * server-rendered `/opdrachten`, 0.3-0.6 s at 4x CPU in a trace).
 */
export const SERVER_CSS_ATTRIBUTE = 'data-server-css';

/** The value of {@link SERVER_CSS_ATTRIBUTE} on the global styles. */
export const SERVER_GLOBAL_CSS = 'global';

let pageCache: EmotionCache | undefined;

/**
 * Emotion's cache for a page whose styles a server wrote: it knows the rule
 * names of the server's style elements, so it inserts none of those rules
 * again, and it leaves the elements where they are. Rules the page needs
 * later go into a style element of their own after them, as emotion does.
 * One cache for the page, made on first use.
 */
export function serverStyledCache(): EmotionCache {
  if (pageCache) return pageCache;
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${SERVER_CSS_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(SERVER_CSS_ATTRIBUTE) ?? '').split(' ')) {
      if (name && name !== SERVER_GLOBAL_CSS) cache.inserted[name] = true;
    }
  }
  pageCache = cache;
  return cache;
}
