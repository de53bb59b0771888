import { useEffect, type RefObject } from 'react';

/** The CSS variable on <html> that holds a sticky bar's height; the system's scroll-padding on that edge reads it. */
export const stickyBarVariable = (edge: 'top' | 'bottom') => `--cv-sticky-${edge}`;

/** Room kept between a focused control and the bar (px). */
const GAP = 16;

/** What shows a focused element: itself, or the label around a visually hidden input (checkbox, radio, switch). */
function shownBox(element: HTMLElement): DOMRect {
  const box = element.getBoundingClientRect();
  return box.width <= 1 ? (element.closest('label') ?? element.parentElement ?? element).getBoundingClientRect() : box;
}

/**
 * A sticky bar (e.g. the wizard's total and "Order summary" bar at the bottom of a phone screen) never covers the
 * focused control: while it is on screen, its height (followed as it changes) is the page's scroll-padding on its
 * edge (scrollIntoView keeps clear of it), and a control that receives focus under it is scrolled clear (Chromium
 * does not scroll a control that is inside the window when it gets focus, even under a bar). The bar is marked
 * data-sticky-bar (the keyboard journeys check that no focused control is under one).
 */
export function useStickyBarSpace(ref: RefObject<HTMLElement | null>, edge: 'top' | 'bottom'): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const variable = stickyBarVariable(edge);
    bar.setAttribute('data-sticky-bar', edge);
    const update = () => root.style.setProperty(variable, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || bar.contains(target) || target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const box = shownBox(target);
      const cover = bar.getBoundingClientRect();
      if (Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top) <= 0) return;
      // Under the bar: scroll the control clear of it, on the bar's side.
      window.scrollBy({ top: edge === 'bottom' ? box.bottom - cover.top + GAP : box.top - cover.bottom - GAP });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty(variable);
    };
  }, [ref, edge]);
}
