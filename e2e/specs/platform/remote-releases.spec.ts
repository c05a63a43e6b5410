import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_COOKIE_NAMES } from '@interim/shared/contract/release-names';
import { expect, test, type APIRequestContext, type Page } from '../../fixtures/test';
import { buildChangedRemote, releaseCommand, removeChangedBuild, repo, versionServed } from '../../fixtures/releases';
import { hideBanner } from '../../fixtures/site';

// Issue 27: remote releases as a visitor's browser sees them. This changes
// the live release of mf-vacancies, so it runs in the `redeploy` project,
// after every other project.
test.describe.configure({ mode: 'serial' });

const MARKER = `Nieuwe versie ${Date.now()}`;
/** The text of the detail page (logged out) the second build changes. */
const CHANGED_TEXT = 'Heb je al een account?';
const PANEL = 'Dit onderdeel is tijdelijk niet beschikbaar';

let changedDist = '';
let vacancyPath = '';
let liveBefore: string | undefined;

/** Records what would mean skew: a script answered with an error, a script refused for its MIME type, the panel. */
function watchForSkew(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && /\.js(\?|$)/.test(response.url())) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/MIME type|ChunkLoadError|Loading chunk/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

async function htmlOf(request: { get: (path: string) => Promise<{ text: () => Promise<string> }> }, path: string): Promise<string> {
  return (await request.get(path)).text();
}

test.beforeAll(async ({ request }) => {
  // A real second build of mf-vacancies with one text changed (minutes on a loaded machine).
  test.setTimeout(600_000);
  changedDist = buildChangedRemote('mf-vacancies', 'src/pages/vacancy-detail-page.tsx', CHANGED_TEXT, `${CHANGED_TEXT} ${MARKER}`);
  const list = await request.get('/api/vacancies?range=[0,0]');
  const [vacancy] = (await list.json()) as Array<{ id: number }>;
  vacancyPath = `/opdrachten/${vacancy!.id}`;
  liveBefore = await versionServed(request, 'mf_vacancies');
});

/** The release of mf_vacancies a visitor of canary bucket `bucket` gets (99 is never in a canary, 0 always). */
async function servedToBucket(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, baseURL: string, bucket: number) {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${RELEASE_COOKIE_NAMES.bucket}=${bucket}` } });
  try {
    return await versionServed(visitor, 'mf_vacancies');
  } finally {
    await visitor.dispose();
  }
}

test.afterAll(async ({ playwright, baseURL }) => {
  // A canary a failed test left running ends (a rollback during a canary ends it).
  if ((await servedToBucket(playwright, baseURL!, 0)) !== (await servedToBucket(playwright, baseURL!, 99))) releaseCommand('rollback', ['mf-vacancies'], baseURL!);
  // Back to the release the suite started with, unless a test already rolled back (a second rollback would go forward again).
  if ((await servedToBucket(playwright, baseURL!, 99)) !== liveBefore) releaseCommand('rollback', ['mf-vacancies'], baseURL!);
  removeChangedBuild('mf-vacancies');
});

test('a deploy the checks refuse changes nothing: the site stays on the live release', async ({ request, baseURL }) => {
  // The built mf-vacancies without the expose the shell needs (the manifest check; the other checks are jest's, release-commands.test.ts).
  const bad = mkdtempSync(join(tmpdir(), 'interim-refused-'));
  try {
    cpSync(join(repo, 'mf-vacancies/dist'), bad, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(bad, 'mf-manifest.json'), 'utf8')) as { exposes: unknown[] };
    manifest.exposes = [];
    writeFileSync(join(bad, 'mf-manifest.json'), JSON.stringify(manifest));
    const store = join(process.env.E2E_DATA_DIR!, 'releases', 'mf_vacancies');
    const storedBefore = readdirSync(store).sort();
    const refused = releaseCommand('deploy', ['mf-vacancies', '--from', bad], baseURL!);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('does not expose ./routes');
    expect(refused.output).toContain(`mf_vacancies blijft op ${liveBefore}; er is niets veranderd.`);
    expect(await versionServed(request, 'mf_vacancies')).toBe(liveBefore);
    expect(await htmlOf(request, '/opdrachten')).toContain(`/releases/mf_vacancies/${liveBefore}/`);
    expect(readdirSync(store).sort()).toEqual(storedBefore);
  } finally {
    rmSync(bad, { recursive: true, force: true });
  }
});

test('a tab open during a deploy keeps working; the next full navigation shows the new release', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await hideBanner(context, baseURL!);
  const problems = watchForSkew(page);
  await page.goto('/opdrachten');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const deployed = releaseCommand('deploy', ['mf-vacancies', '--from', changedDist], baseURL!);
  expect(deployed.code, deployed.output).toBe(0);
  await expect.poll(() => versionServed(context.request, 'mf_vacancies')).not.toBe(liveBefore);

  // The visitor clicks an opdracht in the tab opened before the deploy.
  await page.locator(`main a[href="${vacancyPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${vacancyPath}$`));
  await expect(page.getByText(CHANGED_TEXT, { exact: false })).toBeVisible();
  await expect(page.getByText(PANEL)).toHaveCount(0);
  expect(problems).toEqual([]);

  // The next full navigation: the new release, in the server's HTML and on screen.
  await page.goto(vacancyPath);
  await expect(page.getByText(MARKER)).toBeVisible();
  expect(await htmlOf(context.request, vacancyPath)).toContain(MARKER);
  expect(problems).toEqual([]);
});

test('a rollback changes the next server HTML back, rendered with the earlier release', async ({ context, baseURL }) => {
  test.setTimeout(300_000);
  // After the first test the changed release is live.
  expect(await htmlOf(context.request, vacancyPath)).toContain(MARKER);
  const rolledBack = releaseCommand('rollback', ['mf-vacancies'], baseURL!);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  await expect.poll(() => versionServed(context.request, 'mf_vacancies')).toBe(liveBefore);
  // The page's own text comes from the server render of the earlier release (not a browser-rendered fallback):
  // its detail text is there, the marker of the later one is gone, and so is the later release's folder.
  const html = await htmlOf(context.request, vacancyPath);
  expect(html).toContain(CHANGED_TEXT);
  expect(html).not.toContain(MARKER);
  expect(html).toContain(`/releases/mf_vacancies/${liveBefore}/`);
});

/** The release of mf_vacancies a server-rendered page names (its preload links and manifest), or what it names when it is more than one. */
function releaseInHtml(html: string): string {
  const versions = new Set([...html.matchAll(/\/releases\/mf_vacancies\/([^/"]+)\//g)].map((match) => match[1]));
  return [...versions].sort().join(' + ') || 'none';
}

test('a canary of 50 % gives both releases to 40 fresh visitors, each steady in the server HTML and remotes.json; promote gives everyone the new one', async ({
  playwright,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  // After the rollback test the earlier release is live again; the changed build (already a release) becomes the canary.
  expect(await versionServed(request, 'mf_vacancies')).toBe(liveBefore);
  const deployed = releaseCommand('deploy', ['mf-vacancies', '--from', changedDist, '--canary', '50'], baseURL!);
  expect(deployed.code, deployed.output).toBe(0);
  const canary = /mf_vacancies@(\S+) is canary voor 50 %/.exec(deployed.output)?.[1];
  expect(canary, deployed.output).toBeDefined();

  // 40 visitors without a cookie, each: a page, remotes.json, the page again.
  const visitors: APIRequestContext[] = [];
  try {
    const seen: string[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      const contexts = await Promise.all(Array.from({ length: 10 }, () => playwright.request.newContext({ baseURL: baseURL! })));
      visitors.push(...contexts);
      seen.push(
        ...(await Promise.all(
          contexts.map(async (visitor) => {
            const first = releaseInHtml(await (await visitor.get('/opdrachten')).text());
            const table = await versionServed(visitor, 'mf_vacancies');
            const again = releaseInHtml(await (await visitor.get('/opdrachten')).text());
            // One release per visitor, the same everywhere it is named.
            expect([table, again]).toEqual([first, first]);
            return first;
          }),
        )),
      );
    }
    expect(new Set(seen)).toEqual(new Set([liveBefore, canary]));
    const share = seen.filter((version) => version === canary).length;
    console.log(`canary 50 %: ${share} of 40 visitors got the canary`);

    // The page itself in a browser, one visitor per bucket (0 is in the canary's 50 %, 99 not): its text and its scripts come from that release.
    const pages = await Promise.all(
      [
        { bucket: '0', release: canary!, marker: true },
        { bucket: '99', release: liveBefore!, marker: false },
      ].map(async (visitor) => {
        const context = await browser.newContext({ baseURL: baseURL! });
        await hideBanner(context, baseURL!);
        await context.addCookies([{ name: RELEASE_COOKIE_NAMES.bucket, value: visitor.bucket, url: baseURL! }]);
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('response', (response) => {
          const match = /\/releases\/mf_vacancies\/([^/]+)\//.exec(response.url());
          if (match) scripts.push(match[1]!);
        });
        await page.goto(vacancyPath);
        await expect(page.getByText(CHANGED_TEXT, { exact: false })).toBeVisible();
        await expect(page.getByText(MARKER)).toHaveCount(visitor.marker ? 1 : 0);
        expect(new Set(scripts)).toEqual(new Set([visitor.release]));
        return { page, context };
      }),
    );

    const promoted = releaseCommand('promote', ['mf-vacancies'], baseURL!);
    expect(promoted.code, promoted.output).toBe(0);
    // Everyone, whatever their bucket: remotes.json and the server HTML.
    expect(await Promise.all(visitors.map((visitor) => versionServed(visitor, 'mf_vacancies')))).toEqual(visitors.map(() => canary));
    expect(releaseInHtml(await (await visitors[0]!.get('/opdrachten')).text())).toBe(canary);
    // The browser outside the canary gets it on its next page.
    const outside = pages[1]!.page;
    await outside.goto(vacancyPath);
    await expect(outside.getByText(MARKER)).toBeVisible();
    await Promise.all(pages.map(({ context }) => context.close()));
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  }
});
