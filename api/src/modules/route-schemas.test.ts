import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '../../..');
const modulesFolder = __dirname;

/** The parts of a Fastify schema that the endpoint table holds. */
const TABLE_PARTS = new Set(['params', 'querystring', 'body', 'response']);

/** The name of a property of an object literal (`params: X`, `params`, `'params': X`), if it has a plain one. */
function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!property.name) return undefined;
  if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) return property.name.text;
  return undefined;
}

/** True when `node` lies in a development route (`'/_dev/...'`, absent in production and no entry of the table). */
function inDevelopmentRoute(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent)) {
      const [first] = parent.arguments;
      if (first && ts.isStringLiteralLike(first) && /^(\/api)?\/_dev\//.test(first.text)) return true;
    }
  }
  return false;
}

/**
 * Where a route file names a schema of the endpoint table itself instead of
 * taking it from `endpointSchemas` (ADR 0025): a `schema: { ... }` literal
 * with `params`, `querystring`, `body` or `response` (bar the development
 * routes), and a route of the table (`endpoints.x.y.path`) whose `schema` is
 * not `routeSchema(endpointSchemas.x.y, ...)`.
 */
function schemasNamedByHand(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && propertyName(node) === 'schema' && ts.isObjectLiteralExpression(node.initializer) && !inDevelopmentRoute(node)) {
      const parts = node.initializer.properties.map(propertyName).filter((name): name is string => name !== undefined && TABLE_PARTS.has(name));
      if (parts.length > 0) report(node, `schema names ${parts.join(', ')} itself`);
    }
    if (ts.isCallExpression(node) && node.arguments.length >= 2) {
      const entry = /^endpoints\.(.+)\.path$/.exec(node.arguments[0]!.getText())?.[1];
      const options = node.arguments[1]!;
      if (entry !== undefined) {
        const schema = ts.isObjectLiteralExpression(options) ? options.properties.find((property) => propertyName(property) === 'schema') : undefined;
        const value = schema && ts.isPropertyAssignment(schema) ? schema.initializer : undefined;
        const taken =
          value !== undefined &&
          ts.isCallExpression(value) &&
          value.expression.getText() === 'routeSchema' &&
          value.arguments[0]?.getText() === `endpointSchemas.${entry}`;
        if (!taken) report(node, `endpoints.${entry}: schema not routeSchema(endpointSchemas.${entry}, ...)`);
        const texts = taken ? value.arguments[1] : undefined;
        if (texts && ts.isObjectLiteralExpression(texts)) {
          const parts = texts.properties.map(propertyName).filter((name): name is string => name !== undefined && TABLE_PARTS.has(name));
          if (parts.length > 0) report(texts, `routeSchema options name ${parts.join(', ')}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the route files take their schemas from endpointSchemas (ADR 0025)', () => {
  const routeFiles = readdirSync(modulesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(modulesFolder, folder.name)).filter((name) => name.endsWith('.routes.ts')).map((name) => join(modulesFolder, folder.name, name)));

  it('finds a schema named by hand where there is one', () => {
    const file = join(modulesFolder, 'example/example.routes.ts');
    const byHand = `
      typed.patch(endpoints.savedSearches.update.path, { schema: { tags: ['x'], params: IdParamsSchema, response: { 200: X } } }, handler);
      typed.get(endpoints.savedSearches.list.path, { schema: routeSchema(endpointSchemas.savedSearches.visit, { tags: ['x'] }) }, handler);
      typed.get(endpoints.savedSearches.remove.path, { schema: common }, handler);
      typed.get(endpoints.savedSearches.create.path, { schema: routeSchema(endpointSchemas.savedSearches.create, { body: X }) }, handler);
      app.get('/elsewhere', { schema: { querystring: X } }, handler);
    `;
    expect(schemasNamedByHand(file, byHand)).toEqual([
      'api/src/modules/example/example.routes.ts:2 endpoints.savedSearches.update: schema not routeSchema(endpointSchemas.savedSearches.update, ...)',
      'api/src/modules/example/example.routes.ts:2 schema names params, response itself',
      'api/src/modules/example/example.routes.ts:3 endpoints.savedSearches.list: schema not routeSchema(endpointSchemas.savedSearches.list, ...)',
      'api/src/modules/example/example.routes.ts:4 endpoints.savedSearches.remove: schema not routeSchema(endpointSchemas.savedSearches.remove, ...)',
      'api/src/modules/example/example.routes.ts:5 routeSchema options name body',
      'api/src/modules/example/example.routes.ts:6 schema names querystring itself',
    ]);
    const taken = `
      typed.patch(endpoints.savedSearches.update.path, { onRequest: requireUser, schema: routeSchema(endpointSchemas.savedSearches.update, { tags: ['x'], errors }) }, handler);
      const favorite = (action) => typed.get(endpoints.vacancies[action].path, { schema: routeSchema(endpointSchemas.vacancies[action]) }, handler);
      const operator = { schema: { hide: true } };
      app.post('/_dev/mailbox', { schema: { body: X, response: { 200: Y } } }, handler);
    `;
    expect(schemasNamedByHand(file, taken)).toEqual([]);
  });

  it('finds no schema named by hand in any route file of api/src/modules', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.flatMap((file) => schemasNamedByHand(file))).toEqual([]);
  });

  it('sees every route of the table in the route files', () => {
    const routes = routeFiles.flatMap((file) => readFileSync(file, 'utf8').match(/routeSchema\(endpointSchemas\./g) ?? []);
    expect(routes.length).toBeGreaterThan(80);
  });
});
