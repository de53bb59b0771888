export * from './users';
export * from './sessions';
export * from './rate-limits';
export * from './catalog';
export * from './discounts';
