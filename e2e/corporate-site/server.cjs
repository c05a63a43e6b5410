// The example corporate site: a static page on another origin that embeds the
// apply flow with our loader script. Run alone:
//   SITE_URL=http://localhost:3000 CORPORATE_SITE_PORT=4100 node e2e/corporate-site/server.cjs
// The API must list this origin in CORS_ORIGINS (http://127.0.0.1:4100).
const { readFileSync } = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const DEFAULT_PORT = 4100;

/**
 * Serves index.html (with our site's URL filled in) at every path.
 * Resolves to { origin, close }.
 */
function startCorporateSite({ siteUrl, port = DEFAULT_PORT, host = '127.0.0.1' }) {
  const page = readFileSync(path.join(__dirname, 'index.html'), 'utf8').replaceAll('__SITE_URL__', siteUrl.replace(/\/+$/, ''));
  const server = http.createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        origin: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

module.exports = { startCorporateSite, DEFAULT_PORT };

if (require.main === module) {
  const port = Number(process.env.CORPORATE_SITE_PORT ?? DEFAULT_PORT);
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
  startCorporateSite({ siteUrl, port }).then(({ origin }) => console.log(`corporate site on ${origin}, embedding ${siteUrl}`));
}
