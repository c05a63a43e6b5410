import { escapeHtml } from '@interim/shared/format';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in element content and quoted attributes, once', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">`)).toBe('&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Zzp’er in Zeist')).toBe('Zzp’er in Zeist');
  });
});
