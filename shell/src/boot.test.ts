import { boot } from './boot';

/** Build-time markup: a heading, a link, a button without handlers, a package radio and a form with two fields. */
const PRERENDERED =
  '<div><h1>Hero</h1><a href="/book">Book</a><button type="button">Accept all</button>' +
  '<label><input type="radio" name="package_id" value="2"><span>Choose</span></label>' +
  '<form><input name="order_number"><textarea name="note"></textarea></form></div>';

/** Stands in for the app: renders the same markup into #root (bootstrap.tsx) with handlers. */
function app(handlers: { onAccept?: () => void; onChoose?: (value: string) => void; onInput?: (name: string, value: string) => void } = {}) {
  const root = document.getElementById('root')!;
  root.innerHTML = PRERENDERED;
  root.querySelector('button')!.addEventListener('click', () => handlers.onAccept?.());
  root.querySelector('input[type="radio"]')!.addEventListener('click', (e) => handlers.onChoose?.((e.target as HTMLInputElement).value));
  root.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement;
    handlers.onInput?.(field.name, field.value);
  });
  return root;
}

beforeEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = `<div id="root" data-prerendered="form">${PRERENDERED}</div>`;
});

const root = () => document.getElementById('root')!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 100)); // the app's markup unchanged for a while

/** Boots on the build-time markup; `render()` then renders the app. */
function bootDeferred(handlers: Parameters<typeof app>[0] = {}) {
  let render!: () => HTMLElement;
  const start = jest.fn(() => new Promise<void>((resolve) => (render = () => (resolve(), app(handlers)))));
  const built = root();
  boot(built, start);
  return { start, built, render: () => render() };
}

test('an empty #root starts the app at once', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const start = jest.fn(() => Promise.resolve());
  boot(root(), start);
  expect(start).toHaveBeenCalledTimes(1);
});

test('build-time HTML: the app starts on the first interaction, then the click and the focus are repeated on its markup', async () => {
  const onAccept = jest.fn();
  const { start, built, render } = bootDeferred({ onAccept });
  expect(start).not.toHaveBeenCalled();

  const button = built.querySelector('button')!;
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
  button.focus();
  button.click(); // before the app rendered: nothing handles it yet
  expect(onAccept).not.toHaveBeenCalled();

  const rendered = render();
  await settled();
  expect(onAccept).toHaveBeenCalledTimes(1);
  expect(built.isConnected).toBe(false);
  expect(rendered.hidden).toBe(false);
  const appButton = rendered.querySelector('button')!;
  expect(appButton).not.toBe(button);
  expect(appButton).toHaveFocus();
});

test('the build-time markup stays on screen until the app shows the main content', async () => {
  const { built } = bootDeferred();
  built.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const appRoot = root();
  expect(appRoot).not.toBe(built);
  appRoot.innerHTML = '<div role="status">Loading</div>'; // the app's spinner while a remote loads
  await settled();
  expect(built.isConnected).toBe(true);
  expect(appRoot.hidden).toBe(true);
});

test('a package chosen on the build-time radio (it changes without script) is chosen on the app\'s radio, before a held Next', async () => {
  const onChoose = jest.fn();
  const onAccept = jest.fn(() => expect(onChoose).toHaveBeenCalled());
  const { built, render } = bootDeferred({ onChoose, onAccept });
  const radio = built.querySelector<HTMLInputElement>('input[type="radio"]')!;
  radio.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  built.querySelector('span')!.click(); // on the label's text: the browser clicks the radio
  expect(radio.checked).toBe(true);
  built.querySelector('button')!.click(); // then a button (Next) before the app is there

  render();
  await settled();
  expect(onChoose).toHaveBeenCalledWith('2');
  expect(root().querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true);
  expect(onAccept).toHaveBeenCalledTimes(1);
});

test('text typed into the build-time fields reaches the app\'s fields as input events, with the focus and the caret', async () => {
  const onInput = jest.fn();
  const { built, render } = bootDeferred({ onInput });
  const number = built.querySelector<HTMLInputElement>('input[name="order_number"]')!;
  number.focus(); // focusin starts the app
  number.value = 'CV-1234';
  built.querySelector('textarea')!.value = 'gate 3';
  number.setSelectionRange(3, 3);

  const rendered = render();
  await settled();
  const appNumber = rendered.querySelector<HTMLInputElement>('input[name="order_number"]')!;
  expect(appNumber.value).toBe('CV-1234');
  expect(rendered.querySelector('textarea')!.value).toBe('gate 3');
  expect(onInput).toHaveBeenCalledWith('order_number', 'CV-1234');
  expect(onInput).toHaveBeenCalledWith('note', 'gate 3');
  expect(appNumber).toHaveFocus();
  expect([appNumber.selectionStart, appNumber.selectionEnd]).toEqual([3, 3]);
});

test('the carried changes wait until the app\'s markup has settled (a render right after the first one replaces its form)', async () => {
  const onInput = jest.fn();
  const { built, render } = bootDeferred();
  const number = built.querySelector<HTMLInputElement>('input[name="order_number"]')!;
  number.focus();
  number.value = 'CV-7';

  render();
  setTimeout(() => app({ onInput }), 10); // an effect re-renders: the fields of the first render are gone
  await settled();
  expect(onInput).toHaveBeenCalledWith('order_number', 'CV-7');
  expect(root().querySelector<HTMLInputElement>('input[name="order_number"]')!.value).toBe('CV-7');
});

test('markup rendered at several widths: the one shown at this width stays and is the one replayed', async () => {
  document.body.innerHTML = `<div id="root" data-prerendered="form"><div data-min-width="0" style="display: none">${PRERENDERED}</div><div data-min-width="768">${PRERENDERED}</div></div>`;
  const onInput = jest.fn();
  const { built, render } = bootDeferred({ onInput });
  expect(built.querySelectorAll('[data-min-width]')).toHaveLength(1); // the hidden one is gone: no repeated ids
  const shown = built.querySelector<HTMLInputElement>('[data-min-width="768"] input[name="order_number"]')!;
  shown.focus();
  shown.value = 'CV-9';

  render();
  await settled();
  expect(onInput).toHaveBeenCalledWith('order_number', 'CV-9');
});

test('the app\'s render is shown after the timeout even when it never shows the main content', async () => {
  jest.useFakeTimers();
  const { built } = bootDeferred();
  built.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  root().innerHTML = '<p>Something else</p>';
  jest.advanceTimersByTime(10_000);
  expect(built.isConnected).toBe(false);
  expect(root().hidden).toBe(false);
});

test('every click held before the app is there is repeated, in order, after the changed fields', async () => {
  const order: string[] = [];
  const { built, render } = bootDeferred({ onAccept: () => order.push('accept'), onChoose: () => order.push('choose') });
  const button = built.querySelector('button')!;
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.click();
  built.querySelector<HTMLInputElement>('input[type="radio"]')!.click();
  button.click();

  render();
  await settled();
  expect(order).toEqual(['choose', 'accept', 'accept']); // the radio's state first, then the held clicks
});

test('a link is left to the browser (it works without script)', () => {
  boot(root(), () => new Promise(() => undefined));
  const link = root().querySelector('a')!;
  link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
