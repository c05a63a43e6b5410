import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@interim/shared/routing';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import * as overlays from '@interim/shared/ui/overlays';
import * as ui from './index';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UNUSED_PALETTES, brandPalette } from './system';

const repoRoot = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const system = ui.getSystem();

// Every component `@interim/shared/ui` and `@interim/shared/ui/overlays`
// export, rendered the way pages use them.
// A new export without a fixture fails the first test below.
const fixtures: Record<string, () => ReactElement> = {
  Box: () => <ui.Box>x</ui.Box>,
  Flex: () => <ui.Flex>x</ui.Flex>,
  Stack: () => <ui.Stack>x</ui.Stack>,
  HStack: () => <ui.HStack>x</ui.HStack>,
  VStack: () => <ui.VStack>x</ui.VStack>,
  Grid: () => <ui.Grid>x</ui.Grid>,
  GridItem: () => <ui.GridItem>x</ui.GridItem>,
  SimpleGrid: () => <ui.SimpleGrid columns={2}>x</ui.SimpleGrid>,
  Center: () => <ui.Center>x</ui.Center>,
  Wrap: () => <ui.Wrap>x</ui.Wrap>,
  WrapItem: () => <ui.WrapItem>x</ui.WrapItem>,
  Container: () => <ui.Container>x</ui.Container>,
  Heading: () => <ui.Heading>x</ui.Heading>,
  Text: () => <ui.Text>x</ui.Text>,
  Span: () => <ui.Span>x</ui.Span>,
  Strong: () => <ui.Strong>x</ui.Strong>,
  Link: () => <ui.Link href="https://example.org">x</ui.Link>,
  LinkBox: () => <ui.LinkBox>x</ui.LinkBox>,
  LinkOverlay: () => <ui.LinkOverlay href="https://example.org">x</ui.LinkOverlay>,
  Button: () => <ui.Button>x</ui.Button>,
  IconButton: () => <ui.IconButton aria-label="x">x</ui.IconButton>,
  CloseButton: () => <ui.CloseButton aria-label="Sluiten" />,
  Input: () => <ui.Input aria-label="x" />,
  StandaloneInput: () => <ui.StandaloneInput aria-label="x" />,
  Textarea: () => <ui.Textarea aria-label="x" />,
  NativeSelect: () => (
    <ui.NativeSelect.Root>
      <ui.NativeSelect.Field aria-label="x">
        <option>a</option>
      </ui.NativeSelect.Field>
      <ui.NativeSelect.Indicator />
    </ui.NativeSelect.Root>
  ),
  Field: () => (
    <ui.Field.Root>
      <ui.Field.Label>x</ui.Field.Label>
      <ui.Field.HelperText>y</ui.Field.HelperText>
    </ui.Field.Root>
  ),
  Badge: () => <ui.Badge>x</ui.Badge>,
  Spinner: () => <ui.Spinner />,
  Skeleton: () => <ui.Skeleton height="4" />,
  SkeletonText: () => <ui.SkeletonText noOfLines={2} />,
  SkeletonCircle: () => <ui.SkeletonCircle />,
  Separator: () => <ui.Separator />,
  Card: () => (
    <ui.Card.Root>
      <ui.Card.Body>x</ui.Card.Body>
    </ui.Card.Root>
  ),
  Alert: () => (
    <ui.Alert.Root status="info">
      <ui.Alert.Indicator />
      <ui.Alert.Title>x</ui.Alert.Title>
    </ui.Alert.Root>
  ),
  List: () => (
    <ui.List.Root>
      <ui.List.Item>x</ui.List.Item>
    </ui.List.Root>
  ),
  Image: () => <ui.Image alt="" src="data:," />,
  VisuallyHidden: () => <ui.VisuallyHidden>x</ui.VisuallyHidden>,
  Drawer: () => (
    <overlays.Drawer.Root open>
      <overlays.Drawer.Backdrop />
      <overlays.Drawer.Positioner>
        <overlays.Drawer.Content>
          <overlays.Drawer.Title>x</overlays.Drawer.Title>
        </overlays.Drawer.Content>
      </overlays.Drawer.Positioner>
    </overlays.Drawer.Root>
  ),
  Dialog: () => (
    <overlays.Dialog.Root open>
      <overlays.Dialog.Backdrop />
      <overlays.Dialog.Positioner>
        <overlays.Dialog.Content>
          <overlays.Dialog.Title>x</overlays.Dialog.Title>
        </overlays.Dialog.Content>
      </overlays.Dialog.Positioner>
    </overlays.Dialog.Root>
  ),
  Portal: () => <overlays.Portal>x</overlays.Portal>,
  Icon: () => (
    <ui.Icon>
      <svg />
    </ui.Icon>
  ),
  BookmarkIcon: () => <ui.BookmarkIcon />,
  MenuIcon: () => <ui.MenuIcon />,
  SearchIcon: () => <ui.SearchIcon />,
  ExternalLinkIcon: () => <ui.ExternalLinkIcon />,
  UiProvider: () => <ui.UiProvider>x</ui.UiProvider>,
  EmptyState: () => <ui.EmptyState heading="h" text="t" buttonLabel="b" buttonHref="/" />,
  ErrorPanel: () => <ui.ErrorPanel message="m" onRetry={() => undefined} />,
  FormAlert: () => <ui.FormAlert message="m" />,
  PageTitle: () => <ui.PageTitle title="t" />,
  PageSpinner: () => <ui.PageSpinner />,
  Pagination: () => <ui.Pagination page={2} pageCount={3} onPage={() => undefined} />,
  RouterLink: () => <ui.RouterLink to="/">x</ui.RouterLink>,
  ButtonLink: () => <ui.ButtonLink to="/">x</ui.ButtonLink>,
  TextField: () => <ui.TextField label="x" error="e" helperText="h" />,
  TextareaField: () => <ui.TextareaField label="x" />,
  SelectField: () => <ui.SelectField label="x" options={[{ value: 1, label: 'a' }]} />,
  CheckboxField: () => <ui.CheckboxField label="x" />,
};

// Overlays rendered open and unmounted at once make zag warn from a late
// animation frame; that is the fixture's doing, not a style problem.
beforeEach(() => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('[@zag-js/dismissable]')) return;
    warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

function isComponentExport(name: string, value: unknown): boolean {
  return /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null));
}

/** Renders `element` with a copy of the system that records which recipes components ask for. */
function recipeKeysRequestedBy(element: ReactElement): Set<string> {
  const requested = new Set<string>();
  const recording = {
    ...system,
    getRecipeFn: ((key, fallback) => {
      requested.add(key);
      return system.getRecipeFn(key, fallback);
    }) satisfies typeof system.getRecipeFn,
    getSlotRecipeFn: ((key, fallback) => {
      requested.add(key);
      return system.getSlotRecipeFn(key, fallback);
    }) satisfies typeof system.getSlotRecipeFn,
  };
  const view = render(
    <ChakraProvider value={recording}>
      <MemoryRouter>{element}</MemoryRouter>
    </ChakraProvider>,
  );
  view.unmount();
  return requested;
}

describe('the design system', () => {
  it('has a fixture for every component it exports', () => {
    const exported = Object.entries({ ...ui, ...overlays })
      .filter(([name, value]) => isComponentExport(name, value))
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(Object.keys(fixtures).sort());
  });

  it.each(Object.entries(fixtures))('styles %s with recipes that are in the system', (_name, fixture) => {
    const requested = recipeKeysRequestedBy(fixture());
    for (const key of requested) {
      // A key Chakra's own full theme has no recipe for either (Text asks for
      // "text") is a hook for custom themes, not a missing style.
      const chakraHasIt = key in chakraRecipes || key in chakraSlotRecipes;
      if (chakraHasIt) expect({ key, inSystem: system.hasRecipe(key) }).toEqual({ key, inSystem: true });
    }
  });

  it('styles toasts with the toast slot recipe the lazily loaded list brings', async () => {
    const requested = new Set<string>();
    const recording = {
      ...system,
      getSlotRecipeFn: ((key, fallback) => {
        requested.add(key);
        return system.getSlotRecipeFn(key, fallback);
      }) satisfies typeof system.getSlotRecipeFn,
    };
    render(
      <ChakraProvider value={recording}>
        <ui.UiProvider>app</ui.UiProvider>
      </ChakraProvider>,
    );
    act(() => {
      ui.notify({ description: 'Opgeslagen', type: 'success' });
    });
    const description = await screen.findByText('Opgeslagen');
    // The recipe's slot class names are on the parts: the toast is styled without the system having the recipe.
    expect(description).toHaveClass('chakra-toast__description');
    expect(description.closest('.chakra-toast__root')).not.toBeNull();
    expect(system.isSlotRecipe('toast')).toBe(false);
    expect(requested.has('toast')).toBe(false);
    act(() => ui.toaster.remove());
  });

  it.each([
    ['Drawer', 'chakra-drawer__content'],
    ['Dialog', 'chakra-dialog__content'],
    ['NativeSelect', 'chakra-native-select__field'],
  ])('%s brings its own slot recipe, which the system does not carry', (name, slotClass) => {
    const view = render(
      <ChakraProvider value={system}>
        <MemoryRouter>{fixtures[name]!()}</MemoryRouter>
      </ChakraProvider>,
    );
    const part = document.querySelector(`.${slotClass}`);
    expect(part).not.toBeNull();
    // Styled by the recipe: the part has an emotion class beside the slot's name.
    expect(part!.className).toMatch(/\bcss-[a-z0-9]+/);
    view.unmount();
  });

  it('ships no recipe that no exported component uses', () => {
    const used = new Set<string>();
    for (const fixture of Object.values(fixtures)) for (const key of recipeKeysRequestedBy(fixture())) used.add(key);
    const shipped = [...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})];
    expect(shipped.filter((key) => !used.has(key))).toEqual([]);
  });

  it('uses 62em as the large breakpoint (desktop header, spec section 9)', () => {
    expect(system._config.theme?.breakpoints?.lg).toBe('62em');
    // Chakra writes media queries in rem; in a media query 1rem = 1em (the initial font size).
    expect(system.breakpoints.up('lg')).toBe('@media screen and (min-width: 62rem)');
  });

  it('resolves brand colour tokens, so colorPalette="brand" is styled', () => {
    for (const name of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.token(`colors.brand.${name}`)).toMatch(/^var\(--chakra-colors-brand-/);
    }
    expect(system.token('colors.brand.600')).toBe(brandPalette[600]);
  });

  it('keeps every palette the apps use and leaves out only unused ones', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'purple']) {
      expect(system.token(`colors.${palette}.solid`)).toMatch(/^var\(--chakra-colors-/);
      expect(system.token(`colors.${palette}.700`)).toMatch(/^#/);
    }
    for (const palette of UNUSED_PALETTES) expect(system.token(`colors.${palette}.solid`, 'missing')).toBe('missing');
    // No app source names a left-out palette as a colour (a quoted teal, or pink.600, ...).
    const roots = ['shell/src', 'mf-auth/src', 'mf-profile/src', 'mf-vacancies/src', 'mf-corporate/src', 'shared/src'];
    const mentions = new RegExp(`['"\`](${UNUSED_PALETTES.join('|')})(\\.[a-z0-9]+)?['"\`]`);
    const offenders = roots
      .flatMap((root) => sourceFiles(path.join(repoRoot, root)))
      .filter((file) => !file.endsWith('system.ts') && mentions.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('brand palette contrast (WCAG 2.1, text needs 4.5:1)', () => {
  const channel = (hex: string, i: number) => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (hex: string) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const white = '#FFFFFF';

  it.each([
    ['white on solid (600)', white, brandPalette[600]],
    ['fg (700) on white', brandPalette[700], white],
    ['fg (700) on subtle (100)', brandPalette[700], brandPalette[100]],
    ['fg (700) on muted (200)', brandPalette[700], brandPalette[200]],
    ['white on 800 (dark sections)', white, brandPalette[800]],
  ])('%s >= 4.5', (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['error', 'warning', 'success', 'muted', 'info'])('status text fg.%s on white >= 4.5', (name) => {
    const semantic = system._config.theme?.semanticTokens?.colors as Record<string, Record<string, { value: { _light: string } }>>;
    const reference = semantic.fg![name]!.value._light;
    const hex = system.token(reference.replace(/[{}]/g, ''));
    expect(hex).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect(contrast(hex, white)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes contrast correctly (black on white is 21:1)', () => {
    expect(contrast('#000000', white)).toBeCloseTo(21, 5);
  });
});
