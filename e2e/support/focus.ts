import { expect, type Page } from '@playwright/test';

/**
 * Runs in the page: what is wrong with where focus is now — on <body> (unless allowed), or under the sticky header
 * or a sticky bar ([data-sticky-bar], e.g. the wizard's bottom bar at phone widths); null when it is fine. A control
 * inside a dialog, the header or the bar itself is never covered by them.
 */
function focusProblem({ allowBody }: { allowBody: boolean }): string | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return allowBody ? null : 'focus is on <body>';
  if (el.closest('[role=dialog], [role=alertdialog], header') || el.matches('a[href="#main-content"]')) return null;
  // visually hidden inputs (checkbox, switch, radio) show through their label
  const shown = el.getBoundingClientRect().width <= 1 ? (el.closest('label') ?? el.parentElement ?? el) : el;
  const box = shown.getBoundingClientRect();
  const bars = [document.querySelector('header'), ...document.querySelectorAll<HTMLElement>('[data-sticky-bar]')].filter((bar): bar is HTMLElement => bar !== null);
  for (const bar of bars) {
    if (bar.contains(el)) continue;
    const cover = bar.getBoundingClientRect();
    // overlapping the bar's box: the bar (sticky, painted above the content) hides it
    if (Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top) > 1)
      return `${el.outerHTML.slice(0, 120)} at ${Math.round(box.top)}-${Math.round(box.bottom)} px is under ${bar.tagName.toLowerCase()}${bar.dataset.stickyBar ? ` (sticky ${bar.dataset.stickyBar} bar)` : ''} at ${Math.round(cover.top)}-${Math.round(cover.bottom)} px`;
  }
  return null;
}

/** While tabbing: the focused control (if any) is not hidden under the sticky header or a sticky bar. */
export async function expectFocusNotHidden(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(focusProblem, { allowBody: true }), where).toBeNull();
}

/**
 * After an action (issue 35): focus lands where the result is — not on <body>, not under a sticky bar. Focus moves
 * once the result is on screen and any dialog has closed, so this waits for it a little.
 */
export async function expectFocusPlaced(page: Page, where: string): Promise<void> {
  await expect.poll(() => page.evaluate(focusProblem, { allowBody: false }), { message: `focus after: ${where}`, timeout: 10_000 }).toBeNull();
}
