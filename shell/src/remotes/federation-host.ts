// The shell's module-federation host in the browser, loaded with the first
// remote (remote-registry.ts), never on a page of the shell's own (ADR 0004,
// addendum of issue 33). The browser build of the shell has no federation
// plugin: its entry carried the federation runtime (30 KB gzip) and
// negotiated the shared modules before any app code ran, on every page. Now
// the runtime is this chunk, and the shell offers its shared modules to the
// remotes here, as the plugin did: the same names, versions and rules
// (shared/build/module-federation.cjs, handed over by the build as
// `process.env.MF_SHARED`), each module served from the shell's own build, so
// a remote gets the instance the shell runs (one React, one router, one
// session, one Chakra system).
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** One shared package's rules as the build's `shared` object has them. */
export interface SharedRule {
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
  strictVersion?: boolean;
}

type Loader = () => Promise<unknown>;

/**
 * Every shared module the shell's code imports (directly or through a
 * shared module), by the name remotes ask for. The federation plugin
 * offered exactly the modules of the shell's build that matched a key of
 * `shared`; this list is that set, asserted by federation-host.test.ts
 * against the shell's imports. Each loads from the shell's build: the
 * modules the page runs already come from the module cache, the others
 * load when a remote first asks.
 */
export const SHARED_MODULES: Record<string, Loader> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@emotion/react': () => import('@emotion/react'),
  swr: () => import('swr'),
  'react-hook-form': () => import('react-hook-form'),
  zod: () => import('zod'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  '@interim/shared/analytics': () => import('@interim/shared/analytics'),
  '@interim/shared/api-client': () => import('@interim/shared/api-client'),
  '@interim/shared/api/auth': () => import('@interim/shared/api/auth'),
  '@interim/shared/api/client-requests': () => import('@interim/shared/api/client-requests'),
  '@interim/shared/api/reference-data': () => import('@interim/shared/api/reference-data'),
  '@interim/shared/api/vacancies': () => import('@interim/shared/api/vacancies'),
  '@interim/shared/config': () => import('@interim/shared/config'),
  '@interim/shared/contract': () => import('@interim/shared/contract'),
  '@interim/shared/contract/auth-rules': () => import('@interim/shared/contract/auth-rules'),
  '@interim/shared/contract/labels': () => import('@interim/shared/contract/labels'),
  '@interim/shared/format': () => import('@interim/shared/format'),
  '@interim/shared/forms': () => import('@interim/shared/forms'),
  '@interim/shared/routing': () => import('@interim/shared/routing'),
  '@interim/shared/session': () => import('@interim/shared/session'),
  '@interim/shared/ui': () => import('@interim/shared/ui'),
  '@interim/shared/ui/overlays': () => import('@interim/shared/ui/overlays'),
};

/** The rule of `name` in the build's `shared` object: its own key, else the longest prefix key (`react/`, `@interim/shared/`). */
export function ruleFor(name: string, rules: Record<string, SharedRule>): SharedRule | undefined {
  if (rules[name]) return rules[name];
  const prefix = Object.keys(rules)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? rules[prefix] : undefined;
}

/**
 * The `shared` option of the runtime's `init`: each module with its
 * version and rules, served by its loader. 'loaded-first' as the plugin had
 * it: a remote's copy of the same version never replaces the shell's entry.
 */
export function sharedOptions(rules: Record<string, SharedRule>, modules: Record<string, Loader> = SHARED_MODULES) {
  return Object.fromEntries(
    Object.entries(modules).map(([name, load]) => {
      const rule = ruleFor(name, rules);
      if (!rule) throw new Error(`${name} has no rule in the build's shared object`);
      const { version, ...shareConfig } = rule;
      return [
        name,
        {
          version,
          scope: 'default',
          strategy: 'loaded-first' as const,
          shareConfig: { singleton: false, requiredVersion: `^${version}`, ...shareConfig },
          get: () => load().then((module) => () => module),
        },
      ];
    }),
  );
}

/** The build's `shared` object (DefinePlugin); absent in tests and on the server. */
function buildRules(): Record<string, SharedRule> {
  const rules = process.env.MF_SHARED as unknown;
  return typeof rules === 'object' && rules !== null ? (rules as Record<string, SharedRule>) : {};
}

const rules = buildRules();
init({
  name: 'shell',
  remotes: [],
  shared: Object.keys(rules).length > 0 ? sharedOptions(rules) : {},
  shareStrategy: 'loaded-first',
});

export { loadRemote, registerRemotes };
