// Phone screenshots of the vacancy search and a vacancy's detail page, kept in docs/ux/ (issue 17).
//
//   pnpm build                                  # the production build the e2e suite serves
//   node e2e/ux-screenshots.mjs <suffix>        # e.g. before, after
//
// Starts the API (which serves the built shell and remotes) on UX_PORT (default 3750) with a fresh
// data folder, like e2e/playwright.config.ts, unless UX_BASE_URL points at a running site.
// Writes docs/ux/phone-search-<suffix>.png (the filters opened), phone-cards-<suffix>.png (the first
// results) and phone-detail-<suffix>.png (the first result's page), at 390 x 844 in Debian Chromium.
import { join } from 'node:path';
import { baseURL, outDir, withUxSite } from './ux-site.mjs';

const suffix = process.argv[2];
if (!suffix || !/^[a-z0-9-]+$/.test(suffix)) {
  console.error('Usage: node e2e/ux-screenshots.mjs <suffix>   (lowercase letters, digits, hyphens; e.g. before)');
  process.exit(2);
}

await withUxSite(async (browser) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  // The WIP banner is closed, as a returning visitor would have it.
  await context.addCookies([{ name: 'WIPBannerHidden', value: 'true', url: baseURL }]);
  const page = await context.newPage();

  await page.goto(`${baseURL}/opdrachten`);
  await page.getByRole('status').filter({ hasText: /gevonden/ }).waitFor();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.locator('main').getByRole('link').first().waitFor();
  await page.screenshot({ path: join(outDir, `phone-cards-${suffix}.png`) });

  await page.getByRole('button', { name: /filters/i }).first().click();
  await page.getByLabel('Sector').waitFor();
  await page.waitForTimeout(400); // let an opening sheet finish its animation
  await page.screenshot({ path: join(outDir, `phone-search-${suffix}.png`) });

  const answer = await (await fetch(`${baseURL}/api/vacancies?range=${encodeURIComponent('[0,0]')}`)).json();
  const first = Array.isArray(answer) ? answer[0] : answer.items?.[0];
  await page.goto(`${baseURL}/opdrachten/${first.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: join(outDir, `phone-detail-${suffix}.png`) });

  console.log(`Wrote docs/ux/phone-{cards,search,detail}-${suffix}.png from ${baseURL}`);
});
