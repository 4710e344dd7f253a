import type { CollectorLetterInput, LetterFacts } from './inputs';
import type { Letter } from './letter';
import { closingParagraphs, openingParagraph, REPORT_AS_DISPUTED, STOP_COLLECTION } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { AMOUNT_FINDING_IDS, findingsParagraph, uniqueFindings } from './shared/describe-findings';
import { addDays, formatDate } from './shared/format-date';
import { formatMoney } from './shared/format-money';
import { yourLetter } from './shared/parties';
import { collectorLetterNotes } from './shared/standard-notes';
import { verificationList } from './shared/verification-items';

export type DisputeLetterInput = CollectorLetterInput & {
  /**
   * The amount to dispute. Used only when it is one of the amounts the collector's letter states
   * (the letter never names an amount the facts do not hold); otherwise the current amount is used.
   */
  disputedAmount?: number;
};

const SUBJECT = 'Dispute of the amount claimed and request for verification';

const sameCents = (a: number, b: number): boolean => Math.round(a * 100) === Math.round(b * 100);

/** Every amount the collector's letter states. */
export const amountsInFacts = (facts: LetterFacts | undefined): number[] => {
  const it = facts?.itemization;
  const values = [
    it?.currentAmount?.value,
    ...(facts?.balances ?? []).map((b) => b.value),
    it?.amountOnItemizationDate?.value,
    it?.interest?.value,
    it?.fees?.value,
    it?.paymentsAndCredits?.value,
    ...(facts?.amounts ?? []).map((a) => a.value),
  ].filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  return values.filter((v, i) => values.findIndex((w) => sameCents(v, w)) === i);
};

const chooseAmount = (input: DisputeLetterInput): { amount?: number; notes: string[] } => {
  const known = amountsInFacts(input.facts);
  if (input.disputedAmount !== undefined) {
    const match = known.find((v) => sameCents(v, input.disputedAmount ?? Number.NaN));
    if (match !== undefined) return { amount: match, notes: [] };
    const fallback = input.facts?.itemization?.currentAmount?.value ?? input.facts?.balances?.[0]?.value;
    return {
      ...(fallback !== undefined ? { amount: fallback } : {}),
      notes: [
        `The amount you asked to dispute (${formatMoney(input.disputedAmount) ?? 'as entered'}) is not an amount the collector's letter states, so the letter disputes ${fallback !== undefined ? `the amount the collector claims (${formatMoney(fallback)})` : 'the amount the collector claims'} instead. If you dispute only part of it, you can add a sentence saying which part.`,
      ],
    };
  }
  const current = input.facts?.itemization?.currentAmount?.value ?? input.facts?.balances?.[0]?.value;
  return { ...(current !== undefined ? { amount: current } : {}), notes: [] };
};

/** The itemization as the letter gives it, and whether it adds up (12 CFR 1006.34(c)(2)(vi)-(ix)). */
const itemizationParagraph = (facts: LetterFacts | undefined): string | undefined => {
  const it = facts?.itemization;
  if (!it) return undefined;
  const date = formatDate(facts?.itemizationDate?.value);
  const rows: [string, number | null | undefined][] = [
    [`Amount on the itemization date${date ? ` (${date})` : ''}`, it.amountOnItemizationDate?.value],
    ['Interest since then', it.interest?.value],
    ['Fees since then', it.fees?.value],
    ['Payments and credits since then', it.paymentsAndCredits?.value],
    ['Amount you now claim', it.currentAmount?.value],
  ];
  const shown = rows.filter(([, v]) => formatMoney(v) !== undefined);
  if (shown.length < 2) return undefined;
  const lines = shown.map(([label, v]) => `- ${label}: ${formatMoney(v)}`);
  const [start, interest, fees, paid, current] = rows.map(([, v]) => v);
  let sum = '';
  if ([start, interest, fees, paid, current].every((v) => typeof v === 'number')) {
    const expected = (start as number) + (interest as number) + (fees as number) - (paid as number);
    if (!sameCents(expected, current as number)) {
      sum = `\nThese figures do not add up: ${formatMoney(start)} + ${formatMoney(interest)} + ${formatMoney(fees)} - ${formatMoney(paid)} = ${formatMoney(expected)}, not ${formatMoney(current)}.`;
    }
  }
  return `Your letter itemizes the debt as follows:\n${lines.join('\n')}${sum}`;
};

/** Different balances in the same letter (`amounts_contradictory`). */
const balancesSentence = (facts: LetterFacts | undefined): string | undefined => {
  const balances = (facts?.balances ?? []).map((b) => b.value).filter((v) => formatMoney(v) !== undefined);
  const distinct = balances.filter((v, i) => balances.findIndex((w) => sameCents(v, w)) === i);
  if (distinct.length < 2) return undefined;
  return `Your letter states different amounts as the balance: ${distinct.map((v) => formatMoney(v)).join(', ')}. It does not say which, if any, is correct.`;
};

/**
 * Dispute of the amount (15 U.S.C. 1692g(b), 1692e(2)(A), 1692f(1); 12 CFR 1006.34(c)(2), 1006.38):
 * 'I dispute the amount of $X' with an amount the collector's letter states, the itemization and
 * its arithmetic, the amount findings with the collector's words, and the verification demands.
 */
export const generateDisputeLetter = (input: DisputeLetterInput): Letter => {
  const chosen = chooseAmount(input);
  const amountText = formatMoney(chosen.amount);
  const findings = uniqueFindings(input.findings);
  const amountFindings = findings.filter((f) => AMOUNT_FINDING_IDS.has(f.id));
  const otherFindings = findings.filter((f) => !AMOUNT_FINDING_IDS.has(f.id));
  const paragraphs = [
    openingParagraph(
      input,
      `${amountText ? `I dispute the amount of ${amountText} that your letter claims` : 'I dispute the amount your letter claims'}, and I request verification of the debt and of that amount under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2).`,
    ),
    itemizationParagraph(input.facts),
    balancesSentence(input.facts),
    findingsParagraph(amountFindings, 'The amount you claim appears to be wrong or unsupported:'),
    verificationList(input, 'Please send me the following:'),
    'For every interest charge and fee included in the amount you claim, please identify the term of the agreement or the law that authorizes it. A debt collector may collect an amount only if the agreement creating the debt expressly authorizes it or the law permits it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)).',
    STOP_COLLECTION,
    REPORT_AS_DISPUTED,
    ...closingParagraphs(input, otherFindings, {
      findingsIntro: `I also note that ${yourLetter(input.facts)} appears not to comply with federal law in other respects:`,
    }),
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 30);
  return composeCollectorLetter(input, {
    kind: 'dispute',
    subject: SUBJECT,
    paragraphs,
    notes: [
      ...chosen.notes,
      ...collectorLetterNotes(input),
      'If you have statements or receipts that show a different amount (payments the collector left out, for example), enclose copies and list them under Enclosures.',
    ],
    followUpDate,
  });
};
