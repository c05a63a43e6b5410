import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '../../..');
const modulesFolder = __dirname;

/**
 * Files that may name another module's tables, and why (ADR 0025 item 9).
 * Nothing else may: a module reaches another's rows through that module's
 * readers or service, so its SQL names its own tables only.
 */
const EXCEPTIONS: ReadonlyArray<{ file: RegExp; why: string }> = [
  {
    file: /\.migrations\.ts$/,
    why: 'Schema, not queries: foreign keys, triggers and one-off backfills reference the tables a migration builds on; they run in number order before any module code, and a migration is never edited after it ran.',
  },
];

/** Kysely calls whose first argument names a table (or an array of them). */
const TABLE_METHODS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'using',
  'table',
]);

/** SQL text that names a table: `FROM x`, `JOIN x`, `UPDATE x`, `INSERT INTO x`, `TABLE x`, `REFERENCES x`. */
const SQL_TABLE = /\b(?:from|join|update|into|table|references)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function moduleFolders(): string[] {
  return readdirSync(modulesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The tables a `*.tables.ts` file adds to the `Database` interface of db/schema.ts (its keys). */
function declaredTables(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const tables: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isModuleDeclaration(statement) || !/\/db\/schema\.js$/.test(statement.name.text) || !statement.body || !ts.isModuleBlock(statement.body)) continue;
    for (const declaration of statement.body.statements) {
      if (!ts.isInterfaceDeclaration(declaration) || declaration.name.text !== 'Database') continue;
      for (const member of declaration.members) {
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) tables.push(member.name.text);
      }
    }
  }
  return tables;
}

/** Table name -> the module (folder) whose `*.tables.ts` declares it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of moduleFolders()) {
    for (const file of readdirSync(join(modulesFolder, name)).filter((file) => file.endsWith('.tables.ts'))) {
      for (const table of declaredTables(join(modulesFolder, name, file))) owners.set(table, name);
    }
  }
  return owners;
}

/** The name of the method a call expression calls (`db.selectFrom(...)` -> `selectFrom`, `sql.table(...)` -> `table`). */
function calledMethod(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

/**
 * Where a file of module `moduleName` names a table of another module in a
 * query: as the table of a Kysely call (`selectFrom('x'`, `innerJoin('x as y'`,
 * `updateTable('x'` ...), as `'x as y'` or `'x.column'` anywhere, or in SQL
 * text (`FROM x`, `JOIN x` ...). Comments are not read.
 */
function foreignTableReferences(file: string, moduleName: string, owners: ReadonlyMap<string, string>, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found = new Set<string>();
  const report = (node: ts.Node, table: string, how: string) => {
    const owner = owners.get(table);
    if (owner === undefined || owner === moduleName) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.add(`${relative(root, file)}:${line + 1} ${how} ${table} (of ${owner})`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const value = node.text.trim();
      const aliased = /^([a-z_][a-z0-9_]*)\s+as\s+[a-z_][a-z0-9_]*$/i.exec(value);
      if (aliased) report(node, aliased[1]!, 'aliases');
      const column = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*|\*)$/i.exec(value);
      if (column) report(node, column[1]!, 'names a column of');
      let call: ts.Node = node.parent;
      if (ts.isArrayLiteralExpression(call)) call = call.parent;
      if (ts.isCallExpression(call) && call.arguments[0] === (node.parent === call ? node : node.parent)) {
        const method = calledMethod(call);
        if (method !== undefined && TABLE_METHODS.has(method)) report(node, value.split(/\s+as\s+/i)[0]!, `${method}()`);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const match of node.text.matchAll(SQL_TABLE)) report(node, match[1]!, 'SQL names');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** Every finding over the non-test `.ts` files of every module, bar {@link EXCEPTIONS}. */
function findings(owners: ReadonlyMap<string, string>): string[] {
  return moduleFolders().flatMap((folder) =>
    readdirSync(join(modulesFolder, folder))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
      .filter((name) => !EXCEPTIONS.some((exception) => exception.file.test(`${folder}/${name}`)))
      .flatMap((name) => foreignTableReferences(join(modulesFolder, folder, name), folder, owners)),
  );
}

describe("a module's SQL names only its own tables (ADR 0025)", () => {
  const owners = tableOwners();

  it("learns each module's tables from its *.tables.ts", () => {
    expect(owners.get('employees')).toBe('employees');
    expect(owners.get('applications')).toBe('applications');
    expect(owners.get('application_status_history')).toBe('applications');
    expect(owners.get('vacancies')).toBe('vacancies');
    expect(owners.get('client_requests')).toBe('client-requests');
    expect(owners.get('staff_notes')).toBe('follow-up');
    expect(owners.size).toBeGreaterThan(30);
    const text = `declare module '../../db/schema.js' {\n  interface Database {\n    things: ThingsTable;\n    'thing_parts': ThingPartsTable;\n  }\n}\ndeclare module '../other/other.tables.js' {\n  interface OtherTable { extra: number }\n}\n`;
    expect(declaredTables('x.tables.ts', text)).toEqual(['things', 'thing_parts']);
  });

  it('finds every form of a reference to another module’s table', () => {
    const file = join(modulesFolder, 'things/things.repository.ts');
    const sampleOwners = new Map([
      ['things', 'things'],
      ['others', 'others'],
      ['other_parts', 'others'],
    ]);
    const code = [
      "db.selectFrom('others').selectAll();",
      "db.selectFrom('things as t').innerJoin('others as o', 'o.id', 't.other_id');",
      "db.selectFrom('things').leftJoin('other_parts', 'other_parts.id', 'things.part_id');",
      "trx.insertInto('others').values(row); trx.updateTable('other_parts').set(row); trx.deleteFrom('others');",
      "db.selectFrom(['things', 'others']);",
      'sql`SELECT o.id FROM others o JOIN other_parts p ON p.id = o.part_id`;',
      "sql`UPDATE others SET x = ${value}`; sql.table('others'); sql.ref('other_parts.id');",
      "// A comment may say: selectFrom('others') FROM others.",
      "db.selectFrom('things').select(['things.id', 'name']).where('things.other_id', '=', 1);",
      "const label = 'Kies uit de lijst'; const error = `${id} from the list`;",
    ].join('\n');
    expect(foreignTableReferences(file, 'things', sampleOwners, code)).toEqual([
      'api/src/modules/things/things.repository.ts:1 selectFrom() others (of others)',
      'api/src/modules/things/things.repository.ts:2 aliases others (of others)',
      'api/src/modules/things/things.repository.ts:2 innerJoin() others (of others)',
      'api/src/modules/things/things.repository.ts:3 leftJoin() other_parts (of others)',
      'api/src/modules/things/things.repository.ts:3 names a column of other_parts (of others)',
      'api/src/modules/things/things.repository.ts:4 insertInto() others (of others)',
      'api/src/modules/things/things.repository.ts:4 updateTable() other_parts (of others)',
      'api/src/modules/things/things.repository.ts:4 deleteFrom() others (of others)',
      'api/src/modules/things/things.repository.ts:5 selectFrom() others (of others)',
      'api/src/modules/things/things.repository.ts:6 SQL names others (of others)',
      'api/src/modules/things/things.repository.ts:6 SQL names other_parts (of others)',
      'api/src/modules/things/things.repository.ts:7 SQL names others (of others)',
      'api/src/modules/things/things.repository.ts:7 table() others (of others)',
      'api/src/modules/things/things.repository.ts:7 names a column of other_parts (of others)',
    ]);
    // The owner itself may name its tables anywhere.
    const own = "db.selectFrom('others as o').innerJoin('other_parts', 'other_parts.id', 'o.part_id');\nsql`UPDATE others SET x = 1`;\n";
    expect(foreignTableReferences(join(modulesFolder, 'others/others.readers.ts'), 'others', sampleOwners, own)).toEqual([]);
  });

  it('finds no module naming another module’s table outside the listed exceptions', () => {
    expect(findings(owners)).toEqual([]);
  });

  it('keeps every exception needed', () => {
    // An exception that no longer excuses anything goes.
    const unused = EXCEPTIONS.filter(
      (exception) =>
        !moduleFolders().some((folder) =>
          readdirSync(join(modulesFolder, folder))
            .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && exception.file.test(`${folder}/${name}`))
            .some((name) => foreignTableReferences(join(modulesFolder, folder, name), folder, owners).length > 0),
        ),
    );
    expect(unused.map((exception) => exception.file.source)).toEqual([]);
  });
});
