import type { ConsumerDetails, CreditCustomization, CreditDisputeItem, CreditItem, IsoDate } from '../inputs';
import { BLANK } from './blanks';
import { cleanLine, present } from './clean-text';
import { addDays, addYears, endOfMonth, formatDate, formatLooseDate, isIsoDate, onOrIn } from './format-date';
import { accountLast4 } from './mask-account';
import { safeUserText } from './user-text';

/** Sender block of a credit letter: name, address, date of birth, last 4 of the SSN (legal-reference §5.6). */
export const creditSenderLines = (consumer: ConsumerDetails | undefined, address: string[], name: string): string[] => {
  const ssn = (consumer?.ssnLast4 ?? '').replace(/\D/g, '');
  const dob = formatDate(consumer?.dateOfBirth);
  return [name, ...address, `Date of birth: ${dob ?? BLANK.dateOfBirth}`, `Social Security number: ${ssn.length === 4 ? `XXX-XX-${ssn}` : BLANK.ssnLast4}`];
};

/** '1. Acme Bank, account ending in 1234: Late payment reported in error.' */
export const creditItemLines = (items: readonly CreditItem[]): string[] =>
  items.map((item, i) => {
    const creditor = present(item.creditor) ?? '[CREDITOR OR COLLECTOR NAME AS SHOWN ON THE REPORT]';
    const last4 = accountLast4(item.accountNumber) ?? '[LAST 4 DIGITS]';
    const text = safeUserText(item.text).text ?? '';
    return `${i + 1}. ${creditor}, account ending in ${last4}${text ? `: ${text.replace(/([^.!?])$/, '$1.')}` : '.'}`;
  });

/** Notes for anything the screening took out of the items' texts. */
export const creditItemNotes = (items: readonly CreditItem[]): string[] => items.flatMap((item) => safeUserText(item.text).notes);

const HARDSHIPS: Readonly<Record<string, string>> = {
  'medical emergency': 'a medical emergency',
  'job loss': 'the loss of my job',
  divorce: 'a divorce',
  'covid-19 impact': 'the effects of COVID-19',
};

/** The user's hardship and harm, in neutral words (no admission), or nothing. */
export const customizationParagraph = (c: CreditCustomization | undefined): { paragraph?: string; notes: string[] } => {
  const harm = safeUserText(c?.specificHarm);
  const hardshipKey = (c?.hardshipReason ?? '').trim().toLowerCase();
  const hardship = HARDSHIPS[hardshipKey] ?? (hardshipKey && hardshipKey !== 'other' ? safeUserText(c?.hardshipReason).text : undefined);
  const hardshipNotes = HARDSHIPS[hardshipKey] || hardshipKey === 'other' ? [] : safeUserText(c?.hardshipReason).notes;
  const sentences = [
    ...(harm.text ? [`This information is harming me: ${harm.text.replace(/([^.!?])$/, '$1.')}`] : []),
    ...(hardship ? [`I am also dealing with ${hardship.replace(/[.]+$/, '')}, which makes an accurate credit report especially important to me.`] : []),
  ];
  return { ...(sentences.length > 0 ? { paragraph: sentences.join(' ') } : {}), notes: [...harm.notes, ...hardshipNotes] };
};

/** 'What is wrong: ...' from the user's words, or a marked blank. */
export const whatIsWrong = (c: CreditCustomization | undefined): { text: string; notes: string[] } => {
  const errors = safeUserText(c?.specificErrors);
  return { text: `What is wrong: ${errors.text ?? BLANK.whatIsWrong}`, notes: errors.notes };
};

/** The delinquency start as a date: an ISO date, or the last day of a 'YYYY-MM' month (the later, safer reading). */
export const delinquencyStart = (debtDate: string | undefined): IsoDate | undefined => {
  if (debtDate === undefined) return undefined;
  const trimmed = debtDate.trim();
  return isIsoDate(trimmed) ? trimmed : endOfMonth(trimmed);
};

/** The day after which 15 U.S.C. 1681c(a)(4), (c)(1) bars reporting: 7 years after the 180th day following the delinquency start. */
export const reportingEndsOn = (start: IsoDate): IsoDate | undefined => {
  const day180 = addDays(start, 180);
  return day180 ? addYears(day180, 7) : undefined;
};

/**
 * The obsolete-debt paragraph (legal-reference §4.4). Claims the item is too old only when the
 * date the user gave shows it; otherwise asks the bureau to verify the delinquency date.
 */
export const oldDebtParagraph = (itemLines: readonly string[], debtDate: string | undefined, letterDate: IsoDate): { paragraph: string; notes: string[] } => {
  const start = delinquencyStart(debtDate);
  const ends = start ? reportingEndsOn(start) : undefined;
  const startText = formatLooseDate(debtDate) ?? present(debtDate);
  const head = `Information older than the law allows to be reported (15 U.S.C. 1681c(a)):\n${itemLines.join('\n')}`;
  if (!start || !ends) {
    return {
      paragraph: `${head}\nThe delinquency on ${itemLines.length > 1 ? 'these accounts' : 'this account'} began ${startText ? onOrIn(cleanLine(startText)) : `on ${BLANK.firstDelinquencyDate}`}, more than seven years and 180 days ago. Under 15 U.S.C. 1681c(a)(4) and (c)(1), a collection or charged-off account may not be reported once seven years have passed from the 180th day after the delinquency began. Please delete ${itemLines.length > 1 ? 'them' : 'it'}.`,
      notes: [
        'Check the date the delinquency began (the first missed payment that was never made up) before sending: the 7-year limit runs from 180 days after it, and payments or a sale of the debt do not reset it.',
      ],
    };
  }
  const endsText = formatDate(ends) ?? '';
  if (isIsoDate(letterDate) && letterDate > ends) {
    return {
      paragraph: `${head}\nThe delinquency on ${itemLines.length > 1 ? 'these accounts' : 'this account'} began ${onOrIn(startText ?? '')}. Under 15 U.S.C. 1681c(a)(4) and (c)(1), a collection or charged-off account may not be reported once seven years have passed from the 180th day after the delinquency began, that is, after ${endsText}. Please delete ${itemLines.length > 1 ? 'them' : 'it'}.`,
      notes: [],
    };
  }
  return {
    paragraph: `${head}\nThe delinquency on ${itemLines.length > 1 ? 'these accounts' : 'this account'} began ${onOrIn(startText ?? '')}. Please verify the date of first delinquency reported: it must be the date the delinquency began, not a later date (15 U.S.C. 1681s-2(a)(5)), and the item may not be reported once seven years have passed from the 180th day after that date (15 U.S.C. 1681c(a)(4), (c)(1)).`,
    notes: [
      `By the date you gave (${startText}), this item may still be reported until ${endsText}, so the letter asks the bureau to check the delinquency date rather than claiming the item is too old. If the report shows a later delinquency date than the real one, that is re-aging and you can dispute it as inaccurate.`,
    ],
  };
};

/** Groups items by category in a fixed order. */
export const byCategory = (items: readonly CreditDisputeItem[]) => ({
  accounts: items.filter((i) => i.category === 'accounts'),
  fraud: items.filter((i) => i.category === 'fraud'),
  oldDebts: items.filter((i) => i.category === 'oldDebts'),
});
