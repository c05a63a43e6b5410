import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A stored CV's row as the routes answer it. */
export interface StoredCv {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/**
 * Replaces the employee's CV row in one transaction: the old row goes (its
 * stored contents with it), the new one is stored, with `content` when the
 * bytes live in the database. Answers the new row and the storage name of
 * the replaced one (the caller deletes its file, if any, once committed).
 */
export async function replaceCv(
  db: Kysely<Database>,
  input: { employeeId: number; storageName: string; fileName: string; contentType: string; size: number; now: Date; content: Buffer | null },
): Promise<{ created: StoredCv; replacedStorageName: string | undefined }> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx.deleteFrom('employee_cvs').where('employee_id', '=', input.employeeId).returning('storage_name').executeTakeFirst();
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
      .returning(['id', 'file_name', 'content_type', 'size', 'uploaded_at'])
      .executeTakeFirstOrThrow();
    if (input.content) await trx.insertInto('employee_cv_contents').values({ cv_id: row.id, content: input.content }).execute();
    return {
      created: { id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, uploadedAt: row.uploaded_at },
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
): Promise<{ storageName: string; fileName: string; contentType: string; size: number; content: Buffer | null } | undefined> {
  let query = db
    .selectFrom('employee_cvs')
    .leftJoin('employee_cv_contents', 'employee_cv_contents.cv_id', 'employee_cvs.id')
    .select(['employee_cvs.storage_name', 'employee_cvs.file_name', 'employee_cvs.content_type', 'employee_cvs.size', 'employee_cv_contents.content'])
    .where('employee_cvs.id', '=', input.id);
  if (!input.anyOwner) query = query.where('employee_cvs.employee_id', '=', input.employeeId);
  const row = await query.executeTakeFirst();
  return (
    row && {
      storageName: row.storage_name,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      // pg answers a Buffer, PGlite a Uint8Array.
      content: row.content ? Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) : null,
    }
  );
}
