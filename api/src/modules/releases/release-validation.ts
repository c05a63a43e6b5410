import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** A remote of remotes.config.json. */
export interface RemoteConfig {
  name: string;
  folder: string;
  path: string;
  mounts: string[];
}

/** The one list of remotes, from the repository the API runs from. */
export function readRemoteConfig(repoRoot: string): RemoteConfig[] {
  const { remotes } = JSON.parse(readFileSync(path.join(repoRoot, 'remotes.config.json'), 'utf8')) as { remotes: RemoteConfig[] };
  return remotes.map(({ name, folder, path: urlPath, mounts }) => ({ name, folder, path: urlPath, mounts }));
}

/** The remote a command names: its folder (`mf-vacancies`) or its container name (`mf_vacancies`). */
export function findRemote(remotes: RemoteConfig[], folderOrName: string): RemoteConfig | undefined {
  const wanted = folderOrName.replace(/\/+$/, '').split('/').pop() ?? '';
  return remotes.find((remote) => remote.folder === wanted || remote.name === wanted);
}

export interface ValidateOptions {
  repoRoot: string;
  remote: RemoteConfig;
  /** The build to publish (`<folder>/dist` by default). */
  buildDir: string;
  /** The shell's build (`shell/dist`) whose server build hosts the smoke render. */
  shellDist: string;
  /** Run the smoke render (default true). */
  smokeRender?: boolean;
  /** Told what the smoke render rendered (`/opdrachten 200`). */
  onRendered?: (pages: string[]) => void;
}

const SMOKE_CHILD = fileURLToPath(new URL('./smoke-render-child.mjs', import.meta.url));

/**
 * Every reason not to publish a build, empty when it may go live: the
 * manifest contract with the shell (scripts/manifest-check.cjs, the same
 * check as `pnpm check:manifests`), the gzip budget of its remoteEntry.js
 * (scripts/budgets.json), and a smoke render of its server code in a child
 * process. Reads only; changes nothing.
 */
export async function validateBuild(options: ValidateOptions): Promise<string[]> {
  const { remote, buildDir } = options;
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`${buildDir} heeft geen mf-manifest.json (eerst bouwen: pnpm --filter @interim/${remote.folder} build)`];
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch (error) {
    return [`mf-manifest.json is geen geldige JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const require = createRequire(path.join(options.repoRoot, 'scripts', 'manifest-check.cjs'));
  const { manifestProblems } = require('./manifest-check.cjs') as { manifestProblems: (name: string, manifest: unknown, fileExists: (file: string) => boolean) => string[] };
  const problems = manifestProblems(remote.name, manifest, (file) => existsSync(path.join(buildDir, file)));

  const budgets = JSON.parse(readFileSync(path.join(options.repoRoot, 'scripts', 'budgets.json'), 'utf8')) as { remoteEntry: Record<string, number> };
  const ceiling = budgets.remoteEntry[remote.folder];
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  if (!existsSync(entryFile)) problems.push(`${remote.name}: remoteEntry.js ontbreekt`);
  else if (ceiling === undefined) problems.push(`${remote.name}: scripts/budgets.json heeft geen plafond voor ${remote.folder}`);
  else {
    const bytes = gzipSync(readFileSync(entryFile)).length;
    if (bytes > ceiling) problems.push(`${remote.name}: remoteEntry.js is ${bytes} B gzip, ${bytes - ceiling} B boven het plafond van ${ceiling} B (scripts/budgets.json)`);
  }
  if (problems.length > 0 || options.smokeRender === false) return problems;
  return smokeRender(options);
}

/** Loads and renders the build's server code in a child process (smoke-render-child.mjs); its problems. */
export async function smokeRender(options: ValidateOptions): Promise<string[]> {
  const shellServerEntry = path.join(options.shellDist, 'server', 'main.js');
  const templateFile = path.join(options.shellDist, 'spa.html');
  if (!existsSync(shellServerEntry) || !existsSync(templateFile)) {
    return [`de proefrender heeft de server-build van de shell nodig (${shellServerEntry}): eerst pnpm --filter @interim/shell build`];
  }
  const input = {
    shellServerEntry,
    template: await readFile(templateFile, 'utf8'),
    buildDir: path.resolve(options.buildDir),
    remote: options.remote.name,
    mounts: options.remote.mounts,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [SMOKE_CHILD, JSON.stringify(input)], { timeout: 90_000, maxBuffer: 4 * 1024 * 1024, cwd: options.repoRoot }, (error, stdout) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        const report = JSON.parse(line) as { problems: string[]; rendered: string[] };
        if (report.problems.length === 0) options.onRendered?.(report.rendered);
        resolve(report.problems.map((problem) => `${options.remote.name}: proefrender: ${problem}`));
      } catch {
        resolve([`${options.remote.name}: proefrender mislukt: ${error?.message ?? 'geen uitslag'}`]);
      }
    });
  });
}
