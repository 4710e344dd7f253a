/** Test helpers: synthetic reports as pages the parser takes, without a PDF in between. */
import { generateReport, type TruthReport } from './generate/generate-report';
import { reportPages } from './generate/render-report';
import { parseCreditReport } from './parse/parse-credit-report';
import type { Bureau, ParsedCreditReport, ReportPage } from './types';

export const pagesOf = (texts: readonly string[]): ReportPage[] => texts.map((text, index) => ({ index, text, confidence: 1 }));

export const parsedSynthetic = (bureau: Bureau, index: number): { truth: TruthReport; parsed: ParsedCreditReport; pages: string[] } => {
  const truth = generateReport(bureau, index);
  const pages = reportPages(truth);
  return { truth, parsed: parseCreditReport(pagesOf(pages)), pages };
};

/**
 * A collection letter about the collection GRANITE PORTFOLIO SERVICES (for NORTHWIND BANK, account
 * ending 6777) of the synthetic TransUnion report 0, asking $3,836 where the report shows $3,336: a
 * letter and a report that disagree about the same debt (the cross-check's tests, API and e2e).
 */
export const GRANITE_LETTER = [
  'Granite Portfolio Services',
  'PO Box 4410, Columbus, OH 43216',
  'October 2, 2026',
  'Riley A Samplewood',
  '3385 Cedar Ln, Springfield IL 62701',
  'Re: Original creditor: Northwind Bank',
  'Account number: 2092205817166777',
  'Current creditor: Granite Portfolio Services',
  'Amount due: $3,836.00',
  'Granite Portfolio Services is a debt collector. We are trying to collect a debt that you owe to Granite Portfolio Services. We will use any information you give us to help collect the debt.',
].join('\n');

/**
 * Two bureaus' reports of one person, each in its bureau's own arrangement: Experian's label and value columns, TransUnion's heading with the account number and its right-aligned values.
 */
export const harborExperian = (status: string, closed: string): string[] => [
  [
    '4/25/24, 9:57 PM                     Annual Credit Report - Experian',
    'HARBOR BANK',
    'POTENTIALLY NEGATIVE',
    'Account Info',
    'Account Name                 HARBOR BANK',
    'Account Number               412345XXXXXX',
    'Account Type                 Credit card',
    'Date Opened                  08/23/2014',
    `Status                       ${status}`,
    'Balance                      $0',
    `Date Closed                  ${closed}`,
    'https://usa.experian.com/acr/printReport?type=CDI                  6/51',
  ].join('\n'),
];
export const HARBOR_TRANSUNION: string[] = [
  [
    'Satisfactory Accounts',
    'HARBOR BANK 41234567890****',
    'Account Information',
    'Date Opened                                  08/23/2014',
    'Account Type                          Revolving Account',
    'Loan Type                                   CREDIT CARD',
    'Pay Status                              Current Account',
    'Date Closed                                  05/24/2018',
    'https://annualcreditreport.transunion.com/dss/disclosure.page     12/95',
  ].join('\n'),
];
