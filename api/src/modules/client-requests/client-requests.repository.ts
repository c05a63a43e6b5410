import type { CreateClientRequest } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Stores a client's request; answers its id and when it was stored. */
export async function insertClientRequest(db: Kysely<Database>, body: CreateClientRequest, now: Date): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('client_requests')
    .values({
      company_name: body.companyName,
      contact_name: body.contactName,
      email: body.email,
      phone: body.phone,
      kvk_number: body.kvkNumber,
      description: body.description,
      created_at: now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}
