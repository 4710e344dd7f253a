/**
 * The credit-report reader's entry point (kept at this path for its callers). The reader works from
 * positioned text and a vocabulary gathered from real reports: see ../read/read-report.ts.
 */
export {
  detectBureau,
  FIELD_WORDS,
  MIN_VALUE_CONFIDENCE,
  parseCreditReport,
  parseCreditReports,
  readMoney,
  visibleLast4,
  type ParseOptions,
} from '../read/read-report';
