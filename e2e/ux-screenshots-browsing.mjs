// Phone (390 x 844) and desktop (1440 x 900) screenshots of the screens issue 32 items 7 and 9 changed,
// kept in docs/ux/ (see docs/ux/README.md).
//
//   pnpm build                                        # the production build the e2e suite serves
//   node e2e/ux-screenshots-browsing.mjs              # writes docs/ux/{phone,desktop}-*-32.png
//
// Starts the API (which serves the built shell and remotes) on UX_PORT (default 3750) with a fresh data
// folder and the seeded demo data, like e2e/playwright.config.ts, unless UX_BASE_URL points at a running
// site; logs a new freelancer in through the API and the development mailbox for the apply page.
// Viewport-sized PNGs at device scale 1 (small files).
import { join } from 'node:path';
import { baseURL, outDir, withUxSite } from './ux-site.mjs';

const CLIENT = { 'x-requested-with': 'interim-web' };

/** Registers a freelancer and logs the context in with the link of the development mailbox. */
async function logIn(context) {
  const email = `ux-${Date.now()}@voorbeeld.nl`;
  const after = new Date(Date.now() - 1000).toISOString();
  const registered = await context.request.post(`${baseURL}/api/employees/register`, {
    data: { firstName: 'Sanne', lastName: 'de Boer', email, phone: '06 12345678', privacyConsent: true },
    headers: CLIENT,
  });
  if (registered.status() !== 204) throw new Error(`register: ${registered.status()}`);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const mails = await (await context.request.get(`${baseURL}/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=10`)).json();
    const mail = mails.find((m) => m.sentAt > after && m.link);
    const token = mail ? /\/login\/([A-Za-z0-9_-]+)/.exec(mail.link)?.[1] : undefined;
    if (token) {
      const redeemed = await context.request.get(`${baseURL}/api/auth/passwordless_login/${token}`, { headers: CLIENT });
      if (redeemed.status() !== 200) throw new Error(`login: ${redeemed.status()}`);
      return;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('no login mail');
}

await withUxSite(async (browser) => {
  const list = await (await fetch(`${baseURL}/api/vacancies?range=${encodeURIComponent('[0,0]')}`)).json();
  const open = list[0];
  const closedList = await (await fetch(`${baseURL}/api/vacancies?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"status":"closed"}')}`)).json();
  const closed = closedList[0];

  const sizes = [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  ];
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: 1, isMobile: size.isMobile, hasTouch: size.hasTouch, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    const page = await context.newPage();
    const shot = (screen) => page.screenshot({ path: join(outDir, `${size.name}-${screen}-32.png`) });
    // A server-rendered remote's area hydrates at once or when the browser is idle: wait for it, with no input
    // (the attribute is HYDRATION_PENDING_ATTRIBUTE of @interim/shared/config).
    const settle = () =>
      page
        .waitForFunction(() => !document.querySelector('#root[inert]'))
        .then(() => page.waitForFunction(() => !document.querySelector('#root [data-hydration-pending]')))
        .then(() => page.waitForTimeout(600));

    // The first visit, with the work-in-progress banner open.
    await page.goto(`${baseURL}/`);
    await page.getByText(/opdrachten? (staan|staat) nu open/).waitFor();
    await settle();
    await shot('home');

    await page.goto(`${baseURL}/opdrachten`);
    await page.getByRole('status').filter({ hasText: /gevonden/ }).waitFor();
    await page.getByRole('article').first().waitFor();
    await settle();
    await shot('search');

    // The page links at the end of the results.
    await page.getByRole('navigation', { name: "Pagina's met opdrachten" }).scrollIntoViewIfNeeded();
    await settle();
    await shot('pages');

    await context.addCookies([{ name: 'WIPBannerHidden', value: 'true', url: baseURL }]);
    await page.goto(`${baseURL}/opdrachten/${open.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle();
    await shot('detail');

    await page.goto(`${baseURL}/opdrachten/${closed.id}`);
    await page.getByRole('region', { name: 'Vergelijkbare opdrachten' }).scrollIntoViewIfNeeded();
    await settle();
    await shot('similar');

    await logIn(context);
    await page.goto(`${baseURL}/opdrachten/${open.id}/reageren`);
    await page.getByText('Kies een bestand', { exact: true }).scrollIntoViewIfNeeded();
    await settle();
    await shot('apply-cv');
    await context.close();
  }
  console.log(`Wrote docs/ux/{phone,desktop}-{home,search,pages,detail,similar,apply-cv}-32.png from ${baseURL}`);
});
