import { brandPalette } from '@interim/shared/config';
import { createSystem, defineConfig, defineSemanticTokens, defineTokens } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// The brand palette lives in @interim/shared/config (the API's mails use it too).
export { brandPalette };

const brandColors = defineTokens.colors({
  brand: Object.fromEntries(Object.entries(brandPalette).map(([shade, value]) => [shade, { value }])),
});

// The semantic names every Chakra recipe reads through `colorPalette` (solid,
// contrast, fg, muted, subtle, emphasized, focusRing). Dark values are given
// for completeness; the product runs in light mode.
const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
    muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
    subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
    emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
    focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
  },
});

// Chakra's status text colours are 500/600 shades: red 3.8:1, green 3.3:1,
// orange 3.6:1 on white, below WCAG's 4.5:1 for text (error messages under
// form fields use fg.error). The 700 shades are 6.8-8.4:1.
const accessibleStatusText = defineSemanticTokens.colors({
  fg: {
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  },
});

/**
 * Breakpoints in em, so they follow the user's font size. `lg` is 62em: the
 * desktop header starts there (spec section 9).
 */
export const breakpoints = {
  sm: '30em',
  md: '48em',
  lg: '62em',
  xl: '80em',
  '2xl': '96em',
} as const;

/**
 * Recipes of the components `@interim/shared/ui` exports, and no others: a
 * recipe listed here ships on every page. `system.test.ts` fails when an
 * exported component asks for a recipe missing here. The components no
 * first page needs bring their slot recipe with them instead (`withOwnRecipe`:
 * drawer, dialog, nativeSelect; the lazily loaded toast list: toast).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
};

/**
 * Chakra palettes no screen of the product uses (the apps use brand, gray,
 * red, orange, green, blue and purple). They are left out of the system:
 * every token is work when the system is built, on every page load (issue 8).
 * `system.test.tsx` fails when an app's colour is missing.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'pink'];

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/**
 * Builds the Chakra UI system of the product: Chakra's default tokens, text
 * and layer styles, the brand palette as the default `colorPalette`, em
 * breakpoints, and only the recipes in use.
 */
const buildSystem = () =>
  createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      html: { ...globalCss.html, colorPalette: 'brand' },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: { ...withoutUnusedPalettes(tokens.colors), ...brandColors } },
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...withoutUnusedPalettes(semanticTokens.colors),
          ...brandSemanticColors,
          fg: { ...semanticTokens.colors.fg, ...accessibleStatusText.fg },
        },
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  }),
);

let built: ReturnType<typeof buildSystem> | undefined;

/**
 * The system, built on first use and then kept; `UiProvider` passes it to
 * Chakra. Building it is the largest piece of start-up work of the design
 * system, so it is not done while the module loads: the shell calls this in a
 * task of its own (shell/src/index.ts), which keeps each task short.
 */
export function getSystem(): ReturnType<typeof buildSystem> {
  built ??= buildSystem();
  return built;
}
