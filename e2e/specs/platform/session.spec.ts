import { expect, test } from '../../fixtures/test';
import { defaultBrand, hideBanner } from '../../fixtures/site';
import { loginThroughApi } from '../../fixtures/auth';

test.describe('a real session (cookies from the API)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a logged-in person reaches private routes and sees the logged-in header', async ({ page, context }) => {
    await loginThroughApi(context);
    await page.goto('/mijn-reacties');
    await expect(page).toHaveURL(/\/mijn-reacties$/);
    await expect(page.getByRole('banner').getByRole('button', { name: `Mijn ${defaultBrand.productName}` })).toBeVisible();
    const me = await context.request.get('/api/employees/me');
    expect(me.status()).toBe(200);
  });
});
