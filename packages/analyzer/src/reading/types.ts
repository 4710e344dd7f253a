import type { Span } from '../types';
import type { Timing } from '../rules/_disclosures-and-amounts/period';

/** What a threat says will happen (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(c)). */
export type ThreatAction = 'sue' | 'attorney' | 'report' | 'garnish' | 'levy' | 'arrest' | 'repossess' | 'further_action';

/**
 * How sure the sentence says the action is: `definite` (will, intends, "is not inclined to wait",
 * "no choice but"), `hedged` (may, could, "reserves the right", consider), `negated` ("will not sue",
 * "no decision has been made"), `past` (it already happened: "a suit was filed"), `mention` (named
 * without any of these: "legal action" in a list of terms, a description).
 */
export type Certainty = 'definite' | 'hedged' | 'negated' | 'past' | 'mention';

/** Who is said to act. */
export type Actor = 'collector' | 'creditor' | 'attorney' | 'unnamed';

export type Lang = 'en' | 'es';

export type ThreatAct = {
  kind: 'threat';
  action: ThreatAction;
  /** The words that name the action. */
  actionSpan: Span;
  certainty: Certainty;
  /** Framed as a threat by its wording ("final notice before suit", "to avoid legal action"). */
  framed: boolean;
  actor: Actor;
  /** The condition it hangs on ("if you do not pay by…"), when stated. */
  condition?: Span;
  /** When: deadlines written in the sentence (relative, dated, immediate). */
  timings: Timing[];
  /** Words that place it inside the validation period whatever the dates ("without waiting for the 30 days"). */
  periodCue?: Span;
  sentence: Span;
  lang: Lang;
};

export type DemandAct = { kind: 'demand'; what: 'pay' | 'contact'; timings: Timing[]; sentence: Span; lang: Lang };

export type AmountAct = {
  kind: 'amount';
  value: number;
  span: Span;
  /** Said to be the amount now (now, today, current, due, "you owe"). */
  current: boolean;
  /** The date it is "as of", when one is written just before or after it. */
  asOf?: string;
  /** Said to be what the debt was when it began (borrowed, financed, "became indebted" for, the original loan): decision 197. */
  origin?: true;
  /** What it is said to include. */
  includes: ('interest' | 'fees' | 'costs' | 'principal')[];
  /** A statement in the sentence that the amount can grow, and how sure it is. */
  canGrow?: { span: Span; certainty: 'definite' | 'hedged' };
  sentence: Span;
};

/**
 * A charge the letter says is or may be added to the debt ("collection fees may be added", "interest
 * will continue to accrue", "se podrán agregar cargos"), and how sure it is.
 */
export type ChargeAct = {
  kind: 'charge';
  what: 'fees' | 'interest' | 'costs';
  certainty: 'definite' | 'hedged' | 'negated';
  span: Span;
  sentence: Span;
};

export type DisclaimerWhat = 'no_attorney_review' | 'rights_survive' | 'period_does_not_stop_action' | 'no_decision';

export type DisclaimerAct = { kind: 'disclaimer'; what: DisclaimerWhat; span: Span; sentence: Span };

export type OfferAct = { kind: 'offer'; timings: Timing[]; sentence: Span; lang: Lang };

export type RightsAct = {
  kind: 'rights';
  topic: 'dispute' | 'original_creditor' | 'verification';
  /** Words that make the right conditional or discretionary ("if you believe you have a valid reason"). */
  hedge?: Span;
  /**
   * How the sentence says the right is invoked: `writing` ("if you notify us in writing"), `other` (a step
   * that need not be written: "notify us", "call", "let us know"), absent when it names no step.
   */
  invokedBy?: 'writing' | 'other';
  sentence: Span;
};

export type Act = ThreatAct | DemandAct | AmountAct | ChargeAct | DisclaimerAct | OfferAct | RightsAct;

export type SentenceReading = { sentence: Span; lang: Lang; acts: Act[] };

export type LetterReading = {
  sentences: SentenceReading[];
  threats: ThreatAct[];
  demands: DemandAct[];
  amounts: AmountAct[];
  charges: ChargeAct[];
  disclaimers: DisclaimerAct[];
  offers: OfferAct[];
  rights: RightsAct[];
};
