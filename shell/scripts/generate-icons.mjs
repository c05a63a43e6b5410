// Draws the app icons of the web app manifest (shell/src/pwa/icons/*.png)
// from the brand mark (the logo's SVG, shell/src/layout/logo.tsx) in
// Chromium, so the PNGs are real renders of one drawing. Run it after
// changing the mark, and commit the PNGs:
//   node shell/scripts/generate-icons.mjs
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const out = join(root, 'shell/src/pwa/icons');

/** brand.600 of the design system (shared/src/ui/system.ts), the logo's colour and the manifest's theme_color. */
const BRAND = '#165C74';

/**
 * The mark on a 32 x 32 grid: a person (head and body) in white.
 * `inset` shrinks it towards the centre (maskable icons keep it inside the
 * safe zone, a circle of 80 % of the size); `rounded` gives the tile the
 * logo's rounded corners (transparent around them), else it fills the square
 * (maskable and Apple icons: the platform cuts its own shape).
 */
function markSvg({ rounded, inset = 1 }) {
  const scale = inset;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
  <rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="16" cy="9" r="3" fill="#fff"/>
    <rect x="13.25" y="14" width="5.5" height="11" rx="1.5" fill="#fff"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: markSvg({ rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: markSvg({ rounded: true }) },
  // The mark spans y 6..25 of 32: at 0.8 it stays well inside the safe circle.
  { file: 'icon-maskable-512.png', size: 512, svg: markSvg({ rounded: false, inset: 0.8 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: markSvg({ rounded: false, inset: 0.85 }) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('width="100%" height="100%"', `width="${size}" height="${size}" style="display:block"`)}</body></html>`);
    await page.screenshot({ path: join(out, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
