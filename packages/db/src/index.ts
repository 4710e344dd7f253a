export * from './create-db';
export * as schema from './schema';
export { analyses, disputes, generatedFiles, leads, purchases, sessions, users } from './schema';
