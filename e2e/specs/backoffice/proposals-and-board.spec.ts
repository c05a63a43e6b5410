import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { newUserContext, uniqueTag } from '../../fixtures/backoffice';

// Issue 30 item 3: staff put a candidate forward for an opdracht; the
// candidate confirms in Mijn reacties before it goes further. Item 4: the
// pipeline board of an opdracht, a reactie moved by keyboard (ADR 0019).

/** A unique last name: a name may hold letters only, so the tag's digits become letters. */
const uniqueName = (prefix: string) => `${prefix}${uniqueTag().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

/** An open opdracht from the public list (not the first: the axe scan of every route uses that one). */
async function openOpdracht(page: Page, index: number): Promise<{ id: number; title: string }> {
  const response = await page.request.get(`/api/vacancies?range=[${index},${index}]`);
  expect(response.status()).toBe(200);
  const [vacancy] = (await response.json()) as Array<{ id: number; title: string }>;
  if (!vacancy) throw new Error('no open opdracht');
  return vacancy;
}

/** No serious or critical WCAG 2.1 A/AA finding on the page as it is. */
async function expectNoBlockingAxe(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${where}`).toEqual([]);
}

test.describe('back office: proposals and the board (issue 30 items 3 and 4)', () => {
  test('staff put a candidate forward; the freelancer says yes in Mijn reacties, and staff see it confirmed', async ({ page, browser, baseURL }) => {
    // The freelancer, in their own browser.
    const person = { ...newPerson('voorstel'), firstName: 'Noor', lastName: uniqueName('Voorstel') };
    await loginThroughApi(page.context(), person);
    const me = (await (await page.request.get('/api/employees/me')).json()) as { id: number };
    const opdracht = await openOpdracht(page, 3);

    // Staff, from the candidate's page: "Voorstellen voor opdracht…", the picker shows title and client.
    const staffContext = await newUserContext(browser, baseURL!, { staff: true });
    const staff = await staffContext.newPage();
    await staff.goto(`/beheer/kandidaten/${me.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` })).toBeVisible();
    await staff.getByRole('button', { name: 'Voorstellen voor opdracht…' }).click();
    const picker = staff.getByRole('form', { name: `${person.firstName} ${person.lastName} voorstellen voor een opdracht` }).getByRole('combobox', { name: 'Opdracht' });
    await picker.fill(String(opdracht.id));
    const option = staff.getByRole('option').filter({ hasText: `nr. ${opdracht.id}` });
    await expect(option).toContainText(`${opdracht.title} – `);
    for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker).toHaveValue(new RegExp(`^${opdracht.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
    await expectNoBlockingAxe(staff, 'the candidate page with the proposal form open');
    await staff.getByRole('button', { name: 'Voorstellen', exact: true }).click();
    await expect(staff.getByText(`${person.firstName} ${person.lastName} is voorgesteld voor "${opdracht.title}".`)).toBeVisible();

    // A second proposal for the same opdracht is refused, in Dutch.
    await staff.getByRole('button', { name: 'Voorstellen voor opdracht…' }).click();
    await picker.fill(String(opdracht.id));
    await expect(option).toBeVisible();
    for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) await picker.press('ArrowDown');
    await picker.press('Enter');
    await staff.getByRole('button', { name: 'Voorstellen', exact: true }).click();
    await expect(staff.getByRole('alert')).toContainText('Deze kandidaat heeft al een reactie op deze opdracht.');
    await staff.getByRole('button', { name: 'Annuleren' }).click();

    // The reactie waits for the candidate: staff may review it, but not propose it to the client.
    await staff.getByRole('region', { name: 'Reacties' }).getByRole('link', { name: opdracht.title }).click();
    const status = staff.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Wacht op bevestiging van de kandidaat')).toBeVisible();
    await expect(status.getByText(/^Voorgesteld door .+ op /)).toBeVisible();
    const nextStatus = status.getByRole('combobox', { name: 'Nieuwe status' });
    await nextStatus.selectOption({ label: 'In behandeling' });
    await status.getByRole('button', { name: 'Status wijzigen' }).click();
    await status.getByRole('button', { name: 'Ja, zet op In behandeling' }).click();
    await expect(nextStatus.locator('option')).toHaveText(['Kies een status', 'Afgewezen']);

    // The mail: warm, "je", the consultant's name, to Mijn reacties.
    const mail = await waitForMail(page.request, person.email, { subject: /denkt aan jou voor/ });
    expect(mail.subject).toContain(opdracht.title);
    expect(mail.text).toContain(`Hallo ${person.firstName},`);
    expect(mail.link).toMatch(/\/mijn-reacties$/);

    // The freelancer answers in Mijn reacties.
    await page.goto('/mijn-reacties');
    const question = page.getByRole('group', { name: /denkt dat deze opdracht bij je past\. Heb je interesse\?$/ });
    await expect(question).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);
    await question.getByRole('button', { name: 'Ja, ik heb interesse' }).click();
    await expect(page.getByText(/Je hebt laten weten dat je interesse hebt/)).toBeVisible();

    // Staff see it confirmed, and may now propose the candidate to the client.
    await staff.reload();
    await expect(status.getByText('Kandidaat heeft interesse bevestigd', { exact: false })).toBeVisible();
    await expect(nextStatus.locator('option')).toHaveText(['Kies een status', 'Voorgesteld', 'Afgewezen']);
    await staffContext.close();
  });

  test('a reactie moves on the board of its opdracht by keyboard, skipping steps after the confirmation', async ({ page, browser, baseURL }) => {
    const person = { ...newPerson('bord'), firstName: 'Bo', lastName: uniqueName('Bord') };
    const freelancer = await newUserContext(browser, baseURL!);
    await loginThroughApi(freelancer, person);
    const opdracht = await openOpdracht(page, 4);
    const applied = await freelancer.request.post('/api/applications', { headers: clientHeaders, data: { vacancyId: opdracht.id } });
    expect(applied.status(), await applied.text()).toBe(201);
    await freelancer.close();

    const staffContext = await newUserContext(browser, baseURL!, { staff: true });
    const staff = await staffContext.newPage();
    // From the opdracht's page to its board.
    await staff.goto(`/beheer/opdrachten/${opdracht.id}`);
    await staff.getByRole('link', { name: 'Bord met de reacties' }).click();
    await expect(staff).toHaveURL(new RegExp(`/beheer/opdrachten/${opdracht.id}/bord$`));
    await expect(staff.getByRole('heading', { level: 1, name: `Bord: ${opdracht.title}` })).toBeVisible();
    const name = `${person.firstName} ${person.lastName}`;
    const received = staff.getByRole('region', { name: /^Ontvangen \(\d+\)$/ });
    await expect(received.getByRole('link', { name })).toBeVisible();
    await expectNoBlockingAxe(staff, 'the board');

    // Space picks up, ArrowRight goes a column further, Space drops.
    const handle = staff.getByRole('button', { name: `Verplaats de reactie van ${name}` });
    await handle.focus();
    await staff.keyboard.press('Space');
    // Each step is announced (dnd-kit's live region), as a screen-reader user hears it.
    const liveRegion = staff.getByRole('status').filter({ hasText: `De reactie van ${name}` });
    await expect(liveRegion).toContainText(/opgepakt|boven kolom Ontvangen/);
    for (const column of ['In behandeling', 'Voorgesteld', 'Gesprek']) {
      await staff.keyboard.press('ArrowRight');
      await expect(liveRegion).toHaveText(`De reactie van ${name} is boven kolom ${column}.`);
    }
    await staff.keyboard.press('Space');

    const move = staff.getByRole('region', { name: `Reactie van ${name} naar Gesprek` });
    await expect(move.getByRole('heading', { name: `Reactie van ${name} naar Gesprek` })).toBeFocused();
    await expect(move.getByText('Je slaat hiermee stappen over: In behandeling, Voorgesteld.')).toBeVisible();
    await expectNoBlockingAxe(staff, 'the board with a move to confirm');
    await move.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
    await move.getByRole('button', { name: 'Ja, zet op Gesprek' }).click();

    const interview = staff.getByRole('region', { name: /^Gesprek \(\d+\)$/ });
    await expect(interview.getByRole('link', { name })).toBeVisible();
    await expect(received.getByRole('link', { name })).toHaveCount(0);
    // The candidate hears of it, as with every status change: the interview step's template mail (ADR 0020).
    const mail = await waitForMail(staff.request, person.email, { subject: /Uitnodiging voor een gesprek/ });
    expect(mail.text).toContain('wil graag met je kennismaken');
    await staffContext.close();
  });
});
