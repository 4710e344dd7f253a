export * from './errors';
export * from './health';
export * from './limits';
export * from './states';
