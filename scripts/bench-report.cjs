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

/**
 * Per-IP limits (api/src/config/env.ts) raised on the servers `pnpm bench`
 * starts: a load generator is one address, and the server render's own API
 * calls all come from 127.0.0.1. Printed with the results.
 */
const RAISED_LIMITS = Object.freeze({
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000000',
  RATE_LIMIT_TRACK_PER_MINUTE: '1000000000',
  RATE_LIMIT_PER_IP: '1000000000',
});

module.exports = { RAISED_LIMITS, classifyPage, countKinds, describeCounts, escapeHtmlText, grouped, markdownTable, median, memoryGrowth, mib, percent, ratio, verdict };
