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
    await expect(resolveServerEntry(source, 'mf_auth', fetchText)).resolves.toEqual({
      entry: `http://127.0.0.1:3000/remotes/auth/server/remoteEntry.js?v=${textHash(text)}`,
      version: textHash(text),
    });
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
