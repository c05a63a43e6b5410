import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';

// The shell's chrome on a phone: the page with the full-screen menu open has
// no serious or critical WCAG 2.1 A/AA violation (axe-core), logged out and in.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const loggedIn of [false, true]) {
  test(`mobile menu ${loggedIn ? 'logged in' : 'logged out'} has no serious or critical violations`, async ({ page, context }) => {
    if (loggedIn) await loginThroughApi(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')} :: ${violation.help}`));
    expect(blocking).toEqual([]);
  });
}
