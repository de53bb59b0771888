/**
 * Where focus goes after an action (one helper for every screen): the page's h1 after a navigation, the updated
 * section's heading or status after an in-page change. Without it the control that had focus (a dialog's button,
 * a form that is replaced) leaves with the old content and focus falls to <body>: a keyboard or screen-reader user
 * would start again from the top of the page.
 */

/** How long an action's result may take to appear (its data, a lazily loaded page) before focus is left alone. */
export const FOCUS_WAIT_MS = 5_000;
const CHECK_EVERY_MS = 40;

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
/** An open modal (dialog, alertdialog, drawer): it owns focus until it has gone, and gives focus back when it goes. */
const OPEN_MODAL = '[aria-modal="true"]';

/** Focuses `element`; an element that is not focusable by itself (a heading, a status) gets tabindex="-1" first. */
export function focusElement(element: HTMLElement): boolean {
  if (!element.matches(NATIVELY_FOCUSABLE)) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}

/** The page's level-1 heading: inside `container` (the main landmark) when given, else the first of the page. */
export function pageHeading(container?: ParentNode | null): HTMLElement | null {
  return (container ?? document).querySelector<HTMLElement>('h1');
}

/** Focus fell to <body> (or nowhere): the control that had it went with the old content. */
export const focusIsLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** Puts focus on the h1 inside `container` when focus was lost to <body>; focus a user put elsewhere stays. */
export function focusHeadingIfLost(container: ParentNode | null): void {
  const heading = container ? pageHeading(container) : null;
  if (heading && focusIsLost()) focusElement(heading);
}

export interface FocusWhenSettledOptions {
  /** Called once focus is on the target (e.g. to announce the new page's title). */
  onFocused?: (target: HTMLElement) => void;
  /** Only move focus when it was lost to <body> by then (a redirect the user did not ask for). */
  onlyIfLost?: boolean;
  timeoutMs?: number;
}

/**
 * Moves focus to what `find` returns once the page has settled after an action: the target is in the page (its
 * data or its code may still be loading) and no modal is open or closing around something else (a closing dialog
 * gives focus back to its opener; this runs after it). A key press or a click meanwhile means the user went on:
 * focus is left alone. Returns a function that cancels the move.
 */
export function focusWhenSettled(find: () => HTMLElement | null | undefined, options: FocusWhenSettledOptions = {}): () => void {
  const { onFocused, onlyIfLost = false, timeoutMs = FOCUS_WAIT_MS } = options;
  const started = Date.now();
  let settledOnce = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('keydown', onUser, true);
    window.removeEventListener('pointerdown', onUser, true);
  };
  function onUser() {
    stop();
  }
  const check = () => {
    timer = undefined;
    const target = find();
    // A target inside an open dialog (its result panel) is settled; one behind a dialog waits until it has gone.
    const settled = !!target?.isConnected && [...document.querySelectorAll(OPEN_MODAL)].every((modal) => modal.contains(target));
    // Settled on two checks in a row: a dialog that just went has handed focus back by then.
    if (settled && settledOnce) {
      stop();
      if (onlyIfLost && !focusIsLost()) return;
      if (focusElement(target)) onFocused?.(target);
      return;
    }
    settledOnce = settled;
    if (Date.now() - started < timeoutMs) timer = setTimeout(check, CHECK_EVERY_MS);
    else stop();
  };
  window.addEventListener('keydown', onUser, true);
  window.addEventListener('pointerdown', onUser, true);
  timer = setTimeout(check, 0);
  return stop;
}

/**
 * After a dialog that closes and changes nothing else on the page (a rating sent): focus goes back where it was
 * before the dialog (the dialog does that), else — the dialog opened by itself — to the page's h1.
 */
export const focusPageHeading = (): (() => void) => focusWhenSettled(() => pageHeading(document.querySelector('main')), { onlyIfLost: true });

const ANNOUNCER_ID = 'cv-live-announcer';

/**
 * The page's polite live region, created once as a direct child of <body> before any message goes in (a region
 * inserted together with its text is often not read). A modal dialog hides the rest of the page from screen
 * readers (aria-hidden), but not this region: its announcements are heard while a dialog is open.
 */
export function liveAnnouncer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = ANNOUNCER_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('data-live-announcer', '');
  // Visually hidden, still read.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  return region;
}

/** Says `text` through the page's live region (the same text twice in a row is read twice). */
export function announce(text: string): void {
  const region = liveAnnouncer();
  region.textContent = '';
  // A new text node in a later task: screen readers notice the change even for a repeated message.
  setTimeout(() => {
    region.textContent = text;
  }, 50);
}
