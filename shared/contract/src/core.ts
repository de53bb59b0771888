/**
 * `@chargevalet/contract/core`: the part of the contract that needs no zod — names, labels, paths, event names and
 * small rules — for the code every page runs at its start (the shell's frame and the platform). Every page loads
 * it; zod and the schemas (`@chargevalet/contract`, which re-exports all of this) load only where a form validates
 * or an answer from outside is checked (issue 29). ESLint keeps the platform and the shell's frame on this entry.
 */
export * from './locale';
export * from './intl';
export * from './messages';
export * from './cookie-names';
export * from './cookie-consent-core';
export * from './version';
export * from './phone';
export * from './receipts';
export * from './order-states-core';
export * from './remotes-core';
export * from './roles-core';
export * from './remote-pages-core';
export * from './start-paths';
export * from './notifications-core';
export * from './driver-core';
export * from './calendar-dates';
export * from './booking/constants-core';
export * from './booking/wizard-steps';
export * from './booking/paths';
export * from './booking/wizard-forms-core';
export * from './booking/placement-core';
export * from './booking/address-core';
export * from './orders/lifecycle';
export * from './orders/dispatch-core';
export * from './orders/calendar-core';
export * from './orders/customer-core';
export * from './orders/open-amount-core';
export * from './orders/refunds-core';
export * from './rating-core';
export * from './manager/calendar-core';
export * from './manager/dispatch-plan-core';
export * from './manager/drivers-core';
export * from './manager/insights-core';
export * from './accounts/constants';
