import { act, render, screen } from '@testing-library/react';
import { getSystem } from './system';
import { notify, toaster } from './toaster';
import { TOAST_BACKGROUNDS } from './toast-styles';
import { UiProvider } from './ui-provider';

const channel = (hex: string, i: number) => {
  const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Every CSS rule emotion wrote into the document. */
function cssText(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n') +
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

afterEach(() => act(() => toaster.remove()));

// Issue 32 item 10: white on Chakra's green toast was 3.3:1 (and the message faded to 80 %).
describe('toast colours', () => {
  it.each(Object.entries(TOAST_BACKGROUNDS))('a %s toast has white text on %s, at least 4.5:1', (type, background) => {
    expect(contrast('#FFFFFF', getSystem().token(`colors.${background}`))).toBeGreaterThanOrEqual(4.5);
  });

  it('styles a shown toast with them, its message not faded', async () => {
    render(<UiProvider>pagina</UiProvider>);
    act(() => {
      notify({ description: 'Je bent uitgelogd.', type: 'success' });
    });
    const message = await screen.findByText('Je bent uitgelogd.');
    const css = cssText();
    const successRule = css.split('}').find((rule) => rule.includes('[data-type=success]') && rule.includes('green-700'));
    expect(successRule).toBeDefined();
    // (The recipe's own rule is in `@layer recipes`; these rules are outside any layer, so they win.)
    const descriptionRules = css.split('}').filter((rule) => [...message.classList].some((name) => rule.includes(`.${name}`)));
    expect(descriptionRules.some((rule) => /opacity:\s*1(;|$)/.test(rule))).toBe(true);
  });
});
