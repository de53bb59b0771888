/** What makes the app start on a page painted from build-time HTML. */
export const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Show the app's render after this long even when it is not the page's (the app did render, only differently). */
const REPLAY_TIMEOUT_MS = 10_000;
/** The app's markup is taken as settled when it has not changed for this long. */
const SETTLE_MS = 50;
/**
 * Controls that need the app's handler: a click on one is held and repeated on the app's element. (A radio or a
 * checkbox changes without script: its state is carried over like typed text.)
 */
const CONTROLS = 'button, [role="button"], [role="radio"], summary';
/** Field types whose typed text is carried over to the app's field. */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number', 'password']);

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

function find(root: Element, wanted: Remembered | null): HTMLElement | null {
  const node = wanted && nodeAt(root, wanted.path);
  return node && node.tagName === wanted.tag && node.textContent === wanted.text ? node : null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (node: unknown): node is TextField =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && TEXT_TYPES.has(node.type));
const isToggle = (node: unknown): node is HTMLInputElement => node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox');
/** What the visitor changed in a field of the build-time markup. */
const changed = (field: Element): boolean =>
  isTextField(field) ? field.value !== field.defaultValue : isToggle(field) && field.checked !== field.defaultChecked;

/** Sets a field's value as typing does: the native setter (React tracks the property) and an `input` event. */
function typeInto(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts the app at once when #root is empty. When #root holds build-time HTML (shared/build/prerender.mjs: its
 * `data-prerendered` names the page's main content) the page is already on screen, its links and fields work
 * without script, so the app's JavaScript (and its main-thread work) waits for the visitor's first interaction.
 * The app then renders into a fresh, hidden #root while the build-time markup stays on screen and keeps taking
 * input (a remote and its data can take a while: no spinner flashes in between). Once the app shows the main
 * content, it replaces the build-time markup, and text typed meanwhile, radios and checkboxes changed meanwhile (a
 * package), the focus (with the caret) and the clicks on controls that had no handler yet (cookie banner,
 * language switch, the wizard's Next) are carried over to the app's elements at the same place.
 */
export function boot(root: HTMLElement, start: () => Promise<unknown>): void {
  const mainContent = root.dataset.prerendered;
  if (!mainContent) {
    void start();
    return;
  }
  // Rendered at several widths when JavaScript picks the layout (the wizard): CSS shows the one for this width. The
  // others go (their ids and test ids would repeat the shown one's); the shown one stays if the width changes.
  const variants = [...root.querySelectorAll<HTMLElement>(':scope > [data-min-width]')];
  const markup = variants.find((variant) => getComputedStyle(variant).display !== 'none') ?? root;
  for (const variant of variants) if (variant !== markup) variant.remove();
  if (markup !== root) markup.style.display = 'contents';

  const clicked: Remembered[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) return; // a link works without script
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    const wanted = remember(markup, control);
    if (!wanted) return;
    clicked.push(wanted);
    event.preventDefault();
  };
  root.addEventListener('click', onClick, true);

  const begin = () => {
    for (const type of START_EVENTS) window.removeEventListener(type, begin, true);
    const app = document.createElement('div');
    app.hidden = true;
    root.after(app);
    root.removeAttribute('id');
    app.id = 'root'; // the app renders here (bootstrap.tsx)

    const swap = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(settling);
      const active = document.activeElement;
      const focused = remember(markup, active);
      const caret = isTextField(active) && active.selectionStart !== null ? { start: active.selectionStart, end: active.selectionEnd ?? active.selectionStart } : null;
      const carried = [...markup.querySelectorAll('input, textarea')].filter(changed).map((field) => [field, find(app, remember(markup, field))] as const);
      const clickTargets = clicked.map((wanted) => find(app, wanted)); // all found before a click changes the markup
      root.remove();
      app.hidden = false;
      for (const [field, target] of carried) {
        if (isTextField(field) && isTextField(target)) typeInto(target, field.value);
        if (isToggle(field) && isToggle(target) && target.checked !== field.checked) target.click(); // the app's handler sees a click
      }
      const focusTarget = find(app, focused);
      focusTarget?.focus();
      if (caret && isTextField(focusTarget)) focusTarget.setSelectionRange(caret.start, caret.end);
      for (const target of clickTargets) target?.click();
    };
    // The app shows the page once its main content and the clicked controls are there, and its markup has settled:
    // the effects that follow a render may still reset a form (the wizard's preselection), which would drop a
    // change carried over before.
    let settling: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(settling);
      if (app.querySelector(mainContent) && clicked.every((wanted) => find(app, wanted))) settling = setTimeout(swap, SETTLE_MS);
    });
    observer.observe(app, { childList: true, subtree: true, attributes: true, characterData: true });
    const timer = setTimeout(swap, REPLAY_TIMEOUT_MS);
    void start();
  };
  for (const type of START_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
}
