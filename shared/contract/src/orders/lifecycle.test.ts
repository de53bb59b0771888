import { ORDER_STATES, type OrderState } from '../order-states';
import { ROLES } from '../roles';
import { allowedNextStates, managerActions, ORDER_TRANSITIONS, statusModalOptions } from './lifecycle';
import { exceedsEstimate, managerOrdersQuerySchema, statusChangeRequestSchema } from './dispatch';
import { formCostsTotal, toStatusChange } from './status-form';

const subject = (state: OrderState, extra: Partial<{ is_free: boolean; can_cancel: boolean }> = {}) => ({ state, is_free: false, can_cancel: true, ...extra });

test('every edge of the table is an edge of DESIGN §4; no role leaves a final state', () => {
  for (const role of ROLES) {
    for (const state of ['cancelled', 'paid', 'unpaid', 'no_charge', 'pending_payment'] as const) expect(allowedNextStates(role, subject(state))).toEqual([]);
  }
  expect(ORDER_TRANSITIONS.driver.assigned).toEqual(['on_the_way_to_pickup']);
  expect(allowedNextStates('driver', subject('on_the_way_to_return'))).toEqual(['parked', 'returned']);
  expect(allowedNextStates('driver', subject('created'))).toEqual([]);
  expect(ORDER_TRANSITIONS.manager.returned).toEqual(['pending_payment', 'no_charge']);
  expect(allowedNextStates('manager', subject('returned'))).toEqual(['pending_payment']);
});

test('free orders go returned → no_charge only, others → pending_payment only; customers cancel only while can_cancel', () => {
  expect(allowedNextStates('manager', subject('returned', { is_free: true }))).toEqual(['no_charge']);
  expect(allowedNextStates('customer', subject('assigned'))).toEqual(['cancelled']);
  expect(allowedNextStates('customer', subject('assigned', { can_cancel: false }))).toEqual([]);
  for (const state of ORDER_STATES) expect(allowedNextStates('customer', subject(state)).every((next) => next === 'cancelled')).toBe(true);
});

test('status modal: current plus allowed, without cancelled; manager actions of SPEC §4', () => {
  expect(statusModalOptions({ state: 'assigned' }, ['on_the_way_to_pickup', 'cancelled'])).toEqual(['assigned', 'on_the_way_to_pickup']);
  expect(managerActions({ state: 'created', driver: null, can_cancel: true })).toEqual({ changeStatus: false, assign: true, reassign: false, edit: true, cancel: true });
  expect(managerActions({ state: 'charging', driver: { id: 'd' }, can_cancel: false })).toMatchObject({ changeStatus: true, assign: false, reassign: true });
  expect(managerActions({ state: 'paid', driver: { id: 'd' }, can_cancel: false })).toMatchObject({ changeStatus: false, reassign: false, cancel: false });
});

test('status body: pending_payment needs both costs in euro with two decimals', () => {
  const issues = (body: unknown) => {
    const parsed = statusChangeRequestSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };
  expect(issues({ status: 'pending_payment' })).toEqual(['service_cost:validation.serviceCostRequired', 'electricity_cost:validation.electricityCostRequired']);
  expect(issues({ status: 'pending_payment', service_cost: 12.345, electricity_cost: -1 })).toEqual(['service_cost:validation.costInvalid', 'electricity_cost:validation.costInvalid']);
  expect(issues({ status: 'pending_payment', service_cost: 19.99, electricity_cost: 0 })).toEqual([]);
  expect(issues({ status: 'flying' })).toEqual(['status:validation.statusInvalid']);
  // at most 1,000 € a cost: "1873" typed for "18,73" is refused
  expect(issues({ status: 'pending_payment', service_cost: 1873, electricity_cost: 1000 })).toEqual(['service_cost:validation.costMax']);
});

test('a total above the estimate by more than the tolerance needs a confirmation', () => {
  expect(exceedsEstimate(8400, 7000, 20)).toBe(false);
  expect(exceedsEstimate(8401, 7000, 20)).toBe(true);
  expect(exceedsEstimate(1, 0, 20)).toBe(true);
  expect(formCostsTotal({ service_cost: '49', electricity_cost: '95,50' })).toBe(14450);
  expect(formCostsTotal({ service_cost: '49', electricity_cost: '' })).toBeNull();
  const form = { status: 'pending_payment' as const, service_cost: '1', electricity_cost: '2' };
  expect(toStatusChange(form, 'returned', true)).toEqual({ status: 'pending_payment', service_cost: 1, electricity_cost: 2, expected_state: 'returned', confirm_above_estimate: true });
  expect(toStatusChange({ ...form, status: 'no_charge' }, 'returned', true)).toEqual({ status: 'no_charge', expected_state: 'returned' });
});

test('orders query: defaults, states list, bad page', () => {
  expect(managerOrdersQuerySchema.parse({})).toEqual({ sort: 'desc', page: 1, pageSize: 10 });
  expect(managerOrdersQuerySchema.parse({ state: 'created,assigned', page: '3' })).toMatchObject({ state: ['created', 'assigned'], page: 3 });
  expect(managerOrdersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  expect(managerOrdersQuerySchema.safeParse({ state: 'nope' }).success).toBe(false);
});
