import { system } from './system';

test('the system holds the palettes the UI uses and leaves the unused ones out (their tokens cost every page start)', () => {
  for (const palette of ['brand', 'gray', 'red', 'orange', 'green', 'blue']) {
    expect(system.token(`colors.${palette}.500`, 'missing')).not.toBe('missing');
    expect(system.token(`colors.${palette}.solid`, 'missing')).not.toBe('missing');
  }
  for (const palette of ['yellow', 'teal', 'cyan', 'purple', 'pink']) {
    expect(system.token(`colors.${palette}.500`, 'missing')).toBe('missing');
    expect(system.token(`colors.${palette}.solid`, 'missing')).toBe('missing');
  }
  // what the base tokens give besides palettes is still there
  expect(system.token('colors.white', 'missing')).not.toBe('missing');
  expect(system.token('colors.fg.error', 'missing')).not.toBe('missing');
});
