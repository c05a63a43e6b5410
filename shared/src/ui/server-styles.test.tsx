import createCache from '@emotion/cache';
import { render, screen } from '@testing-library/react';
import { Box } from './components';
import { SERVER_CSS_ATTRIBUTE } from './server-styles';
import { UiProvider } from './ui-provider';

/** What a style element holds: its text, or the rules inserted with insertRule (emotion's speedy mode). */
const cssOf = (style: HTMLStyleElement) => `${style.textContent ?? ''}${[...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')}`;

/** The name of the rule emotion makes for a Box with these styles (a hash of the styles), from a throwaway render. */
function ruleNameOf(color: string): string {
  const cache = createCache({ key: 'css', container: document.createElement('div'), speedy: false });
  const view = render(
    <UiProvider emotionCache={cache}>
      <Box color={color} data-testid="probe">
        x
      </Box>
    </UiProvider>,
  );
  const name = /\bcss-([a-z0-9]+)/.exec(screen.getByTestId('probe').className)![1]!;
  view.unmount();
  return name;
}

describe('a page whose styles the server wrote (data-server-css)', () => {
  it('keeps the server\'s style elements in place and inserts none of their rules again; a new rule goes after them', () => {
    const known = ruleNameOf('red.700');
    const globals = document.createElement('style');
    globals.setAttribute(SERVER_CSS_ATTRIBUTE, 'global');
    globals.textContent = 'body{margin:0}';
    const rules = document.createElement('style');
    rules.setAttribute(SERVER_CSS_ATTRIBUTE, `${known} other1`);
    rules.textContent = `.css-${known}{color:var(--chakra-colors-red-700)}`;
    document.head.append(globals, rules);
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => moved.push(...record.removedNodes)));
    observer.observe(document.head, { childList: true });

    render(
      <UiProvider globalStylesInPage>
        <Box color="red.700" data-testid="known">
          bekend
        </Box>
        <Box color="green.700" data-testid="new">
          nieuw
        </Box>
      </UiProvider>,
    );
    const records = observer.takeRecords();
    records.forEach((record) => moved.push(...record.removedNodes));
    observer.disconnect();

    // Emotion moved neither element (a move is a removal and an insertion: a full style and layout recalculation).
    expect(moved).toEqual([]);
    expect(globals.parentNode).toBe(document.head);
    expect(rules.previousElementSibling).toBe(globals);
    // The known rule's class is used, and its rule is in no style element but the server's.
    expect(screen.getByTestId('known')).toHaveClass(`css-${known}`);
    const emotionStyles = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
    expect(emotionStyles.map(cssOf).join('')).not.toContain(`.css-${known}`);
    // The rule the server did not write is inserted, after the server's elements.
    const newName = /\bcss-([a-z0-9]+)/.exec(screen.getByTestId('new').className)![1]!;
    const holder = emotionStyles.find((style) => cssOf(style).includes(`.css-${newName}`));
    expect(holder).toBeDefined();
    expect(rules.compareDocumentPosition(holder!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
