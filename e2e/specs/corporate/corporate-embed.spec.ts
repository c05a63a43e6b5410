import { expect, test, type Page } from '../../fixtures/test';
import { newPerson, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { CorporateFlowPage, CV_FILE, myApplications, openVacancy } from '../../flows/corporate';

interface CorporateSite {
  origin: string;
  close: () => Promise<void>;
}
// The example site is a plain CommonJS server, also runnable on its own (node e2e/corporate-site/server.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCorporateSite } = require('../../corporate-site/server.cjs') as {
  startCorporateSite: (options: { siteUrl: string; port?: number }) => Promise<CorporateSite>;
};

// The allowlisted foreign origin (CORS_ORIGINS of playwright.config.ts): 127.0.0.1 is another site than localhost.
const corporatePort = Number(process.env.CORPORATE_SITE_PORT ?? 4100);

let site: CorporateSite;
// The same page on a port the API does not allow: a foreign site that is not ours to serve.
let strangerSite: CorporateSite;

test.beforeAll(async ({ baseURL }) => {
  site = await startCorporateSite({ siteUrl: baseURL!, port: corporatePort });
  strangerSite = await startCorporateSite({ siteUrl: baseURL!, port: corporatePort + 1 });
});
test.afterAll(async () => {
  await site?.close();
  await strangerSite?.close();
});

/** Computed styles of host elements that a leaking stylesheet would change. */
async function hostStyles(page: Page) {
  return page.evaluate(() => {
    const pick = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const style = getComputedStyle(element);
      return ['color', 'font-family', 'font-size', 'line-height', 'margin-top', 'box-sizing', 'background-color', 'border-top-style', 'padding-top']
        .map((name) => `${name}=${style.getPropertyValue(name)}`)
        .join(';');
    };
    return {
      html: pick('html'),
      body: pick('body'),
      heading: pick('#host-heading'),
      intro: pick('#host-intro'),
      button: pick('#apply'),
      headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
    };
  });
}

test.describe('the flow embedded on the corporate site (another origin)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('mounts with the vacancy, hands over to our site where the browser refuses the session, and completes', async ({ page, context, request }) => {
    const vacancy = await openVacancy(request);
    const person = { ...newPerson('embed'), phone: '0612345678' };
    await page.goto(`${site.origin}/?vacature=${vacancy.id}&utm_source=bedrijfssite`);
    await page.getByRole('button', { name: 'Reageer op deze opdracht' }).click();

    const embed = page.locator('#apply-panel');
    const flow = new CorporateFlowPage(embed);
    await expect(flow.vacancySummary(vacancy.title)).toBeVisible();
    // Mounted inside the host page, not in a frame, and the host page stays where it is.
    expect(page.frames()).toHaveLength(1);
    await embed.getByRole('link', { name: 'Aanmelden', exact: true }).click();
    expect(new URL(page.url()).origin).toBe(site.origin);

    const after = new Date(Date.now() - 1000).toISOString();
    await flow.register(person);
    // 127.0.0.1 and localhost are different sites: the session cookies cannot live here, and the flow says so.
    await expect(embed.getByText('Daarom rond je je reactie af op onze eigen website.', { exact: false })).toBeVisible();
    const mail = await waitForMail(request, person.email, { after });

    const [ourSite] = await Promise.all([
      context.waitForEvent('page'),
      embed.getByRole('link', { name: /Verder op localhost/ }).click(),
    ]);
    await ourSite.waitForLoadState();
    expect(new URL(ourSite.url()).pathname).toBe('/opdrachten/reageren/login');
    expect(new URL(ourSite.url()).searchParams.get('vacature')).toBe(String(vacancy.id));
    expect(new URL(ourSite.url()).searchParams.get('utm_source')).toBe('bedrijfssite');
    const full = new CorporateFlowPage(ourSite);
    // The e-mail address came along: the page starts at the code step.
    await expect(ourSite.getByText(`We hebben een e-mail gestuurd naar ${person.email}.`)).toBeVisible();
    await expect(full.vacancySummary(vacancy.title)).toBeVisible();
    await full.enterCode(mail.code!);
    await expect(ourSite).toHaveURL(new RegExp(`/opdrachten/reageren/versturen\\?vacature=${vacancy.id}`));
    await full.send('Via de bedrijfswebsite.');

    const applications = await myApplications(ourSite.request);
    expect(applications.find((a) => a.vacancy.id === vacancy.id)).toMatchObject({ channel: 'corporate', motivation: 'Via de bedrijfswebsite.' });
  });

  test('on a page of the same site (localhost, another port) the whole flow runs in place and calls onDone', async ({ page, request }) => {
    const vacancy = await openVacancy(request);
    const person = { ...newPerson('embed-zelfde-site'), phone: '0612345678' };
    const sameSiteOrigin = site.origin.replace('127.0.0.1', 'localhost');
    await page.goto(`${sameSiteOrigin}/?vacature=${vacancy.id}`);
    await page.getByRole('button', { name: 'Reageer op deze opdracht' }).click();
    const embed = page.locator('#apply-panel');
    const flow = new CorporateFlowPage(embed);
    await expect(flow.vacancySummary(vacancy.title)).toBeVisible();
    await embed.getByRole('link', { name: 'Aanmelden', exact: true }).click();

    const after = new Date(Date.now() - 1000).toISOString();
    await flow.register(person, { cv: true });
    const mail = await waitForMail(request, person.email, { after });
    await flow.enterCode(mail.code!);

    // Logged in inside the embed: the CV chosen at registration is uploaded here, then the application is sent here.
    await expect(embed.getByRole('heading', { level: 1, name: 'Reactie versturen' })).toBeVisible();
    await expect(embed.getByRole('link', { name: CV_FILE.name })).toBeVisible();
    await flow.send('Vanaf de bedrijfswebsite, zonder over te stappen.');
    expect(new URL(page.url()).origin).toBe(sameSiteOrigin);
    await embed.getByRole('button', { name: 'Klaar' }).click();
    await expect(page.getByText('Bedankt! Je reactie is verstuurd.')).toBeVisible();
    await expect(embed.getByRole('heading')).toHaveCount(0);

    const applications = await myApplications(page.request);
    const sent = applications.find((a) => a.vacancy.id === vacancy.id);
    expect(sent).toMatchObject({ channel: 'corporate', motivation: 'Vanaf de bedrijfswebsite, zonder over te stappen.' });
    expect(sent?.cvId).not.toBeNull();
  });

  test('its styles do not change the host page, the host styles do not reach it, and unmount leaves nothing', async ({ page, request }) => {
    const vacancy = await openVacancy(request);
    await page.goto(`${site.origin}/?vacature=${vacancy.id}`);
    await page.waitForFunction(() => 'InterimCorporate' in window);
    const before = await hostStyles(page);
    const bodyBefore = await page.evaluate(() => document.body.innerHTML);

    await page.getByRole('button', { name: 'Reageer op deze opdracht' }).click();
    const embed = page.locator('#apply-panel');
    await expect(new CorporateFlowPage(embed).vacancySummary(vacancy.title)).toBeVisible();
    await expect(embed.getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible();
    expect(await hostStyles(page)).toEqual(before);

    // The host's `button`, `p` and `*` rules do not reach into the flow.
    const inside = await embed.getByRole('link', { name: 'Inloggen', exact: true }).evaluate((link) => {
      const style = getComputedStyle(link);
      return { background: style.backgroundColor, boxSizing: style.boxSizing, fontFamily: style.fontFamily };
    });
    // ... and the flow's own theme works inside the shadow root (the brand's solid button colour).
    expect(inside.background).toBe('rgb(22, 92, 116)');
    expect(inside.boxSizing).toBe('border-box');
    expect(inside.fontFamily).not.toContain('Georgia');

    await page.getByRole('button', { name: 'Formulier sluiten' }).click();
    await expect(embed.getByRole('heading')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('[data-interim-corporate]').length)).toBe(0);
    expect(await page.evaluate(() => document.getElementById('apply-panel')!.innerHTML)).toBe('');
    expect(await hostStyles(page)).toEqual(before);
    // Only the buttons the page itself toggles differ.
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(bodyBefore);
  });

  test('the API refuses a state-changing request and CORS from an origin that is not allowlisted', async ({ request, context, baseURL }) => {
    const vacancy = await openVacancy(request);
    const refused = await request.post('/api/auth/passwordless_login', {
      headers: { Origin: 'http://127.0.0.1:4999', 'Content-Type': 'application/json' },
      data: { email: newPerson('vreemd').email },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });

    const preflight = await request.fetch('/api/applications', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4999', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();

    // In a browser: a page of a non-allowlisted origin may not even read the remote's manifest (no CORS for it);
    // the loader says so in Dutch and links to the full-page flow on our site.
    const page = await context.newPage();
    await page.goto(`${strangerSite.origin}/?vacature=${vacancy.id}`);
    await page.getByRole('button', { name: 'Reageer op deze opdracht' }).click();
    const notice = page.locator('#apply-panel').getByRole('alert');
    await expect(notice).toHaveText('Het reactieformulier kon niet worden geladen. Reageer op onze website.');
    await expect(notice.getByRole('link', { name: 'Reageer op onze website' })).toHaveAttribute('href', `${baseURL}/opdrachten/reageren?vacature=${vacancy.id}`);
    await expect(page.locator('#apply-panel').getByRole('heading', { name: vacancy.title })).toHaveCount(0);

    // The corporate site's origin is allowed, with credentials, never '*'.
    const allowed = await request.get('/api/vacancies?range=[0,0]', { headers: { Origin: site.origin } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(site.origin);
    expect(allowed.headers()['access-control-allow-credentials']).toBe('true');
    const allowedPost = await request.post('/api/auth/passwordless_login', {
      headers: { Origin: site.origin, 'Content-Type': 'application/json' },
      data: { email: newPerson('toegestaan').email },
    });
    expect(allowedPost.status()).toBe(204);
  });
});
