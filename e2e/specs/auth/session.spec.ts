import { expect, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { accountMenu, headerLoginLink, removeCookies } from '../../flows/auth';

// The 401 path of spec section 4 on a private page that calls the API
// (/dashboard reads the logged-in freelancer from the API).
test.describe('session recovery (spec section 4)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('access cookie gone, refresh cookie kept: the private page refreshes, retries and loads', async ({ page, context }) => {
    await loginThroughApi(context);
    await removeCookies(context, ['access']);

    // Every API answer is kept: the retry can come before a waiter set up after the refresh would listen.
    const answers: Array<{ url: string; method: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/')) answers.push({ url: r.url(), method: r.request().method(), status: r.status() });
    });
    const unauthorised = page.waitForResponse((r) => r.url().includes('/api/') && !r.url().includes('/api/auth/') && r.status() === 401);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh_tokens'));
    await page.goto('/dashboard');
    const first = await unauthorised;
    expect((await refreshed).status()).toBe(204);
    // The same request again, now answered.
    await expect
      .poll(() => answers.some((a) => a.url === first.url() && a.method === first.request().method() && a.status === 200))
      .toBe(true);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain('interim_access');
  });

  test('access and refresh cookies gone: the user ends on /login, logged out', async ({ page, context }) => {
    await loginThroughApi(context);
    await removeCookies(context, ['access', 'refresh']);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(headerLoginLink(page)).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('interim_active_user');
  });
});
