export * from './lifecycle';
export * from './dispatch';
export * from './customer';
export * from './status-form';
export * from './tracking';
export * from './calendar';
export * from './refunds';
export * from './open-amount';
