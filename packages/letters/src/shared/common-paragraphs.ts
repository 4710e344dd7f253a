import type { CollectorLetterInput, LetterFinding } from '../inputs';
import { findingsParagraph } from './describe-findings';
import { formatDate, isIsoDate, isOnOrBefore } from './format-date';
import { yourLetter } from './parties';

/** Ask for a pause in collection, with the rule that makes it mandatory for a timely dispute. */
export const STOP_COLLECTION =
  'Until you send me verification, please stop all collection of this debt. Under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2)(i), a debt collector that receives a written dispute within the validation period must stop collecting the debt, or any disputed part of it, until it mails verification to the consumer.';

/** 1692e(8): a disputed debt must be reported as disputed. */
export const REPORT_AS_DISPUTED =
  'If you report this debt, or have reported it, to any consumer reporting agency, you must report that it is disputed (15 U.S.C. 1692e(8)).';

/** The no-admission statement of legal-reference §4.2, without the words it warns against. */
export const NO_ADMISSION =
  'This letter does not acknowledge that the debt is valid or that any amount is owed, it does not promise any payment, and it does not waive any right or defense I have.';

/** 12 CFR 1006.14(h): the consumer may ask the collector not to use a medium. */
export const WRITTEN_ONLY = 'Please communicate with me about this matter only in writing, at the address above. Do not telephone me (12 CFR 1006.14(h)).';

/** 'This dispute is sent within the validation period, which your letter says ends on ...', when the dates show it. */
export const withinPeriodSentence = (input: CollectorLetterInput, what = 'This dispute'): string | undefined => {
  const end = input.facts?.validationEndDate?.value;
  const endText = formatDate(end);
  if (!end || !endText || !isIsoDate(input.date) || !isOnOrBefore(input.date, end)) return undefined;
  return `${what} is sent within the validation period, which your letter says ends on ${endText}.`;
};

/**
 * The opening of a reply to the collector's letter: 'I am writing in response to your letter …' and
 * what the consumer asks, then, when the dates show it, that it is sent within the validation period.
 */
export const openingParagraph = (input: CollectorLetterInput, request: string, what?: string): string =>
  [`I am writing in response to ${yourLetter(input.facts)} about the account referenced above. ${request}`, withinPeriodSentence(input, what)]
    .filter(Boolean)
    .join(' ');

/** 'I also note that your letter dated … appears not to comply with federal law:' and the findings; undefined without findings. */
export const noncomplianceParagraph = (
  input: CollectorLetterInput,
  findings: readonly LetterFinding[],
  intro = `I also note that ${yourLetter(input.facts)} appears not to comply with federal law:`,
): string | undefined => findingsParagraph(findings, intro);

export type ClosingOptions = {
  /** The line before the findings (default: noncomplianceParagraph's). */
  findingsIntro?: string;
  /** A request to stop all communication: it takes the place of the written-only request, which it makes moot. */
  ceaseRequest?: string;
  /** The closing statement (default NO_ADMISSION). */
  noAdmission?: string;
};

/**
 * The last paragraphs of a dispute or request to a collector: the findings (if any), the written-only
 * request when the consumer asked for it (or a cease request), and the no-admission statement.
 */
export const closingParagraphs = (input: CollectorLetterInput, findings: readonly LetterFinding[], options: ClosingOptions = {}): string[] =>
  [
    noncomplianceParagraph(input, findings, options.findingsIntro),
    options.ceaseRequest ?? (input.writtenCommunicationOnly ? WRITTEN_ONLY : undefined),
    options.noAdmission ?? NO_ADMISSION,
  ].filter((p): p is string => p !== undefined);
