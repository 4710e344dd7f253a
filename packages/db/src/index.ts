export * from './create-db';
export * as schema from './schema';
export { users } from './schema';
