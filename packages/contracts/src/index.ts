export * from './analysis';
export * from './errors';
export * from './health';
export * from './letters';
export * from './limits';
export * from './states';
