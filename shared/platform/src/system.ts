import { createSystem, defineConfig, type SlotRecipeConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The Chakra system of the page, built from the base preset plus only the recipes the UI kit uses (not
 * defaultConfig: its ~80 recipes would weigh on the landing page). Add a component's recipe here when adding the
 * component to ui.ts; a component that loads on demand (heavy/*.ts, toaster-view.tsx) brings its own (addSlotRecipe).
 */
const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineOffset: '2px', outlineColor: 'brand.focusRing' } as const;

/**
 * Color palettes no component uses (the UI uses brand, gray, red, orange, green and blue): left out of the system,
 * whose creation on every page start costs ~10 % less without their 55 tokens and 40 semantic tokens (a throttled
 * phone spends ~0.2 s in createSystem). Take one out of this list before giving a component its colorPalette.
 */
const UNUSED_PALETTES: ReadonlySet<string> = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's rule for every element, without the 23 custom properties that the `ring` and `filter: auto` /
 * `backdropFilter: auto` utilities read and no style here uses: an element that sets custom properties carries a copy
 * of those it inherits, and every style recalculation of the page paid for ~25 per element (issue 29).
 */
const EVERY_ELEMENT_KEPT = ['fontFeatureSettings', '--global-font-mono', '--global-font-body', '--global-color-border'];
const everyElement = Object.fromEntries(Object.entries(globalCss['*'] as object).filter(([property]) => EVERY_ELEMENT_KEPT.includes(property)));

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    '*': everyElement,
    // scroll-padding: the sticky header (4rem) must not hide a control that receives focus when tabbing backwards;
    // a sticky bar at the bottom (useStickyBarSpace sets its height) must not hide one when tabbing forwards.
    html: {
      ...(globalCss.html as object),
      colorPalette: 'brand',
      scrollPaddingTop: '5rem',
      scrollPaddingBottom: 'calc(var(--cv-sticky-bottom, 0px) + 1rem)',
    },
    // A visible focus ring on every focusable element focused by keyboard (a recipe's own ring takes precedence):
    // an outline outside the element, so it never looks like "selected" (a border or a fill).
    '*:focus-visible': FOCUS_RING,
    // A card whose control is a visually hidden input (a radio card): the ring goes around the card.
    '[data-focus-card]:has(:focus-visible, [data-focus-visible])': FOCUS_RING,
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        brand: {
          50: { value: '#e8f6f0' },
          100: { value: '#c6eadb' },
          200: { value: '#94d6bc' },
          300: { value: '#5dbf99' },
          400: { value: '#2fa57a' },
          500: { value: '#128a62' },
          600: { value: '#0b7352' },
          700: { value: '#085c42' },
          800: { value: '#064633' },
          900: { value: '#043123' },
          950: { value: '#021d15' },
        },
      },
      fonts: {
        ...tokens.fonts,
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // Field error text at ≥ 4.5:1 on white (Chakra's red.500 gives 3.76:1).
        fg: { ...semanticTokens.colors?.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        brand: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let pageSystem: ReturnType<typeof createSystem> | undefined;

/**
 * The page's system, created on first use: creating it is a ~0.2 s task of its own on a throttled phone, which the
 * shell's start runs between the platform's code and the app's (shell/src/bootstrap.ts; issue 29, Total Blocking Time).
 */
export function getSystem(): ReturnType<typeof createSystem> {
  pageSystem ??= createSystem(defaultBaseConfig, themeConfig);
  return pageSystem;
}

/**
 * Adds the slot recipe of a component family that loads on demand (heavy/*.ts, toaster-view.tsx) to the page's
 * system, when its chunk loads and so before the family first renders: the system reads a slot recipe at its first
 * use (getSlotRecipeFn), so a page carries only the recipes of what it renders at its start (issue 29: ~4 KB gzip
 * of dialog, drawer, menu, tabs, switch, accordion, checkbox, radio group, collapsible and toast recipes).
 */
export function addSlotRecipe(key: string, recipe: SlotRecipeConfig): void {
  const theme = getSystem()._config.theme!;
  theme.slotRecipes = { ...theme.slotRecipes, [key]: recipe };
}

/** The id of the <style> in which the build puts the system's global CSS into the page's HTML (shared/build/prerender.mjs). */
export const GLOBAL_CSS_ID = 'cv-global-css';

let pageSystemWithGlobalCssInPage: ReturnType<typeof getSystem> | undefined;

/**
 * The system as ChakraProvider gets it on a page whose HTML carries the global CSS (GLOBAL_CSS_ID): with no global
 * styles of its own to insert. The patched createSystem (patches/@chakra-ui__react) computes them on first read
 * only, so such a page never computes them (the reset, the global styles and ~1,000 token variables: on a phone a
 * quarter of the start's main-thread time, and a restyle of the whole page when emotion took them over; issue 29).
 */
export function getSystemWithGlobalCssInPage(): ReturnType<typeof getSystem> {
  pageSystemWithGlobalCssInPage ??= Object.create(getSystem(), { _global: { value: [] } }) as ReturnType<typeof getSystem>;
  return pageSystemWithGlobalCssInPage;
}
