import { useEffect, type RefObject } from 'react';

/** The CSS variable on <html> that holds a sticky bar's height; the system's scroll-padding on that edge reads it. */
export const stickyBarVariable = (edge: 'top' | 'bottom') => `--cv-sticky-${edge}`;

/**
 * A sticky bar (e.g. the wizard's total and "Order summary" bar at the bottom of a phone screen) never covers the
 * focused control: while it is on screen, its height (followed as it changes) is the page's scroll-padding on its
 * edge, so the browser scrolls a control that receives focus clear of the bar. The bar is marked data-sticky-bar
 * (the keyboard journeys check that no focused control is under one).
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
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, edge]);
}
