import { remotesAllowedFor } from './remotes-core';

test('staff remotes are registered only for staff sessions', () => {
  expect(remotesAllowedFor(null)).toEqual(['booking', 'profile']);
  expect(remotesAllowedFor('customer')).toEqual(['booking', 'profile']);
  expect(remotesAllowedFor('driver')).toEqual(['booking', 'profile', 'driver']);
  expect(remotesAllowedFor('manager')).toEqual(['booking', 'profile', 'manager', 'driver']);
});
