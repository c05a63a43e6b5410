import { NoServerBuildError, resolveServerEntry, siteFileFetcher, textHash } from './server-remotes';

const source = { origin: 'http://127.0.0.1:3000', remotesConfigPath: '/remotes.json' };
const manifest = (ssr?: object) => JSON.stringify({ name: 'mf_auth', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...(ssr ? { ssrRemoteEntry: ssr } : {}) } });

function site(files: Record<string, string>) {
  return async (url: string) => {
    const text = files[new URL(url).pathname];
    if (text === undefined) throw new Error(`${url} answered 404`);
    return text;
  };
}

describe('resolveServerEntry', () => {
  it("finds the Node entry the remote's manifest lists, versioned by the manifest", async () => {
    const text = manifest({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
    const fetchText = site({ '/remotes.json': JSON.stringify({ mf_auth: '/remotes/auth/mf-manifest.json' }), '/remotes/auth/mf-manifest.json': text });
    const version = textHash(`http://127.0.0.1:3000/remotes/auth/mf-manifest.json\u0000${text}`);
    await expect(resolveServerEntry(source, 'mf_auth', fetchText)).resolves.toEqual({
      entry: `http://127.0.0.1:3000/remotes/auth/server/remoteEntry.js?v=${version}`,
      version,
    });
  });

  it('gives two releases with the same manifest two versions (a change the manifest does not list)', async () => {
    const text = manifest({ name: 'remoteEntry.js', path: 'server' });
    const at = (folder: string) =>
      resolveServerEntry(source, 'mf_auth', site({ '/remotes.json': JSON.stringify({ mf_auth: `/releases/mf_auth/${folder}/mf-manifest.json` }), [`/releases/mf_auth/${folder}/mf-manifest.json`]: text }));
    const [one, other] = await Promise.all([at('20261127-1000-aaaaaaaaaa'), at('20261127-1001-bbbbbbbbbb')]);
    expect(one.version).not.toBe(other.version);
    expect(other.entry).toMatch(/^http:\/\/127\.0\.0\.1:3000\/releases\/mf_auth\/20261127-1001-bbbbbbbbbb\/server\/remoteEntry\.js\?v=/);
  });

  it('follows remotes.json to another folder (a versioned deploy)', async () => {
    const fetchText = site({
      '/remotes.json': JSON.stringify({ mf_auth: '/remotes/auth-v2/mf-manifest.json' }),
      '/remotes/auth-v2/mf-manifest.json': manifest({ name: 'remoteEntry.js', path: 'server' }),
    });
    expect((await resolveServerEntry(source, 'mf_auth', fetchText)).entry).toMatch(/^http:\/\/127\.0\.0\.1:3000\/remotes\/auth-v2\/server\/remoteEntry\.js\?v=/);
  });

  it('refuses a remote without a server build or missing from remotes.json', async () => {
    const table = JSON.stringify({ mf_auth: '/remotes/auth/mf-manifest.json' });
    await expect(resolveServerEntry(source, 'mf_auth', site({ '/remotes.json': table, '/remotes/auth/mf-manifest.json': manifest() }))).rejects.toBeInstanceOf(NoServerBuildError);
    await expect(resolveServerEntry(source, 'mf_profile', site({ '/remotes.json': table }))).rejects.toThrow('mf_profile has no server build: missing from /remotes.json');
  });

  it('gives a new version when the manifest changes (a redeploy)', () => {
    expect(textHash('{"a":1}')).not.toBe(textHash('{"a":2}'));
    expect(textHash('{"a":1}')).toBe(textHash('{"a":1}'));
  });
});

describe('siteFileFetcher', () => {
  it("reads the site's own files through the reader and asks over HTTP for the rest", async () => {
    const asked: string[] = [];
    const read = async (urlPath: string) => {
      asked.push(urlPath);
      return urlPath === '/remotes.json' ? '{"from":"disk"}' : undefined;
    };
    const fetchText = siteFileFetcher('http://127.0.0.1:3000', read);
    await expect(fetchText('http://127.0.0.1:3000/remotes.json')).resolves.toBe('{"from":"disk"}');
    // Not served from disk: over HTTP, which answers as the site does (nothing listens here).
    await expect(fetchText('http://127.0.0.1:9/remotes/auth/mf-manifest.json')).rejects.toThrow();
    await expect(fetchText('http://127.0.0.1:3000/remotes/none.json')).rejects.toThrow();
    expect(asked).toEqual(['/remotes.json', '/remotes/none.json']);
  });
});

describe('loadServerRoutes', () => {
  // The federation runtime is the edge here: each version's container either answers its routes or never finishes starting.
  const never = new Promise<never>(() => undefined);
  const entries = new Map<string, Promise<unknown>>();
  let registered = '';
  beforeAll(() => {
    jest.resetModules();
    jest.doMock('@module-federation/enhanced/runtime', () => ({
      registerRemotes: (remotes: Array<{ entry: string }>) => {
        registered = remotes[0]!.entry;
      },
      loadRemote: () => entries.get(registered) ?? never,
    }));
  });
  afterAll(() => jest.dontMock('@module-federation/enhanced/runtime'));

  it('gives up a load that never ends, so the next version (a rollback) and a retry of the same one load', async () => {
    const { loadServerRoutes } = (await import('./server-remotes')) as typeof import('./server-remotes');
    const slow = { entry: 'http://127.0.0.1:3000/releases/mf_auth/slow/server/slow-entry.js', version: 'slow' };
    const good = { entry: 'http://127.0.0.1:3000/releases/mf_auth/good/server/remoteEntry.js', version: 'good' };
    entries.set(good.entry, Promise.resolve({ routes: [{ path: '/login' }] }));

    await expect(loadServerRoutes('mf_auth', slow, 50)).rejects.toThrow('mf_auth: loading its server code took longer than 50 ms');
    // The rolled-back release was queued behind the stuck one: it loads now.
    await expect(loadServerRoutes('mf_auth', good, 50)).resolves.toEqual([{ path: '/login' }]);
    // The stuck version is not kept: asked again, it is loaded again (and here given up again).
    await expect(loadServerRoutes('mf_auth', slow, 50)).rejects.toThrow('took longer than 50 ms');
  });

  it('lets a version queued behind a stuck load start once that load is given up', async () => {
    const { loadServerRoutes } = (await import('./server-remotes')) as typeof import('./server-remotes');
    const stuck = { entry: 'http://127.0.0.1:3000/releases/mf_vacancies/stuck/server/remoteEntry.js', version: 'stuck' };
    const next = { entry: 'http://127.0.0.1:3000/releases/mf_vacancies/next/server/remoteEntry.js', version: 'next' };
    entries.set(next.entry, Promise.resolve({ routes: [{ path: '/opdrachten' }] }));
    const first = loadServerRoutes('mf_vacancies', stuck, 100);
    // Asked while the stuck load is still running: it waits for it, then loads.
    const second = loadServerRoutes('mf_vacancies', next, 100);
    await expect(first).rejects.toThrow('took longer than 100 ms');
    await expect(second).resolves.toEqual([{ path: '/opdrachten' }]);
  });
});
