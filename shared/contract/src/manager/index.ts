export * from './calendar';
export * from './drivers';
export * from './order-edit';
export * from './insights';
export * from './dispatch-plan';
