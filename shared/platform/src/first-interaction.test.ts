type FirstInteraction = typeof import('./first-interaction');

/** A fresh module (no interaction yet) and a requestIdleCallback that runs only when the test says so. */
function setUp(): { module: FirstInteraction; idle: (() => void)[] } {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
  let module!: FirstInteraction;
  jest.isolateModules(() => {
    module = jest.requireActual<FirstInteraction>('./first-interaction');
  });
  return { module, idle };
}

test('nothing loads before the first interaction; after it, once the page is idle', () => {
  const { module, idle } = setUp();
  const preload = jest.fn();
  module.preloadAfterFirstInteraction(preload);
  expect(idle).toHaveLength(0);
  window.dispatchEvent(new Event('focusin'));
  expect(preload).not.toHaveBeenCalled();
  idle.forEach((run) => run());
  expect(preload).toHaveBeenCalledTimes(1);
  // a second interaction loads nothing more
  window.dispatchEvent(new Event('pointerdown'));
  expect(idle).toHaveLength(1);
});

test('asked after the visit has had its first interaction (a step opened later), it loads at the next idle moment', () => {
  const { module, idle } = setUp();
  module.preloadAfterFirstInteraction(jest.fn());
  window.dispatchEvent(new Event('keydown'));
  const later = jest.fn();
  module.preloadAfterFirstInteraction(later);
  expect(idle).toHaveLength(2);
  idle.forEach((run) => run());
  expect(later).toHaveBeenCalledTimes(1);
});

test('cancelled (the component is gone) before the page is idle, it loads nothing', () => {
  const { module, idle } = setUp();
  const waiting = jest.fn();
  const scheduled = jest.fn();
  const cancelWaiting = module.preloadAfterFirstInteraction(waiting);
  const cancelScheduled = module.preloadAfterFirstInteraction(scheduled);
  cancelWaiting();
  window.dispatchEvent(new Event('touchstart'));
  cancelScheduled();
  idle.forEach((run) => run());
  expect(waiting).not.toHaveBeenCalled();
  expect(scheduled).not.toHaveBeenCalled();
});

test('without waiting for idle (the next tap may come at once), it starts at the first interaction itself', () => {
  const { module, idle } = setUp();
  const preload = jest.fn();
  module.preloadAfterFirstInteraction(preload, { idle: false });
  expect(preload).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  expect(preload).toHaveBeenCalledTimes(1);
  expect(idle).toHaveLength(0);
});
