import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CV_CONTENT_TYPES, MAX_CV_BYTES } from '@interim/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { openCvBody } from './cv-download.js';
import { type CvKind, sanitiseCvFileName } from './cv-file.js';
import { readCvText } from './cv-text.js';
import './employees.tables.js';
import { findCvFile, replaceCv } from './employee-cv.repository.js';

/** The errors of an upload or a download of a CV. */
export const cvErrors = {
  tooLarge: () => new ApiError(413, 'FILE_TOO_LARGE', `Je cv is te groot. Upload een bestand van maximaal ${MAX_CV_BYTES / 1024 / 1024} MB.`),
  wrongType: () => new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).'),
  notMultipart: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Verstuur je cv als bestand (multipart/form-data).'),
  missing: () => new ApiError(400, 'FILE_MISSING', 'Kies een bestand om te uploaden.'),
  tooMany: () => new ApiError(400, 'TOO_MANY_FILES', 'Upload één bestand tegelijk.'),
  empty: () => new ApiError(400, 'FILE_EMPTY', 'Het bestand is leeg.'),
  notFound: () => new ApiError(404, 'CV_NOT_FOUND', 'Dit cv bestaat niet.'),
  malformed: () => new ApiError(400, 'MALFORMED_UPLOAD', 'Het bestand is niet goed aangekomen. Probeer het opnieuw.'),
};

export interface EmployeeCvServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** `${DATA_DIR}/cv`: the files of CVs not stored in the database. */
  cvDir: string;
  /** PostgreSQL: the bytes are stored in `employee_cv_contents`, so every instance serves every CV. */
  inDatabase: boolean;
  /** Where a CV whose text could not be read is reported (the app's logger). */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** A freelancer's CV: storing an upload (replacing the previous one) and opening one for download. */
export class EmployeeCvService {
  constructor(private readonly deps: EmployeeCvServiceDeps) {}

  /** Stores a checked upload as the employee's CV, with its text for the recruiters' search (ADR 0018); the previous CV's file goes. */
  async store(employeeId: number, uploadedName: string, bytes: Buffer, kind: CvKind) {
    const { db, now, cvDir, inDatabase } = this.deps;
    // For the recruiters' full-text search (ADR 0018), read in a worker thread with
    // time and memory limits (issue 42 item 1); null when the file has no readable text.
    const { text, outcome, detail, ms } = await readCvText(bytes, kind);
    if (outcome === 'failed') this.deps.log?.info({ kind, size: bytes.length, outcome, detail, ms }, 'cv text: the file could not be read; stored without text');
    // A file over the limits is what an attack looks like: worth an operator's look.
    else if (outcome === 'refused' || outcome === 'timeout' || outcome === 'memory' || outcome === 'busy') this.deps.log?.warn({ kind, size: bytes.length, outcome, detail, ms }, 'cv text: reading stopped at a limit; stored without text');
    const storageName = randomBytes(16).toString('hex');
    if (!inDatabase) {
      await mkdir(cvDir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(cvDir, storageName), bytes, { mode: 0o600, flag: 'wx' });
    }
    const fileName = sanitiseCvFileName(uploadedName, kind);
    let stored;
    try {
      stored = await replaceCv(db, {
        employeeId,
        storageName,
        fileName,
        contentType: CV_CONTENT_TYPES[kind],
        size: bytes.length,
        now: now(),
        content: inDatabase ? bytes : null,
        text,
      });
    } catch (error) {
      if (!inDatabase) await rm(path.join(cvDir, storageName), { force: true });
      throw error;
    }
    const { created, replacedStorageName } = stored;
    // Its file, if it had one (PGlite, or a CV older than the contents table).
    if (replacedStorageName) await rm(path.join(cvDir, replacedStorageName), { force: true });
    return created;
  }

  /**
   * A CV and its bytes for `user`: its owner, or staff (audited as
   * `cv_downloaded`). 404 `CV_NOT_FOUND` for another user's CV, like for one
   * that does not exist.
   */
  async open(user: RequestUser, id: number) {
    const { db, now, cvDir } = this.deps;
    const cv = await findCvFile(db, { id, employeeId: user.id, anyOwner: user.role === 'staff' });
    if (!cv) throw cvErrors.notFound();
    if (user.role === 'staff' && cv.employeeId !== user.id) {
      // Staff reading someone's CV is audited (issue 29 item 4): the CV's id only, its name may hold personal data.
      await recordAudit(db, { actorId: user.id, entityType: 'employee', entityId: cv.employeeId, action: 'cv_downloaded', before: null, after: { cvId: id }, at: now() });
    }
    const body = await openCvBody(cv, cvDir, cvErrors.notFound);
    return { cv, body };
  }
}
