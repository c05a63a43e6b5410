import { expressionBuilder } from 'kysely';

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

/**
 * A query builder for the queries a module's readers hand to other modules:
 * derived tables (`accountRows().as('author')`, joined under the caller's
 * alias) and scalar subqueries (`vacancyTitleOf(ref)`). Such a query belongs
 * to no database handle; the caller's query, run on its own handle or
 * transaction, carries it (ADR 0025).
 */
export const readerQuery = () => expressionBuilder<Database, never>();
