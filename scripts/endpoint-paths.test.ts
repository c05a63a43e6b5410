import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { listEndpoints } from '../shared/src/contract/endpoints';

const root = resolve(__dirname, '..');
const apiLayer = resolve(root, 'shared/src/api');
const apiModules = resolve(root, 'api/src/modules');

/** A path pattern of the table as a regular expression: `:id` matches any one segment (or a `${...}` of a template). */
const patterns = listEndpoints().map((entry) => new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}(/|$)`));

/** True when `text` is an API path of the table, or the start of one (`/client-portal` of `/client-portal/requests`); also behind `/api` when `withApiPrefix`. */
function isApiPath(text: string, withApiPrefix = false): boolean {
  if (withApiPrefix && text.startsWith('/api/')) text = text.slice(4);
  if (!text.startsWith('/')) return false;
  const trimmed = text.replace(/\/$/, '');
  return patterns.some((pattern) => pattern.test(trimmed)) || listEndpoints().some((entry) => trimmed.length > 1 && entry.path.startsWith(`${trimmed}/`));
}

/** The string and template literals of a source file that hold an API path (comments are not literals). */
function pathLiterals(file: string, options: { withApiPrefix?: boolean; byHand?: boolean } = {}): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join('');
    // `${SOME_PATH}/${id}`: a path built by hand from another path.
    const builtByHand = options.byHand !== false && ts.isTemplateExpression(node) && node.head.text === '' && /^\/./.test(node.templateSpans[0]!.literal.text);
    if (text !== undefined && (builtByHand || isApiPath(text.replace(/\$\{\}/g, 'x'), options.withApiPrefix))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file.slice(root.length + 1)}:${line + 1} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('@interim/shared/api takes its paths from the endpoint table (ADR 0025)', () => {
  const files = readdirSync(apiLayer)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(apiLayer, name));

  it('finds a literal API path where there is one', () => {
    expect(isApiPath('/saved_searches')).toBe(true);
    expect(isApiPath('/saved_searches/x/visit')).toBe(true);
    expect(isApiPath('/client-portal')).toBe(true);
    expect(isApiPath('/opdrachten')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });

  it('holds no literal API path in any file of shared/src/api', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(pathLiterals)).toEqual([]);
  });
});

describe('the API registers its routes from the endpoint table (ADR 0025)', () => {
  const routeFiles = readdirSync(apiModules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(apiModules, folder.name)).filter((name) => name.endsWith('.routes.ts')).map((name) => join(apiModules, folder.name, name)));

  it('holds no literal API path in any route file of api/src/modules', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.flatMap(pathLiterals)).toEqual([]);
  });
});

describe('shared holds no API path outside the table (ADR 0025)', () => {
  /** Every non-test source file under `folder`. */
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
    });
  // The table itself; the testing helpers and the harness stand in for the API.
  const exempt = /shared\/src\/(contract\/endpoints\.ts|contract\/endpoint-table\/|testing\/|harness\/)/;

  // Paths the site serves outside /api whose first segment an API path shares: the release store's
  // files at `/releases/<remote>/<version>/` (contract/releases.ts `releaseStorePath`), not `GET /api/releases`.
  const sitePaths = [/^shared\/src\/contract\/releases\.ts:\d+ \/releases\/\$\{\}\/\$\{\}\/$/];

  it('holds no literal API path (with or without /api) in any file of shared/src', () => {
    const files = sources(join(root, 'shared/src')).filter((file) => !exempt.test(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => pathLiterals(file, { withApiPrefix: true, byHand: false }));
    expect(found.filter((literal) => !sitePaths.some((site) => site.test(literal)))).toEqual([]);
  });
});
