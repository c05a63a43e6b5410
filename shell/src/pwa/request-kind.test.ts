import { isStaleCache, requestKind, type RequestFacts } from './request-kind';

const origin = 'https://www.interimly.nl';
const get = (path: string, mode = 'cors'): RequestFacts => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('requestKind (docs/adr/0008-service-worker.md)', () => {
  it.each([
    ['/', 'navigate'],
    ['/opdrachten', 'navigate'],
    ['/opdrachten/12?utm_source=app', 'navigate'],
    ['/profiel/zoekopdrachten', 'navigate'],
    ['/beheer/opdrachten', 'navigate'],
  ])('a page %s comes from the network, with the offline page as fallback', (path, mode) => {
    expect(requestKind(get(path, mode), origin)).toBe('navigation');
  });

  it.each([
    ['/api/vacancies?range=[0,19]', 'cors'],
    ['/api/auth/session', 'cors'],
    ['/api/employees/me/cv', 'navigate'],
    ['/api/saved-searches/unsubscribe?token=abc', 'navigate'],
    ['/api', 'navigate'],
  ])('the API (%s, mode %s) is never handled: personal data stays out of the caches', (path, mode) => {
    expect(requestKind(get(path, mode), origin)).toBe('network');
  });

  it.each([
    '/remotes.json',
    '/remotes/vacancies/mf-manifest.json',
    '/remotes/vacancies/remoteEntry.js',
    '/remotes/auth/mf-stats.json',
    '/remotes/vacancies/2041.0a1b2c3d4e.js',
    '/remotes/corporate/embed.js',
    '/remoteEntry.js',
    '/mf-manifest.json',
  ])('what locates or makes up a remote (%s) is never cached: a redeploy is seen on the next visit', (path) => {
    expect(requestKind(get(path), origin)).toBe('network');
    expect(requestKind(get(path, 'navigate'), origin)).toBe('network');
  });

  it.each(['/1041.26284efe95.js', '/vendors-node_modules_react.0123456789.js', '/icons.0a1b2c3d.png'])(
    'a content-hashed file of the shell (%s) is cached',
    (path) => {
      expect(requestKind(get(path, 'no-cors'), origin)).toBe('static');
    },
  );

  it.each([
    ['/main.js?d18e5e9fe29f8da44d26', 'the unhashed entry (its name stays across deploys)'],
    ['/main.js', 'the unhashed entry'],
    ['/sw.js', 'the worker itself'],
    ['/manifest.webmanifest', 'the manifest'],
    ['/icons/icon-192.png', 'an unhashed icon'],
    ['/pages/opdrachten.html', 'a page file'],
    ['/1041.26284efe95.js?v=2', 'a hashed file with a query'],
    ['/1041.26284efe95.js.map', 'a source map'],
  ])('%s is left to the browser: %s', (path) => {
    expect(requestKind(get(path), origin)).toBe('network');
  });

  it('leaves other origins and other methods alone', () => {
    expect(requestKind({ method: 'GET', mode: 'navigate', url: 'https://uren.interimly.nl/' }, origin)).toBe('network');
    expect(requestKind({ method: 'GET', mode: 'no-cors', url: 'https://cdn.example.com/1041.26284efe95.js' }, origin)).toBe('network');
    expect(requestKind({ method: 'POST', mode: 'navigate', url: `${origin}/opdrachten` }, origin)).toBe('network');
    expect(requestKind({ method: 'HEAD', mode: 'cors', url: `${origin}/1041.26284efe95.js` }, origin)).toBe('network');
  });
});

describe('isStaleCache', () => {
  const current = ['interimly-offline-abc', 'interimly-static-v1'];

  it("removes this worker's older caches only", () => {
    expect(isStaleCache('interimly-offline-old', current)).toBe(true);
    expect(isStaleCache('interimly-offline-abc', current)).toBe(false);
    expect(isStaleCache('interimly-static-v1', current)).toBe(false);
    expect(isStaleCache('some-other-library', current)).toBe(false);
  });
});
