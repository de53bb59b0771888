import { act, render } from '@testing-library/react';

const preload = jest.fn(() => Promise.resolve());
jest.mock('./lazy-ui', () => ({ ...jest.requireActual('./lazy-ui'), preloadHeavyComponents: () => preload() }));

import { PlatformProvider } from './PlatformProvider';
import { getSystem } from './system';

const system = getSystem();

test("the state machines' chunks load once the page is idle after the first interaction, not during it", () => {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
  render(
    <PlatformProvider>
      <p>page</p>
    </PlatformProvider>,
  );
  expect(preload).not.toHaveBeenCalled();
  act(() => void window.dispatchEvent(new Event('pointerdown')));
  expect(preload).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  act(() => idle[0]!());
  expect(preload).toHaveBeenCalledTimes(1);
  // one preload per page: a second interaction adds none
  act(() => void window.dispatchEvent(new Event('keydown')));
  expect(idle).toHaveLength(1);
});

// The system's global CSS (reset, global styles, token variables) is computed when ChakraProvider reads `_global`.
const globalCssReads = () => jest.spyOn(system, '_global', 'get');

test("without the page's global CSS (the development server, a test) Chakra computes and inserts it at run time", () => {
  const reads = globalCssReads();
  render(<PlatformProvider>page</PlatformProvider>);
  expect(reads).toHaveBeenCalled();
  reads.mockRestore();
});

test('a page whose HTML carries the global CSS (globalCssInPage) never computes it', () => {
  const reads = globalCssReads();
  render(<PlatformProvider globalCssInPage>page</PlatformProvider>);
  expect(reads).not.toHaveBeenCalled();
  reads.mockRestore();
});
