/**
 * Puts focus on the h1 inside `container` when focus was lost to <body> — the control that had it (Next, Back, the
 * step bar, the payment dialog's Pay) went with the old screen — so keyboard and screen-reader users continue at
 * the new screen's heading. Focus a user has put somewhere else is left alone.
 */
export function focusHeadingIfLost(container: HTMLElement | null): void {
  const heading = container?.querySelector('h1');
  if (!heading || (document.activeElement && document.activeElement !== document.body)) return;
  heading.tabIndex = -1;
  heading.focus();
}
