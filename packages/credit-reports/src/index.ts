/**
 * @debtshield/credit-reports: reads Equifax, Experian and TransUnion reports (text PDFs, scans and
 * photos through the analyzer's extract stage) and finds errors worth disputing, with the values
 * that prove them and the FCRA section. Pure: the caller extracts the pages.
 *
 *   const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'report.pdf' }]);
 *   const report = parseCreditReport(doc.pages);
 *   const { findings, toConfirm } = findErrors([report], { confirmations });
 */
export * from './types';
export { LAYOUTS, type BureauLayout } from './bureau-layouts';
export { ACCOUNT_LABELS, SECTION_HEADINGS, statusOf as readStatus, typeOf as readType, type LabelEntry } from './read/vocabulary';
export { dofdFromRemoval, INFERRED_DOFD_NOTE, readDate, removalDateFor } from './dates';
export { readBureauAddress, type PrintedAddress } from './parse/bureau-address';
export { HTML_PAGE_LINES, htmlReportPages, isHtmlReport, type HtmlReportPage } from './read/html-report';
export {
  detectBureau,
  FIELD_WORDS,
  MIN_VALUE_CONFIDENCE,
  parseCreditReport,
  parseCreditReports,
  readMoney,
  visibleLast4,
  type ParseOptions,
} from './parse/parse-credit-report';
export { findErrors, firstLateMonth, INNOCENT, normaliseName, sameAccountAcross, SECTIONS, type FindOptions } from './find/find-errors';
export { crossCheckLetter, LETTER_SIDE_SECTION, sameDebt, type LetterRef } from './find/cross-check-letter';
export { BUREAU_MEDICAL_POLICY, FEDERAL_MEDICAL_POSITION, isMedical, medicalNotes, STATE_MEDICAL_LAWS, type StateMedicalLaw } from './law/medical-debt';
