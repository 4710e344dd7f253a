import type { Rule, RuleContext, Span } from '../../types';
import { letterDateOf } from '../_disclosures-and-amounts/dates';
import { withFederalGate, regFStatus } from '../_disclosures-and-amounts/gate';
import { quote, segments, trimSpan } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';

/** Riccio v. Sentry Credit, 954 F.3d 582 (3d Cir. 2020) (en banc): (a)(3) disputes need not be in writing; Graziano overruled. */
const RICCIO_DATE = '2020-03-26';

/** "… will assume (that) the debt is valid / our information is correct" (and Spanish). */
const ASSUME = /\b(?:assum(?:e|ed|es|ing)|presum(?:e|ed)|asumir\w*|asumiremos|supondremos|daremos\s+por)\b/g;
const VALID = /\b(?:valid|correct|accurate|v[aá]lid[ao]s?|correct[ao]s?|cierta)\b/;
const CONDITION_START = /\b(?:unless|if|a\s+menos\s+que|si)\b/g;
const CLAUSE_BREAK = /\b(?:if|si)\b|;/;
const BACK_REFERENCE = /^(?:if\s+you\s+(?:do\s+not|don't|fail\s+to(?:\s+do\s+so)?)|if\s+not|otherwise|de\s+lo\s+contrario|si\s+no(?:\s+lo\s+hace)?)\b/;
const WRITING =
  /\bin\s+writing\b|(?<!this\s)(?<!our\s)\bwritten\b|\bwrite\s+(?:to\s+)?(?:us|me|this\s+office|our\s+office)\b|\bby\s+(?:mail|letter|certified\s+mail)\b|\bpor\s+escrito\b|\bescr[ií]ba(?:nos)?\b/;
const ORAL = /\b(?:call|calling|phone|telephone|orally|oral|verbally|in\s+person|verbalmente)\b|\bll[aá]m|\btel[eé]fono/;
const DISPUTE = /\b(?:disput\w*|notify|notif\w*|contest\w*|question\w*|object\w*|contact\w*|write|impugn\w*)\b/;

/** A blanket writing rule for every dispute ("All disputes must be made in writing."), not tied to verification. */
const BLANKET =
  /\b(?:all\s+|any\s+)?disputes?\s+(?:must|shall|need\s+to|needs\s+to|are\s+required\s+to|is\s+required\s+to)\s+(?:be\s+)?(?:made\s+|submitted\s+|sent\s+|received\s+|put\s+)?in\s+writing\b|\byou\s+must\s+dispute\s+(?:this\s+debt\s+|the\s+debt\s+|it\s+)?in\s+writing\b|\btoda\s+disputa\s+debe\s+(?:hacerse|presentarse)\s+por\s+escrito\b/;
const VERIFICATION_ONLY = /\bverif\w*|\boriginal\s+creditor\b|\bacreedor\s+original\b/;

/**
 * An invitation to dispute by telephone: a sentence that speaks to a consumer who disputes ("if you feel
 * you do not owe this amount", "if you dispute / disagree with this balance", "to dispute this debt",
 * "si usted cree que no debe") and names a call as the way (Caprio v. Healthcare Revenue Recovery
 * Group, 3d Cir. 2013).
 */
const DISPUTE_INVITATION =
  /\bif\s+you\s+(?:feel|believe|think|contend|claim)\s+(?:that\s+)?(?:you\s+)?(?:do\s+not|don't|did\s+not|didn't|no\s+longer)\s+owe\b|\bif\s+you\s+(?:wish\s+to\s+|want\s+to\s+|would\s+like\s+to\s+)?(?:dispute|disagree|contest)\b|\bif\s+you\s+(?:feel|believe|think)\s+(?:that\s+)?(?:this|the)\s+(?:debt|balance|amount|bill|account|charge)\s+is\s+(?:not\s+(?:yours|correct|owed|valid)|incorrect|wrong|in\s+error|inaccurate|invalid)\b|\bto\s+(?:dispute|contest)\s+(?:this|the|your)\s+(?:debt|balance|amount|account|bill)\b|\bsi\s+(?:usted\s+)?(?:cree|considera|piensa)\s+que\s+no\s+(?:debe|adeuda)\b|\bsi\s+(?:usted\s+)?(?:desea\s+)?(?:disputa|impugna|no\s+est[aá]\s+de\s+acuerdo)/;
/** A sentence of the notice that makes a right depend on writing ("If you notify this office in writing…"). */
const WRITTEN_RIGHT = /\b(?:in\s+writing|written\s+request|por\s+escrito)\b/;

/** Invitations to dispute by telephone (the spans of their sentences). */
const phoneDisputeInvitations = (ctx: RuleContext, folded: string): Span[] =>
  segments(ctx.text)
    .filter((seg) => {
      const part = folded.slice(seg.start, seg.end);
      ASSUME.lastIndex = 0;
      return DISPUTE_INVITATION.test(part) && ORAL.test(part) && !ASSUME.test(part) && !VERIFICATION_ONLY.test(part);
    })
    .map((seg) => trimSpan(ctx.text, seg.start, seg.end));

type Hit = { spans: Span[] };

const lastMatchBefore = (re: RegExp, s: string, before: number): number => {
  let at = -1;
  for (const m of s.slice(0, before).matchAll(re)) at = m.index ?? at;
  return at;
};

const findHits = (ctx: RuleContext, folded: string): Hit[] => {
  const segs = segments(ctx.text);
  const hits: Hit[] = [];
  segs.forEach((seg, i) => {
    const part = folded.slice(seg.start, seg.end);
    if (BLANKET.test(part) && !ORAL.test(part) && !VERIFICATION_ONLY.test(part)) {
      hits.push({ spans: [seg] });
      return;
    }
    for (const a of part.matchAll(ASSUME)) {
      const at = a.index ?? 0;
      const validM = VALID.exec(part.slice(at, at + 90));
      if (!validM) continue;
      const clauseStart = part.lastIndexOf(';', at) + 1;
      const semi = part.indexOf(';', at);
      const clauseEnd = semi < 0 ? part.length : semi;
      const condAt = lastMatchBefore(CONDITION_START, part.slice(clauseStart), at - clauseStart);
      const preStart = condAt < 0 ? clauseStart : clauseStart + condAt;
      const validEnd = at + validM.index + validM[0].length;
      const tail = part.slice(validEnd, clauseEnd);
      const brk = CLAUSE_BREAK.exec(tail);
      const postEnd = validEnd + (brk ? brk.index : tail.length);
      const pre = part.slice(preStart, at);
      let cond = pre + part.slice(at, postEnd);
      const spans: Span[] = [];
      const prev = segs[i - 1];
      if (prev && BACK_REFERENCE.test(pre.trim()) && !DISPUTE.test(pre.replace(BACK_REFERENCE, ''))) {
        cond = `${folded.slice(prev.start, prev.end)} ${cond}`;
        spans.push(prev);
      }
      if (!DISPUTE.test(cond) || ORAL.test(cond)) continue;
      if (!WRITING.test(cond)) continue;
      spans.push(trimSpan(ctx.text, seg.start + preStart, seg.start + postEnd));
      hits.push({ spans });
    }
  });
  return hits;
};

export const rule: Rule = {
  meta: {
    id: 'dispute_must_be_in_writing_misstated',
    title: 'Misstates whether a dispute must be in writing',
    citation:
      '15 U.S.C. 1692g(a)(3), 1692g(b); 12 CFR 1006.34(c)(3)(iii) ("contacts"); Hooks v. Forman, Holt (2d Cir. 2013); Camacho v. Bridgeport Financial (9th Cir. 2005); Clark v. Absolute Collection Service (4th Cir. 2014); Caprio v. Healthcare Revenue Recovery Group (3d Cir. 2013)',
    kind: 'objective',
    section: '1.2',
    description:
      'You can dispute a debt in any way, including by phone, to stop the collector from treating it as valid. Only the right to get verification (and the request for the original creditor) needs a written dispute. A notice that says you must dispute in writing to avoid the debt being assumed valid misstates your rights.',
    severity: 5,
    value: 1000,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    const hits = findHits(ctx, folded);
    const letterDate = letterDateOf(ctx, folded)?.iso;
    const regF = regFStatus(ctx, letterDate);
    const circuit = circuitOf(ctx.gates.state);
    // Graziano bound the Third Circuit until the en banc court overruled it in Riccio v. Sentry Credit (26 Mar 2020).
    const graziano = regF === false && circuit === 3 && (letterDate === undefined || letterDate < RICCIO_DATE);
    if (graziano) {
      // The converse misstatement while a dispute had to be in writing: an invitation to dispute by telephone
      // beside a notice that makes the rights depend on writing (Caprio, 3d Cir. 2013).
      const invitations = phoneDisputeInvitations(ctx, folded);
      const written = segments(ctx.text).find((seg) => WRITTEN_RIGHT.test(folded.slice(seg.start, seg.end)) && DISPUTE.test(folded.slice(seg.start, seg.end)));
      if (invitations.length > 0 && written) {
        return {
          status: 'flag',
          message: `This letter may misstate how to dispute the debt: it invites you to call if you dispute it ("${quote(invitations[0] as Span, 160)}"), while its notice makes your rights depend on a written dispute. For letters sent before Riccio v. Sentry Credit (3d Cir. en banc, 26 March 2020), the Third Circuit required a dispute in writing (Graziano v. Harrison), and held that an invitation to dispute by phone can overshadow and contradict the written-dispute notice (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)).`,
          evidence: [...invitations.slice(0, 2), trimSpan(ctx.text, written.start, written.end)],
          confidence: 'medium',
          assumptions,
        };
      }
    }
    if (hits.length === 0) return { status: 'pass', assumptions };
    const first = hits[0] as Hit;
    if (graziano) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `The notice asks for a written dispute ("${quote(first.spans[first.spans.length - 1] as Span, 100)}"), but for letters sent before Riccio v. Sentry Credit (3d Cir. en banc, 26 March 2020) the Third Circuit read 1692g(a)(3) as requiring writing (Graziano v. Harrison), so this is not flagged in your state. The law differs elsewhere: most circuits (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.) hold that any dispute, oral or written, counts.`,
        ],
      };
    }
    const strong = regF === true || circuit === 2 || circuit === 4 || circuit === 9;
    if (regF === null)
      assumptions.push(
        'The letter date could not be read; if it is dated on or after 30 November 2021, Regulation F (12 CFR 1006.34(c)(3)(iii)) applies and this is a clear misstatement.',
      );
    const evidence = hits.flatMap((h) => h.spans);
    const why =
      regF === true
        ? 'Regulation F requires the notice to say the debt will be assumed valid unless you contact the collector to dispute it (12 CFR 1006.34(c)(3)(iii)); any dispute, including by phone, counts.'
        : circuit === 2 || circuit === 4 || circuit === 9
          ? 'The courts of your circuit hold that a dispute under 15 U.S.C. 1692g(a)(3) need not be in writing (Hooks, Clark, Camacho).'
          : 'Most courts (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.; the Third Circuit since Riccio, 2020) hold that a dispute under 15 U.S.C. 1692g(a)(3) need not be in writing; the Third Circuit (Graziano) read it the other way for letters before 2020.';
    return {
      status: 'flag',
      message: `${strong ? 'This letter appears to misstate' : 'This letter may misstate'} your dispute rights: it says the debt will be assumed valid unless you dispute it in writing ("${quote({ start: 0, end: 0, text: first.spans.map((s) => s.text).join(' ') }, 220)}"). ${why} Only the rights to verification and to the original creditor's name require a written request.`,
      evidence,
      confidence: strong ? 'high' : 'medium',
      assumptions,
    };
  }),
};
