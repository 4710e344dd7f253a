import { findFirst } from '../../text/find';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { findPhrases, quoteOf, sentenceAround } from '../_conduct-and-time-bar/phrases';
import { QUESTIONS } from '../_shared/questions';
import { OBLIGATED_OR_TREATED_AS_CONSUMER } from '../../reading/law-stated';

/**
 * legal-reference §1.7 `third_party_letter_discloses_debt`: a letter sent to someone other than the
 * consumer (who includes a spouse, a minor's parent, a guardian, an executor or administrator and a
 * confirmed successor) may not reveal the debt (1692c(b), 1692b(2), (5); 1006.6(d)(1), 1006.10(b)).
 */

/** The letter's own words show it is addressed to someone other than the debtor. */
const THIRD_PARTY_ADDRESSEE: readonly RegExp[] = [
  /\bto\s+the\s+(?:family|relatives|household|parents|neighbou?rs?|roommates?)\s+of\b/i,
  /\b(?:attn|attention)\b\.?\s*:?\s*(?:payroll|human\s+resources|hr(?:\s+department)?|personnel|employer|accounts\s+payable)\b/i,
  /\b(?:debt|account|balance|bill|obligation)\s+(?:owed|incurred|opened|held)\s+by\s+your\s+(?:son|daughter|grand(?:son|daughter|child)|mother|father|brother|sister|relative|employee|tenant|roommate|neighbou?r|friend|nephew|niece|cousin|boyfriend|girlfriend|partner|former\s+(?:spouse|wife|husband)|ex-(?:wife|husband|spouse))\b/i,
  /\byour\s+(?:employee|tenant|roommate|relative|son|daughter|mother|father|brother|sister|neighbou?r|friend|nephew|niece|cousin)\b,?[^.]{0,60}?\b(?:owes|has\s+(?:an?\s+)?(?:unpaid|outstanding|past[\s-]due|delinquent)|is\s+(?:behind|delinquent|past[\s-]due))\b/i,
];

/** Lawful: a court's post-judgment garnishment order served on an employer. */
const GARNISHMENT_ORDER =
  /\bincome\s+withholding\s+order\b|\b(?:order|writ)\s+(?:of|for)\s+(?:wage\s+|continuing\s+)?garnishment\b|\bgarnishment\s+(?:order|summons|writ)\b|\bcontinuing\s+(?:writ|lien)\s+on\s+wages\b/i;
/** The consumer's lawyer or an estate's representative counts as the consumer (1692c(d); comment 34(a)(1)-1); in Spanish too ("Administradora de la
 * Sucesión de …", "albacea", "representante personal del patrimonio"; decision 474). */
const PERMITTED_ADDRESSEE =
  /\bestate\s+of\b|\b(?:executor|executrix|administrator|administratrix|personal\s+representative)\b[^.\n]{0,30}\bestate\b|,\s*(?:executor|executrix|administrator|administratrix|personal\s+representative)\b|\b(?:attorney|counsel)\s+for\s+(?:the\s+)?(?:debtor|consumer|defendant)\b|\byour\s+client\b|(?<![\w\u00c0-\u017f])(?:sucesi[oó]n|herencia|patrimonio)\s+(?:de|del)\s+(?:(?:sr|sra|don|do[nñ]a)\.?\s+)?[A-ZÁÉÍÓÚÑ]|(?<![\w\u00c0-\u017f])(?:albace(?:a|as)|(?:administrador|administradora|ejecutor|ejecutora|representante\s+personal)\b[^.\n]{0,30}\b(?:sucesi[oó]n|herencia|patrimonio|testamentari[ao]))(?![\w\u00c0-\u017f])/i;

/** Words that reveal a debt to a reader. */
const DEBT_WORDS: readonly RegExp[] = [
  /\bdebts?\b|\bowes?\b|\bowed\b|\bbalance\b|\bpast[\s-]+due\b|\boverdue\b|\bdelinquen\w*|\bcollect(?:ion|ing|or)?\b|\bamount\s+due\b|\bunpaid\b|\bdeuda\b/i,
];

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const garnishment = findFirst(ctx.text, GARNISHMENT_ORDER);
  if (garnishment)
    return { status: 'not_applicable', reason: 'This is a court garnishment order served on an employer, which is lawful post-judgment process.' };
  const answer = ctx.answers.addressedToThirdParty;
  if (answer === false) return { status: 'pass', assumptions: [...gate.assumptions, 'You said the letter was addressed to the person who owes the debt.'] };

  // A co-signer or guarantor is obligated (a consumer, 1692a(3)); a minor's parent and a guardian are treated as the consumer (1692c(d)): decision 210.
  // Session 52: the person who says the letter went to someone else may mean their lawyer; the letter's own words showing that
  // the addressee represents them ("Re: Your client …") settle it the same way.
  const permitted = findFirst(ctx.text, PERMITTED_ADDRESSEE) ?? findFirst(ctx.text, OBLIGATED_OR_TREATED_AS_CONSUMER);
  if (permitted) {
    return { status: 'pass', assumptions: [...gate.assumptions, `The letter is addressed to someone the law treats as the consumer ("${permitted.text}").`] };
  }
  const addressee = findPhrases(ctx.text, THIRD_PARTY_ADDRESSEE)[0];
  if (answer === undefined && !addressee) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.addressedToThirdParty],
      message:
        'A debt collector may not tell anyone but you (or your spouse, your lawyer, or a few others the law treats as you) about your debt. Tell us whether this letter was addressed to someone else.',
      assumptions: gate.assumptions,
    };
  }

  const debt = findPhrases(ctx.text, DEBT_WORDS)[0];
  if (!debt) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        "The letter does not mention a debt; a collector may ask a third party only for a consumer's location, without saying why (15 U.S.C. 1692b).",
      ],
    };
  }
  const evidence: Span[] = [];
  if (addressee) evidence.push(quoteOf(ctx.text, sentenceAround(ctx.text, addressee.start, addressee.end), addressee));
  const debtQuote = quoteOf(ctx.text, sentenceAround(ctx.text, debt.start, debt.end), debt);
  if (!evidence.some((e) => e.start < debtQuote.end && debtQuote.start < e.end)) evidence.push(debtQuote);
  const fromText = answer === undefined;
  return {
    status: 'flag',
    message: `${fromText ? 'This letter appears to be addressed to someone other than the person who owes the debt' : 'You told us this letter was addressed to someone other than the person who owes the debt'}, and it reveals the debt. Apart from the consumer's spouse, the parent or guardian of a minor, an executor or administrator and the consumer's lawyer, a debt collector may not discuss a consumer's debt with anyone; it may only ask a third party for the consumer's location, without mentioning the debt (15 U.S.C. 1692c(b), 1692b(2); 12 CFR 1006.6(d)(1), 1006.10(b)(2)).`,
    evidence,
    confidence: fromText ? 'medium' : 'high',
    assumptions: [
      ...gate.assumptions,
      ...(fromText
        ? ["Assumed the addressee is not the debtor's spouse, the parent or guardian of a minor debtor, or the estate's executor or administrator."]
        : []),
    ],
  };
};

export const rule: Rule = {
  meta: {
    id: 'third_party_letter_discloses_debt',
    title: 'Letter sent to someone other than the consumer reveals the debt',
    citation: '15 U.S.C. 1692c(b), 1692b(2), (5); 12 CFR 1006.6(d)(1), 1006.10(b)(2), (4)',
    kind: 'objective',
    section: '1.7',
    description:
      "A debt collector may not tell other people — relatives, roommates, your employer — about your debt. It may contact them only to find out where you live or work, without saying why. Your spouse, the parent or guardian of a minor, an estate's executor and your lawyer are treated as you.",
    severity: 8,
    value: 1000,
  },
  check,
};
