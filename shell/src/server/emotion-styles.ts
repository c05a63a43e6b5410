import { SERVER_CSS_ATTRIBUTE, SERVER_GLOBAL_CSS } from '@interim/shared/ui';

/** A style element emotion writes in front of an element while rendering on the server. */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Moves emotion's inline style elements into <head>, as @emotion/server's
 * critical-CSS extraction does: the global styles in one element, every
 * component rule in a second one whose `data-server-css` lists the rule
 * names, so the browser's emotion cache knows them and does not insert them
 * again (`serverStyledCache` of @interim/shared/ui). Not emotion's
 * `data-emotion`, which would make emotion move both elements twice, each
 * time a full style and layout recalculation of the page. One style sheet in
 * <head> instead of dozens in <body> is less work for the browser too. The
 * one implementation: the server render (document.ts) and the build-time
 * prerender (scripts/prerender.mjs, through the prerender bundle's
 * `extractStyles`) both use it. `globalCss`: global styles rendered apart
 * (the server render's sheet built once, global-styles.tsx), written after
 * the render's own; the result's `globalCss` is the global element's text.
 */
export function extractStyles(html: string, globalCss = ''): { body: string; head: string; globalCss: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(css);
    }
    return '';
  });
  const allGlobals = globals.join('') + globalCss;
  return {
    body,
    head: `<style ${SERVER_CSS_ATTRIBUTE}="${SERVER_GLOBAL_CSS}">${allGlobals}</style><style ${SERVER_CSS_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`,
    globalCss: allGlobals,
  };
}
