import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from '../../config/env.js';
import { buildDocxWithBody, buildPdf, buildPdfWithContent, buildZip } from '../../testing/cv-samples.js';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const samples = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0x20)]),
  docx: buildZip([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    { name: 'word/document.xml', content: '<?xml version="1.0"?><w:document/>' },
  ]),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 0x41)]),
  plainZip: buildZip([{ name: 'notes.txt', content: 'geen Word-document' }]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

interface Part {
  field?: string;
  fileName?: string;
  contentType?: string;
  bytes?: Buffer;
  value?: string;
}

/** A multipart/form-data body. */
function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----interim${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const field = part.field ?? 'file';
    const disposition =
      part.fileName !== undefined ? `form-data; name="${field}"; filename="${part.fileName}"` : `form-data; name="${field}"`;
    const headers = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.fileName !== undefined) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${headers.join('\r\n')}\r\n\r\n`, 'utf8'), part.bytes ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases)('employee CV ($name)', (database) => {
  let testApp: TestApp;
  let anna: TestLogin;
  let bram: TestLogin;
  let staff: TestLogin;
  let cvDir: string;

  beforeAll(async () => {
    // This suite uploads many files per user; the per-user limit has its own suite below.
    testApp = await createTestApp(database, { seed: true, config: { trafficLimits: { ...loadEnv({}).trafficLimits, cvUploadsPerHour: 1000 } } });
    cvDir = path.join(testApp.app.config.dataDir, 'cv');
    anna = await loginAs(testApp.app, 'anna.cv@voorbeeld.nl');
    bram = await loginAs(testApp.app, 'bram.cv@voorbeeld.nl');
    staff = await loginAs(testApp.app, 'staf@interimly.nl');
  });
  afterAll(async () => testApp?.close());

  const upload = (login: TestLogin | undefined, parts: Part[], extraHeaders: Record<string, string> = {}) => {
    const { payload, headers } = multipartBody(parts);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/employees/cv',
      payload,
      headers: { ...headers, ...(login ? { cookie: login.cookieHeader } : {}), ...extraHeaders },
    });
  };
  const download = (id: number, login?: TestLogin) =>
    testApp.app.inject({ method: 'GET', url: `/api/employees/cv/${id}`, headers: login ? { cookie: login.cookieHeader } : {} });
  const folderFiles = async () => {
    try {
      return (await readdir(cvDir)).sort();
    } catch {
      return [];
    }
  };
  /** The CVs whose bytes are stored, by storage name: files on PGlite, rows of employee_cv_contents on PostgreSQL. */
  const storedFiles = async () =>
    database.name === 'pglite'
      ? folderFiles()
      : (
          await testApp.database.db
            .selectFrom('employee_cv_contents')
            .innerJoin('employee_cvs', 'employee_cvs.id', 'employee_cv_contents.cv_id')
            .select('employee_cvs.storage_name')
            .orderBy('employee_cvs.storage_name')
            .execute()
        ).map((row) => row.storage_name);
  const cvRows = () => testApp.database.db.selectFrom('employee_cvs').selectAll().orderBy('id').execute();

  it.each([
    ['pdf', 'Mijn CV.pdf', 'application/pdf'],
    ['doc', 'cv-oud.doc', 'application/msword'],
    ['docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('accepts a %s by its content and lets the owner download it', async (kind, fileName, contentType) => {
    const bytes = samples[kind];
    const response = await upload(anna, [{ fileName, bytes, contentType: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(201);
    const cv = response.json();
    // These samples hold no text: stored and downloadable, without text for the search.
    expect(cv).toEqual({ id: expect.any(Number), fileName, size: bytes.length, contentType, uploadedAt: expect.any(String), hasText: false });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employees/me', headers: { cookie: anna.cookieHeader } })).json().cv).toEqual(cv);

    const file = await download(cv.id, anna);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  // Issue 42 item 1: a CV whose text cannot be read is stored without it, and staff are told ('tekst niet leesbaar').
  it('says whether the CV text could be read: true for a readable PDF, false for a DOCX refused before unzipping and for a PDF without text', async () => {
    const dirk = await loginAs(testApp.app, 'dirk.cv@voorbeeld.nl');
    const hasText = async () => {
      const own = (await testApp.app.inject({ method: 'GET', url: '/api/employees/me', headers: { cookie: dirk.cookieHeader } })).json().cv.hasText;
      const forStaff = (await testApp.app.inject({ method: 'GET', url: `/api/employees/${dirk.employeeId}`, headers: { cookie: staff.cookieHeader } })).json().cv.hasText;
      const filter = JSON.stringify({ ids: [dirk.employeeId] });
      const listed = (await testApp.app.inject({ method: 'GET', url: `/api/employees?${new URLSearchParams({ filter })}`, headers: { cookie: staff.cookieHeader } })).json();
      return { own, forStaff, listed: listed.map((item: { cv: { hasText: boolean } }) => item.cv.hasText) };
    };
    const textRow = async (cvId: number) => (await testApp.database.db.selectFrom('employee_cv_texts').select('cv_id').where('cv_id', '=', cvId).executeTakeFirst()) !== undefined;

    const readable = await upload(dirk, [{ fileName: 'dirk.pdf', bytes: buildPdf(['Dirk Jansen, beleidsadviseur wonen.']) }]);
    expect(readable.statusCode).toBe(201);
    expect(readable.json().hasText).toBe(true);
    expect(await textRow(readable.json().id)).toBe(true);
    expect(await hasText()).toEqual({ own: true, forStaff: true, listed: [true] });

    // A million empty paragraphs deflated: the ZIP check refuses it (ratio), the CV is stored without text.
    const refused = await upload(dirk, [{ fileName: 'dirk.docx', bytes: buildDocxWithBody('<w:p/>'.repeat(1_000_000), { deflate: true }) }]);
    expect(refused.statusCode).toBe(201);
    expect(refused.json().hasText).toBe(false);
    expect(await textRow(refused.json().id)).toBe(false);
    expect(await hasText()).toEqual({ own: false, forStaff: false, listed: [false] });
    expect((await download(refused.json().id, staff)).statusCode).toBe(200);

    // A PDF with a page but no text (as a scan has).
    expect((await upload(dirk, [{ fileName: 'scan.pdf', bytes: buildPdfWithContent('0 0 m 100 100 l S') }])).json().hasText).toBe(false);
    expect(await hasText()).toEqual({ own: false, forStaff: false, listed: [false] });
  });

  // Issue 29 item 7: a delete-then-insert, two uploads at once gave 500 on PostgreSQL (employee_cvs_employee_unique).
  it('takes uploads of one employee at the same time: each answers 201, one CV remains, with its bytes', async () => {
    const carla = await loginAs(testApp.app, 'carla.cv@voorbeeld.nl');
    const filesBefore = await storedFiles();
    const names = ['een.pdf', 'twee.pdf', 'drie.pdf', 'vier.pdf'];
    const answers = await Promise.all(names.map((fileName) => upload(carla, [{ fileName, bytes: samples.pdf }])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = (await cvRows()).filter((row) => row.employee_id === carla.employeeId);
    expect(rows).toHaveLength(1);
    // The CV that remains is one of the uploads, and it downloads.
    const kept = answers.map((answer) => answer.json() as { id: number; fileName: string }).find((cv) => cv.id === rows[0]!.id);
    expect(kept?.fileName).toBe(rows[0]!.file_name);
    const file = await download(rows[0]!.id, carla);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.pdf)).toBe(true);
    // No stored bytes of the replaced uploads are left behind.
    expect(await storedFiles()).toHaveLength(filesBefore.length + 1);
  });

  it('keeps one CV per employee: a new upload replaces the row and deletes the old file', async () => {
    const first = (await upload(anna, [{ fileName: 'een.pdf', bytes: samples.pdf }])).json();
    const filesAfterFirst = await storedFiles();
    const second = (await upload(anna, [{ fileName: 'twee.pdf', bytes: samples.pdf }])).json();
    expect(second.id).not.toBe(first.id);
    const rows = (await cvRows()).filter((row) => row.employee_id === anna.employeeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.file_name).toBe('twee.pdf');
    const files = await storedFiles();
    expect(files).toHaveLength(filesAfterFirst.length);
    expect(files).toContain(rows[0]!.storage_name);
    expect((await download(first.id, anna)).statusCode).toBe(404);
  });

  it('stores under random names, never the uploaded name: on PGlite files in the data folder, on PostgreSQL the bytes in the database and no file', async () => {
    const response = await upload(bram, [{ fileName: '../../etc/passwd.pdf', bytes: samples.pdf }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe('passwd.pdf');
    const row = (await cvRows()).find((cv) => cv.employee_id === bram.employeeId)!;
    expect(row.storage_name).toMatch(/^[a-f0-9]{32}$/);
    if (database.name === 'pglite') {
      expect(await readFile(path.join(cvDir, row.storage_name))).toEqual(samples.pdf);
      for (const name of await storedFiles()) expect(name).toMatch(/^[a-f0-9]{32}$/);
    } else {
      const stored = await testApp.database.db.selectFrom('employee_cv_contents').select('content').where('cv_id', '=', row.id).executeTakeFirstOrThrow();
      expect(Buffer.from(stored.content).equals(samples.pdf)).toBe(true);
      expect(await folderFiles()).toEqual([]);
    }
  });

  if (database.name === 'postgres') {
    it('still serves a CV uploaded before the contents table, from the folder', async () => {
      const cv = (await upload(bram, [{ fileName: 'oud.pdf', bytes: samples.pdf }])).json();
      const row = (await cvRows()).find((stored) => stored.id === cv.id)!;
      await testApp.database.db.deleteFrom('employee_cv_contents').where('cv_id', '=', cv.id).execute();
      expect((await download(cv.id, bram)).statusCode).toBe(404);
      const older = Buffer.from('%PDF-1.4\n% van voor 0110\n');
      await mkdir(cvDir, { recursive: true });
      await writeFile(path.join(cvDir, row.storage_name), older);
      const file = await download(cv.id, bram);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(older)).toBe(true);
      // Replacing it removes the old file too.
      expect((await upload(bram, [{ fileName: 'nieuw.pdf', bytes: samples.pdf }])).statusCode).toBe(201);
      expect(await folderFiles()).toEqual([]);
    });
  }

  it.each([
    ['..\\..\\windows\\system32\\cv.docx', 'docx', 'cv.docx'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['cv"; filename=evil.sh', 'pdf', 'cv.pdf'],
    ['cv\u0000.pdf\u0007', 'pdf', 'cv.pdf'],
    ['', 'docx', 'cv.docx'],
    ['cv.exe', 'pdf', 'cv.pdf'],
  ] as const)('neutralises the file name %s', async (fileName, kind, expected) => {
    const response = await upload(bram, [{ fileName, bytes: samples[kind] }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe(expected);
  });

  it('serves a non-ASCII name with an ASCII fallback and RFC 5987 filename*', async () => {
    const cv = (await upload(bram, [{ fileName: 'Curriculum Vitae – José Müller.pdf', bytes: samples.pdf }])).json();
    expect(cv.fileName).toBe('Curriculum Vitae – José Müller.pdf');
    const file = await download(cv.id, bram);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Curriculum Vitae _ Jose Muller.pdf"; filename*=UTF-8''Curriculum%20Vitae%20%E2%80%93%20Jos%C3%A9%20M%C3%BCller.pdf`,
    );
  });

  it.each([
    ['an .exe renamed .pdf', 'cv.pdf', samples.exe, 'application/pdf'],
    ['a ZIP without a Word document', 'cv.docx', samples.plainZip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['HTML', 'cv.pdf', samples.html, 'application/pdf'],
  ])('refuses %s with 415 and stores nothing', async (_label, fileName, bytes, contentType) => {
    const rowsBefore = await cvRows();
    const filesBefore = await storedFiles();
    const response = await upload(anna, [{ fileName, bytes, contentType }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).' });
    expect(await cvRows()).toEqual(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a file over 10 MB with 413 FILE_TOO_LARGE and stores nothing', async () => {
    const rowsBefore = await cvRows();
    const filesBefore = await storedFiles();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await upload(anna, [{ fileName: 'groot.pdf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'Je cv is te groot. Upload een bestand van maximaal 10 MB.' });
    expect(await cvRows()).toEqual(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024 - samples.pdf.length, 0x20)]);
    const response = await upload(bram, [{ fileName: 'precies.pdf', bytes: exact }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(10 * 1024 * 1024);
  });

  it('refuses two files, no file, an empty file and a JSON body', async () => {
    const twoFiles = await upload(anna, [
      { fileName: 'a.pdf', bytes: samples.pdf },
      { field: 'second', fileName: 'b.pdf', bytes: samples.pdf },
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().code).toBe('TOO_MANY_FILES');
    const noFile = await upload(anna, [{ field: 'note', value: 'geen bestand' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ code: 'FILE_MISSING', message: 'Kies een bestand om te uploaden.' });
    const empty = await upload(anna, [{ fileName: 'leeg.pdf', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILE_EMPTY');
    const json = await testApp.app.inject({ method: 'POST', url: '/api/employees/cv', payload: { file: 'x' }, headers: { cookie: anna.cookieHeader } });
    expect(json.statusCode).toBe(415);
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/employees/cv',
      payload: '--x\r\nrommel',
      headers: { cookie: anna.cookieHeader, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('MALFORMED_UPLOAD');
  });

  it("hides another user's CV (404, like an unknown id) and lets staff download it", async () => {
    const cv = (await upload(bram, [{ fileName: 'bram.pdf', bytes: samples.pdf }])).json();
    const other = await download(cv.id, anna);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'CV_NOT_FOUND', message: 'Dit cv bestaat niet.' });
    expect((await download(999999, anna)).json()).toEqual(other.json());
    expect((await download(cv.id, staff)).statusCode).toBe(200);
    expect((await download(cv.id)).statusCode).toBe(401);
    expect((await download(0, anna)).statusCode).toBe(400);
  });

  it('refuses visitors (401) and a cross-site multipart upload (403)', async () => {
    const filesBefore = await storedFiles();
    expect((await upload(undefined, [{ fileName: 'cv.pdf', bytes: samples.pdf }])).statusCode).toBe(401);
    const foreign = await upload(anna, [{ fileName: 'cv.pdf', bytes: samples.pdf }], { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await upload(anna, [{ fileName: 'cv.pdf', bytes: samples.pdf }], { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe.each(testDatabases)('employee CV upload limits ($name)', (database) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, config: { trafficLimits: { ...loadEnv({}).trafficLimits, cvUploadsPerHour: 3 } } });
  });
  afterAll(async () => testApp?.close());

  const upload = (login: TestLogin) => {
    const { payload, headers } = multipartBody([{ fileName: 'cv.pdf', bytes: samples.pdf }]);
    return testApp.app.inject({ method: 'POST', url: '/api/employees/cv', payload, headers: { ...headers, cookie: login.cookieHeader } });
  };

  it('limits uploads per user (RATE_LIMIT_CV_UPLOADS_PER_HOUR) with a Dutch 429 and Retry-After, before reading the file', async () => {
    const dirk = await loginAs(testApp.app, 'dirk.cv@voorbeeld.nl');
    const eva = await loginAs(testApp.app, 'eva.cv@voorbeeld.nl');
    for (let i = 0; i < 3; i += 1) expect((await upload(dirk)).statusCode).toBe(201);
    const refused = await upload(dirk);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringContaining('Te veel') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another user still uploads.
    expect((await upload(eva)).statusCode).toBe(201);
  });
});

describe('CV uploads held at once per instance (issue 29 item 7)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { trafficLimits: { ...loadEnv({}).trafficLimits, cvUploadsPerHour: 1000 } } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => testApp?.close());

  it('reads at most 4 uploads at once, lets 8 wait unread, and answers more with 503 SERVER_BUSY at once', async () => {
    const frank = await loginAs(testApp.app, 'frank.cv@voorbeeld.nl');
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // 12 uploads whose bodies stop after the start of the file: 4 are being read, 8 wait for a turn.
    const head = [
      'POST /api/employees/cv HTTP/1.1',
      'Host: localhost',
      `Cookie: ${frank.cookieHeader}`,
      'Content-Type: multipart/form-data; boundary=traag',
      'Content-Length: 100000',
      '',
      '--traag\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-',
    ].join('\r\n');
    const sockets = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    for (const socket of sockets) socket.write(head);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { payload, headers } = multipartBody([{ fileName: 'cv.pdf', bytes: samples.pdf }]);
    const started = Date.now();
    const busy = await fetch(`http://127.0.0.1:${port}/api/employees/cv`, { method: 'POST', body: payload, headers: { ...headers, cookie: frank.cookieHeader } });
    expect(busy.status).toBe(503);
    expect(await busy.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(Date.now() - started).toBeLessThan(5000);
    // Once the slow uploads are gone (their clients disconnected), their turns are given back and uploads are taken again.
    for (const socket of sockets) socket.destroy();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 201; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await fetch(`http://127.0.0.1:${port}/api/employees/cv`, { method: 'POST', body: payload, headers: { ...headers, cookie: frank.cookieHeader } })).status;
    }
    expect(status).toBe(201);
  }, 30_000);
});
