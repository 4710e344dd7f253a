import type { Rule, RuleContext, Span } from '../../types';
import { withFederalGate } from '../_shared-1-2-to-1-5/gate';
import {
  describeEnd,
  insidePeriod,
  modelFormSentenceTest,
  overshadowScope,
  PERIOD_FROM_RECEIPT_ASSUMPTION,
  periodOf,
  rightsSurviveStatement,
  timingsIn,
  type Period,
  type Timing,
} from '../_shared-1-2-to-1-5/period';
import { quote, segments, segTest } from '../_shared-1-2-to-1-5/text';

const SUIT =
  /\b(?:sue|sued|suing|suit|lawsuit|legal\s+action|legal\s+proceedings?|litigation|court\s+action|judgment|commence\s+(?:an\s+)?action|institute\s+(?:suit|proceedings|legal)|file\s+(?:a\s+)?(?:claim|complaint|suit)|garnish\w*|levy|seiz\w*|repossess\w*|demandar|demanda|acci[oó]n\s+legal)\b/;
const CREDIT =
  /\b(?:equifax|experian|trans\s?union)\b|\bcredit\s+(?:bureaus?|reporting\s+agenc(?:y|ies)|reports?|files?)\b|\bconsumer\s+reporting\s+agenc|\bbur[oó]s?\s+de\s+cr[eé]dito/;
const REPORT = /\breport\w*|\breportar/;
const ATTORNEY =
  /\b(?:refer\w*|forward\w*|turn\w*\s+over|assign\w*|send|sent|transfer\w*|place\w*|enviar\w*)\b[^.]{0,40}\b(?:attorneys?|lawyers?|law\s+firm|legal\s+department|counsel|abogados?)\b/;
const HEDGE = /\b(?:may|might|could|possibly|consider|considering|recommend\w*|reserves?\s+the\s+right|podr[ií]a|podemos)\b/;
const DEFINITE = /\b(?:will|shall|intend\w*|intention|going\s+to|no\s+(?:other\s+)?choice|must|we\s+are\s+(?:instructed|authorized)\s+to)\b/;
const NEGATED =
  /\b(?:will\s+not|won't|shall\s+not|do\s+not\s+intend|no\s+intention|have\s+not\s+decided|not\s+(?:yet\s+)?decided)\b[^.]{0,50}\b(?:sue|suit|report|refer|legal|lawsuit)/;
const AFTER_PERIOD =
  /\bafter\s+(?:the\s+)?(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|\bafter\s+(?:the\s+)?end\s+date|\buntil\s+after\b|\bafter\s+(?:that|this)\s+(?:date|period)\b/;
const BACK_REFERENCE =
  /^(?:if\s+(?:you\s+)?(?:do\s+not|don't|fail|do\s+neither|neither)|if\s+not|otherwise|failure|failing|should\s+you\s+(?:fail|not)|if\s+(?:payment|this|the\s+balance)\s+is\s+not|de\s+lo\s+contrario|si\s+no)/;

type Hit = { threat: Span; timingSentence: Span; timing: Timing; definite: boolean };

const isThreat = (folded: string, seg: Span): boolean =>
  segTest(folded, seg, SUIT) || (segTest(folded, seg, CREDIT) && segTest(folded, seg, REPORT)) || segTest(folded, seg, ATTORNEY);

const insideTiming = (ctx: RuleContext, folded: string, seg: Span, period: Period): Timing | undefined =>
  timingsIn(ctx.text, folded, seg).find((t) => insidePeriod(t, period) === 'inside');

const findHits = (ctx: RuleContext, folded: string, period: Period): Hit[] => {
  const segs = segments(ctx.text);
  const hits: Hit[] = [];
  const formSentence = modelFormSentenceTest(ctx, folded);
  segs.forEach((seg, i) => {
    if (!isThreat(folded, seg) || segTest(folded, seg, NEGATED) || segTest(folded, seg, AFTER_PERIOD)) return;
    const definite = segTest(folded, seg, DEFINITE) && !segTest(folded, seg, HEDGE);
    // Reporting is lawful during the period (12 CFR 1006.30(a)); a truthful "may report" with its timing is not a threat (§1.10).
    if (!definite && !segTest(folded, seg, SUIT) && !segTest(folded, seg, ATTORNEY)) return;
    let timing = insideTiming(ctx, folded, seg, period);
    let timingSentence = seg;
    const prev = segs[i - 1];
    if (!timing && prev && BACK_REFERENCE.test(folded.slice(seg.start, seg.end))) {
      timing = insideTiming(ctx, folded, prev, period);
      timingSentence = prev;
    }
    if (!timing) return;
    // "Immediately" alone is too vague for a hedged statement (Terran v. Kaplan: "we may find it necessary to recommend… legal action").
    if (timing.kind === 'immediate' && !definite) return;
    // The model form's own wording is a safe harbour (1006.38(b)(2)); a threat the collector added is not.
    if (formSentence(seg)) return;
    hits.push({ threat: seg, timingSentence, timing, definite });
  });
  return hits;
};

export const rule: Rule = {
  meta: {
    id: 'overshadow_threat_inside_period',
    title: 'Adverse action threatened before the validation end date',
    citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1); 1692e(5); Bartlett',
    kind: 'judgment',
    section: '1.2',
    description:
      'A debt collector must not threaten to sue you, report you to the credit bureaus, send your account to a lawyer or take similar action on a date inside the validation period, in a way that makes your right to dispute the debt before the end date look pointless.',
    severity: 7,
    value: 1000,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const scope = overshadowScope(ctx, folded, gate.assumptions, 'a threat');
    if (!scope.ok) return scope.result;
    const { assumptions } = scope;
    const period = periodOf(ctx, folded);
    const hits = findHits(ctx, folded, period);
    if (hits.length === 0) return { status: 'pass', assumptions };
    const survive = rightsSurviveStatement(ctx, folded);
    if (survive) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `The letter explains that the threatened step does not cut short your dispute rights ("${quote(survive, 100)}"), the wording Bartlett v. Heibl approved.`,
        ],
      };
    }
    const first = hits[0] as Hit;
    const strong = hits.some((h) => h.definite && h.timing.kind !== 'immediate');
    if (!period.endDate) assumptions.push(PERIOD_FROM_RECEIPT_ASSUMPTION);
    const evidence: Span[] = [];
    for (const h of hits) {
      if (h.timingSentence !== h.threat && !evidence.includes(h.timingSentence)) evidence.push(h.timingSentence);
      if (!evidence.includes(h.threat)) evidence.push(h.threat);
    }
    if (period.endDate) evidence.push(period.endDate.span);
    const when = first.timing.kind === 'immediate' ? 'immediately' : `"${quote(first.timing.span, 60)}"`;
    return {
      status: 'flag',
      message: `This letter may violate 15 U.S.C. 1692g(b) and 12 CFR 1006.38(b)(1): it threatens action ("${quote(first.threat)}") with a deadline (${when}) that comes before ${describeEnd(period)}. A threat timed inside the validation period can make your right to dispute the debt, or to ask for the original creditor, look pointless. If the collector does not really intend to take that step, it may also be a false threat (15 U.S.C. 1692e(5)).`,
      evidence,
      confidence: strong ? 'high' : 'medium',
      assumptions,
    };
  }),
};
