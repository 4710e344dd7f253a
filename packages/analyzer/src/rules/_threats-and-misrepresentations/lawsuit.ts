import { computeSolStatus, earliestOf } from '../../sol/compute-sol-status';
import type { RuleContext, SolStatus } from '../../types';
import { isRevivalWarning, suitLimitedByLaw } from '../_conduct-and-time-bar/phrases';
import { isRightsStatement, negatedBefore } from './phrases';
import { findWithSentence, type Found, type View } from './text';
import { WHETHER_BEFORE } from '../../reading/lexicon';
import { onForgetLetter } from '../../text/last-letter';

/**
 * Threats of a lawsuit or "legal action" (shared by threat_legal_action_unintended and
 * false_attorney_involvement), and what the letter itself says about the debt's age.
 */

const LEGAL_ACTION =
  /\b(?:sue|suing|file\s+(?:a\s+)?(?:suit|lawsuit|legal\s+action|complaint|claim)|filing\s+(?:of\s+)?(?:a\s+)?(?:suit|lawsuit|legal\s+action|complaint)|(?:commenc|initiat|institut|begin|start|pursu|tak|bring)\w*\s+(?:formal\s+)?(?:legal|court|judicial)\s+(?:action|proceedings?|remedies|steps)|(?:commenc|initiat|institut|begin|start|bring)\w*\s+(?:a\s+)?(?:suit|lawsuit|litigation)|legal\s+action|lawsuit|litigation|legal\s+proceedings|court\s+action|(?:(?:refer|referred|forward|forwarded|transfer|transferred|assign|assigned|turn(?:s|ed|ing)?\s+over|sent|send|hand(?:s|ed)?\s+over)\s+(?:(?:your|this|the|their)\s+(?:account|file|matter|debt|claim)\s+)?to|(?:give|gives|giving|gave|pass(?:es|ed|ing)?|turn(?:s|ed|ing)?|hand(?:s|ed|ing)?)\s+(?:your|this|the|their|its)\s+(?:account|file|matter|debt|claim)\s+(?:(?:over|on|along)\s+)?to)\s+(?:an?\s+|our\s+|the\s+|their\s+|its\s+|his\s+|her\s+)?(?:(?:local|own|outside)\s+)?(?:attorneys?|lawyers?|law\s+firm|legal\s+department|counsel)|pre-?legal|pre-?litigation|demanda(?:rle|remos|rlo|rla)?|acci[oó]n\s+(?:legal|judicial)|acciones\s+(?:legales|judiciales)|(?:remitir|enviar|turnar|pasar|entregar|transferir|asignar)\w*\s+(?:su\s+cuenta|su\s+deuda|el\s+caso|este\s+asunto|la\s+cuenta)\s+a\s+(?:un|una|nuestros?|nuestra|sus?|el|los)\s+(?:abogados?|bufete|departamento\s+legal)|proceso\s+legal)\b/i;

/** Wording that makes even an unmodalised mention a threat ("FINAL NOTICE BEFORE SUIT", "to avoid legal action"). */
const THREAT_FRAME =
  /\b(?:(?:final|last)\s+(?:notice|demand|warning|letter|request)\s+(?:(?:to|for)\s+you\s+)?(?:before|prior\s+to)|(?:[uú]?ltim[oa]|final)\s+(?:aviso|notificaci[oó]n|advertencia|carta)\s+(?:para\s+usted\s+)?antes\s+de|(?:aviso|notificaci[oó]n|advertencia)\s+final\s+antes\s+de|notice\s+of\s+intent\s+to|intent\s+to\s+(?:sue|file)|to\s+avoid|in\s+order\s+to\s+avoid|para\s+evitar|last\s+(?:chance|opportunity)\s+(?:before|to\s+avoid)|pre-?legal|pre-?litigation)\b/i;

const SOFTENER = /\b(?:possible|potential|further\s+collection\s+activity)\b/i;
const FILED_ALREADY = /\b(?:has|have|was|were|had)\s+(?:been\s+)?filed\b|\bwe\s+filed\b|\b(?:enclosed|attached)\b[^.]{0,40}\b(?:summons|complaint)\b/i;
const CONSUMER_SUES =
  /\byou\s+(?:may|can|could|might|have\s+the\s+right\s+to|are\s+entitled\s+to)\s+(?:\w+\s+){0,2}$|\bsue\s+(?:us|a\s+(?:debt\s+)?collector|the\s+collector|collectors)\b|\bif\s+you\s+(?:sue|file)\b/i;

/**
 * Denials the clause reader does not see: a bare "no" right before the step ("No demandaremos", "no legal action
 * will be taken") and a statement that no decision has been made (Wade v. Regional Credit, 9th Cir. 1996: a true
 * statement that the creditor has not decided is no threat; "aún no hemos decidido").
 */
const NO_RIGHT_BEFORE = /\b(?:no|nunca|jam[aá]s)\s+(?:(?:le|lo|la|les|nos|se)\s+)?$/i;
const NOT_DECIDED_YET =
  /\b(?:no\s+(?:decision|determination)\s+(?:has\s+(?:yet\s+)?been|was)\s+made|(?:have|has)\s+not\s+(?:yet\s+)?(?:decided|determined|made\s+(?:a|any)\s+decision)|a[uú]n\s+no\s+(?:hemos|ha|han)\s+decidido|no\s+se\s+ha\s+tomado\s+(?:ninguna\s+)?decisi[oó]n)\b/i;

/**
 * The consumer's own part in a suit, told as a right ("You will have the opportunity to defend yourself after the lawsuit
 * is filed", "you would have the right to respond to any complaint", "usted tendrá la oportunidad de defenderse"): what
 * happens if a suit comes, not a threat that one will (Sholty v. Cavalry Portfolio Services, C.D. Ill. 2019; decision 185).
 */
export const DEFENCE_RIGHT =
  /\byou\s+(?:will|would|shall|may|can|could)\s+(?:still\s+)?(?:have|be\s+given|be\s+afforded|get)\s+(?:the|an|a|every)\s+(?:full\s+|fair\s+)?(?:opportunity|right|chance)\s+to\s+(?:defend|respond|answer|contest|dispute|appear|be\s+heard|present|raise|assert)|\busted\s+(?:tendr[aá]|tendr[ií]a|podr[aá]|podr[ií]a)\s+(?:la\s+|el\s+)?(?:oportunidad|derecho|ocasi[oó]n)\s+de\s+(?:defenderse|responder|contestar|disputar|comparecer|presentar)/i;

/** `referral`: the threat is a referral to an attorney, not a suit as such. */
export type LegalThreat = { found: Found; categorical: boolean; referral: boolean };

const MODAL =
  /\b(?:will|shall|may|might|could|can|intends?\s+to|going\s+to|must|forced|no\s+(?:other\s+)?(?:choice|alternative)|plans?\s+to|decided|has\s+been|have\s+been|is\s+being|subject\s+to|proceed(?:ing)?\s+(?:with|to)|(?:instructed|authorized|approved|directed)\s+(?:us\s+)?(?:to|for)|(?:ready|prepared|scheduled)\s+(?:to|for)|ser[aá]n?|podr[aá]n?|puede[n]?|procederemos|vamos\s+a|presentaremos|iniciaremos|tomaremos|entablaremos|interpondremos|remitiremos|enviaremos|(?:se\s+)?(?:presentar|iniciar|tomar|remitir|enviar)[aá]n?)\b/gi;
const HEDGED_MODAL = /^(?:may|might|could|can|podr|puede)/i;

/**
 * The collector's or the creditor's own right to sue asserted ("we have the legal right to file a lawsuit", "our client has
 * every right to sue you", "we are legally entitled to take legal action", "tenemos el derecho legal de presentar una
 * demanda"): said to the consumer in a demand, the right is the threat of using it (Russey v. Rankin, D.N.M. 1995: the
 * letter "clearly threaten[ed] litigation"; decision 228). The consumer's own rights ("you have the right to …") and a
 * right kept in reserve ("reserves the right") are not this.
 */
const HOLDER = String.raw`our\s+(?:client|firm|office|company|agency)|this\s+(?:office|firm|agency|company)|(?:the|your)\s+(?:creditor|lender|bank)|[a-z]+\s+(?:bank|financial|funding|llc|inc\.?)`;
const RIGHT_CLAIMED = new RegExp(
  [
    String.raw`\b(?:we|i|${HOLDER})\s+(?:(?:also|still|certainly|clearly|now|fully)\s+)?(?:ha(?:ve|s)\s+(?:the|every|a|full|all\s+the)\s+(?:legal\s+|lawful\s+)?rights?|(?:is|are)\s+(?:legally\s+|fully\s+|lawfully\s+)?(?:entitled|permitted|allowed|authori[sz]ed|free|within\s+(?:our|its|their)\s+(?:legal\s+)?rights?))\s+(?:(?:by|under)\s+(?:the\s+)?(?:law|contract|agreement)\s+)?to\s+(?:\w+\s+){0,2}$`,
    // Decision 512: the right given by the law or the contract ("the law allows our client to sue you", "state law permits us to
    // file a lawsuit", "your credit agreement gives the creditor the right to take legal action").
    String.raw`\b(?:(?:the|state|federal|[a-z]+\s+state)\s+law|law|(?:the|your|this)\s+(?:credit\s+|loan\s+|account\s+|cardholder\s+)?(?:agreement|contract))\s+(?:(?:also|clearly|fully|expressly)\s+)?(?:entitles|allows|permits|authori[sz]es|gives|grants)\s+(?:us|me|${HOLDER})\s+(?:the\s+(?:legal\s+|full\s+)?right\s+)?to\s+(?:\w+\s+){0,2}$`,
    // Spanish, with or without the article ("tenemos derecho a demandarle"), and the right the law or the contract gives
    // ("la ley nos permite presentar una demanda", "el contrato nos da derecho a demandarle").
    String.raw`(?<![\w\u00c0-\u017f])(?:(?:tenemos|nuestro\s+cliente\s+tiene)\s+(?:(?:el|todo\s+el|pleno)\s+)?|(?<!usted\s)tiene\s+(?:el|todo\s+el|pleno)\s+)derecho\s+(?:legal\s+)?(?:a|de)\s+(?:[\w\u00c0-\u017f]+\s+){0,2}$`,
    String.raw`(?<![\w\u00c0-\u017f])(?:la\s+ley|el\s+contrato|su\s+contrato)\s+nos\s+(?:permite|autoriza\s+a|faculta\s+para|da\s+(?:el\s+)?derecho\s+(?:a|de))\s+(?:[\w\u00c0-\u017f]+\s+){0,2}$`,
  ].join('|'),
  'i',
);

/** The modal verb closest before the phrase (or right after it: "legal action will be taken"). */
const closestModal = (sentence: string, at: number, length: number): string | undefined => {
  const before = sentence.slice(Math.max(0, at - 90), at);
  let last: string | undefined;
  MODAL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MODAL.exec(before)) !== null) last = m[0];
  if (last !== undefined) return last;
  const after = /^\W{0,3}(?:\w+\s+){0,2}?(will|shall|may|might|could|can)\s+be\b/i.exec(sentence.slice(at + length, at + length + 40));
  return after?.[1];
};

/** Sentences that threaten a lawsuit or legal action (denials, rights notices, revival warnings and past filings excluded). */
const readLegalThreats = (v: View): LegalThreat[] => {
  const out: LegalThreat[] = [];
  for (const f of findWithSentence(v, LEGAL_ACTION)) {
    const word = f.hit.match[0];
    const before = f.sentence.slice(Math.max(0, f.at - 60), f.at);
    const around = f.sentence.slice(f.at, f.at + 40);
    if (negatedBefore(f.sentence, f.at) || isRightsStatement(f.sentence) || isRevivalWarning(f.sentence)) continue;
    if (NO_RIGHT_BEFORE.test(before) || NOT_DECIDED_YET.test(f.sentence) || WHETHER_BEFORE.test(before)) continue;
    if (CONSUMER_SUES.test(before) || CONSUMER_SUES.test(around)) continue;
    if (FILED_ALREADY.test(f.sentence) || DEFENCE_RIGHT.test(f.sentence) || suitLimitedByLaw(f.sentence)) continue;
    const window = f.sentence.slice(Math.max(0, f.at - 100), f.at + word.length + 30);
    const framed = THREAT_FRAME.test(window);
    // "demandaremos" (we will sue) carries its own future tense.
    const modal =
      closestModal(f.sentence, f.at, word.length) ??
      (/remos$/i.test(word) ? 'will' : undefined) ??
      (RIGHT_CLAIMED.test(f.sentence.slice(Math.max(0, f.at - 90), f.at)) ? 'right' : undefined);
    const hedged = (modal !== undefined && HEDGED_MODAL.test(modal)) || SOFTENER.test(window);
    if (modal === undefined && !framed) continue;
    out.push({
      found: f,
      categorical: !hedged,
      referral: /^(?:refer|forward|transfer|assign|turn|sent|send|giv|gave|hand|pass|remit|envi|entreg|asign)/i.test(word),
    });
  }
  return out;
};

/**
 * `readLegalThreats` of the letter's view, kept for the view it was read from: the threat rule, the attorney rule and the
 * reading of legal action raised (decision 249) ask it of the same letter. Callers must not mutate the result.
 */
let lastThreats: { view: View; threats: readonly LegalThreat[] } | undefined;
onForgetLetter(() => {
  lastThreats = undefined;
});
export const legalThreats = (v: View): readonly LegalThreat[] => {
  if (lastThreats?.view !== v) lastThreats = { view: v, threats: readLegalThreats(v) };
  return lastThreats.threats;
};

/**
 * The statute-of-limitations status at the letter date: the engine's, or computed here from the
 * state and the dates known (facts first, then the user's answers).
 */
export const solAtLetter = (ctx: RuleContext): SolStatus => {
  const letterDate = ctx.gates.letterDate;
  if (ctx.sol && !letterDate) return ctx.sol;
  const lastPaymentDate = ctx.answers.lastPaymentDate ?? ctx.facts.lastPaymentDate?.value;
  return computeSolStatus({
    state: ctx.gates.state,
    today: letterDate ?? ctx.today,
    ...(lastPaymentDate ? { lastPaymentDate } : {}),
    ...(ctx.facts.chargeOffDate ? { chargeOffDate: ctx.facts.chargeOffDate.value } : {}),
    ...(ctx.facts.firstDelinquencyDate ? { firstDelinquencyDate: ctx.facts.firstDelinquencyDate.value } : {}),
    ...(ctx.facts.noPaymentAfter ? { noPaymentAfter: ctx.facts.noPaymentAfter.value } : {}),
    earliest: earliestOf(ctx.answers.lastPaymentDate ? { ...ctx.facts, lastPaymentDate: undefined } : ctx.facts),
    ...(ctx.answers.acknowledgedDebtInWriting !== undefined ? { acknowledgedDebtInWriting: ctx.answers.acknowledgedDebtInWriting } : {}),
    ...(ctx.answers.debtPastLimitationPeriod !== undefined ? { pastLimitationPeriod: ctx.answers.debtPastLimitationPeriod } : {}),
  });
};
