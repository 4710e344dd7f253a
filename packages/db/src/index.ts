export * from './create-db';
export * as schema from './schema';
export {
  analyses,
  anonymousAnalysisCosts,
  contactLogEntries,
  disputeEvents,
  disputes,
  feedback,
  generatedFiles,
  intelCfpbCompanies,
  leads,
  loginCodes,
  mailOutbox,
  paymentOrders,
  purchases,
  remindersSent,
  sessions,
  userDocuments,
  userViolations,
  users,
  webhookEvents,
} from './schema';
