import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';
import { closingParagraphs, openingParagraph, REPORT_AS_DISPUTED, STOP_COLLECTION } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { addDays } from './shared/format-date';
import { collectorLetterNotes } from './shared/standard-notes';
import { safeUserText } from './shared/user-text';
import { verificationList } from './shared/verification-items';

/** The reasons Model Form B-1 offers (legal-reference §5.1); all optional. */
export type DisputeReason = 'not_mine' | 'amount_wrong' | 'other';

export type ValidationRequestInput = CollectorLetterInput & {
  disputeReasons?: readonly DisputeReason[];
  /** The user's own words for 'other'; screened for admissions before use. */
  otherReason?: string;
};

const SUBJECT = 'Dispute and request for verification';

const reasonsParagraph = (input: ValidationRequestInput): { paragraph?: string; notes: string[] } => {
  const reasons = new Set(input.disputeReasons ?? []);
  const other = reasons.has('other') ? safeUserText(input.otherReason) : { notes: [] };
  const sentences = [
    ...(reasons.has('not_mine') ? ['I do not recognize this debt as mine.'] : []),
    ...(reasons.has('amount_wrong') ? ['I dispute the amount you claim.'] : []),
    ...(other.text ? [other.text.replace(/([^.!?])$/, '$1.')] : []),
  ];
  return { ...(sentences.length > 0 ? { paragraph: sentences.join(' ') } : {}), notes: other.notes };
};

/**
 * Dispute and request for verification (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2); legal-reference
 * §5.1): disputes the debt, asks for the validation items, asks collection to stop until
 * verification and the debt to be reported as disputed, lists the findings with the collector's
 * own words. No admission.
 */
export const generateValidationRequest = (input: ValidationRequestInput): Letter => {
  const reasons = reasonsParagraph(input);
  const paragraphs = [
    openingParagraph(input, 'I dispute this debt, and I request verification of it under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2).'),
    reasons.paragraph,
    verificationList(input, 'Please send me the following:'),
    STOP_COLLECTION,
    REPORT_AS_DISPUTED,
    ...closingParagraphs(input, input.findings ?? []),
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 30);
  return composeCollectorLetter(input, {
    kind: 'validation_request',
    subject: SUBJECT,
    paragraphs,
    notes: [
      ...reasons.notes,
      ...collectorLetterNotes(input),
      'The collector does not have to send every document you ask for, and courts differ on what "verification" requires. What matters is that it stops collecting until it answers, and reports the debt as disputed.',
      'Wait for the answer before sending a cease-communication letter: after a cease letter the collector may send you no more information about the debt.',
    ],
    followUpDate,
  });
};
