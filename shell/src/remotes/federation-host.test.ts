import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS list of shared packages
const { shared } = require('@interim/shared/build/module-federation.cjs') as { shared: Record<string, { version: string; singleton?: boolean; requiredVersion?: string; strictVersion?: boolean }> };

const SRC = join(__dirname, '..');

/** The browser sources of the shell (no tests, no server render host, no prerender). */
function browserSources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'server' || name === 'prerender' ? [] : browserSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Module specifiers imported (statically, not type-only, or dynamically) by a source file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms), ...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);
  return found;
}

describe('the shell as a federation host in the browser (federation-host.ts)', () => {
  it('offers every shared module the shell imports, so a remote gets the instance the shell runs', async () => {
    const { SHARED_MODULES, ruleFor } = await import('./federation-host');
    const sharedImports = new Set(
      browserSources()
        .filter((file) => !file.endsWith('federation-host.ts'))
        .flatMap(importsOf)
        .filter((specifier) => ruleFor(specifier, shared)),
    );
    expect(sharedImports.size).toBeGreaterThan(10);
    const missing = [...sharedImports].filter((specifier) => !(specifier in SHARED_MODULES));
    expect(missing).toEqual([]);
  });

  it('has a rule of the build for each module it offers', async () => {
    const { SHARED_MODULES, ruleFor } = await import('./federation-host');
    expect(Object.keys(SHARED_MODULES).filter((name) => !ruleFor(name, shared))).toEqual([]);
  });

  it('offers each module with the version and rules of the build, loaded-first, served by its loader', async () => {
    const { sharedOptions } = await import('./federation-host');
    const ui = { marker: 'ui' };
    const options = sharedOptions(
      { react: { version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' }, '@interim/shared/': { version: '1.4.0', singleton: true, strictVersion: true, requiredVersion: '^1.4.0' } },
      { react: () => Promise.resolve({ marker: 'react' }), '@interim/shared/ui': () => Promise.resolve(ui) },
    );
    expect(options['@interim/shared/ui']).toMatchObject({
      version: '1.4.0',
      scope: 'default',
      strategy: 'loaded-first',
      shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^1.4.0' },
    });
    expect(options.react).toMatchObject({ version: '19.2.0', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } });
    const factory = await options['@interim/shared/ui']!.get();
    expect(factory()).toBe(ui);
    expect(() => sharedOptions({}, { lodash: () => Promise.resolve({}) })).toThrow('lodash has no rule');
  });

  it('initializes the runtime as host "shell" with the build\'s shared modules, loaded-first', async () => {
    const runtime = await import('@module-federation/enhanced/runtime');
    await import('./federation-host');
    expect(runtime.init).toHaveBeenCalledWith(expect.objectContaining({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' }));
  });
});
