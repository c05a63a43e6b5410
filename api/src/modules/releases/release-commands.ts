import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isReleaseOriginUrl, type Release, type ReleasesOverview } from '@interim/shared/contract';
import { releaseStoreDir } from '../../app.js';
import type { AppConfig } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { openConfiguredDatabaseForCommand, prepareDatabase } from '../../db/prepare-database.js';
import { modules } from '../index.js';
import { hashBuild, releaseVersion, storeBaseUrl, storeRelease } from './release-store.js';
import { findRemote, readRemoteConfig, type RemoteConfig, validateBuild } from './release-validation.js';
import {
  findReleaseByContent,
  promoteCanary,
  publishRelease,
  ReleaseCommandError,
  releasesOverview,
  rollbackRelease,
  toRelease,
} from './releases.repository.js';
import type { PublishReleaseBody } from './releases.routes.js';
import { OPERATOR_TOKEN_FILE } from '../../http/operator-access.js';
import { cleanupReleases } from './releases.service.js';

/**
 * `pnpm remote:deploy | remote:rollback | remote:promote | remote:status |
 * remote:cleanup` (ADR 0009). The switch goes through the running server's
 * operator endpoint (loopback, the token in the data folder) when one runs
 * on the embedded database, whose folder belongs to that server; with
 * DATABASE_URL, or with no server running, the command writes the table
 * itself.
 */

/** What the commands change the releases through. */
export interface ReleaseControl {
  /** `server` (the operator endpoint) or `database` (the table directly). */
  via: 'server' | 'database';
  overview(): Promise<ReleasesOverview>;
  find(remote: string, contentHash: string): Promise<Release | null>;
  publish(body: PublishReleaseBody): Promise<{ release: Release; created: boolean }>;
  rollback(remote: string): Promise<{ ended: 'canary' | 'live'; release: Release }>;
  promote(remote: string): Promise<{ release: Release }>;
  cleanup(): Promise<{ deleted: string[] }>;
  close(): Promise<void>;
}

/** A refusal: the message is printed, nothing was changed. */
export class CommandRefused extends Error {}

/** Talks to the running server's operator endpoint. */
export function serverControl(baseUrl: string, token: string): ReleaseControl {
  async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/api/_operator/releases${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) {
      let message = `${response.status} ${text.slice(0, 200)}`;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // not JSON: the status and start of the text
      }
      throw new CommandRefused(response.status === 404 && route === '' ? `De server op ${baseUrl} kent het operator-token niet (een andere DATA_DIR?).` : message);
    }
    return JSON.parse(text) as T;
  }
  return {
    via: 'server',
    overview: () => call('GET', ''),
    find: async (remote, contentHash) => (await call<{ release: Release | null }>('POST', '/find', { remote, contentHash })).release,
    publish: (body) => call('POST', '/publish', body),
    rollback: (remote) => call('POST', '/rollback', { remote }),
    promote: (remote) => call('POST', '/promote', { remote }),
    cleanup: () => call('POST', '/cleanup', {}),
    close: async () => undefined,
  };
}

/** Writes the releases table directly (PostgreSQL, or the embedded database while no server has it open). */
export function databaseControl(database: DatabaseHandle, options: { remotes: RemoteConfig[]; storeDir: string; retentionDays: number; now?: () => Date }): ReleaseControl {
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const refused = (error: unknown): never => {
    if (error instanceof ReleaseCommandError) throw new CommandRefused(error.message);
    throw error;
  };
  return {
    via: 'database',
    overview: () =>
      releasesOverview(
        db,
        options.remotes.map((remote) => remote.name),
        options.retentionDays,
      ),
    find: async (remote, contentHash) => {
      const row = await findReleaseByContent(db, remote, contentHash);
      return row ? toRelease(row) : null;
    },
    publish: async (body) => {
      const { canaryPercent, ...release } = body;
      const result = await publishRelease(db, { ...release, source: 'deploy' }, { now: now(), ...(canaryPercent === undefined ? {} : { canaryPercent }) }).catch(refused);
      return { release: toRelease(result.release), created: result.created };
    },
    rollback: async (remote) => {
      const result = await rollbackRelease(db, remote, now()).catch(refused);
      return { ended: result.ended, release: toRelease(result.release) };
    },
    promote: async (remote) => ({ release: toRelease(await promoteCanary(db, remote, now()).catch(refused)) }),
    cleanup: async () => ({ deleted: await cleanupReleases(db, options.storeDir, now(), options.retentionDays) }),
    close: () => database.close(),
  };
}

/** Whether an error is "nothing listens there". */
function isRefusedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code === 'ECONNREFUSED' || (error as { code?: string })?.code === 'ECONNREFUSED';
}

/**
 * How to reach the releases: with DATABASE_URL the table itself (every
 * instance reads it); else the server on PORT when it answers with the
 * token of DATA_DIR; else, no server running, the embedded database.
 */
export async function openControl(config: AppConfig, remotes: RemoteConfig[]): Promise<ReleaseControl> {
  const storeDir = releaseStoreDir(config);
  const direct = async () => {
    // The embedded folder's lock is taken (ADR 0011): refused while a server or another command owns it.
    const database = await openConfiguredDatabaseForCommand(config, 'remote');
    try {
      await prepareDatabase(database, { modules, referenceData: false, demoData: false, now: new Date(), log: { info: () => undefined, warn: () => undefined } });
    } catch (error) {
      await database.close();
      throw error;
    }
    return databaseControl(database, { remotes, storeDir, retentionDays: config.releaseRetentionDays });
  };
  if (config.databaseUrl) return direct();
  const tokenFile = path.join(config.dataDir, OPERATOR_TOKEN_FILE);
  if (existsSync(tokenFile)) {
    const control = serverControl(`http://127.0.0.1:${config.port}`, (await readFile(tokenFile, 'utf8')).trim());
    try {
      await control.overview();
      return control;
    } catch (error) {
      if (!isRefusedConnection(error)) throw error;
    }
  }
  try {
    return await direct();
  } catch (error) {
    throw new CommandRefused(
      `De database in ${config.dataDir} is niet te openen (${error instanceof Error ? error.message : String(error)}). Draait de server op een andere poort dan PORT=${config.port}?`,
    );
  }
}

export interface CommandContext {
  config: AppConfig;
  repoRoot: string;
  print: (line: string) => void;
  /** Opens the control (tests give their own). */
  open?: (remotes: RemoteConfig[]) => Promise<ReleaseControl>;
  now?: () => Date;
}

interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
}

const VALUE_OPTIONS = new Set(['from', 'canary', 'base-url', 'by', 'commit']);

function parseArgs(args: string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positional.push(arg);
      continue;
    }
    const name = match[1]!;
    if (!VALUE_OPTIONS.has(name)) throw new CommandRefused(`Onbekende optie --${name}.`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new CommandRefused(`--${name} heeft een waarde nodig.`);
    options.set(name, value);
  }
  return { positional, options };
}

const USAGE = [
  'Gebruik:',
  '  pnpm remote:deploy <map> [--from MAP] [--canary PROCENT] [--base-url URL] [--by NAAM] [--commit SHA]',
  '  pnpm remote:rollback <map>',
  '  pnpm remote:promote <map>',
  '  pnpm remote:status',
  '  pnpm remote:cleanup',
  '<map> is de map van de remote (mf-vacancies) of zijn naam (mf_vacancies).',
].join('\n');

function describe(release: Release | null): string {
  if (!release) return 'geen';
  const origin = release.commit ? `commit ${release.commit.slice(0, 12)}` : `bron ${release.source}`;
  return `${release.version} (${(release.liveAt ?? release.createdAt).slice(0, 16).replace('T', ' ')} UTC, ${origin}${release.deployedBy ? `, door ${release.deployedBy}` : ''})`;
}

async function gitCommit(repoRoot: string): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, timeout: 5000 });
    return /^[0-9a-f]{7,64}$/.test(stdout.trim()) ? stdout.trim() : null;
  } catch {
    return null;
  }
}

/** A release on another origin must be uploaded already: its manifest and entry there must be this build's. */
async function checkUploaded(baseUrl: string, buildDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    try {
      const response = await fetch(new URL(file, baseUrl));
      const remote = Buffer.from(await response.arrayBuffer());
      const local = await readFile(path.join(buildDir, file));
      if (!response.ok) problems.push(`${new URL(file, baseUrl).href} antwoordt ${response.status}: upload eerst de hele map`);
      else if (!remote.equals(local)) problems.push(`${new URL(file, baseUrl).href} is niet het bestand van deze build: upload eerst de hele map`);
    } catch (error) {
      problems.push(`${new URL(file, baseUrl).href} is niet bereikbaar (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return problems;
}

async function deploy(context: CommandContext, control: ReleaseControl, remote: RemoteConfig, options: Map<string, string>): Promise<number> {
  const { config, repoRoot, print } = context;
  const buildDir = options.has('from') ? path.resolve(repoRoot, options.get('from')!) : path.join(config.staticRoot, remote.folder, 'dist');
  const canaryText = options.get('canary');
  const canaryPercent = canaryText === undefined ? undefined : Number(canaryText);
  if (canaryPercent !== undefined && (!Number.isInteger(canaryPercent) || canaryPercent < 1 || canaryPercent > 99)) {
    throw new CommandRefused('--canary is een heel percentage van 1 tot en met 99.');
  }
  const baseUrlOption = options.get('base-url');
  // The same rule as the publish endpoint's (the contract's PublishReleaseBodySchema).
  if (baseUrlOption !== undefined && !isReleaseOriginUrl(baseUrlOption)) {
    throw new CommandRefused('--base-url is een http(s)-adres dat eindigt op / (https://cdn.example.nl/mf-auth/<versie>/).');
  }
  const before = (await control.overview()).remotes.find((entry) => entry.remote === remote.name);
  const liveText = `${remote.name} blijft op ${before?.live?.version ?? 'zijn build-map'}; er is niets veranderd.`;
  if (!existsSync(buildDir)) throw new CommandRefused(`${buildDir} bestaat niet (eerst bouwen: pnpm --filter @interim/${remote.folder} build). ${liveText}`);

  print(`${remote.name}: ${buildDir} controleren (manifest, gedeelde versies, budget, proefrender)…`);
  const problems = await validateBuild({
    repoRoot,
    remote,
    buildDir,
    shellDist: path.join(config.staticRoot, 'shell', 'dist'),
    onRendered: (pages) => print(`  proefrender: ${pages.length > 0 ? pages.join(', ') : 'geen pagina die de server rendert; de servercode laadt'}`),
  });
  if (baseUrlOption && problems.length === 0) problems.push(...(await checkUploaded(baseUrlOption, buildDir)));
  if (problems.length > 0) throw new CommandRefused(`Niet gepubliceerd:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${liveText}`);

  const contentHash = await hashBuild(buildDir);
  const known = await control.find(remote.name, contentHash);
  const version = known?.version ?? releaseVersion(contentHash, context.now?.() ?? new Date());
  const baseUrl = baseUrlOption ?? storeBaseUrl(remote.name, version);
  if (!baseUrlOption) await storeRelease(releaseStoreDir(config), remote.name, version, buildDir);
  const { release } = await control.publish({
    remote: remote.name,
    version,
    contentHash,
    baseUrl,
    commit: options.get('commit') ?? (await gitCommit(repoRoot)),
    deployedBy: options.get('by') ?? os.userInfo().username,
    ...(canaryPercent === undefined ? {} : { canaryPercent }),
  });
  if (known) print(`Deze build is dezelfde als release ${known.version}: die wordt opnieuw gebruikt.`);
  if (canaryPercent === undefined) print(`${remote.name}@${release.version} is live (was ${before?.live?.version ?? 'de build-map'}).`);
  else print(`${remote.name}@${release.version} is canary voor ${canaryPercent} % van de bezoekers; live blijft ${before?.live?.version ?? 'de build-map'}. Daarna: pnpm remote:promote ${remote.folder} of pnpm remote:rollback ${remote.folder}.`);
  return 0;
}

function printStatus(overview: ReleasesOverview, print: (line: string) => void): void {
  for (const entry of overview.remotes) {
    print(entry.remote);
    print(`  live:   ${describe(entry.live)}`);
    if (entry.canary) print(`  canary: ${describe(entry.canary)}, ${entry.canary.canaryPercent} % van de bezoekers`);
    print('  laatste releases:');
    if (entry.recent.length === 0) print('    (geen)');
    for (const release of entry.recent) {
      const files = release.filesDeletedAt ? ', bestanden verwijderd' : release.origin ? `, op ${release.origin}` : '';
      print(
        `    ${release.version}  ${release.state.padEnd(8)}  ${release.createdAt.slice(0, 16).replace('T', ' ')}  ${release.source}${release.deployedBy ? ` door ${release.deployedBy}` : ''}${release.commit ? `  ${release.commit.slice(0, 12)}` : ''}${files}`,
      );
    }
  }
  print(`Bewaartermijn van oude releases: ${overview.retentionDays} dagen.`);
}

/** Runs one command; answers the exit code. */
export async function runReleaseCommand(command: string, args: string[], context: CommandContext): Promise<number> {
  const { print } = context;
  const remotes = readRemoteConfig(context.repoRoot);
  let control: ReleaseControl | undefined;
  try {
    const { positional, options } = parseArgs(args);
    const needsRemote = ['deploy', 'rollback', 'promote'].includes(command);
    if (!['deploy', 'rollback', 'promote', 'status', 'cleanup'].includes(command)) throw new CommandRefused(USAGE);
    const remote = needsRemote ? findRemote(remotes, positional[0] ?? '') : undefined;
    if (needsRemote && !remote) throw new CommandRefused(`${positional[0] ? `Onbekende remote ${positional[0]}.` : 'Welke remote?'}\n${USAGE}`);
    control = await (context.open ?? ((list) => openControl(context.config, list)))(remotes);
    if (command === 'deploy') return await deploy(context, control, remote!, options);
    if (command === 'rollback') {
      const result = await control.rollback(remote!.name);
      print(result.ended === 'canary' ? `De canary van ${remote!.name} is beëindigd; iedereen krijgt ${result.release.version}.` : `${remote!.name}@${result.release.version} is weer live.`);
      return 0;
    }
    if (command === 'promote') {
      const { release } = await control.promote(remote!.name);
      print(`${remote!.name}@${release.version} is live voor alle bezoekers.`);
      return 0;
    }
    if (command === 'cleanup') {
      const { deleted } = await control.cleanup();
      print(deleted.length === 0 ? 'Geen releases voorbij de bewaartermijn.' : `Bestanden verwijderd van: ${deleted.join(', ')}`);
      return 0;
    }
    printStatus(await control.overview(), print);
    return 0;
  } catch (error) {
    if (error instanceof CommandRefused) {
      print(error.message);
      return 1;
    }
    throw error;
  } finally {
    await control?.close();
  }
}
