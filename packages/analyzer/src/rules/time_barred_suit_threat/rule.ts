import { findFirst } from '../../text/find';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { findPhrases, lawBarsSuitSpans, quoteOf, shortQuote, suitThreats, willNotSueSpans, type SuitThreat } from '../_conduct-and-time-bar/phrases';
import { readImpliedLegalAction, type ImpliedLegalActionKind } from '../../reading/implied-legal-action';
import { impliedSuitSignals } from '../../reading/suit-spoken-of';
import { timeBarStatus } from '../_conduct-and-time-bar/time-bar';
import { lawFirmIdentity } from '../_threats-and-misrepresentations/parties';

/**
 * legal-reference §1.6 `time_barred_suit_threat`: lawsuit / legal-action language (outside negations,
 * disclosures and revival warnings) on a debt that is past the statute of limitations — because the
 * letter says so itself, or from the state and the dates (ctx.sol). Unknown age: ask.
 */

const PLEADING_MARK = /\b(?:complaint|summons|plaintiff|petition)\b/i;

const checkPleading = (ctx: RuleContext, assumptions: string[]): RuleResult => {
  const bar = timeBarStatus(ctx);
  if (bar.status === 'within') return { status: 'pass', assumptions: [...assumptions, bar.reason, ...(bar.notes ?? [])] };
  if (bar.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: bar.questions,
      message:
        'This looks like a lawsuit. A debt collector may not sue on a debt that is past the statute of limitations; your answers tell us whether this one is.',
      assumptions,
    };
  }
  const mark = findFirst(ctx.text, PLEADING_MARK);
  return {
    status: 'flag',
    message:
      'This looks like a lawsuit filed on a debt that appears to be past the statute of limitations. A debt collector must not sue on a time-barred debt (12 CFR 1006.26(b)). The limitations defence usually has to be raised in court before the deadline to answer, so consider speaking with a consumer lawyer promptly.',
    evidence: [...(mark ? [mark] : []), ...bar.evidence],
    confidence: 'medium',
    assumptions: [...assumptions, ...bar.assumptions],
  };
};

/**
 * A law firm's letter that asks the consumer to resolve or settle the debt ("if you want to resolve this matter", "to settle
 * this account", "a settlement of your balance", "resolver este asunto"): from lawyers, whose way of collecting is a suit,
 * the least sophisticated consumer reads that the matter will otherwise be resolved in court, so on a debt past the
 * limitations period the letter implies a suit that cannot be brought (Gervais v. Riddle & Associates, D. Conn. 2005, 2007:
 * a law firm's settlement letter on a debt last active ten years before; 15 U.S.C. 1692e(2)(A), (5), (10); decision 228).
 * Not read when the letter says no suit will or can be brought (the time-barred disclosures), nor from a collection agency
 * (collecting without a threat is lawful: Huertas; Freyermuth), nor a law firm's letter that asks nothing of the kind.
 */
const RESOLVE_INVITATION: readonly RegExp[] = [
  /\b(?:resolv\w*|settl\w*|clear\s+up|take\s+care\s+of)\s+(?:this|the|your)\s+(?:[\w-]+\s+){0,2}?(?:matter|account|debt|balance|claim|obligation)\b|\b(?:settlement|resolution)\s+(?:offer|of\s+(?:this|the|your)\s+(?:[\w-]+\s+){0,2}?(?:matter|account|debt|balance|claim))\b|\bbring\s+(?:this|the)\s+(?:matter|account)\s+to\s+a\s+(?:close|conclusion)\b/i,
  /\b(?:resolver|solucionar|arreglar|saldar|liquidar)\s+(?:este|el|su|esta|la)\s+(?:asunto|cuenta|deuda|saldo|reclamo)\b|\boferta\s+de\s+(?:acuerdo|liquidaci[oó]n|arreglo)\b/i,
];

const lawFirmResolveResult = (ctx: RuleContext, assumptions: string[]): RuleResult | undefined => {
  const invitation = findPhrases(ctx.text, RESOLVE_INVITATION)[0];
  if (!invitation || willNotSueSpans(ctx.text).length > 0 || lawBarsSuitSpans(ctx.text).length > 0) return undefined;
  if (!lawFirmIdentity(ctx).lawFirm) return undefined;
  const bar = timeBarStatus(ctx);
  if (bar.status !== 'expired') return undefined;
  return {
    status: 'flag',
    message: LAW_FIRM_RESOLVE_MESSAGE,
    evidence: [invitation, ...bar.evidence.filter((e) => !(e.start < invitation.end && invitation.start < e.end))],
    confidence: 'low',
    assumptions: [...assumptions, ...bar.assumptions],
  };
};

/**
 * Legal action implied in the words the suit list does not hold (decision 369): the stage before suit ("PRE-SUIT NOTICE", "your
 * account is being prepared for suit", "estado de prelitigio", "unidad de litigios"), a suit set against paying now or asked
 * about ("Why let this go to court?", "Before this becomes a legal matter", "y no en los tribunales"), a suit claimed as the
 * collector's practice ("We have filed thousands of lawsuits", "Hemos presentado miles de demandas"). Said surely (a "may" stays
 * the suit list's), and not in a letter that says no decision to take legal action has been made. On a time-barred debt each
 * threatens a suit that cannot be brought (12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5)).
 */
const IMPLIED_SUIT_KINDS: ReadonlySet<ImpliedLegalActionKind> = new Set(['legal_referral', 'before_suit', 'suit_as_alternative', 'suit_practice']);
const threatsRead = (text: string): SuitThreat[] => {
  const threats = suitThreats(text);
  if (readImpliedLegalAction(text).undecided) return threats;
  const implied = impliedSuitSignals(text, IMPLIED_SUIT_KINDS)
    .filter((s) => !s.hedged && !threats.some((t) => t.sentence.start < s.sentence.end && s.sentence.start < t.sentence.end))
    .map((s) => ({ phrase: s.span, sentence: s.sentence, definite: false }));
  return implied.length === 0 ? threats : [...threats, ...implied].sort((a, b) => a.sentence.start - b.sentence.start);
};

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx, { allowPleadings: true });
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  if (ctx.gates.isCourtPleading) return checkPleading(ctx, gate.assumptions);

  const threats = threatsRead(ctx.text);
  if (threats.length === 0) return lawFirmResolveResult(ctx, gate.assumptions) ?? { status: 'pass', assumptions: gate.assumptions };
  const quotes: Span[] = threats.slice(0, 3).map((t) => quoteOf(ctx.text, t.sentence, t.phrase));
  const first = quotes[0] as Span;

  const bar = timeBarStatus(ctx);
  if (bar.status === 'within') {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `The letter mentions legal action, but the debt does not appear to be time-barred: ${bar.reason}`,
        ...(bar.notes ?? []),
      ],
    };
  }
  if (bar.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: bar.questions,
      message: `This letter mentions legal action ("${shortQuote(first)}"). A debt collector may not sue or threaten to sue on a debt that is past the statute of limitations. Your answers tell us whether this debt is.`,
      evidence: quotes,
      assumptions: gate.assumptions,
    };
  }

  const definite = threats.some((t) => t.definite);
  const confidence = bar.source === 'letter' || (bar.clear && definite) ? 'high' : 'medium';
  const why =
    bar.source === 'letter'
      ? 'The letter itself indicates the debt is past the statute of limitations'
      : bar.source === 'answer'
        ? 'You answered that the time limit to sue on this debt has passed'
        : 'From your state and the dates known, the debt appears to be past the statute of limitations';
  return {
    status: 'flag',
    message: `This letter threatens legal action ("${shortQuote(first)}"). ${why}. ${
      ctx.gates.isRegF === false
        ? 'Threatening a lawsuit the collector cannot lawfully bring misrepresents the legal status of the debt and is a false threat (15 U.S.C. 1692e(2)(A), (5)); since November 30, 2021 Regulation F also bans it expressly (12 CFR 1006.26(b)).'
        : 'A debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)), and threatening action it cannot lawfully take is a false representation (15 U.S.C. 1692e(5)).'
    }`,
    evidence: [...quotes, ...bar.evidence.filter((e) => !quotes.some((q) => e.start < q.end && q.start < e.end))],
    confidence,
    assumptions: [...gate.assumptions, ...bar.assumptions],
  };
};

export const rule: Rule = {
  meta: {
    id: 'time_barred_suit_threat',
    title: 'Threatens suit on a debt past the statute of limitations',
    citation: '12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5)',
    kind: 'context',
    section: '1.6',
    description:
      'Every state limits how long a creditor has to sue over a debt (the statute of limitations). Once that time has passed, a debt collector must not sue you or threaten to sue you over the debt.',
    severity: 9,
    value: 1000,
  },
  check,
};

/** Decision 228's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const LAW_FIRM_RESOLVE_MESSAGE =
  'This letter may violate federal law: it comes from a law firm and asks you to resolve or settle a debt that appears to be past the statute of limitations, without saying that you cannot be sued for it. A letter from lawyers implies that the matter will otherwise be taken to court, and a debt collector may not threaten, even by implication, a lawsuit it cannot lawfully bring (15 U.S.C. 1692e(2)(A), (5), (10); 12 CFR 1006.26(b); Gervais v. Riddle & Associates, D. Conn. 2007).';
