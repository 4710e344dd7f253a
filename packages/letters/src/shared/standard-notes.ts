import type { CollectorLetterInput } from '../inputs';
import { uniqueFindings } from './describe-findings';
import { addYears, formatDate, isIsoDate, isOnOrBefore } from './format-date';

export const LEGAL_INFO_NOTE = 'This is legal information, not legal advice. For advice about your situation, talk to a consumer lawyer or a legal aid office.';

export const SIGN_AND_COPY_NOTE =
  'Print the letter, sign it by hand on the signature line, and keep a copy of the letter and of everything you enclose (copies only, never originals).';

export const CERTIFIED_NOTE =
  'Send it by certified mail with return receipt requested, and keep the mailing receipt and the green card: they prove when it was received.';

export const NO_ADMISSION_NOTE =
  'Do not add anything that says the debt is yours, promises a payment, or gives bank or card details. In many states a written acknowledgment or a payment can restart the time in which you can be sued, and account details give the collector access to your money.';

export const LAWSUIT_NOTE =
  'You told us a lawsuit has been filed. A letter does not answer a lawsuit: respond to the court by the deadline on the summons, or you can lose by default. Talk to a consumer lawyer or legal aid now.';

/**
 * Notes every letter to a debt collector carries. `disputes`: the letter disputes the debt or asks
 * for the original creditor, so the validation end date matters.
 */
export const collectorLetterNotes = (input: CollectorLetterInput, disputes = true): string[] => [
  ...(input.lawsuitFiled ? [LAWSUIT_NOTE] : []),
  SIGN_AND_COPY_NOTE,
  CERTIFIED_NOTE,
  NO_ADMISSION_NOTE,
  ...deadlineNotes(input, disputes),
  LEGAL_INFO_NOTE,
];

/** The validation end date (for disputes) and the FDCPA's one-year limit, when the facts give the dates. */
export const deadlineNotes = (input: CollectorLetterInput, disputes = true): string[] => {
  const notes: string[] = [];
  const end = input.facts?.validationEndDate?.value;
  const endText = formatDate(end);
  if (disputes && end && endText && isIsoDate(input.date)) {
    notes.push(
      isOnOrBefore(input.date, end)
        ? `The collector's letter gives ${endText} as the end of the validation period. Send this letter well before that date: a written dispute or original-creditor request made by then requires the collector to stop collecting until it answers (15 U.S.C. 1692g(b); 12 CFR 1006.38).`
        : `The validation period the collector's letter gives ended on ${endText}. A dispute sent now is still worth sending (the collector must report the debt as disputed if it reports it, 15 U.S.C. 1692e(8)), but the collector does not have to stop collecting while it answers.`,
    );
  }
  const letterDate = input.facts?.letterDate?.value;
  const oneYear = letterDate ? formatDate(addYears(letterDate, 1)) : undefined;
  if (oneYear && uniqueFindings(input.findings).length > 0) {
    notes.push(
      `If you decide to bring a claim over the problems this letter lists, the FDCPA allows one year from the violation (15 U.S.C. 1692k(d)); counted from the collector's letter that is around ${oneYear}. Do not wait until the last weeks.`,
    );
  }
  return notes;
};
