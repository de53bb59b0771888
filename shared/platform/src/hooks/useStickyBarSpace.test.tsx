import { render } from '@testing-library/react';
import { useRef } from 'react';
import { getSystem } from '../system';

const system = getSystem();
import { useStickyBarSpace } from './useStickyBarSpace';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useStickyBarSpace(ref, 'bottom');
  return <div ref={ref}>Total · Order summary</div>;
}

test("a sticky bar's height is the page's scroll-padding on its edge while it is on screen", () => {
  const height = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 71.4 } as DOMRect);
  const { unmount, container } = render(<Bar />);
  expect(document.documentElement.style.getPropertyValue('--cv-sticky-bottom')).toBe('72px');
  expect(container.firstElementChild).toHaveAttribute('data-sticky-bar', 'bottom');
  unmount();
  expect(document.documentElement.style.getPropertyValue('--cv-sticky-bottom')).toBe('');
  height.mockRestore();
});

test('the system reads it: scroll-padding-bottom is the bar plus a margin, the top keeps the header clear', () => {
  const html = (system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>)['@layer base']!['&html']!;
  expect(html.scrollPaddingBottom).toBe('calc(var(--cv-sticky-bottom, 0px) + 1rem)');
  expect(html.scrollPaddingTop).toBe('5rem');
});

test('a control that gets focus under the bar is scrolled clear of it', () => {
  const rect = (top: number, height: number) => ({ top, bottom: top + height, height, width: 100, left: 0, right: 100, x: 0, y: top }) as DOMRect;
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy as typeof window.scrollBy;
  function Page() {
    const ref = useRef<HTMLDivElement>(null);
    useStickyBarSpace(ref, 'bottom');
    return (
      <>
        <input aria-label="Terms" />
        <button>Above</button>
        <div ref={ref}>bar</div>
      </>
    );
  }
  const { getByRole, getByText } = render(<Page />);
  jest.spyOn(getByText('bar'), 'getBoundingClientRect').mockReturnValue(rect(733, 67));
  jest.spyOn(getByRole('textbox'), 'getBoundingClientRect').mockReturnValue(rect(717, 60));
  jest.spyOn(getByRole('button'), 'getBoundingClientRect').mockReturnValue(rect(500, 40));
  getByRole('button').focus();
  expect(scrollBy).not.toHaveBeenCalled();
  getByRole('textbox').focus();
  // 777 - 733 + 16: its bottom ends 16 px above the bar.
  expect(scrollBy).toHaveBeenCalledWith({ top: 60 });
});
