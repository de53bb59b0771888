export * from './calendar';
export * from './drivers';
