export * from './constants';
export * from './verification';
export * from './registration';
export * from './password';
export * from './customer';
export * from './sso';
