import { createSystem } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { getSystem, getSystemWithGlobalCssInPage } from './system';

const system = getSystem();
const systemWithGlobalCssInPage = getSystemWithGlobalCssInPage();

test('the system holds the palettes the UI uses and leaves the unused ones out (their tokens cost every page start)', () => {
  for (const palette of ['brand', 'gray', 'red', 'orange', 'green', 'blue']) {
    expect(system.token(`colors.${palette}.500`, 'missing')).not.toBe('missing');
    expect(system.token(`colors.${palette}.solid`, 'missing')).not.toBe('missing');
  }
  for (const palette of ['yellow', 'teal', 'cyan', 'purple', 'pink']) {
    expect(system.token(`colors.${palette}.500`, 'missing')).toBe('missing');
    expect(system.token(`colors.${palette}.solid`, 'missing')).toBe('missing');
  }
  // what the base tokens give besides palettes is still there
  expect(system.token('colors.white', 'missing')).not.toBe('missing');
  expect(system.token('colors.fg.error', 'missing')).not.toBe('missing');
});

test("createSystem computes the global CSS on first read only (patches/@chakra-ui__react), so a page that carries it never does", () => {
  const fresh = createSystem(defaultBaseConfig, { theme: { tokens: { colors: { ink: { value: '#123456' } } } } });
  expect(typeof Object.getOwnPropertyDescriptor(fresh, '_global')?.get).toBe('function');
  expect(JSON.stringify(fresh._global)).toContain('"--chakra-colors-ink":"#123456"');
  // The page's view of the system: no global styles of its own, everything else the system's.
  expect(systemWithGlobalCssInPage._global).toEqual([]);
  expect(systemWithGlobalCssInPage.token('colors.brand.600', 'missing')).toBe('#0b7352');
  expect(systemWithGlobalCssInPage.css({ color: 'brand.fg' })).toEqual(system.css({ color: 'brand.fg' }));
});

test("every element gets Chakra's font features and global variables, not the unused ring and filter variables", () => {
  const globalStyles = JSON.stringify(system._global);
  for (const kept of ['cv11', '"--global-font-mono":"var(--chakra-fonts-mono)"', '"--global-font-body":"var(--chakra-fonts-body)"', '"--global-color-border":"var(--chakra-colors-border)"'])
    expect(globalStyles).toContain(kept);
  for (const dropped of ['--ring-inset', '--ring-color', '--brightness', '--drop-shadow', '--backdrop-blur', '--backdrop-opacity']) expect(globalStyles).not.toContain(dropped);
});

test('a family that loads on demand brings its slot recipe with its chunk: the start carries only the recipes it renders', async () => {
  const families = { accordion: './heavy/accordion', checkbox: './heavy/checkbox', collapsible: './heavy/collapsible', dialog: './heavy/dialog', drawer: './heavy/drawer', menu: './heavy/menu', radioGroup: './heavy/radio-group', switch: './heavy/switch', tabs: './heavy/tabs', toast: './toaster-view' };
  for (const key of Object.keys(families)) expect([key, system.isSlotRecipe(key)]).toEqual([key, false]);
  expect(system.isSlotRecipe('field')).toBe(true);
  for (const [key, chunk] of Object.entries(families)) {
    await import(chunk);
    expect([key, system.isSlotRecipe(key)]).toEqual([key, true]);
  }
  // The page's view of the system reads the same recipes, styled as Chakra's own.
  const dialog = systemWithGlobalCssInPage.getSlotRecipeFn('dialog')({ size: 'md' }) as Record<string, object>;
  expect(Object.keys(dialog)).toContain('content');
  expect(JSON.stringify(dialog.content)).toContain('dialog-z-index');
});

test('the system is created on its first use, not when the platform loads (the start creates it in a task of its own)', async () => {
  await jest.isolateModulesAsync(async () => {
    const chakra = jest.requireActual<typeof import('@chakra-ui/react')>('@chakra-ui/react');
    const createSystemCalls = jest.fn(chakra.createSystem);
    jest.doMock('@chakra-ui/react', () => ({ ...chakra, createSystem: createSystemCalls }));
    const isolated = await import('./system');
    expect(createSystemCalls).not.toHaveBeenCalled();
    const first = isolated.getSystem();
    expect(isolated.getSystem()).toBe(first);
    expect(Object.getPrototypeOf(isolated.getSystemWithGlobalCssInPage())).toBe(first);
    expect(createSystemCalls).toHaveBeenCalledTimes(1);
  });
});
