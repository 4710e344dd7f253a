import type { CollectorLetterInput } from '../inputs';
import { formatDate, isIsoDate, isOnOrBefore } from './format-date';

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
export const WRITTEN_ONLY =
  'Please communicate with me about this matter only in writing, at the address above. Do not telephone me (12 CFR 1006.14(h)).';

/** 'This dispute is sent within the validation period, which your letter says ends on ...', when the dates show it. */
export const withinPeriodSentence = (input: CollectorLetterInput, what = 'This dispute'): string | undefined => {
  const end = input.facts?.validationEndDate?.value;
  const endText = formatDate(end);
  if (!end || !endText || !isIsoDate(input.date) || !isOnOrBefore(input.date, end)) return undefined;
  return `${what} is sent within the validation period, which your letter says ends on ${endText}.`;
};
