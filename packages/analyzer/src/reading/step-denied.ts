import type { Span } from '../types';
import { readLetter } from './read-letter';
import type { Actor, ThreatAction } from './types';
import { fold } from '../rules/_disclosures-and-amounts/text';

/**
 * A denial with no time and no condition: the letter says the sender or the creditor does not take the step at all ("we do
 * not file lawsuits", "this agency does not sue consumers", "no lawsuit will be filed against you", "we are not authorized
 * to file suit", "we do not report accounts to the credit bureaus", "nuestra agencia no presenta demandas", "no
 * reportamos cuentas a las agencias de crédito"). A letter that says so and also says the step will come contradicts
 * itself: the least sophisticated consumer cannot tell which is true, and one of the two is false (15 U.S.C. 1692e(5),
 * (10); 12 CFR 1006.18(c)(1); decision 181).
 *
 * Not a denial of this kind (the step may still come, so nothing is contradicted): a denial for a time or on a condition
 * ("during the validation period", "until we have communicated with you", "before April 15", "while you are making
 * payments", "if you pay", "without first giving you notice", "at this time", "yet", Spanish "durante", "hasta", "mientras",
 * "por ahora"), of a step already taken or not ("no lawsuit has been filed"), of disputed accounts (Regulation F's and the
 * FCRA's rule on disputes), a statement that no decision has been made (Wade v. Regional Credit, 9th Cir. 1996: read by
 * `readImpliedLegalAction`), and the debt's age given as the reason (the time-barred rules read that).
 */
const LIMITED =
  /\b(?:during|until|till|before|while|whilst|unless|if|yet|at\s+(?:this|the\s+present)\s+time|(?:right\s+)?now|currently|presently|for\s+(?:now|the\s+time\s+being)|without\s+(?:first|prior|further|giving|notice)|prior\s+to|within|after|once|so\s+long\s+as|as\s+long\s+as|provided|disputed?|dispute|decision|decided|determined|age\s+of|too\s+old|statute|limitations?|durante|hasta|antes|mientras|a\s+menos|todav[ií]a|a[uú]n|por\s+ahora|en\s+este\s+momento|disputad[ao]s?|antig[uü]edad)\b|\bsi\s+(?:usted|paga|no)\b|\b(?:has|have|had|was|were)\s+(?:not\s+)?(?:yet\s+)?(?:been\s+)?(?:filed|reported|sued|commenced|taken)\b/;

/** Both parties denied at once ("neither we nor our client will sue you", "ni nosotros ni nuestro cliente"). */
const BOTH_DENIED = /\bneither\b[^.;]{0,60}\bnor\b|\bni\s+[^.;]{0,40}\bni\b/;

/**
 * Who a denial speaks for: `all` when it names no one ("no lawsuit will be filed against you"), names both, or names the
 * creditor (if the creditor does not sue, no suit on its debt comes from anyone); else the collector (with its own lawyers).
 */
export type DenialScope = 'all' | 'collector';
export type StepDenial = { sentence: Span; scope: DenialScope };

export const categoricalDenials = (text: string, action: ThreatAction): StepDenial[] => {
  const out: StepDenial[] = [];
  for (const t of readLetter(text).threats) {
    if (t.action !== action || t.certainty !== 'negated') continue;
    const folded = fold(t.sentence.text);
    if (LIMITED.test(folded) || out.some((d) => d.sentence.start === t.sentence.start)) continue;
    const scope: DenialScope = t.actor === 'collector' || t.actor === 'attorney' ? (BOTH_DENIED.test(folded) ? 'all' : 'collector') : 'all';
    out.push({ sentence: t.sentence, scope });
  }
  return out;
};

/** A denial of that scope contradicts a threat by this actor: the collector's denial does not reach its client's suit. */
export const denialReaches = (scope: DenialScope, actor: Actor): boolean => scope === 'all' || actor === 'collector' || actor === 'attorney';
