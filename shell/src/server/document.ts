import { serializeJsonLd } from '@interim/shared/seo';

export { extractStyles } from './emotion-styles';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What a server-rendered page says about itself in <head>. */
export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /** Absolute URL of the page without its query (search pages point at the plain list). */
  canonical: string;
  siteName: string;
  type: 'website' | 'article';
  jsonLd?: Record<string, unknown> | null;
}

/** The <head> tags of {@link PageHead}: description, canonical, Open Graph and JSON-LD. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'nl_NL'),
    meta('name', 'twitter:card', 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>` : '',
  ].join('');
}

/** Id of the element that carries the server render's data to the browser (src/bootstrap.tsx reads it). */
export const SERVER_DATA_ID = 'server-render-data';

/** What the browser needs to hydrate a server-rendered page: its remote and the data it was rendered with. */
export interface ServerRenderData {
  remote: string | null;
  data: ReadonlyArray<readonly [key: unknown, value: unknown]>;
  /** What the render knew of the visitor (logged in, banner closed): the browser hydrates with the same. */
  visitor?: { isLoggedIn: boolean; bannerHidden: boolean };
}

/**
 * The built page (spa.html: the browser build with an empty #root) with the
 * render in #root and the head's title, description, links and styles
 * replaced or added. `inert` keeps controls from taking input before the
 * browser has hydrated (bootstrap removes it).
 */
export function composeDocument(template: string, parts: { head: PageHead; styles: string; body: string; data: ServerRenderData; preloads?: string }): string {
  const dataScript = `<script type="application/json" id="${SERVER_DATA_ID}">${serializeJsonLd(parts.data)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(parts.head.title)}</title>`)
    .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(parts.head.description)}">`)
    .replace('</head>', () => `${headTags(parts.head)}${parts.preloads ?? ''}${parts.styles}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-prerendered data-server-rendered inert>${parts.body}</div>${dataScript}`);
}
