import { type AliasableExpression, type Expression, type Kysely, sql } from 'kysely';
import { type Database, readerQuery } from '../../db/schema.js';

/**
 * The id of the person's newest CV, or null: a scalar subquery for a
 * column of another query (`currentCvIdOf(eb.ref('a.employee_id'))`).
 */
export function currentCvIdOf(employeeId: Expression<number>): AliasableExpression<number | null> {
  return readerQuery()
    .selectFrom('employee_cvs as c')
    .select('c.id')
    .where('c.employee_id', '=', employeeId)
    .orderBy('c.uploaded_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1)
    .$asScalar();
}

/** The id of CV `cvId` when it is the person's own, or (no `cvId`) of their newest CV; undefined for none. */
export async function findCvIdOf(db: Kysely<Database>, employeeId: number, cvId?: number): Promise<number | undefined> {
  let query = db.selectFrom('employee_cvs').select('id').where('employee_id', '=', employeeId);
  if (cvId !== undefined) query = query.where('id', '=', cvId);
  const cv = await query.orderBy('uploaded_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return cv?.id;
}

/** A stored CV's row as the routes answer it. */
export interface StoredCv {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
  /** Whether its text was stored for the recruiters' search (ADR 0018). */
  hasText: boolean;
}

/**
 * Stores the employee's CV in one transaction, replacing the one they had:
 * an upsert on `employee_cvs_employee_unique` (a delete-then-insert raced
 * there: two uploads at once on PostgreSQL both deleted nothing, and the
 * second insert failed with 500). The row gets a new id, so a download link
 * of the replaced CV no longer answers; its contents follow (ON UPDATE
 * CASCADE) and are overwritten when the bytes live in the database; so is
 * its extracted text (`text`, null: none). Answers
 * the stored row and the storage name of the replaced one (the caller
 * deletes its file, if any, once committed).
 */
export async function replaceCv(
  db: Kysely<Database>,
  input: { employeeId: number; storageName: string; fileName: string; contentType: string; size: number; now: Date; content: Buffer | null; text: string | null },
): Promise<{ created: StoredCv; replacedStorageName: string | undefined }> {
  return db.transaction().execute(async (trx) => {
    // Locks the row being replaced, so a second upload waits and then sees this one's name as the one it replaces.
    const previous = await trx.selectFrom('employee_cvs').select('storage_name').where('employee_id', '=', input.employeeId).forUpdate().executeTakeFirst();
    const row = await trx
      .insertInto('employee_cvs')
      .values({
        employee_id: input.employeeId,
        storage_name: input.storageName,
        file_name: input.fileName,
        content_type: input.contentType,
        size: input.size,
        uploaded_at: input.now,
      })
      // A row inserted meanwhile by another upload (none was there to lock) is replaced like any other.
      .onConflict((conflict) =>
        conflict.column('employee_id').doUpdateSet((eb) => ({
          id: sql<number>`DEFAULT`,
          storage_name: eb.ref('excluded.storage_name'),
          file_name: eb.ref('excluded.file_name'),
          content_type: eb.ref('excluded.content_type'),
          size: eb.ref('excluded.size'),
          uploaded_at: eb.ref('excluded.uploaded_at'),
        })),
      )
      .returning(['id', 'file_name', 'content_type', 'size', 'uploaded_at'])
      .executeTakeFirstOrThrow();
    if (input.content) {
      await trx
        .insertInto('employee_cv_contents')
        .values({ cv_id: row.id, content: input.content })
        .onConflict((conflict) => conflict.column('cv_id').doUpdateSet((eb) => ({ content: eb.ref('excluded.content') })))
        .execute();
    }
    // The replaced CV's text followed the new id (ON UPDATE CASCADE): overwritten, or removed when this file has none.
    if (input.text) {
      await trx
        .insertInto('employee_cv_texts')
        .values({ cv_id: row.id, text: input.text })
        .onConflict((conflict) => conflict.column('cv_id').doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })))
        .execute();
    } else {
      await trx.deleteFrom('employee_cv_texts').where('cv_id', '=', row.id).execute();
    }
    return {
      created: { id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, uploadedAt: row.uploaded_at, hasText: Boolean(input.text) },
      replacedStorageName: previous?.storage_name,
    };
  });
}

/**
 * A CV to download: by id, only the owner's unless `anyOwner` (staff).
 * `content` is null when the bytes are not in the database (then they are
 * in the file named `storageName`).
 */
export async function findCvFile(
  db: Kysely<Database>,
  input: { id: number; employeeId: number; anyOwner: boolean },
): Promise<{ employeeId: number; storageName: string; fileName: string; contentType: string; size: number; content: Buffer | null } | undefined> {
  let query = db
    .selectFrom('employee_cvs')
    .leftJoin('employee_cv_contents', 'employee_cv_contents.cv_id', 'employee_cvs.id')
    .select(['employee_cvs.employee_id', 'employee_cvs.storage_name', 'employee_cvs.file_name', 'employee_cvs.content_type', 'employee_cvs.size', 'employee_cv_contents.content'])
    .where('employee_cvs.id', '=', input.id);
  if (!input.anyOwner) query = query.where('employee_cvs.employee_id', '=', input.employeeId);
  const row = await query.executeTakeFirst();
  return (
    row && {
      employeeId: row.employee_id,
      storageName: row.storage_name,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      // pg answers a Buffer, PGlite a Uint8Array.
      content: row.content ? Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) : null,
    }
  );
}
