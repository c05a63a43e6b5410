import { expect as baseExpect, test } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, uniqueEmail, type Person } from '../../fixtures/auth';
import { newUserContext, uniqueTag } from '../../fixtures/backoffice';
import { createPdf } from '../../flows/profile';

// Issue 30, "Done when": find a candidate by a word that occurs only in their
// uploaded CV (item 2), and the audit log lists a CV download (item 7). One
// freelancer with a real PDF CV, uploaded through the API, serves both.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Letters only: names with digits are refused, and the CV word must be one term for the full-text search. */
const letters = (tag: string) => tag.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

test.describe('back office: candidate search in CVs and the audit log', () => {
  const word = `kwartiermaakster${letters(uniqueTag())}`;
  let person: Person;
  let name: string;

  test.beforeAll(async ({ browser, baseURL }) => {
    const tag = letters(uniqueTag());
    person = { email: uniqueEmail('cvzoek'), firstName: 'Noor', lastName: `Cvzoeker ${tag.charAt(0).toUpperCase()}${tag.slice(1)}` };
    name = `${person.firstName} ${person.lastName}`;
    const freelancer = await newUserContext(browser, baseURL!);
    try {
      await loginThroughApi(freelancer, person);
      // The word is only in the PDF: not in the name, the e-mail address or the profile.
      const cv = await freelancer.request.post('/api/employees/cv', {
        headers: clientHeaders,
        multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: createPdf(`Ervaren ${word} bij gemeenten`) } },
      });
      expect(cv.status(), await cv.text()).toBe(201);
    } finally {
      await freelancer.close();
    }
  });

  test('staff find the candidate by a word of their CV and download the CV; the audit log lists the download', async ({ browser, baseURL }) => {
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    try {
      const page = await staff.newPage();
      await test.step('search the CVs: the candidate, the fragment with the word marked', async () => {
        await page.goto('/beheer/kandidaten');
        await page.getByRole('searchbox', { name: "Zoeken in cv's" }).fill(word);
        await page.getByRole('searchbox', { name: "Zoeken in cv's" }).press('Enter');
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
        await expect(row).toHaveCount(1);
        await expect(row.locator('mark')).toHaveText(word);
        await expect(page.getByText('1 kandidaat')).toBeVisible();
        await row.getByRole('link', { name }).click();
      });

      await test.step('download the CV from the candidate page', async () => {
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: /cv\.pdf/ }).click();
        expect((await download).suggestedFilename()).toBe('cv.pdf');
      });

      await test.step('the audit log lists the download with the candidate by name', async () => {
        await page.goto('/beheer/logboek?handeling=cv_downloaded');
        // Every GET of the file is an entry (the browser may fetch a download link more than once).
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) }).first();
        await expect(row).toContainText('Cv gedownload');
        await expect(row).toContainText('Kandidaat');
      });
    } finally {
      await staff.close();
    }
  });
});
