export * from './errors';
export * from './money';
export * from './catalog';
export * from './store';
export * from './pricing';
export * from './time';
export * from './analytics';
