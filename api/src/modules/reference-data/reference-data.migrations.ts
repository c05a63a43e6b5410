import { type Kysely, type Migration, sql } from 'kysely';

const createTables: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time, not today's types
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sectors')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('slug', 'text', (column) => column.notNull().unique())
      .execute();
    await db.schema
      .createTable('positions')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('sector_id', 'integer', (column) => column.notNull().references('sectors.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addUniqueConstraint('positions_sector_name_unique', ['sector_id', 'name'])
      .execute();
    await db.schema
      .createTable('education_levels')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('code', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('rank', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('branches')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('postcode', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('postcode_centroids')
      .addColumn('pc4', 'integer', (column) => column.primaryKey().check(sql`pc4 BETWEEN 1000 AND 9999`))
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('latitude', 'double precision', (column) => column.notNull())
      .addColumn('longitude', 'double precision', (column) => column.notNull())
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    for (const table of ['postcode_centroids', 'branches', 'education_levels', 'positions', 'sectors']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

export const referenceDataMigrations: Record<string, Migration> = {
  '0001_reference_data_tables': createTables,
};
