// The smoke render of `pnpm remote:deploy` (ADR 0009), run in a child process
// by release-validation.ts so that a build that crashes, hangs or leaks
// cannot touch the deploying process. It serves the candidate build on a
// loopback port as the only remote of a remotes.json, loads the shell's
// server build (the same host the site renders with), loads the remote's
// server code through it and renders each of the remote's mount paths that
// the server renders. The API answers 503 here: a page must render without
// its data (its data falls back to the browser, as in a real outage).
// Prints one JSON line: { "problems": [...], "rendered": [...] }.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import Module from 'node:module';
import path from 'node:path';

const input = JSON.parse(process.argv[2] ?? '{}');
const { shellServerEntry, template, buildDir, remote, mounts } = input;
const problems = [];
const rendered = [];

const types = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css' };
const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/remotes.json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ [remote]: '/candidate/mf-manifest.json' }));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"SMOKE_RENDER","message":"Geen API bij de proefrender."}');
    return;
  }
  if (url.pathname.startsWith('/candidate/')) {
    const file = path.resolve(buildDir, decodeURIComponent(url.pathname.slice('/candidate/'.length)));
    if (file.startsWith(path.resolve(buildDir) + path.sep)) {
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
        return;
      } catch {
        // 404 below
      }
    }
  }
  response.writeHead(404).end();
});
// Idle connections stay open for the whole smoke render (60 s at most). With Node's default of 5 s, a
// loaded machine's render paused long enough that fetch reused a connection the server was just closing:
// remotes.json failed with ECONNRESET and a good build was refused ("fell back to the browser: fetch failed").
server.keepAliveTimeout = 120_000;

function log(message, details) {
  if (message === 'render error' || details?.remote === remote) problems.push(`${message}: ${details?.reason ?? details?.error ?? JSON.stringify(details)}`);
}

async function main() {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const shell = new Module(shellServerEntry);
  shell.filename = shellServerEntry;
  shell.paths = Module._nodeModulePaths(path.dirname(shellServerEntry));
  shell._compile(await readFile(shellServerEntry, 'utf8'), shellServerEntry);
  const host = await shell.exports;
  if (typeof host?.warmUp !== 'function' || typeof host?.renderPage !== 'function') {
    problems.push('the shell server build has no warmUp/renderPage');
    return;
  }
  await host.warmUp(origin, log);
  if (problems.length > 0) return;
  for (const mount of mounts) {
    const result = await host.renderPage({ url: mount, origin, siteUrl: origin, template, remoteBudgetMs: 30_000, dataBudgetMs: 5_000, log });
    if (!result || !('html' in result)) continue; // not rendered on the server (staff, reduced chrome, private without a session)
    rendered.push(`${mount} ${result.status}`);
    if (result.status >= 500) problems.push(`${mount}: status ${result.status}`);
  }
}

const timer = setTimeout(() => {
  problems.push('the smoke render took longer than 60 s');
  finish();
}, 60_000);
timer.unref();

function finish() {
  process.stdout.write(`${JSON.stringify({ problems, rendered })}\n`);
  process.exit(0);
}

main()
  .catch((error) => problems.push(`the server build failed: ${error instanceof Error ? error.message : String(error)}`))
  .finally(finish);
