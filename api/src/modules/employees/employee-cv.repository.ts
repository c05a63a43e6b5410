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
 * Replaces the employee's CV row in one transaction: the old row goes, the new
 * one is stored. Answers the new row and the storage name of the replaced
 * file (the caller deletes that file once the transaction is committed).
 */
export async function replaceCv(
  db: Kysely<Database>,
  input: { employeeId: number; storageName: string; fileName: string; contentType: string; size: number; now: Date },
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
    return {
      created: { id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, uploadedAt: row.uploaded_at },
      replacedStorageName: previous?.storage_name,
    };
  });
}

/** A CV to download: by id, only the owner's unless `anyOwner` (staff). */
export async function findCvFile(
  db: Kysely<Database>,
  input: { id: number; employeeId: number; anyOwner: boolean },
): Promise<{ storageName: string; fileName: string; contentType: string; size: number } | undefined> {
  let query = db.selectFrom('employee_cvs').select(['storage_name', 'file_name', 'content_type', 'size']).where('id', '=', input.id);
  if (!input.anyOwner) query = query.where('employee_id', '=', input.employeeId);
  const row = await query.executeTakeFirst();
  return row && { storageName: row.storage_name, fileName: row.file_name, contentType: row.content_type, size: row.size };
}
