/**
 * Lawful letters laid out as the large debt buyers, agencies and collection law firms print them (decision 389, issue 26 item 3:
 * "those are what people mostly upload, and they must come back clean where they are clean"). Written for this test from how
 * these senders lay out their Regulation F notices and later letters, not copied from any one letter: their own headings,
 * the itemization as lines, as the model form's sentences or as a row of columns, "Reference #" and "Balance due", settlement
 * offers with an expiry and "we are not obligated to renew this offer", payment plans, the time-barred notices of California,
 * New York, Texas and New Mexico and the federal revival warning, Spanish notices, later letters that say "debt collector" in
 * other words, a reply to the consumer's call or dispute, a payoff statement, paid-in-full and settlement letters.
 *
 * Each letter (`test-fixtures/lawful-letters-of-large-collectors/<name>.txt`, its answers and fields in `letters.json`) must
 * give no finding from its words and the consumer's state, none once a real recipient's answers are given (the first letter or
 * not, all pages, a debt within the limitation period unless the letter is a time-barred one, no lawyer, no bankruptcy, no
 * suit, not paid unless the letter says so), none with one of those answers left out, and every field the letter prints.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, type AnalysisResult, type UserAnswers } from '../index';

const DIR = new URL('../../test-fixtures/lawful-letters-of-large-collectors/', import.meta.url);

type Fields = {
  collector?: string;
  currentCreditor?: string;
  account?: string;
  itemizationDate?: string;
  amountOnItemizationDate?: number;
  interest?: number;
  fees?: number;
  paymentsAndCredits?: number;
  currentAmount?: number;
  validationEndDate?: string;
};
type Letter = { today: string; answers: UserAnswers; fields: Fields };

const LETTERS = JSON.parse(readFileSync(new URL('letters.json', DIR), 'utf8')) as Record<string, Letter>;

/** What a real recipient of a lawful letter answers to the questions every letter may raise. */
const RECIPIENT: UserAnswers = {
  allPagesUploaded: true,
  senderIsOriginalCreditor: false,
  isConsumerDebt: true,
  lawsuitFiled: false,
  judgmentEntered: false,
  attorneyReviewedAccount: false,
  collectorKnowsAttorney: false,
  debtAlreadyPaidOrSettled: false,
  debtDischargedInBankruptcy: false,
  amountDemandedExceedsOwed: false,
  acknowledgedDebtInWriting: false,
  collectorUnlicensed: false,
  contractAllowsCollectionFees: false,
  balanceCanIncrease: false,
  debtSoldToAnother: false,
  isPostcard: false,
  addressedToThirdParty: false,
  envelopeText: '',
};

const findingsOf = (result: AnalysisResult): string[] => {
  expect(result.errors).toEqual([]);
  return result.findings.map((f) => `${f.id}: ${f.evidence.map((e) => e.text).join(' / ')}`);
};

const without = (answers: UserAnswers, key: keyof UserAnswers): UserAnswers => {
  const copy = { ...answers };
  delete copy[key];
  return copy;
};

const fieldsOf = (result: AnalysisResult): Fields => {
  const f = result.facts;
  const all: Fields = {
    collector: f.collector?.name.value,
    currentCreditor: f.currentCreditor?.value,
    account: f.accountNumbers.find((a) => a.kind === 'account')?.last4,
    itemizationDate: f.itemizationDate?.value,
    amountOnItemizationDate: f.itemization.amountOnItemizationDate?.value ?? undefined,
    interest: f.itemization.interest?.value ?? undefined,
    fees: f.itemization.fees?.value ?? undefined,
    paymentsAndCredits: f.itemization.paymentsAndCredits?.value ?? undefined,
    currentAmount: f.itemization.currentAmount?.value ?? undefined,
    validationEndDate: f.validationEndDate?.value,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Fields;
};

describe.each(Object.entries(LETTERS))('%s', (name, letter) => {
  const text = readFileSync(new URL(`${name}.txt`, DIR), 'utf8');
  const answers: UserAnswers = { ...RECIPIENT, ...letter.answers };
  const run = (a: UserAnswers): AnalysisResult => analyzeText(text, { answers: a, today: letter.today });

  it('gives no finding from its words and the state', () => {
    expect(findingsOf(run({ state: letter.answers.state }))).toEqual([]);
  });

  it("gives no finding with a real recipient's answers, and reads every field it prints", () => {
    const result = run(answers);
    expect(findingsOf(result)).toEqual([]);
    expect(fieldsOf(result)).toEqual(letter.fields);
  });

  it.each(['isFirstContact', 'allPagesUploaded', 'lastPaymentDate', 'state', 'firstNoticeReceivedDate'] as const)(
    'gives no finding with %s left unanswered',
    (key) => {
      expect(findingsOf(run(without(answers, key)))).toEqual([]);
    },
  );
});
