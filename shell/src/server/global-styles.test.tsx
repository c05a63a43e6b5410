/**
 * @jest-environment node
 */
// Node, as on the server: emotion writes its style elements into the HTML only outside a browser.
import { renderToStaticMarkup } from 'react-dom/server';
import { Box, UiProvider } from '@interim/shared/ui';
import { extractStyles } from './emotion-styles';

const page = (globalStylesInPage: boolean) =>
  renderToStaticMarkup(
    <UiProvider globalStylesInPage={globalStylesInPage}>
      <Box as="p" color="red.600" p="2">
        Opdracht
      </Box>
    </UiProvider>,
  );

/** globalStyleSheet of a fresh module, with renderToStaticMarkup counted. */
function freshSheet() {
  let renders = 0;
  let globalStyleSheet: () => string = () => '';
  jest.isolateModules(() => {
    jest.doMock('react-dom/server', () => {
      const actual = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
      return {
        ...actual,
        renderToStaticMarkup: (...args: Parameters<typeof actual.renderToStaticMarkup>) => {
          renders += 1;
          return actual.renderToStaticMarkup(...args);
        },
      };
    });
    ({ globalStyleSheet } = jest.requireActual<typeof import('./global-styles')>('./global-styles'));
  });
  return { globalStyleSheet, renders: () => renders };
}

afterEach(() => jest.dontMock('react-dom/server'));

describe('globalStyleSheet', () => {
  it('is the global sheet a render of the page writes itself, reset and tokens included', () => {
    const { globalStyleSheet } = freshSheet();
    const rendered = extractStyles(page(false)).globalCss;
    expect(rendered).toContain('--chakra-colors-red-600');
    expect(rendered).toContain('@layer reset');
    // What the page's own render still writes (Chakra's @layer order) comes first, then the sheet.
    const kept = extractStyles(page(true)).globalCss;
    expect(kept).toBe('@layer reset,base,tokens,recipes;');
    expect(kept + globalStyleSheet()).toBe(rendered);
  });

  it('is rendered once per process', () => {
    const { globalStyleSheet, renders } = freshSheet();
    const first = globalStyleSheet();
    expect(globalStyleSheet()).toBe(first);
    expect(globalStyleSheet()).toBe(first);
    // One render with the system's sheet and one without, on the first call only.
    expect(renders()).toBe(2);
  });

  it('gives a page rendered without its global styles the same head as a whole render', () => {
    const { globalStyleSheet } = freshSheet();
    const whole = extractStyles(page(false));
    const withoutGlobals = page(true);
    // The render with globalStylesInPage writes none of the sheet ...
    expect(extractStyles(withoutGlobals).globalCss).not.toContain('--chakra-colors-red-600');
    // ... and with the sheet, the document is the same as a whole render's.
    const composed = extractStyles(withoutGlobals, globalStyleSheet());
    expect(composed.head).toBe(whole.head);
    expect(composed.body).toBe(whole.body);
  });
});
