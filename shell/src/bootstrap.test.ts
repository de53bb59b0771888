// The start runs in steps, each in a task of its own (bootstrap.ts): a step's code runs only after the browser had
// a task for something else (a paint, a tap) since the step before.
const mockSteps: string[] = [];
jest.mock('react-dom/client', () => (mockSteps.push('react-dom'), {}));
jest.mock('@chargevalet/platform', () => (mockSteps.push('platform'), { getSystem: () => mockSteps.push('system') }));
jest.mock('./app/App', () => (mockSteps.push('app'), {}));
jest.mock('./startApp', () => (mockSteps.push('hydration'), {}));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets every promise that can settle without a timer settle. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

test('React, the platform, the system, the app and the hydration start one task after another', async () => {
  await import('./bootstrap');
  await settle();
  const seen: string[][] = [];
  for (let task = 0; task < 6; task++) {
    seen.push([...mockSteps]);
    // One task: the timer the start waits for, then what it runs up to its next wait.
    jest.advanceTimersToNextTimer();
    await settle();
  }
  expect(seen).toEqual([
    ['react-dom'],
    ['react-dom', 'platform'],
    ['react-dom', 'platform', 'system'],
    ['react-dom', 'platform', 'system', 'app'],
    ['react-dom', 'platform', 'system', 'app', 'hydration'],
    ['react-dom', 'platform', 'system', 'app', 'hydration'],
  ]);
});
