import { composeDocument, extractStyles, headTags, SERVER_DATA_ID } from './document';

const TEMPLATE =
  '<!doctype html><html lang=nl><head><meta name=description content="Algemeen"><title>Interimly - compagnon voor interim</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const head = {
  title: 'Projectleider | Interimly - compagnon voor interim',
  description: 'Projectleider in "Utrecht" & omgeving',
  canonical: 'https://www.interimly.nl/opdrachten/7',
  siteName: 'Interimly',
  type: 'article' as const,
  jsonLd: { '@type': 'JobPosting', title: '</script><script>alert(1)</script>' },
};

describe('extractStyles', () => {
  it("moves emotion's inline styles into two head elements, the components' one naming every rule", () => {
    const html = '<style data-emotion="css-global abc">body{margin:0}</style><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">x</p><style data-emotion="css b2">.css-b2{}</style>';
    const { body, head: styles } = extractStyles(html);
    expect(body).toBe('<p class="css-a1">x</p>');
    // Not emotion's data-emotion: the browser's cache learns the names from data-server-css and moves nothing.
    expect(styles).toBe('<style data-server-css="global">body{margin:0}</style><style data-server-css="a1 b2">.css-a1{color:red}.css-b2{}</style>');
  });
});

describe('headTags', () => {
  it('writes canonical, Open Graph and JSON-LD, escaped', () => {
    const tags = headTags(head);
    expect(tags).toContain('<link rel="canonical" href="https://www.interimly.nl/opdrachten/7">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:description" content="Projectleider in &quot;Utrecht&quot; &amp; omgeving">');
    expect(tags).toContain('<script type="application/ld+json">');
    expect(tags).not.toContain('</script><script>alert');
  });

  it('leaves JSON-LD out when there is none (a closed vacancy)', () => {
    expect(headTags({ ...head, jsonLd: null })).not.toContain('ld+json');
  });
});

describe('composeDocument', () => {
  it("replaces the title and description, fills #root and carries the render's data", () => {
    const html = composeDocument(TEMPLATE, {
      head,
      styles: '<style data-emotion="css a1"></style>',
      body: '<main>pagina</main>',
      data: { remote: 'mf_vacancies', data: [[['/vacancies/7'], { id: 7 }]] },
      preloads: '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
    });
    expect(html).toContain('<title>Projectleider | Interimly - compagnon voor interim</title>');
    expect(html).not.toContain('Algemeen');
    expect(html).toContain('<meta name="description" content="Projectleider in &quot;Utrecht&quot; &amp; omgeving">');
    expect(html).toContain('<div id="root" data-prerendered data-server-rendered inert><main>pagina</main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_DATA_ID}">{"remote":"mf_vacancies","data":[[["/vacancies/7"],{"id":7}]]}</script>`);
    expect(html.indexOf('<style data-emotion="css a1">')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });
});
