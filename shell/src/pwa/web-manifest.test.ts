import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import manifest from './web-manifest.json';

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest (issue 19 section 3)', () => {
  it('installs as the Dutch Interimly app, opening the search', () => {
    expect(manifest).toMatchObject({
      name: 'Interimly',
      short_name: 'Opdrachten',
      start_url: '/opdrachten',
      scope: '/',
      display: 'standalone',
      lang: 'nl',
    });
    expect(manifest.description).toMatch(/opdrachten/);
  });

  it('has the theme colour of the design system (brand.600) on a white background', () => {
    expect(manifest.theme_color).toBe('#165C74');
    expect(manifest.background_color).toBe('#FFFFFF');
  });

  it('has the icons browsers ask for: 192 and 512 pixels, and a maskable one; each file has the size it claims', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(__dirname, icon.src.replace(/^\//, '')))).toEqual({ width, height });
    }
    expect(pngSize(join(__dirname, 'icons/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });
});

describe('the offline page', () => {
  const html = readFileSync(join(__dirname, 'offline.html'), 'utf8');

  it('is Dutch, says what is wrong and how to try again', () => {
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Je bent offline</h1>');
    expect(html).toContain('Opnieuw proberen');
  });

  it('needs no other file and no script (it must show without a network)', () => {
    expect(html).not.toMatch(/<script|<link[^>]+href=|src="(?!data:)/);
  });
});
