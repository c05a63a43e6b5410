import { escapeHtml } from '@interim/shared/format';
import { serializeJsonLd } from '@interim/shared/seo';

export { extractStyles } from './emotion-styles';


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
 * The document up to its `</head>` (left open): the built page's head
 * (spa.html) with the title and description replaced, canonical, Open Graph,
 * JSON-LD and preloads added. Sent first, while the page renders: the
 * browser starts on the scripts and preloads meanwhile.
 */
export function documentHead(template: string, parts: { head: PageHead; preloads?: string }): string {
  const page = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(parts.head.title)}</title>`)
    .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(parts.head.description)}">`);
  return `${page.slice(0, page.indexOf('</head>'))}${headTags(parts.head)}${parts.preloads ?? ''}`;
}

/**
 * The rest of the document after {@link documentHead}: the render's styles
 * (still in <head>, before any content), then the body with the render in
 * #root and its data. `inert` keeps controls from taking input before the
 * browser has hydrated (bootstrap removes it).
 */
export function documentRest(template: string, parts: { styles: string; body: string; data: ServerRenderData }): string {
  const dataScript = `<script type="application/json" id="${SERVER_DATA_ID}">${serializeJsonLd(parts.data)}</script>`;
  return `${parts.styles}${template.slice(template.indexOf('</head>'))}`.replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root" data-prerendered data-server-rendered inert>${parts.body}</div>${dataScript}`,
  );
}

/** The whole document: {@link documentHead} and {@link documentRest}. */
export function composeDocument(template: string, parts: { head: PageHead; styles: string; body: string; data: ServerRenderData; preloads?: string }): string {
  return documentHead(template, parts) + documentRest(template, parts);
}
