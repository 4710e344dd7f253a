/**
 * Compares a collection letter the user analysed (the analyzer's Facts) with the accounts of their
 * credit reports. When both are about the same debt and disagree on the amount, the original
 * creditor or the dates, that is a finding on both sides: the report item can be disputed (FCRA
 * 611/623) and the letter may misstate the debt (FDCPA 807(2)(A)).
 */
import { redactText, type Facts } from '@debtshield/analyzer';
import { monthsBetween } from '../dates';
import type { Bureau, CreditFinding, Field, LetterMismatch, ParsedAccount, ParsedCreditReport, Proof } from '../types';
import { normaliseName, SECTIONS } from './find-errors';

export const LETTER_SIDE_SECTION =
  'FDCPA 807(2)(A) (15 U.S.C. 1692e(2)(A)) false representation of the character, amount or legal status of a debt; 12 CFR 1006.18(b)(2)(i)';

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** The letter's names for the debt's owner and collector, normalised. */
const letterNames = (facts: Facts): string[] =>
  [facts.collector?.name.value, facts.currentCreditor?.value, facts.originalCreditor?.value, facts.itemizationDateCreditor?.value]
    .filter((x): x is string => !!x)
    .map(normaliseName);

/** Whether a report account is about the letter's debt: a shared name, and the same last 4 when both have one. */
export const sameDebt = (facts: Facts, account: ParsedAccount): boolean => {
  const names = letterNames(facts);
  const accountNames = [account.creditor.value, account.originalCreditor?.value].filter((x): x is string => !!x).map(normaliseName);
  if (!accountNames.some((n) => names.includes(n))) return false;
  const last4s = facts.accountNumbers.map((a) => a.last4);
  if (last4s.length > 0 && account.accountLast4) return last4s.includes(account.accountLast4.value);
  return true;
};

const letterAmount = (facts: Facts) => facts.itemization.currentAmount ?? facts.balances?.[0];

export type LetterRef = { id: string; label?: string };

/** The words the summaries use for each field. */
const WHAT: Record<LetterMismatch['field'], string> = {
  amount: 'amount owed',
  original_creditor: 'original creditor',
  first_delinquency: 'date of first delinquency',
  last_payment: 'date of last payment',
};

/** Findings, two per disagreement (one about the report item, one about the letter). */
export const crossCheckLetter = (facts: Facts, reports: readonly ParsedCreditReport[], letter: LetterRef = { id: 'letter' }): CreditFinding[] => {
  const findings: CreditFinding[] = [];
  let n = 0;
  const letterKey = `letter:${letter.id}`;
  const both = (
    bureau: Bureau,
    account: ParsedAccount,
    field: LetterMismatch['field'],
    letterSide: { value: string; words: string },
    reportField: Field<unknown>,
    reportShown: string,
  ) => {
    const what = WHAT[field];
    const item = `${bureau}:${account.id}`;
    const name = `${account.creditor.value}${account.accountLast4 ? ` (…${account.accountLast4.value})` : ''}`;
    const proof = [
      { label: `Letter: ${field === 'amount' ? 'amount' : what}`, value: `${letterSide.value} ("${letterSide.words}")` },
      reportProof(field === 'amount' ? 'balance' : what, reportField, bureau, reportShown),
    ];
    const mismatch: LetterMismatch = {
      field,
      bureau,
      account: name,
      letter: letter.id,
      letterValue: letterSide.value,
      letterWords: letterSide.words,
      reportValue: reportShown,
      evidence: reportField.evidence,
      ...(reportField.inferred ? { inferred: reportField.inferred } : {}),
    };
    findings.push({
      id: `x-${++n}`,
      kind: 'letter_mismatch',
      section: SECTIONS.letter_mismatch,
      summary: `${name} on ${bureau} and your collection letter disagree about the ${what}: the report may be inaccurate.`,
      items: [item, letterKey],
      proof,
      side: 'report',
      mismatch,
    });
    findings.push({
      id: `x-${++n}`,
      kind: 'letter_mismatch',
      section: LETTER_SIDE_SECTION,
      summary: `Your collection letter and ${name} on ${bureau} disagree about the ${what}: the letter may misstate the debt.`,
      items: [letterKey, item],
      proof,
      side: 'letter',
      mismatch,
    });
  };
  /** The letter's own words for a value, masked. */
  const words = (span: { text: string }) => redactText(span.text);
  const reportProof = (label: string, field: Field<unknown>, bureau: Bureau, shown: string): Proof => ({
    label: `Report: ${label}${field.inferred ? ' (inferred)' : ''}`,
    value: shown,
    evidence: field.evidence,
    bureau,
  });

  for (const report of reports) {
    const bureau = report.bureau?.value;
    if (!bureau) continue;
    for (const account of report.accounts.filter((a) => sameDebt(facts, a))) {
      const amount = letterAmount(facts);
      if (amount && account.balance && Math.abs(amount.value - account.balance.value) >= 1) {
        both(bureau, account, 'amount', { value: money(amount.value), words: words(amount.span) }, account.balance, money(account.balance.value));
      }
      if (facts.originalCreditor && account.originalCreditor && normaliseName(facts.originalCreditor.value) !== normaliseName(account.originalCreditor.value)) {
        both(
          bureau,
          account,
          'original_creditor',
          { value: facts.originalCreditor.value, words: words(facts.originalCreditor.span) },
          account.originalCreditor,
          account.originalCreditor.value,
        );
      }
      const slack = account.dofd?.inferred ? 2 : 1;
      if (facts.firstDelinquencyDate && account.dofd && Math.abs(monthsBetween(facts.firstDelinquencyDate.value, account.dofd.value)) > slack) {
        both(
          bureau,
          account,
          'first_delinquency',
          { value: facts.firstDelinquencyDate.value, words: words(facts.firstDelinquencyDate.span) },
          account.dofd,
          account.dofd.value,
        );
      }
      if (facts.lastPaymentDate && account.lastPayment && Math.abs(monthsBetween(facts.lastPaymentDate.value, account.lastPayment.value)) > 1) {
        both(
          bureau,
          account,
          'last_payment',
          { value: facts.lastPaymentDate.value, words: words(facts.lastPaymentDate.span) },
          account.lastPayment,
          account.lastPayment.value,
        );
      }
    }
  }
  return findings;
};
