/**
 * Paraphrase families (decision 249) for a threat of legal action from a collector that lacks the licence or registration
 * its state requires (15 U.S.C. 1692e(5), "the threat to take any action that cannot legally be taken"; 1692e(10)):
 *
 * - Eleventh Circuit: a collector not registered as Florida requires (Fla. Stat. 559.553) that threatens legal action, even
 *   in conditional words ("may be referred to an attorney"), may threaten action it cannot legally take (LeBlanc v. Unifund
 *   CCR Partners, 11th Cir. 2010): asked whatever the words' certainty, flagged (medium) when the person says the collector
 *   is not licensed or registered;
 * - Fourth and Sixth Circuits (district courts that followed LeBlanc: Bradshaw v. Hilco Receivables, D. Md. 2011; Smith v.
 *   LVNV Funding, E.D. Tenn. 2012) and the circuits that have not ruled: flagged low;
 * - Seventh, Eighth and Ninth Circuits: a licensing breach alone is no FDCPA violation (Carlson v. First Revenue Assurance,
 *   8th Cir. 2004; Klein v. Credico, 8th Cir. 2019; Wade v. Regional Credit Association, 9th Cir. 1996; Beler v. Blatt,
 *   7th Cir. 2007, the FDCPA is not an enforcement vehicle for other law): only a step said to be coming (a definite threat)
 *   is asked and flagged low; a "may" or an implication is neither.
 *
 * Not asked (near misses): the original creditor's own letter, a letter that threatens nothing or denies any suit, and the
 * answer no settles it. Two wordings are close to development L476; the rest are written from the doctrine. Tests, not the
 * measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { threatLetter, threatOutcome, THREAT_TEN_DAYS_LATER } from './test-letters';

const SUIT = 'threat_legal_action_unintended';
const KEY = 'collectorUnlicensed';

const outcome = (body: string, state: string, answers: UserAnswers = {}) =>
  threatOutcome(SUIT, threatLetter(body, state), { state, senderIsOriginalCreditor: false, ...answers }, THREAT_TEN_DAYS_LATER);

/** Threats said as coming: asked and flagged in every circuit. */
const definite = [
  // close to development L476
  'This debt is overdue and we will use all legally appropriate means for collection.',
  // written from the doctrine
  'If this balance is not paid within 30 days, we will file a lawsuit against you.',
  'We intend to take legal action to collect this debt unless you contact us.',
  'Failure to pay will leave our client no choice but to pursue all available legal remedies against you.',
  'Si no paga el saldo dentro de 30 días, presentaremos una demanda en su contra.',
];
/** Conditional or hedged threats (LeBlanc's letter said the account "may be referred to an attorney"). */
const hedged = [
  // close to development L476
  'If a decision to sue is made, the claim will be forwarded to an attorney licensed in your state.',
  'If this account is not resolved, it may be referred to an attorney for possible legal action.',
  'Su cuenta puede ser enviada a un abogado para que inicie acciones legales en su contra.',
];

describe('a threat of legal action from a collector without the licence or registration its state requires', () => {
  it('asks whether the collector is licensed, beside the other questions, in the Eleventh Circuit whatever the certainty', () => {
    expect([...definite, ...hedged].filter((b) => !outcome(b, 'FL').asked.includes(KEY))).toEqual([]);
  });

  it('flags every wording once the person says the collector is not licensed, medium in the Eleventh Circuit (LeBlanc)', () => {
    for (const b of [...definite, ...hedged]) {
      for (const state of ['FL', 'GA']) {
        const o = outcome(b, state, { collectorUnlicensed: true });
        expect(o.flagged, `${state}: ${b}`).toBe(true);
        expect(o.message, b).toMatch(/LeBlanc/);
      }
    }
  });

  it('flags in the circuits that followed LeBlanc or have not ruled (Bradshaw, D. Md.; Smith v. LVNV, E.D. Tenn.)', () => {
    expect([...definite, ...hedged].filter((b) => !outcome(b, 'MD', { collectorUnlicensed: true }).flagged)).toEqual([]);
    expect([...definite, ...hedged].filter((b) => !outcome(b, 'TN', { collectorUnlicensed: true }).flagged)).toEqual([]);
    expect([...definite, ...hedged].filter((b) => !outcome(b, 'NY').asked.includes(KEY))).toEqual([]);
  });

  it('in the Seventh, Eighth and Ninth Circuits asks and flags only a step said to be coming (Carlson, Klein, Wade, Beler)', () => {
    for (const state of ['MN', 'CA', 'IL']) {
      expect(
        definite.filter((b) => !outcome(b, state).asked.includes(KEY)),
        state,
      ).toEqual([]);
      expect(
        definite.filter((b) => !outcome(b, state, { collectorUnlicensed: true }).flagged),
        state,
      ).toEqual([]);
      expect(
        hedged.filter((b) => outcome(b, state).asked.includes(KEY)),
        state,
      ).toEqual([]);
      expect(
        hedged.filter((b) => outcome(b, state, { collectorUnlicensed: true }).flagged),
        state,
      ).toEqual([]);
    }
    expect(outcome(definite[1]!, 'MN', { collectorUnlicensed: true }).message).toMatch(/Carlson/);
  });

  it('does not flag when the person says the collector is licensed', () => {
    for (const state of ['FL', 'MD', 'MN'])
      expect(
        [...definite, ...hedged].filter((b) => outcome(b, state, { collectorUnlicensed: false }).flagged),
        state,
      ).toEqual([]);
  });

  it("neither asks nor flags the original creditor's own letter", () => {
    for (const b of [...definite, ...hedged]) {
      const o = threatOutcome(SUIT, threatLetter(b, 'FL'), { state: 'FL', senderIsOriginalCreditor: true, collectorUnlicensed: true });
      expect(o.flagged, b).toBe(false);
      expect(o.asked, b).not.toContain(KEY);
    }
  });

  const noThreat = [
    'Please call our office at 800-555-0100 to discuss your account.',
    // a possible suit beside a statement that no decision to take legal action has been made (Rosenberg; Wade)
    'Please note, no decision has been made to take legal action against you at this time. If we are unable to arrange repayment, our client may send your account to an attorney.',
    // what a court may do if a suit is ever filed, and the right to defend one
    'If a lawsuit is filed and the court enters judgment, the court may award court costs. You will have the opportunity to defend yourself.',
    'We will not sue you on this debt, and no lawsuit will be filed.',
    'Your account has been paid in full. Thank you for your payment.',
    'Gracias por su pago. Su cuenta está al corriente.',
    'We are prepared to work out a reasonable payment plan with you.',
  ];
  it('neither asks nor flags a letter that threatens no legal action', () => {
    for (const state of ['FL', 'MD']) {
      expect(
        noThreat.filter((b) => outcome(b, state).asked.includes(KEY)),
        state,
      ).toEqual([]);
      expect(
        noThreat.filter((b) => outcome(b, state, { collectorUnlicensed: true }).flagged),
        state,
      ).toEqual([]);
    }
  });
});
