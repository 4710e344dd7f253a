/**
 * Charges named as owed below a stated balance, on a line of their own headed "Plus:", or owed "as they apply" rather than "where
 * applicable" (issue 26, open paraphrase P279 of development L443). Tests, not the measure.
 *
 * The law: a letter that states a balance and then names attorney's fees, costs or interest as owed with no figure for them, left
 * to be fixed later or owed only where they apply, does not state the amount of the debt: the consumer cannot tell the total or
 * whether the charges are owed at all (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v.
 * Wilber Law Firm, 7th Cir. 2004; Kalebaugh v. Berman & Rabin, D. Kan. 2014). The charge reads the same on the balance's line or
 * on the line below it ("Amount owed: $…⏎Plus: any attorney's fees that apply"), and "fees that apply", "fees as they may apply"
 * or "que correspondan" say what "where applicable" says.
 *
 * What was missed on the start code: a "Plus:" line below the balance, and the charge owed "that apply" or left "to be fixed later".
 *
 * Near misses: the charge with its own figure on the line below, and fees a court may award if a suit is brought.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { laterLetter, runRule } from './test-letters';

const ANSWERS: UserAnswers = { allPagesUploaded: true, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, amountDemandedExceedsOwed: false };
const CITY: Readonly<Record<string, string>> = { KS: 'Wichita, KS 67202', IL: 'Chicago, IL 60601', NY: 'Brooklyn, NY 11201' };
const flagged = (body: string, state: string): boolean =>
  runRule(
    'misstated_legal_status',
    laterLetter(body, {
      collector: 'Prairie Law Group, P.A.',
      address: '200 Main St\nOverland Park, KS 66210',
      consumerCity: CITY[state]!,
      date: 'June 2, 2025',
    }),
    ANSWERS,
    state,
  ).flagged;

describe('charges owed as they apply, on the line below a balance', () => {
  const CANONICAL = 'Balance: $6,871.02, attorney fees (where applicable), the exact amount to be determined by agreement';
  const variants = [
    "Amount owed: $6,512.44\nPlus: any attorney's fees that apply, in a sum to be fixed later by agreement",
    'Balance due: $6,512.44\nPlus: collection costs, in an amount to be set later',
    "You owe $6,512.44 plus any attorney's fees that apply.",
    "Total owed: $6,512.44, plus attorney's fees as they may apply, the amount to be fixed later.",
    'Saldo adeudado: $6,512.44\nMás: los honorarios de abogado que correspondan, en una suma que se fijará más adelante.',
  ];
  it.each(['KS', 'IL'])('in %s the canonical wording flags', (state) => {
    expect(flagged(CANONICAL, state)).toBe(true);
  });
  it.each(variants.flatMap((v) => ['KS', 'IL'].map((s) => [s, v])))('in %s, "%s" flags as the canonical wording does', (state, body) => {
    expect(flagged(body, state)).toBe(true);
  });
  it.each([
    "Amount owed: $6,512.44\nPlus: attorney's fees of $350.00\nTotal: $6,862.44",
    "Amount owed: $6,512.44\nIf we file suit and win, the court may add attorney's fees that apply under your agreement.",
    'Amount owed: $6,512.44\nPlus: no attorney fees or costs have been added.',
  ])('"%s" stays silent', (body) => {
    expect(flagged(body, 'KS')).toBe(false);
  });
});
