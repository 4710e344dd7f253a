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
