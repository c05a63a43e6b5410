import type { EmployeeListItem } from '@interim/shared/contract';
import { buildDocx, buildPdf, cvUploadBody } from '../../testing/cv-samples.js';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { extractCvText, toHighlightParts } from './cv-text.js';

/**
 * The recruiters' candidate search (issue 30 item 2): `GET /api/employees`
 * with the profile filters and `filter.cvText`, a Dutch full-text search over
 * the text extracted from the uploaded PDF or DOCX, ranked, with the best
 * fragment as plain-text pieces. The text goes with the CV and with an
 * anonymisation.
 */
describe.each(testDatabases)('candidate search ($name)', (database) => {
  let testApp: TestApp;
  let staff: TestLogin;
  let anouk: TestLogin;
  let bas: TestLogin;
  let cor: TestLogin;
  let ids: number[];

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: true });
    staff = await loginAs(testApp.app, 'staf@interimly.nl');
    anouk = await loginAs(testApp.app, 'anouk.zoek@voorbeeld.nl', { firstName: 'Anouk', lastName: 'Zoekmans' });
    bas = await loginAs(testApp.app, 'bas.zoek@voorbeeld.nl', { firstName: 'Bas', lastName: 'Zoekmans' });
    cor = await loginAs(testApp.app, 'cor.zoek@voorbeeld.nl', { firstName: 'Cor', lastName: 'Zoekmans' });
    ids = [anouk.employeeId, bas.employeeId, cor.employeeId];
  });
  afterAll(async () => testApp?.close());

  const upload = (login: TestLogin, fileName: string, bytes: Buffer) => {
    const { payload, headers } = cvUploadBody(fileName, bytes);
    return testApp.app.inject({ method: 'POST', url: '/api/employees/cv', payload, headers: { ...headers, cookie: login.cookieHeader } });
  };
  const search = (filter: Record<string, unknown>, login: TestLogin = staff) =>
    testApp.app.inject({ method: 'GET', url: `/api/employees?${new URLSearchParams({ filter: JSON.stringify({ ids, ...filter }) })}`, headers: { cookie: login.cookieHeader } });
  const names = (response: { json: () => unknown }) => (response.json() as EmployeeListItem[]).map((item) => item.firstName);
  const patch = (login: TestLogin, body: object) =>
    testApp.app.inject({ method: 'PATCH', url: `/api/employees/${login.employeeId}`, headers: { cookie: login.cookieHeader }, payload: body });

  it('finds a candidate by a word of their PDF or DOCX CV, best match first, with the fragment marked', async () => {
    expect(
      (
        await upload(anouk, 'anouk.pdf', buildPdf(['Anouk Zoekmans, projectmanager bij gemeenten.', 'Leidde de kwartiermakers van de omgevingswet.', 'Daarna projectmanager van de warmtetransitie.']))
      ).statusCode,
    ).toBe(201);
    expect((await upload(bas, 'bas.docx', buildDocx(['Bas Zoekmans', 'Beleidsadviseur; ook eenmaal projectmanager geweest.']))).statusCode).toBe(201);

    const found = await search({ cvText: 'projectmanager' });
    expect(found.statusCode).toBe(200);
    // Two mentions rank above one; Cor has no CV.
    expect(names(found)).toEqual(['Anouk', 'Bas']);
    const [first] = found.json() as EmployeeListItem[];
    expect(first!.cvHighlight!.filter((part) => part.match).map((part) => part.text)).toEqual(['projectmanager', 'projectmanager']);
    expect(first!.cvHighlight!.map((part) => part.text).join('')).toContain('bij gemeenten');

    // Dutch stemming: the plural finds the singular; a word only in the DOCX finds only Bas.
    expect(names(await search({ cvText: 'kwartiermaker' }))).toEqual(['Anouk']);
    expect(names(await search({ cvText: 'beleidsadviseur' }))).toEqual(['Bas']);
    // Web-search syntax: a phrase, an excluded word; stray operators are no error.
    expect(names(await search({ cvText: '"projectmanager bij gemeenten"' }))).toEqual(['Anouk']);
    expect(names(await search({ cvText: 'projectmanager -beleidsadviseur' }))).toEqual(['Anouk']);
    expect((await search({ cvText: '!!(( & |' })).statusCode).toBe(200);
    // Without cvText there is no fragment, and relevance cannot be the sort.
    expect((await search({})).json().every((item: EmployeeListItem) => item.cvHighlight === null)).toBe(true);
    const sortWithout = await testApp.app.inject({ method: 'GET', url: `/api/employees?sort=${encodeURIComponent('["relevance","DESC"]')}`, headers: { cookie: staff.cookieHeader } });
    expect(sortWithout.statusCode).toBe(400);
  });

  it('answers the CV fragment as text pieces: markup in a CV stays text, and a CV cannot forge a mark', async () => {
    expect((await upload(cor, 'cor.docx', buildDocx(['<img src=x onerror=alert(1)> zwemleraar \u{E000}nep\u{E001} <b>vet</b>']))).statusCode).toBe(201);
    const [hit] = (await search({ cvText: 'zwemleraar' })).json() as EmployeeListItem[];
    expect(hit!.firstName).toBe('Cor');
    // The found word alone is marked; the CV's own markers were removed at upload, its markup is plain text (ts_headline drops what looks like a tag).
    expect(hit!.cvHighlight).toEqual([
      { text: 'img src=x onerror=alert(1)> ', match: false },
      { text: 'zwemleraar', match: true },
      { text: ' nep  vet', match: false },
    ]);
  });

  it('forgets the text when the CV is replaced by one without text, and on anonymisation', async () => {
    // A PDF without a text layer (a scan, here a broken file) is still accepted as a CV.
    expect((await upload(bas, 'scan.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1'))).statusCode).toBe(201);
    expect(names(await search({ cvText: 'beleidsadviseur' }))).toEqual([]);
    const texts = () => testApp.database.db.selectFrom('employee_cv_texts').innerJoin('employee_cvs', 'employee_cvs.id', 'employee_cv_texts.cv_id').select(['employee_cvs.employee_id', 'employee_cv_texts.text']).execute();
    expect((await texts()).map((row) => row.employee_id).sort()).toEqual([anouk.employeeId, cor.employeeId].sort());

    const anonymise = await testApp.app.inject({ method: 'POST', url: '/api/gdpr_requests', headers: { cookie: anouk.cookieHeader }, payload: { type: 'anonymize-data', confirmation: 'ANONIMISEER' } });
    expect(anonymise.statusCode).toBe(201);
    expect((await texts()).map((row) => row.employee_id)).toEqual([cor.employeeId]);
    expect(names(await search({ cvText: 'projectmanager' }))).toEqual([]);
  });

  it('filters on position (any of), sector, education level (at least), availability, hours and rate', async () => {
    const db = testApp.database.db;
    const positions = await db.selectFrom('positions').select(['id', 'name']).orderBy('id').limit(3).execute();
    const sectors = await db.selectFrom('sectors').select('id').orderBy('id').limit(2).execute();
    const levels = await db.selectFrom('education_levels').select(['id', 'rank']).orderBy('rank').execute();
    const [mbo, hbo, wo] = [levels[2]!, levels.at(-2)!, levels.at(-1)!];
    expect(
      (
        await patch(bas, {
          hourlyRate: 85,
          preferences: { position: positions[0]!.id, sector: sectors[0]!.id, educationLevel: wo.id, hoursPerWeek: 32, availableFrom: '2027-01-01' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patch(cor, {
          hourlyRate: 60,
          preferences: { position: positions[1]!.id, sector: sectors[1]!.id, educationLevel: mbo.id, hoursPerWeek: 16, availableFrom: '2026-12-01' },
          education: [{ institution: 'Hogeschool Utrecht', study: 'Bestuurskunde', educationLevel: hbo.id, completed: true }],
        })
      ).statusCode,
    ).toBe(200);
    // Anouk (anonymised) has no preferences: no filter on a preference keeps her.
    expect(names(await search({ positions: [positions[0]!.id, positions[1]!.id] })).sort()).toEqual(['Bas', 'Cor']);
    expect(names(await search({ positions: [positions[2]!.id] }))).toEqual([]);
    expect(names(await search({ sector: sectors[1]!.id }))).toEqual(['Cor']);
    // Cor's own level is mbo, but one of his educations is hbo.
    expect(names(await search({ educationLevel: hbo.id })).sort()).toEqual(['Bas', 'Cor']);
    expect(names(await search({ educationLevel: wo.id }))).toEqual(['Bas']);
    expect(names(await search({ availableBy: '2026-12-31' }))).toEqual(['Cor']);
    expect(names(await search({ minHours: 24 }))).toEqual(['Bas']);
    expect(names(await search({ maxHours: 24 }))).toEqual(['Cor']);
    expect(names(await search({ maxRate: 70 }))).toEqual(['Cor']);
    // Combined with the CV text (Cor's CV says zwemleraar).
    expect(names(await search({ cvText: 'zwemleraar', maxRate: 70, sector: sectors[1]!.id }))).toEqual(['Cor']);
    expect(names(await search({ cvText: 'zwemleraar', maxRate: 50 }))).toEqual([]);
  });

  it('is for staff only', async () => {
    expect((await search({ cvText: 'projectmanager' }, cor)).statusCode).toBe(403);
  });
});

describe('CV text extraction', () => {
  it('reads the text of a PDF and a DOCX, and gives up without throwing on anything else', async () => {
    expect(await extractCvText(buildPdf(['Eerste regel', 'Tweede (regel)']), 'pdf')).toBe('Eerste regel\nTweede (regel)');
    expect(await extractCvText(buildDocx(['Kop', 'Alinea met  spaties']), 'docx')).toBe('Kop\nAlinea met spaties');
    expect(await extractCvText(Buffer.from('%PDF-1.7 kapot'), 'pdf')).toBeNull();
    expect(await extractCvText(buildDocx([]), 'docx')).toBeNull();
    expect(await extractCvText(Buffer.alloc(512), 'doc')).toBeNull();
  });

  it('turns a marked fragment into pieces, ignoring stray markers', () => {
    expect(toHighlightParts('a \u{E000}b\u{E001} c \u{E000}d\u{E001}')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c ', match: false },
      { text: 'd', match: true },
    ]);
    expect(toHighlightParts('x\u{E001}y \u{E000}z')).toEqual([{ text: 'xy z', match: false }]);
    expect(toHighlightParts('')).toEqual([]);
  });
});
