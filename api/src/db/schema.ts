/**
 * The Kysely table map. Each module adds its tables by module augmentation in
 * its own `<module>.tables.ts`, so a new module never edits this file:
 *
 *   declare module '../../db/schema.js' {
 *     interface Database { my_table: MyTable }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
