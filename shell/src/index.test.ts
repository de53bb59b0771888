// The entry asks for the start's modules in the task after its own (index.ts): the federation runtime's set-up and
// the start's requests are two tasks, not one.
const mockStarted = jest.fn();
jest.mock('./bootstrap', () => mockStarted());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the start is imported in a task after the entry ran, not in its task', async () => {
  await import('./index');
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(mockStarted).not.toHaveBeenCalled();
  jest.advanceTimersToNextTimer();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(mockStarted).toHaveBeenCalledTimes(1);
});
