import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../fixtures/test';
import { loginStaff, loginThroughApi } from '../../fixtures/auth';
import { exampleRoutes, expectOwnPage, firstVacancyId, pathWithVacancy } from '../../fixtures/site';
import { loginClientThroughApi, sendClientRequestThroughApi } from '../../flows/client-portal';

// Issue 8 item 2: every route of the spec, logged out and logged in, has no
// serious or critical WCAG 2.1 A/AA violation (axe-core). Logged in, the
// staff routes (issue 15) are scanned as staff, the client portal's (issue 31)
// as a client contact, the others as a freelancer.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The scans are independent (each logs in on its own): both workers may take them. Run
// as one file on one worker they were the suite's longest file (8.1 min in CI on
// 2026-11-27), often the last one still running while the other worker sat idle.
test.describe.configure({ mode: 'parallel' });
const BLOCKING = new Set(['serious', 'critical']);

let vacancyId: number | undefined;

/** Path of a route with a real vacancy id (the fixture's `1` may not exist) and a fake login token. */
function pathOf(route: ReturnType<typeof exampleRoutes>[number]): string {
  if (vacancyId === undefined) throw new Error('no vacancy id');
  return pathWithVacancy(route, vacancyId);
}

/**
 * Lets the page settle before a scan: no request for 500 ms, and no finite
 * animation or transition running (a button that just became enabled fades
 * in from half opacity; scanned halfway, its text fails the contrast check).
 * Endless animations (a spinner) do not count.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** One line per failing element (rule, impact, selector, what to fix); blocking = serious or critical. */
async function axeViolations(page: Page): Promise<{ blocking: string[]; other: string[] }> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = (blocking: boolean) =>
    violations
      .filter((violation) => BLOCKING.has(violation.impact ?? '') === blocking)
      .flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} [${violation.impact}] ${node.target.join(' ')} :: ${violation.help} :: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
        ),
      );
  return { blocking: lines(true), other: lines(false) };
}

/**
 * Visits the route and waits for its own page. These visits are also the
 * suite's check that every route renders its own page in the composed site
 * (the shell or the remote that owns it, never the 404 page or an error
 * panel): public routes logged out, private routes as a freelancer, staff
 * routes as staff.
 */
async function visit(page: Page, route: ReturnType<typeof exampleRoutes>[number], loggedIn: boolean) {
  const path = pathOf(route);
  const response = await page.goto(path);
  // The route's own page (the 404 and 500 routes are their own pages), with no spinner left.
  if (route.path === '/404' || route.path === '/500') {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('main .chakra-spinner')).toHaveCount(0);
    return;
  }
  await expectOwnPage(page);
  const ownVisit = loggedIn
    ? route.access === 'private' || route.access === 'staff' || route.access === 'client'
    : route.access === 'public' || route.access === 'semi-public';
  if (!ownVisit) return;
  expect(response?.status()).toBe(200);
  // Still on the route or below it (/profiel/afronden opens the next step), not sent to /login or
  // elsewhere; a login token page moves on by design.
  if (!route.path.includes(':token')) expect(new URL(page.url()).pathname.startsWith(new URL(path, 'http://x').pathname)).toBe(true);
}

test.beforeAll(async ({ request }) => {
  vacancyId = await firstVacancyId(request);
});

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'axe, logged in' : 'axe, logged out', () => {
    // Logged out, a private or staff route lands on /login (specs/platform/access.spec.ts), which is
    // scanned as its own route: scanning that same login page again for each of them (24 routes) only cost time.
    const scanned = exampleRoutes().filter((route) => loggedIn || route.access === 'public' || route.access === 'semi-public');
    for (const route of scanned) {
      test(`${route.path} has no serious or critical violations`, async ({ page, context }, testInfo) => {
        if (loggedIn && route.access === 'staff') await loginStaff(context.request);
        else if (loggedIn && route.access === 'client') {
          const { email } = await sendClientRequestThroughApi(context.request, { companyName: 'Gemeente Axe', contactName: 'Petra Bakker' });
          await loginClientThroughApi(context, email);
        } else if (loggedIn) await loginThroughApi(context);
        await visit(page, route, loggedIn);
        // A logged-in visit scans the private or staff page itself, not the login page.
        if (loggedIn && (route.access === 'private' || route.access === 'staff' || route.access === 'client')) expect(new URL(page.url()).pathname).not.toMatch(/^\/login/);
        const { blocking, other } = await axeViolations(page);
        // Moderate and minor findings do not fail the test; they are kept in the report.
        for (const line of other) testInfo.annotations.push({ type: 'axe (moderate/minor)', description: line });
        expect(blocking, `axe on ${pathOf(route)} (${loggedIn ? 'logged in' : 'logged out'}, landed on ${new URL(page.url()).pathname})`).toEqual([]);
      });
    }
  });
}

// Issue 19: the saved-search pages in their filled states (the loop above sees a fresh account's empty list).
test.describe('axe, saved searches', () => {
  test('/opdrachten after saving, and /profiel/zoekopdrachten with a search, its rename form and its delete question', async ({ page, context }, testInfo) => {
    await loginThroughApi(context);
    await page.goto('/opdrachten?q=projectmanager&tarief=60');
    await page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard als' })).toBeVisible();
    const scans: Array<[string, Awaited<ReturnType<typeof axeViolations>>]> = [['/opdrachten, saved', await axeViolations(page)]];

    await page.goto('/profiel/zoekopdrachten');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: /^Naam wijzigen/ }).click();
    await page.getByRole('button', { name: /^Verwijderen/ }).click();
    await expect(page.getByRole('textbox', { name: 'Nieuwe naam' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja, verwijderen' })).toBeVisible();
    scans.push(['/profiel/zoekopdrachten, rename and delete open', await axeViolations(page)]);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Bewaarde zoekopdrachten' }).getByRole('listitem')).toHaveCount(1);
    scans.push(['/dashboard with a saved search', await axeViolations(page)]);

    for (const [where, { blocking, other }] of scans) {
      for (const line of other) testInfo.annotations.push({ type: `axe (moderate/minor) ${where}`, description: line });
      expect(blocking, `axe on ${where}`).toEqual([]);
    }
  });
});
