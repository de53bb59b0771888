// The booking domain: pure functions (no Fastify, no database) the booking routes compose.
export * from './catalog-data';
export * from './day-plan';
export * from './discounts';
export * from './distance';
export * from './energy';
export * from './order-checks';
export * from './postcodes';
export * from './pricing';
export * from './service-duration';
export * from './slot-capacity';
export * from './time-slots';
export * from './zoned-time';
