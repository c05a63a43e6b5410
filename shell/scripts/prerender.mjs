// Build-time prerender (after `webpack --mode production`): renders the
// shell's open, full-chrome routes to HTML with their styles, so a first-time
// visitor sees the page before any script has run and the browser hydrates it
// instead of building it (issue 8: LCP and TBT). Writes into shell/dist:
//   spa.html            the built page with an empty #root (every other route,
//                       and any request carrying a personal cookie)
//   index.html          `/` prerendered
//   pages/<route>.html  the other prerendered routes
//   pages.json          which file serves which route, in the client's match
//                       order, for the API's static server (api/src/plugins/static-site.ts)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const shellDir = resolve(import.meta.dirname, '..');
// Another build folder may be given (the non-federated baseline of scripts/lighthouse.mjs).
const dist = resolve(process.argv[2] ?? join(shellDir, 'dist'));

const require = createRequire(import.meta.url);
const webpack = require('webpack');
await new Promise((done, fail) => {
  webpack(require(join(shellDir, 'webpack.prerender.cjs')), (error, stats) => {
    if (error) return fail(error);
    if (stats.hasErrors()) return fail(new Error(`prerender bundle failed to build:\n${stats.toString('errors-only')}`));
    return done();
  });
});
const render = require(join(shellDir, '.prerender/render-route.cjs'));

/** html-webpack-plugin minifies the page: `<div id=root></div>`. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
// The built page; on a second run over the same build, its copy in spa.html.
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const template = EMPTY_ROOT.test(built) || !existsSync(join(dist, 'spa.html')) ? built : readFileSync(join(dist, 'spa.html'), 'utf8');
if (!EMPTY_ROOT.test(template)) throw new Error('shell/dist has no page with an empty #root: run the webpack build first');

/** File name under dist/ for a route pattern: `/opdrachten/:id` -> `pages/opdrachten/_id.html`. */
const fileFor = (pattern) => (pattern === '/' ? 'index.html' : `pages${pattern.replace(/:/g, '_')}.html`);

/** The remotes' folders under /remotes/ by container name (mf_auth -> auth). */
const remoteFolders = Object.fromEntries(
  Object.entries(require('@interim/shared/build/module-federation.cjs').REMOTES).map(([name, remote]) => [name, remote.path]),
);

/** `<link rel=preload>` for what the page's remote loads first (same-origin fetches need `crossorigin` to match). */
const preloadLinks = (path) =>
  render
    .remotePreloads(path, remoteFolders)
    .map(({ href, as }) => `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`)
    .join('');

/**
 * The built page with `html` in #root. `inert` keeps the prerendered controls
 * from taking clicks and typing before hydration (they would be lost); the
 * bootstrap removes it once React has the page.
 */
const withContent = (html, path) => {
  // Emotion's styles into <head>: the same implementation as the server render (src/server/emotion-styles.ts).
  const { body, head } = render.extractStyles(html);
  return template
    .replace('</head>', () => `${preloadLinks(path)}${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered inert>${body}</div>`);
};

writeFileSync(join(dist, 'spa.html'), template);
const pages = [];
for (const route of render.routesInMatchOrder()) {
  const path = render.samplePath(route);
  const html = render.isPrerendered(route) ? render.renderRoute(path) : null;
  if (html === null) {
    pages.push({ pattern: route.path, file: 'spa.html' });
    continue;
  }
  const file = fileFor(route.path);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), withContent(html, path));
  pages.push({ pattern: route.path, file });
}
const manifest = { fallback: 'spa.html', personalCookies: render.PERSONAL_COOKIES, pages };
writeFileSync(join(dist, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${pages.filter((p) => p.file !== 'spa.html').length} routes into ${dist} (pages.json)`);
