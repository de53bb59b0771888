export * from './users';
export * from './sessions';
export * from './rate-limits';
export * from './catalog';
export * from './discounts';
export * from './orders';
export * from './drivers';
export * from './payments';
