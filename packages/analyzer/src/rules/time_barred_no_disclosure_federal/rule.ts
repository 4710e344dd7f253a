import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate, letterDateOf } from '../_conduct-and-time-bar/gate';
import {
  ageAdmissionSpans,
  bestPaymentQuote,
  closingSpans,
  lawBarsSuitSpans,
  paymentRequestSpans,
  quoteOf,
  revivalWarningSpans,
  sentenceAround,
  shortQuote,
  willNotSueSpans,
} from '../_conduct-and-time-bar/phrases';
import { timeBarStatus } from '../_conduct-and-time-bar/time-bar';
import { circuitName } from '../_shared/circuit-of';

/**
 * legal-reference §1.6 `time_barred_no_disclosure_federal` (judgment): a letter that asks for payment on
 * a time-barred debt without saying that the LAW bars a suit may mislead (Pantoja, McMahon, Buchanan,
 * Daugherty, Tatis). A correct state notice ("The law limits how long you can be sued…") satisfies it.
 */

const STRONG_CIRCUITS = new Set(['5th', '6th', '7th']);

/**
 * Where a court of appeals has held that a payment demand or settlement offer on a time-barred debt
 * can mislead without a disclosure that the law bars suit, and since when. A letter sent before its
 * circuit's decision, or in a circuit that has not decided, is not flagged: district courts there
 * split (Elrich v. Convergent, S.D. Fla. 2014, held such a letter lawful before Holzman), and the
 * result says that the law differs elsewhere.
 */
export const BINDING_SINCE: Readonly<Record<string, { date: string; cases: string }>> = {
  '7th': {
    date: '2014-03-11',
    cases: 'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) and McMahon v. LVNV Funding (7th Cir. 2014), which bind courts in your circuit',
  },
  '6th': { date: '2015-01-13', cases: 'Buchanan v. Northland Group (6th Cir. 2015), which binds courts in your circuit' },
  '5th': { date: '2016-09-01', cases: 'Daugherty v. Convergent Outsourcing (5th Cir. 2016), which binds courts in your circuit' },
  '3d': { date: '2018-02-16', cases: 'Tatis v. Allied Interstate (3d Cir. 2018), which binds courts in your circuit' },
  '11th': { date: '2019-04-08', cases: 'Holzman v. Malcolm S. Gerald & Associates (11th Cir. 2019), which binds courts in your circuit' },
};

const ELSEWHERE =
  'The Third, Fifth, Sixth, Seventh and Eleventh Circuits hold that such a letter can mislead (Tatis, Daugherty, Buchanan, McMahon and Pantoja, Holzman); the Eighth holds it lawful absent a threat of suit (Freyermuth).';

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };

  // A promise not to sue ("we will not sue you for it") is itself a statement about the debt's legal
  // status (Pantoja: it reads as the collector's choice, not the law's bar), so it is judged even where
  // the words that ask for payment were not given; without it, only a request for payment is.
  const asksPayment = paymentRequestSpans(ctx.text).length > 0;
  const willNotSue = willNotSueSpans(ctx.text);
  if (!asksPayment && (willNotSue.length === 0 || closingSpans(ctx.text).length > 0)) {
    return { status: 'pass', assumptions: [...gate.assumptions, 'The letter does not ask for payment or offer a settlement.'] };
  }
  const lawBars = lawBarsSuitSpans(ctx.text);
  if (lawBars.length > 0) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `The letter says the law limits or bars a lawsuit ("${shortQuote(lawBars[0] as Span)}"); treated as the disclosure courts require (legal-reference §1.6).`,
      ],
    };
  }

  const admissions = ageAdmissionSpans(ctx.text);
  const bar = timeBarStatus(ctx);
  if (bar.status === 'within') return { status: 'pass', assumptions: [...gate.assumptions, bar.reason] };
  if (bar.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: bar.questions,
      message:
        'If this debt is past the statute of limitations, a letter asking you to pay it should make clear that you can no longer be sued for it. Your answers tell us whether the debt is that old.',
      assumptions: gate.assumptions,
    };
  }

  const circuit = circuitName(bar.state);
  if (circuit === '8th') {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        ...bar.assumptions,
        'The debt appears to be time-barred, but in your circuit (8th) Freyermuth v. Credit Bureau Services (2001) holds that asking for voluntary payment of a time-barred debt is lawful when the letter does not threaten suit (a threat is checked by time_barred_suit_threat).',
      ],
    };
  }
  const binding = circuit ? BINDING_SINCE[circuit] : undefined;
  const sentOn = letterDateOf(ctx);
  if (circuit && (!binding || (sentOn !== null && sentOn < binding.date))) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        ...bar.assumptions,
        binding
          ? `The debt appears to be time-barred and the letter does not say the law bars a suit, but it was sent before the ${circuit} Circuit held that such letters can mislead (${binding.cases.replace(/, which binds.*$/, '')}); district courts then differed, so it is not flagged. The law differs elsewhere: ${ELSEWHERE}`
          : `The debt appears to be time-barred and the letter does not say the law bars a suit. The court of appeals of your circuit (${circuit}) has not decided whether that alone misleads, and district courts differ, so it is not flagged here. The law differs elsewhere: ${ELSEWHERE}`,
      ],
    };
  }
  const fromLetter = admissions.length > 0 || bar.source === 'letter';
  const confidence = fromLetter && circuit !== null && STRONG_CIRCUITS.has(circuit) ? 'high' : 'medium';
  const revival = revivalWarningSpans(ctx.text);
  const payment = bestPaymentQuote(ctx.text, ctx.facts.settlementOffers[0]?.span);

  const missing =
    revival.length > 0
      ? 'it never says that the law bars the collector from suing you'
      : 'it never says that the law bars the collector from suing you, and it does not warn that a payment or a promise to pay could restart the time to sue in some states';
  const willNotSueNote =
    willNotSue.length > 0
      ? ` It says only "${shortQuote(sentenceAround(ctx.text, (willNotSue[0] as Span).start), 110)}", which courts have held is not enough: a promise not to sue reads as a choice the collector could change, not a legal bar.`
      : '';
  const cases =
    binding?.cases ??
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017), McMahon v. LVNV Funding (7th Cir. 2014) and Buchanan v. Northland Group (6th Cir. 2015)';

  const evidence: Span[] = [];
  const quoted = [...willNotSue, ...admissions].map((s) => quoteOf(ctx.text, sentenceAround(ctx.text, s.start, s.end), s));
  for (const s of [...quoted, ...bar.evidence, ...(payment ? [payment] : [])]) {
    if (!evidence.some((e) => overlaps(e, s))) evidence.push(s);
  }
  return {
    status: 'flag',
    message: asksPayment
      ? `This letter asks you to pay a debt that appears to be past the statute of limitations, but ${missing}.${willNotSueNote} A letter like this may mislead you into thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e, 1692e(2)(A) and 1692e(10) (see ${cases}). Collecting an old debt is not itself illegal.`
      : `This letter speaks of not suing you on a debt that appears to be past the statute of limitations, but ${missing}.${willNotSueNote} Said in a letter collecting the debt, this may mislead you into thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e and 1692e(2)(A) (see ${cases}).`,
    evidence,
    confidence,
    assumptions: [
      ...gate.assumptions,
      ...bar.assumptions,
      ...(circuit ? [] : ['Your state (and so your federal circuit) is not known; courts differ on this question.']),
    ],
    // A promise not to sue is a statement the letter makes, and one courts hold misleads (Pantoja): it
    // stands on a page in hand. Without one, the finding is the disclosure's absence.
    ...(willNotSue.length > 0 ? { misstated: true } : {}),
  };
};

export const rule: Rule = {
  meta: {
    id: 'time_barred_no_disclosure_federal',
    title: 'Collects a time-barred debt without saying it cannot be sued on',
    citation:
      '15 U.S.C. 1692e, 1692e(2)(A), 1692e(10); Pantoja v. Portfolio Recovery (7th Cir. 2017); McMahon v. LVNV Funding (7th Cir. 2014); Buchanan v. Northland Group (6th Cir. 2015); Daugherty v. Convergent Outsourcing (5th Cir. 2016); Tatis v. Allied Interstate (3d Cir. 2018)',
    kind: 'judgment',
    section: '1.6',
    description:
      'Asking you to pay a debt that is too old to sue on is not illegal by itself. But a letter that offers a "settlement" or payment plan on such a debt without saying that the law bars a lawsuit (and, in many states, that a payment could restart the time to sue) may mislead you into thinking the debt can still be enforced in court.',
    severity: 6,
    value: 500,
  },
  check,
};
