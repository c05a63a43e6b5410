import { classifyPage, codeArea, countKinds, describeCounts, linearTrend, markdownTable, median, memoryGrowth, mib, percent, ratio, summariseCpuProfile, verdict } from './bench-report.cjs';

const page = (root: string, rest = '') =>
  `<!doctype html><html><head><title>Projectleider &amp; coach | Interimly</title></head><body>${root}${rest}</body></html>`;

describe('classifyPage', () => {
  const rendered = page(
    '<div id="root" data-prerendered data-server-rendered inert><main><h1 class="css-1x">Projectleider &amp; coach</h1></main></div>',
    '<script type="application/json" id="server-render-data">{"remote":"mf_vacancies"}</script>',
  );

  it('is server-rendered when the root is marked and the expected text is element content', () => {
    expect(classifyPage(rendered, { expectText: 'Projectleider & coach' })).toBe('server-rendered');
    expect(classifyPage(rendered)).toBe('server-rendered');
  });

  it("is an area fallback when the chrome is server-rendered but the remote's content is not", () => {
    const fallback = page(
      '<div id="root" data-prerendered data-server-rendered inert><header>Interimly</header><p>Bezig met laden</p></div>',
      '<script type="application/json" id="server-render-data">{"remote":null,"data":[],"title":"Projectleider & coach"}</script>',
    );
    // The title only in <title> and in JSON does not count.
    expect(classifyPage(fallback, { expectText: 'Projectleider & coach' })).toBe('area-fallback');
  });

  it('is static without data-server-rendered (the prerendered or plain page)', () => {
    expect(classifyPage(page('<div id="root" data-prerendered><h1>Projectleider &amp; coach</h1></div>'), { expectText: 'Projectleider & coach' })).toBe('static');
    expect(classifyPage(page('<div id="root"></div>'))).toBe('static');
    // An attribute with a longer name is not the marker.
    expect(classifyPage(page('<div id="root" data-server-rendered-not></div>'))).toBe('static');
  });

  it("finds a title with an apostrophe as React escapes it", () => {
    const html = page("<div id=\"root\" data-server-rendered><h1>Zzp&#x27;er gezocht</h1></div>");
    expect(classifyPage(html, { expectText: "Zzp'er gezocht" })).toBe('server-rendered');
  });
});

describe('counting and describing kinds', () => {
  it('counts each kind and lists the most frequent first', () => {
    const counts = countKinds(['server-rendered', 'static', 'server-rendered', 'status 500', 'server-rendered']);
    expect(counts).toEqual({ 'server-rendered': 3, static: 1, 'status 500': 1 });
    expect(describeCounts(counts)).toMatch(/^3 server-rendered, /);
    expect(describeCounts({ 'server-rendered': 12345 })).toBe('12,345 server-rendered');
    expect(describeCounts({})).toBe('none');
  });
});

describe('median, ratio, percent', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides, with NaN for a zero or missing divisor', () => {
    expect(ratio(30, 120)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
    expect(percent(0.2543)).toBe('25.4 %');
    expect(percent(Number.NaN)).toBe('n/a');
  });
});

describe('verdict', () => {
  it('compares at most, below and at least', () => {
    expect(verdict(100, 100, 'atMost')).toBe('met');
    expect(verdict(100, 100, 'below')).toBe('MISSED');
    expect(verdict(99.9, 100, 'below')).toBe('met');
    expect(verdict(0.25, 0.25, 'atLeast')).toBe('met');
    expect(verdict(0.249, 0.25, 'atLeast')).toBe('MISSED');
    expect(verdict(Number.NaN, 1, 'atMost')).toBe('not measured');
  });
});

describe('memoryGrowth', () => {
  it('gives each reading against the first and the previous one', () => {
    const MiB = 1024 * 1024;
    const growth = memoryGrowth([
      { label: 'warm', rss: 200 * MiB, heapUsed: 80 * MiB },
      { label: '5k', rss: 230 * MiB, heapUsed: 84 * MiB },
      { label: '10k', rss: 231 * MiB, heapUsed: 83 * MiB },
    ]);
    expect(growth.map((g) => [g.heapSinceFirst / MiB, g.heapSincePrevious / MiB, g.rssSinceFirst / MiB])).toEqual([
      [0, 0, 0],
      [4, 4, 30],
      [3, -1, 31],
    ]);
    expect(mib(growth[2]!.heapSincePrevious, true)).toBe('-1.0 MiB');
    expect(mib(growth[1]!.heapSincePrevious, true)).toBe('+4.0 MiB');
    expect(memoryGrowth([])).toEqual([]);
  });
});

describe('markdownTable', () => {
  it('writes a header, a rule and the rows, escaping pipes', () => {
    expect(markdownTable(['a', 'b'], [[1, 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
});

describe('CPU profiles', () => {
  it('names the code area of a URL: its package, a dist file, or the last path parts', () => {
    expect(codeArea('file:///w/node_modules/.pnpm/react-dom@19.1.0/node_modules/react-dom/cjs/server.js')).toBe('react-dom');
    expect(codeArea('file:///w/node_modules/.pnpm/@emotion+cache@11/node_modules/@emotion/cache/dist/x.js')).toBe('@emotion/cache');
    expect(codeArea('http://127.0.0.1:3753/remotes/vacancies/server/remoteEntry.js?v=abc')).toBe('remotes/vacancies/server/remoteEntry.js');
    expect(codeArea('file:///w/shell/dist/server/main.js')).toBe('shell/dist/server/main.js');
    expect(codeArea('node:internal/streams/writable')).toBe('node:internal/streams/writable');
    expect(codeArea('')).toBe('(native or idle)');
  });

  it('sums self time by area and by function as shares of all samples', () => {
    const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('renderElement', 'file:///w/node_modules/react-dom/server.js', 9) },
        { id: 3, callFrame: frame('serialize', 'file:///w/node_modules/react-dom/server.js', 99) },
        { id: 4, callFrame: frame('(idle)', '') },
        { id: 5, callFrame: frame('(garbage collector)', '') },
      ],
      samples: [2, 2, 3, 4, 4, 4, 4, 5, 2, 3],
    };
    const summary = summariseCpuProfile(profile, 3);
    expect(summary.samples).toBe(10);
    expect(summary.areas).toEqual([
      { name: 'react-dom', share: 0.5 },
      { name: '(idle)', share: 0.4 },
      { name: '(garbage collector)', share: 0.1 },
    ]);
    expect(summary.functions[0]).toEqual({ name: '(idle)', share: 0.4 });
    expect(summary.functions[1]).toEqual({ name: 'renderElement react-dom:10', share: 0.3 });
  });
});

describe('linearTrend', () => {
  it('fits a line through the points', () => {
    const { slope, intercept } = linearTrend([
      [0, 10],
      [1000, 12],
      [2000, 14],
    ]);
    expect(slope).toBeCloseTo(0.002);
    expect(intercept).toBeCloseTo(10);
    // Noise around a flat line gives a slope near 0.
    expect(linearTrend([[0, 5], [1, 7], [2, 5], [3, 7]]).slope).toBeCloseTo(0.4);
    expect(linearTrend([[0, 5], [1, 7], [2, 7], [3, 5]]).slope).toBeCloseTo(0);
  });

  it('has no slope for fewer than two distinct x', () => {
    expect(linearTrend([[1, 2]]).slope).toBeNaN();
    expect(linearTrend([[1, 2], [1, 3]]).slope).toBeNaN();
  });
});
