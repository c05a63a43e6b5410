import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Where personal data of a freelancer lives, one step per table (or group of
 * tables), used by both the export (everything held about the person) and the
 * anonymisation (nothing left that identifies them).
 *
 * Each module declares its own steps, and its tables that hold no personal
 * data, in `<module>.personal-data.ts` as the `personalData` of its
 * `ApiModule`; the gdpr module collects them from the module registry
 * ({@link collectPersonalData}). The gdpr tests fail while any table of the
 * database is in neither list, so a new table cannot be forgotten.
 *
 * Those files import this one for its types only: the gdpr module imports
 * other modules (auth for the session cookies), so a runtime import the other
 * way round would be a cycle between modules. What a step needs from the
 * gdpr module at run time comes in through its context.
 *
 * Outside the database: the CV file (deleted via `filesToDelete`) and the
 * mail outbox (the service deletes every mail that mentions any of
 * `mentions`). No table stores IP
 * addresses today (rate-limit counters are hashed keys that expire); a table
 * that starts storing them needs a step that clears them. Events already
 * forwarded to Mixpanel (MIXPANEL_TOKEN set) are not erased at Mixpanel.
 */
export interface PersonalDataStep {
  /** Key of this step's data in the export's `sections`; unique over all modules. */
  section: string;
  /** The tables this step covers. */
  tables: readonly string[];
  /** The person's data in these tables, secrets (token hashes) left out. */
  export(db: Kysely<Database>, context: ExportContext): Promise<unknown>;
  /** Removes or overwrites the person's data; runs inside the one anonymisation transaction. */
  anonymize(trx: Transaction<Database>, context: AnonymizeContext): Promise<void>;
}

export interface ExportContext {
  employeeId: number;
  /** The export's form of a row; see {@link toExportRecord}. */
  record: typeof toExportRecord;
}

export interface AnonymizeContext {
  employeeId: number;
  now: Date;
  /** Files to delete once the transaction has committed (paths relative to the data folder). */
  filesToDelete: string[];
  /**
   * What identifies the person in a mail: every address they had, their full
   * name, phone numbers they left. A step adds what its rows held before it
   * erases them; once committed, outbox mails mentioning any of these go.
   * Nothing generic (a first name alone would take other people's mail too).
   */
  mentions: string[];
}

/** What one module declares about personal data (the `personalData` of its `ApiModule`). */
export interface ModulePersonalData {
  /**
   * In dependency order, like the module registry: a step whose rows
   * reference another step's rows comes after it. The export reads the steps
   * in this order, the anonymisation runs them the other way round.
   */
  steps?: readonly PersonalDataStep[];
  /** The module's tables that hold no personal data of a freelancer (reference data, bookkeeping). */
  tablesWithoutPersonalData?: readonly string[];
}

/** Every module's declarations together. */
export interface PersonalDataRegistry {
  /** In registry order (see {@link ModulePersonalData.steps}). */
  steps: readonly PersonalDataStep[];
  tablesWithoutPersonalData: readonly string[];
}

/** The migrator's bookkeeping (db/migrate.ts): no module's tables, no personal data. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'] as const;

/**
 * Collects the declarations of `modules`, in their order. Throws when two
 * steps share a section (one would overwrite the other in the export) or a
 * table is claimed twice.
 */
export function collectPersonalData(modules: ReadonlyArray<{ name: string; personalData?: ModulePersonalData }>): PersonalDataRegistry {
  const steps: PersonalDataStep[] = [];
  const tablesWithoutPersonalData: string[] = [...MIGRATOR_TABLES];
  const sectionOwners = new Map<string, string>();
  const tableOwners = new Map<string, string>(MIGRATOR_TABLES.map((table) => [table, 'the migrator']));
  const claim = (owners: Map<string, string>, what: string, key: string, owner: string) => {
    const earlier = owners.get(key);
    if (earlier !== undefined) throw new Error(`personal data: ${what} '${key}' is declared by ${earlier} and by ${owner}`);
    owners.set(key, owner);
  };
  for (const module of modules) {
    const owner = `module ${module.name}`;
    for (const step of module.personalData?.steps ?? []) {
      claim(sectionOwners, 'section', step.section, owner);
      for (const table of step.tables) claim(tableOwners, 'table', table, owner);
      steps.push(step);
    }
    for (const table of module.personalData?.tablesWithoutPersonalData ?? []) {
      claim(tableOwners, 'table', table, owner);
      tablesWithoutPersonalData.push(table);
    }
  }
  return { steps, tablesWithoutPersonalData };
}

/** `first_name` -> `firstName`, at the type level. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** A timestamp becomes its ISO text; any other value stays as it is. */
type ExportValue<Value> = Value extends Date ? string : Value;

/** A row as it appears in the export: camelCase keys, ISO timestamps. */
export type ExportRecord<Row> = { [Key in keyof Row & string as CamelCase<Key>]: ExportValue<Row[Key]> };

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, character: string) => character.toUpperCase());

/**
 * A database row as export JSON: camelCase keys, ISO timestamps, the `omit`
 * columns left out. Typed from the row, so a step's section is typed from
 * its table. Values are not walked into: JSON columns keep their own keys.
 */
export function toExportRecord<Row extends object, Omitted extends keyof Row & string = never>(
  row: Row,
  omit: readonly Omitted[] = [],
): ExportRecord<Omit<Row, Omitted>> {
  const omitted = new Set<string>(omit);
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omitted.has(key)) continue;
    record[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  // Object.entries forgets the keys; the loop above is what the type describes.
  return record as ExportRecord<Omit<Row, Omitted>>;
}
