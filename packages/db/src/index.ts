export * from './create-db';
export * as schema from './schema';
export { analyses, disputes, feedback, generatedFiles, leads, loginCodes, mailOutbox, paymentOrders, purchases, sessions, users, webhookEvents } from './schema';
