import { expect as baseExpect, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { apiVacancies } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Issue 32 item 7, "The phone": the walk's phone was 390 x 844 CSS pixels.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Horizontal overflow of the page in CSS pixels (0 when it does not scroll sideways). */
async function sidewaysOverflow(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('the freelancer pages on a 390 x 844 phone', () => {
  test('the search shows its first result on the first screen, with the work-in-progress banner open', async ({ page }) => {
    await page.goto('/opdrachten');
    const banner = page.getByRole('complementary', { name: 'Mededeling' });
    await expect(banner).toBeVisible();
    // One short line beside its close button (84 px at 390 before, about 150 px on narrower phones).
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    // The card's title, not just its border, is on the first screen.
    expect(box.y + 80).toBeLessThanOrEqual(PHONE.height);
    // The placeholder fits its box (it was cut off).
    const search = page.getByRole('searchbox', { name: 'Zoek opdrachten' });
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    // Sort and save sit behind the one "Filters" button.
    await expect(page.getByLabel('Sorteren op')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Sorteren op')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the apply page does not scroll sideways and labels its CV upload in Dutch', async ({ page, context, request }) => {
    await loginThroughApi(context);
    const { items } = await apiVacancies(request, { range: [0, 0] });
    await page.goto(`/opdrachten/${items[0]!.id}/reageren`);
    // A Dutch button for the file, named with the field's label.
    await expect(page.getByText('Kies een bestand', { exact: true })).toBeVisible();
    await expect(page.getByText('Geen bestand gekozen')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The browser's own "Choose File" button is not shown.
    const nativeShown = await page.locator('input[type=file]').evaluateAll((inputs) =>
      inputs.some((input) => {
        const box = input.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(input).opacity !== '0';
      }),
    );
    expect(nativeShown).toBe(false);
  });

  test('the detail page shows its facts in two columns and "Bewaren" near the top', async ({ page, request }) => {
    const { items } = await apiVacancies(request, { range: [0, 0] });
    await page.goto(`/opdrachten/${items[0]!.id}`);
    const facts = page.locator('main dl').first();
    await expect(facts).toBeVisible();
    const lefts = await facts.locator('dt').evaluateAll((terms) => new Set(terms.map((term) => Math.round(term.getBoundingClientRect().left))).size);
    expect(lefts).toBe(2);
    const save = page.getByRole('button', { name: /^Bewaren/ });
    await expect(save).toBeVisible();
    expect((await save.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the menu panel fills the width of the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // After its opening animation.
    await expect.poll(async () => (await menu.boundingBox())!.x).toBe(0);
    expect((await menu.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  });
});
