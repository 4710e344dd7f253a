/**
 * The credit-report reader's entry point (kept at this path for its callers). The reader works from
 * positioned text and a vocabulary gathered from real reports: see ../read/read-report.ts. What it
 * answers passes through the part-masked-number filter below (issue 24, item 8).
 */
import type { ReportPage, ParsedCreditReport } from '../types';
import { parseCreditReport as readCreditReport, parseCreditReports as readCreditReports, type ParseOptions } from '../read/read-report';

export { detectBureau, FIELD_WORDS, MIN_VALUE_CONFIDENCE, readMoney, visibleLast4, type ParseOptions } from '../read/read-report';

/**
 * A number printed part-masked (digits and mask characters X, x, *, #, • together, 8 or more long):
 * every digit but the last 4 visible becomes '*', same length (evidence offsets stay valid).
 */
const PARTLY_MASKED =
  /(?<![A-Za-z0-9])(?=[0-9Xx*#\u2022 -]*[Xx*#\u2022])(?=[0-9Xx*#\u2022 -]*\d)[0-9Xx*#\u2022](?:[0-9Xx*#\u2022]|[ -](?=[0-9Xx*#\u2022])){7,}(?![A-Za-z0-9])/g;
export const maskPartlyMaskedNumbers = (text: string): string =>
  text.replace(PARTLY_MASKED, (token) => {
    const digits = (token.match(/\d/g) ?? []).length;
    if (digits <= 4) return token;
    let seen = 0;
    return token.replace(/\d/g, (d) => (++seen <= digits - 4 ? '*' : d));
  });

const maskPartlyMaskedDeep = <T>(value: T): T => {
  if (typeof value === 'string') return maskPartlyMaskedNumbers(value) as T;
  if (Array.isArray(value)) return value.map(maskPartlyMaskedDeep) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPartlyMaskedDeep(v)])) as T;
  return value;
};

/**
 * Parses one bureau report. A bureau prints some account numbers part-masked with the leading digits
 * showing ("441712345678XXXX"); wherever one stands (a creditor line, a remark, a question), only its
 * last 4 visible digits are kept.
 */
export const parseCreditReport = (pages: readonly ReportPage[], options: ParseOptions = {}): ParsedCreditReport =>
  maskPartlyMaskedDeep(readCreditReport(pages, options));

/** Every bureau of an upload (a three-bureau report gives one report per bureau), masked as above. */
export const parseCreditReports = (pages: readonly ReportPage[], options: ParseOptions = {}): ParsedCreditReport[] =>
  maskPartlyMaskedDeep(readCreditReports(pages, options));
