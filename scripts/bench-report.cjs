// Pure helpers of `pnpm bench` (scripts/bench.mjs and the scripts it runs):
// medians, ratios, what a served page is, memory growth and the report's
// tables. CommonJS so that the .mjs scripts and jest (scripts/*.test.ts) can
// both load it, like semver-range.cjs.

/** The median of a list of numbers (the mean of the two middle ones for an even count); NaN for none. */
function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `a / b`, or NaN when b is 0 or either is not a number. */
function ratio(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return Number.NaN;
  return a / b;
}

/** `0.254` -> `25.4 %`; `n/a` for NaN. */
function percent(value, digits = 1) {
  return Number.isFinite(value) ? `${(value * 100).toFixed(digits)} %` : 'n/a';
}

/** A number with thousands separators (`12,345`), rounded to `digits`. */
function grouped(value, digits = 0) {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Bytes as MiB with one decimal, signed when `signed` (`+1.2 MiB`). */
function mib(bytes, signed = false) {
  if (!Number.isFinite(bytes)) return 'n/a';
  const text = `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return signed && bytes >= 0 ? `+${text}` : text;
}

/** Text as it appears in HTML element content (React escapes these). */
function escapeHtmlText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/**
 * What the server answered for a page, judged from its HTML only (so it
 * holds for a buffered or a streamed render):
 * - `server-rendered`: the root carries `data-server-rendered` and, when
 *   `expectText` is given, that text is element content of the page (`>text<`,
 *   as the rendered vacancy title is; the same text in `<title>`, in JSON or
 *   in an attribute does not count);
 * - `area-fallback`: server-rendered chrome, but the expected content is
 *   missing (the remote's area or its data fell back to the browser);
 * - `static`: no server render at all (the prerendered or plain page).
 */
function classifyPage(html, { expectText } = {}) {
  if (!/\sdata-server-rendered[\s>=]/.test(html)) return 'static';
  if (expectText === undefined) return 'server-rendered';
  const candidates = new Set([expectText, escapeHtmlText(expectText), escapeHtmlText(expectText).replace(/&#x27;/g, '&#39;')]);
  for (const text of candidates) if (html.includes(`>${text}<`)) return 'server-rendered';
  return 'area-fallback';
}

/** Counts of {@link classifyPage}'s answers, e.g. `{ 'server-rendered': 998, static: 2 }`. */
function countKinds(kinds) {
  const counts = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** `{ 'server-rendered': 998, static: 2 }` -> `998 server-rendered, 2 static`. */
function describeCounts(counts) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([kind, count]) => `${grouped(count)} ${kind}`).join(', ') : 'none';
}

/**
 * Growth between memory readings (`{ label, rss, heapUsed, ... }`, bytes):
 * each reading's difference from the first, and from the previous one.
 */
function memoryGrowth(readings) {
  if (readings.length === 0) return [];
  const [first] = readings;
  return readings.map((reading, index) => {
    const previous = readings[Math.max(0, index - 1)];
    return {
      label: reading.label,
      rss: reading.rss,
      heapUsed: reading.heapUsed,
      rssSinceFirst: reading.rss - first.rss,
      heapSinceFirst: reading.heapUsed - first.heapUsed,
      heapSincePrevious: reading.heapUsed - previous.heapUsed,
    };
  });
}

/**
 * Least-squares line through `[x, y]` points: `{ slope, intercept }` (NaN
 * for fewer than two distinct x). The memory bench's heap per render count.
 */
function linearTrend(points) {
  const n = points.length;
  if (n < 2) return { slope: Number.NaN, intercept: Number.NaN };
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx === 0) return { slope: Number.NaN, intercept: Number.NaN };
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/**
 * A target's verdict: `met` or `MISSED`, for `value <= limit` (`atMost`),
 * `value < limit` (`below`) or `value >= limit` (`atLeast`); `not measured`
 * for a value that is not a number.
 */
function verdict(value, limit, kind) {
  if (!Number.isFinite(value)) return 'not measured';
  const met = kind === 'atMost' ? value <= limit : kind === 'below' ? value < limit : value >= limit;
  return met ? 'met' : 'MISSED';
}

/** A table as Markdown (the report pastes into docs/quality.md as it is). */
function markdownTable(headers, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Where a profiled function comes from: its package (`react-dom`, `@emotion/cache`), or its file outside node_modules. */
function codeArea(url) {
  if (!url) return '(native or idle)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules !== -1) {
    const parts = path.slice(inModules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (path.startsWith('node:')) return path;
  // A remote's server code, fetched and evaluated by the federation runtime (one area per file, whatever its version).
  const remote = path.match(/\/remotes\/([^/]+)\/([^?#]+)/);
  if (remote) return `remotes/${remote[1]}/${remote[2]}`;
  const dist = path.match(/([^/]+)\/dist\/(.+)$/);
  if (dist) return `${dist[1]}/dist/${dist[2]}`;
  return path.split('/').slice(-2).join('/');
}

/**
 * A V8 CPU profile (`node --cpu-prof`) summed up: self time by code area
 * ({@link codeArea}) and by function, largest first, as shares of all samples
 * (idle and garbage collection are areas of their own).
 */
function summariseCpuProfile(profile, top = 12) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byArea = new Map();
  const byFunction = new Map();
  for (const [id, count] of hits) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const special = ['(idle)', '(garbage collector)', '(program)'].includes(functionName) ? functionName : undefined;
    const area = special ?? codeArea(url);
    byArea.set(area, (byArea.get(area) ?? 0) + count);
    const name = special ?? `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  }
  const ranked = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => ({ name, share: total ? count / total : 0 }));
  return { samples: total, areas: ranked(byArea), functions: ranked(byFunction) };
}

/**
 * Per-IP limits (api/src/config/env.ts) raised on the servers `pnpm bench`
 * starts: a load generator is one address, and the server render's own API
 * calls all come from 127.0.0.1. Printed with the results.
 */
const RAISED_LIMITS = Object.freeze({
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000000',
  RATE_LIMIT_TRACK_PER_MINUTE: '1000000000',
  RATE_LIMIT_PER_IP: '1000000000',
  // One address stands for many visitors here: the per-address render budget (issue 29) would turn most renders into fallbacks.
  RATE_LIMIT_RENDERS_PER_MINUTE: '1000000000',
});

module.exports = { RAISED_LIMITS, classifyPage, codeArea, countKinds, describeCounts, escapeHtmlText, grouped, linearTrend, markdownTable, median, memoryGrowth, mib, percent, ratio, summariseCpuProfile, verdict };
