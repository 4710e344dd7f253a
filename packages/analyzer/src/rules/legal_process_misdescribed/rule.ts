import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';

const meta: RuleMeta = {
  id: 'legal_process_misdescribed',
  title: 'Real legal papers described as not requiring action',
  citation: '15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)',
  kind: 'objective',
  section: '1.4',
  description:
    'If you are sued, the court papers (summons and complaint) have deadlines. A debt collector may not tell you that real legal papers are not legal process, or that they need no action from you. Ignoring a summons can lead to a judgment against you.',
  severity: 10,
  value: 1000,
};

/** Real legal papers are in or behind this document (English or Spanish). */
const PAPERS =
  /\byou\s+are\s+(?:hereby\s+)?summoned\b|\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b|\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner)|plaintiff)\s+(?:have|has)\s+(?:now\s+|already\s+)?(?:filed|served|commenced|brought|sued\s+you)\b|\b(?:hemos|ha|han)\s+(?:presentado|interpuesto|entablado)\s+(?:una\s+)?demanda\b|\b(?:enclosed|attached|served|filed|issued)\b[^.]{0,60}?\b(?:summons|complaint|petition|lawsuit|suit|court\s+papers|legal\s+papers|writ|subpoena)\b|\b(?:summons|complaint|petition|lawsuit|suit|court\s+papers|legal\s+papers|writ|subpoena)\b[^.]{0,60}?\b(?:enclosed|attached|served|filed|issued)\b|\b(?:adjunt[oa]s?|anex[oa]s?|entregad[oa]s?|presentad[oa]|notificad[oa]s?)\b[^.]{0,60}?\b(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos\s+(?:legales|judiciales))\b|\b(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos\s+(?:legales|judiciales))\b[^.]{0,60}?\b(?:adjunt[oa]s?|anex[oa]s?|entregad[oa]s?|presentad[oa]|notificad[oa]s?)\b/i;

/**
 * Words that tell the consumer the papers need nothing from them: no action or answer needed, no court
 * appearance, a mere formality or a copy for the records, papers to ignore, papers that are not a suit
 * (1692e(15)), by any modality or person, English or Spanish.
 */
const MISDESCRIBED =
  /\bno\s+(?:further\s+)?(?:action|response|reply|answer|court\s+appearance|appearance)\s+(?:is\s+|will\s+be\s+)?(?:needed|required|necessary)\b|\b(?:do\s+not|don't|need\s+not|will\s+not|won't|are\s+not\s+required\s+to|have\s+no\s+need\s+to)\s+(?:need\s+to\s+|have\s+to\s+)?(?:respond|appear|answer|go\s+to\s+court|attend|file\s+(?:an?\s+)?(?:answer|response)|take\s+any\s+action|do\s+anything)\b|\b(?:is|are)\s+not\s+(?:a\s+)?(?:lawsuit|legal\s+(?:process|papers|documents?|action)|court\s+(?:papers|documents?)|summons)\b|\b(?:just|merely|only|simply)\s+a\s+formality\b|\b(?:ignore|disregard)\s+(?:the|this|these|any)\s+(?:enclosed\s+|attached\s+)?(?:summons|complaint|papers|documents|court\s+papers|notice)\b|\b(?:can|may)\s+(?:safely\s+)?(?:ignore|disregard)\s+(?:the|this|these|any)\s+(?:enclosed\s+|attached\s+)?(?:summons|complaint|court\s+papers|legal\s+papers)\b|\bno\s+need\s+to\s+(?:appear|go\s+to\s+court|respond|answer|file)\b|\bfor\s+(?:your\s+)?(?:information|records)\s+only\b|\b(?:a\s+)?courtesy\s+copy\s+only\b|\bno\s+(?:es|necesita)\s+(?:una\s+demanda|responder|presentarse)\b|\bno\s+(?:tiene|necesita|debe)\s+(?:que\s+)?(?:responder|contestar|presentarse|comparecer|ir\s+a\s+la\s+corte|ir\s+al\s+tribunal|hacer\s+nada)\b|\b(?:puede|debe)\s+(?:ignorar|hacer\s+caso\s+omiso\s+de)\s+(?:la|el|los|las|esta|este|estos|estas)\s+(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos|papeles)\b|\bno\s+se\s+(?:requiere|necesita)\s+(?:ninguna\s+)?(?:acci[oó]n|respuesta|comparecencia)\b|\b(?:es|son)\s+(?:solo|s[oó]lo|solamente|meramente)\s+(?:un\s+)?(?:tr[aá]mite|formalidad|copia\s+informativa)\b|\bthere\s+is\s+no\s+(?:need|reason)\s+(?:for\s+you\s+)?to\s+(?:respond|appear|answer|go\s+to\s+court|attend|contact\s+the\s+court|file)\b|\b(?:it\s+is\s+)?(?:not\s+|un)necessary\s+(?:for\s+you\s+)?to\s+(?:respond|appear|answer|go\s+to\s+court|attend|contact\s+the\s+court|file\s+(?:an?\s+)?(?:answer|response))\b|\b(?:do\s+not|don't|need\s+not)\s+(?:need\s+to\s+)?(?:contact|call|write\s+to)\s+the\s+court\b|\bno\s+(?:es\s+necesario|hace\s+falta)\s+(?:que\s+(?:usted\s+)?)?(?:responder|responda|contestar|conteste|comparecer|comparezca|presentarse|se\s+presente|ir\s+a\s+la\s+corte|vaya\s+a\s+la\s+corte)\b/i;

/** "If you have already paid, no action is needed": true and not about the papers. */
const PAID_CONDITION =
  /\b(?:if|once|when|after)\s+(?:you\s+)?(?:have\s+)?(?:already\s+)?(?:paid|pay|settled?|sent|made|mailed)\b|\bif\s+(?:payment|this\s+balance)\s+has\s+(?:already\s+)?been\b|\bupon\s+(?:full\s+)?payment\b|\bsi\s+(?:usted\s+)?(?:ya\s+)?(?:pag[oó]|paga|ha\s+pagado)(?![a-z])/i;
/** "If you do not respond, …": a warning of the consequence, the opposite of a misdescription. */
const CONSEQUENCE = /\b(?:if|unless|when|should|in\s+case|si|cuando)\s+(?:[^.,;]{0,50}\s(?:and|or|y|o)\s+)?(?:you\s+|usted\s+)?$/i;
const CONDITIONAL_SUIT = /^\s*(?:if|should|in\s+the\s+event|si|en\s+caso)\b/i;

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { onPleadings: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const papers = findWithSentence(v, PAPERS).filter((f) => !negatedBefore(f.sentence, f.at) && !CONDITIONAL_SUIT.test(f.sentence));
    const hasPapers = ctx.gates.isCourtPleading || papers.length > 0 || ctx.answers.lawsuitFiled === true;
    if (!hasPapers) return pass(assumptions);

    const misdescribed = findWithSentence(v, MISDESCRIBED).filter(
      (f: Found) =>
        !PAID_CONDITION.test(f.sentence) &&
        !/\bnot\s+(?:just|merely|only|simply)\b/i.test(f.sentence) &&
        // "If a lawsuit is filed and you do not appear, …": the condition joined to the consumer's failure (decision 153).
        !CONSEQUENCE.test(f.sentence.slice(Math.max(0, f.at - 80), f.at)),
    );
    if (misdescribed.length === 0) return pass(assumptions);
    if (papers.length === 0 && !ctx.gates.isCourtPleading)
      assumptions.push('You told us a lawsuit was filed on this debt; the letter is read against those court papers.');
    const evidence = uniqueSpans([...misdescribed.map((f) => foundSpan(v, f)), ...papers.slice(0, 1).map((f) => foundSpan(v, f))]).slice(0, 4);
    return flag(
      'This letter appears to tell you that real court papers are not a lawsuit or need no action from you. A debt collector may not say that legal process is not legal process or does not require action (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). A summons has a deadline: if it is missed, the court can enter a judgment against you. Read the summons itself for your deadline.',
      evidence,
      papers.length > 0 || ctx.gates.isCourtPleading ? 'high' : 'medium',
      assumptions,
    );
  },
};
