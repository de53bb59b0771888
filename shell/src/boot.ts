/** What makes the app start on a page painted from build-time HTML (the landing page). */
export const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Give up waiting for the app's markup after this long (the app did render, only differently). */
const REPLAY_TIMEOUT_MS = 10_000;

type NodePath = number[];

function pathOf(root: Element, node: Element): NodePath | null {
  const path: NodePath = [];
  for (let cur: Element | null = node; cur !== root; cur = cur.parentElement) {
    if (!cur?.parentElement) return null;
    path.unshift([...cur.parentElement.children].indexOf(cur));
  }
  return path;
}

function nodeAt(root: Element, path: NodePath): HTMLElement | null {
  let cur: Element | undefined = root;
  for (const index of path) cur = cur?.children[index];
  return cur instanceof HTMLElement ? cur : null;
}

/** The same element in the app's markup: same place, same tag and text as in the build-time HTML. */
interface Remembered {
  path: NodePath;
  tag: string;
  text: string;
}

function remember(root: Element, node: EventTarget | null): Remembered | null {
  if (!(node instanceof Element) || !root.contains(node)) return null;
  const path = pathOf(root, node);
  return path ? { path, tag: node.tagName, text: node.textContent ?? '' } : null;
}

function find(root: Element, wanted: Remembered): HTMLElement | null {
  const node = nodeAt(root, wanted.path);
  return node && node.tagName === wanted.tag && node.textContent === wanted.text ? node : null;
}

/**
 * Starts the app at once when #root is empty. When #root holds build-time HTML the page is already on screen and
 * its links work without script, so the app's JavaScript (and its main-thread work) waits for the visitor's first
 * interaction; once the app has rendered the same markup, the focus and a click on a control that had no handler
 * yet (cookie banner, language switch) are repeated on the app's element.
 */
export function boot(root: HTMLElement, start: () => Promise<unknown>): void {
  if (!root.hasChildNodes()) {
    void start();
    return;
  }
  let focused: Remembered | null = null;
  let clicked: Remembered | null = null;
  const onFocus = (event: FocusEvent) => {
    focused = remember(root, event.target);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) return; // a link works without script
    const control = event.target instanceof Element ? event.target.closest('button, [role="button"], [role="radio"], summary') : null;
    clicked = remember(root, control);
    if (clicked) event.preventDefault();
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('click', onClick, true);

  const replay = (observer?: MutationObserver) => {
    const focusTarget = focused && find(root, focused);
    const clickTarget = clicked && find(root, clicked);
    if ((focused && !focusTarget) || (clicked && !clickTarget)) return false;
    observer?.disconnect();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('click', onClick, true);
    if (focusTarget && document.activeElement === document.body) focusTarget.focus();
    clickTarget?.click();
    return true;
  };

  const begin = () => {
    for (const type of START_EVENTS) window.removeEventListener(type, begin, true);
    const original = root.firstElementChild;
    const observer = new MutationObserver(() => {
      // Still the build-time markup (the app has not rendered yet), or not yet the same markup (a fallback).
      if (root.firstElementChild !== original) replay(observer);
    });
    observer.observe(root, { childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('click', onClick, true);
    }, REPLAY_TIMEOUT_MS);
    void start();
  };
  for (const type of START_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
}
