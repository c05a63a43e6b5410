// Reads the pinned versions from the pnpm catalog (pnpm-workspace.yaml), so a
// version is written down once and every build agrees on it.
const fs = require('node:fs');
const path = require('node:path');

const workspaceFile = path.resolve(__dirname, '../../pnpm-workspace.yaml');

function readCatalog() {
  const lines = fs.readFileSync(workspaceFile, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === 'catalog:');
  const versions = {};
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const match = /^\s+'?([^':]+)'?:\s*(\S+)/.exec(line);
    if (match) versions[match[1]] = match[2];
  }
  return versions;
}

module.exports = { readCatalog };
