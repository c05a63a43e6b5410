import createCache from '@emotion/cache';
import { render, screen } from '@testing-library/react';
import { Button } from './components';
import { getSystem } from './system';
import { UiProvider } from './ui-provider';

/** The text of every style element emotion wrote into `container`. */
function stylesIn(container: HTMLElement): string {
  return [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

function renderInto(globalStylesInPage: boolean | undefined) {
  const container = document.createElement('div');
  document.head.append(container);
  // Text nodes instead of insertRule, so the test can read what was written.
  const cache = createCache({ key: 'test', container, speedy: false });
  render(
    <UiProvider emotionCache={cache} globalStylesInPage={globalStylesInPage}>
      <Button>Opslaan</Button>
    </UiProvider>,
  );
  return container;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('UiProvider global styles (issue 8)', () => {
  it('writes the reset, global CSS and token variables by default', () => {
    const css = stylesIn(renderInto(undefined));
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(css).toContain('@layer reset{');
  });

  it('writes none of them when the page carries them already, and still styles components', () => {
    const css = stylesIn(renderInto(true));
    expect(css).not.toContain('--chakra-colors-brand-solid:');
    expect(css).not.toContain('@layer reset{');
    // The button's own rule is there.
    const buttonClass = screen.getByRole('button', { name: 'Opslaan' }).className.split(' ').find((name) => name.startsWith('test-'));
    expect(css).toContain(`.${buttonClass}{`);
  });

  it('leaves the system itself whole for other providers', () => {
    renderInto(true);
    expect(getSystem()._global.length).toBeGreaterThan(0);
  });
});
