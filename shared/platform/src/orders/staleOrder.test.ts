import { ApiError } from '../api';
import { staleOrderOf } from './staleOrder';

const order = { id: 'o-1', identity: 'CV-1', state: 'charging' };

test('a 409 with the order as it is now gives that order', () => {
  expect(staleOrderOf(new ApiError(409, { message: 'Der Auftrag wurde inzwischen geändert.', data: order }))).toEqual(order);
});

test('any other failure gives none: costs above the estimate (409 without an order), 422, a network error, odd bodies', () => {
  expect(staleOrderOf(new ApiError(409, { message: 'x', code: 'above_estimate', estimate: 1, total: 2, tolerance_percent: 20 }))).toBeNull();
  expect(staleOrderOf(new ApiError(422, { message: 'x', data: order }))).toBeNull();
  expect(staleOrderOf(new TypeError('Failed to fetch'))).toBeNull();
  expect(staleOrderOf(new ApiError(409, 'text'))).toBeNull();
  expect(staleOrderOf(new ApiError(409, { data: { id: 1, state: 'charging' } }))).toBeNull();
  expect(staleOrderOf(new ApiError(409, null))).toBeNull();
});
