/**
 * Reads an uploaded credit report: a report has its own page limit (150: the bureaus' annual
 * reports run 20 to 120 pages), not a letter's 20, and its own messages. Every refusal is a 4xx that
 * says what was expected: a report from Equifax, Experian or TransUnion. A letter, a bank statement
 * or anything else with no tradeline is refused after reading, with nothing kept.
 */
import { extractDocument, isExtractError, type ExtractResult } from '@debtshield/analyzer';

type ExtractResultPage = ExtractResult['pages'][number];
import { UPLOAD_MESSAGES } from '@debtshield/contracts';
import { htmlReportPages, isHtmlReport, parseCreditReports, type ParsedCreditReport } from '@debtshield/credit-reports';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../analysis/read-upload';

/** Most pages in one credit report (PDF pages plus photos). */
export const MAX_REPORT_PAGES = 150;

export const REPORT_MESSAGES = {
  tooManyPages: `This file has more than ${MAX_REPORT_PAGES} pages, the most we read in one credit report. Upload the report as the bureau gave it (annual reports run 20 to 120 pages), or only its account pages.`,
  encrypted:
    'This PDF is protected by a password, so we cannot read the report in it. Open it, print or save it again as a PDF without a password, and upload that copy.',
  empty: 'This file is empty. Upload your credit report as the bureau gave it: a PDF, or clear photos of every page.',
  damaged: 'We could not open this file: it seems damaged or incomplete. Download your credit report from the bureau again and upload that copy.',
  noText: 'We could not read any text in this file. Upload your credit report as a PDF, or clear, flat, well-lit photos of every page.',
  notAReport:
    'We could not find a credit report from Equifax, Experian or TransUnion in this file: no account (a creditor followed by its balance, status and dates) was found. Upload the report as the bureau gave it (PDF, or clear photos of every page), or write your dispute by hand in the dispute generator (/credit-disputes).',
  aLetter:
    'This looks like a letter from a debt collector, not a credit report. Analyze letters on the home page; here, upload your credit report from Equifax, Experian or TransUnion.',
  mixedHtml: 'Upload a saved web page of your report on its own: one or more .html files, without PDFs or photos.',
  failed: 'We could not finish reading this report. Nothing of it was kept. Please upload it again; if it fails again, upload only its account pages.',
  lost: 'This upload could not be read again. Please upload your credit report again.',
  readingGone: 'We could not find this report reading. Readings are kept for an hour: upload your credit report again.',
} as const;

const toInput = (f: UploadedFile) => ({ bytes: new Uint8Array(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), mimeType: f.mimeType, name: f.name });

/** What a report upload takes besides a letter's types: a saved web page (a monitoring service's report). */
export const REPORT_MORE_TYPES = { '.html': 'text/html', '.htm': 'text/html' } as const;

/**
 * A saved web page's pages (decision 038): its DOM read into lines, a table row a line with a column
 * per bureau. Nothing in it runs or is fetched; its images and scripts are not read.
 */
const extractHtmlReport = (files: UploadedFile[], onProgress?: (page: number, pages: number) => void): ExtractResult => {
  if (!files.every((f) => isHtmlReport(f.name, f.mimeType, f.bytes))) throw new AppError('invalid_input', REPORT_MESSAGES.mixedHtml);
  const pages: ExtractResultPage[] = [];
  let offset = 0;
  for (const f of files) {
    if (f.bytes.byteLength === 0) throw new AppError('invalid_input', REPORT_MESSAGES.empty);
    for (const p of htmlReportPages(new TextDecoder('utf-8').decode(f.bytes))) {
      pages.push({ ...p, index: pages.length, words: [], offset, source: f.name });
      offset += p.text.length + 1;
      if (pages.length > MAX_REPORT_PAGES) throw new AppError('invalid_input', REPORT_MESSAGES.tooManyPages);
    }
  }
  if (pages.length === 0) throw new AppError('invalid_input', REPORT_MESSAGES.noText);
  pages.forEach((_, i) => onProgress?.(i + 1, pages.length));
  return { text: pages.map((p) => p.text).join('\n'), pages, method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [] };
};

/** Pages of the upload, or a 4xx in the words of a report. */
export const extractReport = async (files: UploadedFile[], onProgress?: (page: number, pages: number) => void): Promise<ExtractResult> => {
  if (files.some((f) => isHtmlReport(f.name, f.mimeType, f.bytes))) return extractHtmlReport(files, onProgress);
  try {
    return await extractDocument(files.map(toInput), { limits: { maxPages: MAX_REPORT_PAGES }, onProgress: (p) => onProgress?.(p.page, p.pages) });
  } catch (error) {
    if (!isExtractError(error)) throw error;
    switch (error.code) {
      case 'too_many_pages':
        throw new AppError('invalid_input', REPORT_MESSAGES.tooManyPages);
      case 'encrypted_pdf':
        throw new AppError('invalid_input', REPORT_MESSAGES.encrypted);
      case 'file_too_large':
        throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
      case 'unsupported_type':
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongType);
      case 'no_text_found':
        throw new AppError('invalid_input', REPORT_MESSAGES.noText);
      case 'corrupt_file':
        throw new AppError('invalid_input', /empty/i.test(error.message) ? REPORT_MESSAGES.empty : REPORT_MESSAGES.damaged);
      default:
        throw new AppError('invalid_input', error.message);
    }
  }
};

/** A collection letter's own words: a debt collector's notice, its validation rights. */
const LETTER_WORDS = /\bdebt collector\b|\bvalidation notice\b|attempt to collect a debt|\bdispute (?:this|the) debt\b|within 30 days/i;

type Read = ParsedCreditReport & { bureau: NonNullable<ParsedCreditReport['bureau']> };

/**
 * The report read from its pages, or a 4xx saying what was expected. A three-bureau report gives one
 * report per bureau column: the first is shown, the others are compared with it (`alongside`).
 */
export const readReport = (pages: readonly ExtractResultPage[]): Read & { alongside: ParsedCreditReport[] } => {
  const [report, ...alongside] = parseCreditReports(pages);
  if (!report || report.accounts.length + report.inquiries.length + report.publicRecords.length === 0 || !report.bureau) {
    const text = pages.map((p) => p.text).join('\n');
    throw new AppError('invalid_input', LETTER_WORDS.test(text) ? REPORT_MESSAGES.aLetter : REPORT_MESSAGES.notAReport);
  }
  return Object.assign(report as Read, { alongside });
};
