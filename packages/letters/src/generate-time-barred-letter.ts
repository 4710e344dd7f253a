import { CEASE_EXCEPTIONS } from './generate-cease-letter';
import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';
import { closingParagraphs, REPORT_AS_DISPUTED } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { quoteEvidence, TIME_BARRED_FINDING_IDS, uniqueFindings } from './shared/describe-findings';
import { BLANK } from './shared/blanks';
import { addDays, formatDate } from './shared/format-date';
import { yourLetter } from './shared/parties';
import { revivalNotes } from './shared/revival-notes';
import { collectorLetterNotes } from './shared/standard-notes';
import { stateName } from './shared/state-names';

export type TimeBarredLetterInput = CollectorLetterInput & {
  /** Also ask the collector to stop communicating (15 U.S.C. 1692c(c)). Default false. */
  alsoCease?: boolean;
};

const SUBJECT = 'Time-barred debt: dispute';

const NO_ADMISSION_OR_WAIVER =
  'This letter does not acknowledge that the debt is valid or that any amount is owed, it does not promise any payment, and it does not waive the statute of limitations or any other right or defense I have.';

/**
 * The time-barred position (12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5); legal-reference §1.6,
 * §4.2): the debt appears past the statute of limitations in the consumer's state, suing or
 * threatening suit on it is prohibited, the collector is asked for the dates it relies on. Never
 * acknowledges the debt or promises payment; the revival caution goes to the user's notes.
 */
export const generateTimeBarredLetter = (input: TimeBarredLetterInput): Letter => {
  const code = input.state ?? input.sol?.state ?? undefined;
  const state = stateName(code) ?? BLANK.state;
  const within = input.sol?.status === 'within';
  const runsOut = within ? undefined : formatDate(input.sol?.runsOutOn);
  const findings = uniqueFindings(input.findings);
  const threat = findings.find((f) => f.id === 'time_barred_suit_threat');
  const threatQuote = threat ? quoteEvidence(threat) : '';
  // The threat is quoted in its own paragraph; the list carries the rest, time-barred findings first.
  const rest = findings.filter((f) => !(threatQuote && f.id === 'time_barred_suit_threat'));
  const ordered = [...rest.filter((f) => TIME_BARRED_FINDING_IDS.has(f.id)), ...rest.filter((f) => !TIME_BARRED_FINDING_IDS.has(f.id))];
  const paragraphs = [
    `I am writing in response to ${yourLetter(input.facts)} about the account referenced above. I dispute this debt. Based on the information available to me, it appears to be past the statute of limitations in ${state}${runsOut ? `: the limitations period appears to have ended on ${runsOut}` : ''}.`,
    `${threatQuote ? `${threatQuote} ` : ''}Under 12 CFR 1006.26(b), a debt collector must not sue or threaten to sue a consumer to collect a time-barred debt.${threatQuote ? ' Threatening action that cannot legally be taken is also prohibited (15 U.S.C. 1692e(5)).' : ''}`,
    'If you contend that this debt is not time-barred, please send me in writing the date of the last payment on the account, the date of the first delinquency, the date the account was charged off, and the state law under which you say the limitations period has not run. Please also send verification of the debt (15 U.S.C. 1692g(b)), including the name and address of the original creditor and an itemization of the amount you claim.',
    REPORT_AS_DISPUTED,
    ...closingParagraphs(input, ordered, {
      ...(input.alsoCease
        ? {
            ceaseRequest: `I also request that you cease further communication with me about this debt (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). ${CEASE_EXCEPTIONS}`,
          }
        : {}),
      noAdmission: NO_ADMISSION_OR_WAIVER,
    }),
  ].filter((p): p is string => p !== undefined);
  const followUpDate = input.alsoCease ? undefined : addDays(input.date, 30);
  return composeCollectorLetter(input, {
    kind: 'time_barred',
    subject: SUBJECT,
    paragraphs,
    notes: [
      ...(within
        ? [
            formatDate(input.sol?.runsOutOn)
              ? `Careful: by the dates we have, the limitations period in ${state} has not run out (it runs out on ${formatDate(input.sol?.runsOutOn)}). Send this letter only if you have reason to think those dates are wrong; otherwise a dispute and request for verification fits better.`
              : // No date counted: the status rests on the person's answer that the time limit has not passed (decision 254).
                `Careful: from what you told us, the limitations period in ${state} has not run out. Send this letter only if you have reason to think otherwise; otherwise a dispute and request for verification fits better.`,
          ]
        : []),
      ...revivalNotes(code),
      'Do not make any payment, even a small one, and do not agree to a payment plan on this debt before you understand the revival rules of your state.',
      'If you are ever sued on this debt, do not ignore the papers: the statute of limitations generally has to be raised in court by you or your lawyer, and you can lose by default if you do not respond.',
      // With no run-out date the status rests on the person's answer that the period has run (decision 254), not on dates.
      input.sol?.runsOutOn
        ? 'Limitations periods differ by state and by type of debt, and the date they start from is a legal question: the period shown here is an estimate from the dates we had.'
        : "Limitations periods differ by state and by type of debt, and the date they start from is a legal question: no date was counted here, so this letter rests on what you know of the debt's age.",
      'A debt past the statute of limitations can still appear on your credit report until the 7-year reporting period ends (15 U.S.C. 1681c); the two periods are independent.',
      ...collectorLetterNotes(input),
    ],
    followUpDate,
  });
};
