// The long tasks of a page load in a real trace: Chromium with its CPU slowed
// down 4x (Lighthouse's mobile factor), no simulation. Prints every main-thread
// task over 50 ms with the scripts that ran in it, and the blocking time (the
// part of each task over 50 ms, summed, as TBT counts it) per run and as a
// median. Lighthouse's TBT is simulated from such a trace and varies much more
// on this machine (docs/quality.md), so this is the figure to compare builds
// with: one build against another, in the same minutes. Reports, never asserts.
//
//   node scripts/trace-tasks.mjs <page URL> [runs, default 3]
//   e.g. after `pnpm start`: node scripts/trace-tasks.mjs http://localhost:3000/login
// `pnpm bench` imports traceTasks (issue 16: the detail page against the
// build without module federation).
import { pathToFileURL } from 'node:url';
import { launchChromium } from './lighthouse.mjs';

export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
const SETTLE_MS = 6000;
/** Trace events of the browser's own work a long task may be made of (reported when 5 ms or more). */
const BROWSER_WORK = new Set(['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND_MARKING', 'v8.compile', 'V8.CompileCode']);

const shortUrl = (value, url) => {
  try {
    const parsed = new URL(value);
    return parsed.origin === new URL(url).origin ? parsed.pathname : value;
  } catch {
    return value || '(no script)';
  }
};

/** One traced page load, in a context of its own (a fresh renderer, empty cache): the main thread's long tasks. */
async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  // The page's renderer main thread is the one that ran the most script.
  const calls = new Map();
  for (const e of events) {
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') calls.set(`${e.pid}:${e.tid}`, (calls.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const main = [...calls.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('the trace has no script at all');
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const start = onMain.find((e) => e.name === 'navigationStart' || e.name === 'CommitLoad')?.ts ?? Math.min(...onMain.filter((e) => e.ts).map((e) => e.ts));
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_MS * 1000)
    .map((task) => {
      const scripts = new Map();
      // The browser's own work in the task (HTML parsing, style, layout, ...), by event name.
      const work = new Map();
      for (const e of onMain) {
        if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
        if (e.name === 'EvaluateScript' || e.name === 'FunctionCall') {
          const data = e.args?.data ?? {};
          const name = shortUrl(data.url ?? '', url);
          scripts.set(name, (scripts.get(name) ?? 0) + (e.dur ?? 0) / 1000);
        } else if (BROWSER_WORK.has(e.name) && e.dur) {
          work.set(e.name, (work.get(e.name) ?? 0) + e.dur / 1000);
        }
      }
      return {
        at: Math.round((task.ts - start) / 1000),
        ms: Math.round(task.dur / 1000),
        scripts: [
          ...[...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3),
          ...[...work.entries()].filter(([, time]) => time >= 5).sort((a, b) => b[1] - a[1]).slice(0, 3),
        ].map(([name, time]) => `${name} ${Math.round(time)}`),
      };
    });
  return { tasks, blocking: tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0), longTaskMs: tasks.reduce((sum, task) => sum + task.ms, 0) };
}

/**
 * Traces `url` `runs` times (each in a fresh context) and prints each run's
 * long tasks (unless `quiet`). Returns the blocking time of each run and its
 * median, the long tasks' count and total time of each run.
 */
export async function traceTasks(url, { runs = 3, quiet = false } = {}) {
  const browser = await launchChromium();
  try {
    const totals = [];
    const counts = [];
    const longTaskMs = [];
    for (let run = 1; run <= runs; run += 1) {
      const { tasks, blocking, longTaskMs: longMs } = await traceOnce(browser, url);
      if (!quiet) {
        console.log(`run ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms, blocking ${blocking} ms`);
        for (const task of tasks) console.log(`  at ${String(task.at).padStart(5)} ms  ${String(task.ms).padStart(4)} ms  ${task.scripts.join(', ')}`);
      }
      totals.push(blocking);
      counts.push(tasks.length);
      longTaskMs.push(longMs);
    }
    const sorted = [...totals].sort((a, b) => a - b);
    const median = runs % 2 ? sorted[Math.floor(runs / 2)] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2;
    if (!quiet) console.log(`${url}: blocking time at ${CPU_SLOWDOWN}x CPU, median of ${runs}: ${median} ms (${totals.join(', ')})`);
    return { blocking: totals, median, counts, longTaskMs };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, runsArgument] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node scripts/trace-tasks.mjs <page URL> [runs]');
    process.exit(2);
  }
  await traceTasks(url, { runs: Number(runsArgument ?? 3) });
}
