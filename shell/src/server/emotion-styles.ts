/** A style element emotion writes in front of an element while rendering on the server. */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Moves emotion's inline style elements into <head>, as @emotion/server's
 * critical-CSS extraction does: global styles as they are, every component
 * rule in one element whose `data-emotion` lists the rule names, so the
 * browser's emotion cache knows them and does not insert them again. One
 * style sheet in <head> instead of dozens in <body> is less work for the
 * browser. The one implementation: the server render (document.ts) and the
 * build-time prerender (scripts/prerender.mjs, through the prerender
 * bundle's `extractStyles`) both use it.
 */
export function extractStyles(html: string): { body: string; head: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${attribute}">${css}</style>`);
    }
    return '';
  });
  return { body, head: `${globals.join('')}<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` };
}
