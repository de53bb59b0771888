import { boot } from './boot';

/** Build-time markup: a heading, a link and a button without handlers. */
const PRERENDERED = '<div><h1>Hero</h1><a href="/book">Book</a><button type="button">Accept all</button></div>';

function app(root: HTMLElement, onAccept: () => void) {
  root.innerHTML = PRERENDERED;
  root.querySelector('button')!.addEventListener('click', onAccept);
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

const root = () => document.getElementById('root')!;

test('an empty #root starts the app at once', () => {
  const start = jest.fn(() => Promise.resolve());
  boot(root(), start);
  expect(start).toHaveBeenCalledTimes(1);
});

test('build-time HTML: the app starts on the first interaction, then the click and the focus are repeated on its markup', async () => {
  root().innerHTML = PRERENDERED;
  const onAccept = jest.fn();
  let render!: () => void;
  const start = jest.fn(() => new Promise<void>((resolve) => (render = () => (app(root(), onAccept), resolve()))));
  boot(root(), start);
  expect(start).not.toHaveBeenCalled();

  const button = root().querySelector('button')!;
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
  button.focus();
  button.click(); // before the app rendered: nothing handles it yet
  expect(onAccept).not.toHaveBeenCalled();

  render();
  await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver's turn
  expect(onAccept).toHaveBeenCalledTimes(1);
  const appButton = root().querySelector('button')!;
  expect(appButton).not.toBe(button);
  expect(appButton).toHaveFocus();
});

test('a link is left to the browser (it works without script)', () => {
  root().innerHTML = PRERENDERED;
  boot(root(), () => new Promise(() => undefined));
  const link = root().querySelector('a')!;
  link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
