export * from './analysis';
export * from './auth';
export * from './errors';
export * from './health';
export * from './letters';
export * from './limits';
export * from './payments';
export * from './states';
