export * from './create-db';
export * as schema from './schema';
export {
  analyses,
  anonymousAnalysisCosts,
  disputes,
  feedback,
  generatedFiles,
  intelCfpbCompanies,
  leads,
  loginCodes,
  mailOutbox,
  paymentOrders,
  purchases,
  sessions,
  userDocuments,
  userViolations,
  users,
  webhookEvents,
} from './schema';
