export * from './lifecycle';
export * from './dispatch';
export * from './customer';
export * from './status-form';
export * from './refunds';
export * from './open-amount';
