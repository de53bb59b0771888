export * from './lifecycle';
export * from './dispatch';
