import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { disclosedCollectorNames, letterheadLines, payeeNames, signatureLines } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';
import { testText } from '../../text/prefilter';

const meta: RuleMeta = {
  id: 'government_affiliation_implied',
  title: 'Letter implies government backing',
  citation: '15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not suggest that it is, works for, or is approved by the federal, state or local government, or make its letter look like an official government document. A private collector working for a government creditor may say so accurately.',
  severity: 8,
  value: 1000,
};

/** Agency-like names a sender may use: "State Recovery Division", "Department of Revenue", "Enforcement Unit". */
const GOVERNMENT_NAME =
  /\b(?:(?:department|dept\.?|bureau|office|division|unit|agency|commission|board|administration)\s+of\s+(?:the\s+)?(?:treasury|justice|revenue|finance|collections?|recovery|enforcement|child\s+support|taxation|public\s+safety|corrections|the\s+attorney\s+general|consumer\s+affairs|debt\s+(?:collection|recovery))|(?<![-\w])(?:state|federal|national|united\s+states|u\.s\.|county|municipal|government(?:al)?|public)\s+(?:debt\s+)?(?:recovery|collections?|enforcement|revenue|compliance|judicial|claims?|fraud|debt)\s+(?:division|bureau|unit|department|office|agency|board|commission|authority|administration)|(?:enforcement|compliance|judicial|fraud)\s+(?:unit|division|bureau|department)|office\s+of\s+(?:the\s+)?(?:attorney\s+general|district\s+attorney|sheriff|inspector\s+general|state\s+(?:treasurer|controller))|attorney\s+general|district\s+attorney|sheriff'?s?\s+(?:office|department)|internal\s+revenue\s+service|official\s+(?:seal|government|state|federal))\b|\b(?:departamento|divisi[oó]n|oficina|agencia)\s+(?:estatal\s+|federal\s+)?de\s+(?:hacienda|justicia|ingresos|cobros?|cobranzas?|recaudaci[oó]n|tesorer[ií]a|recuperaci[oó]n)\b|\boficina\s+del\s+(?:fiscal(?:\s+general|\s+de(?:l)?\s+distrito)?|procurador(?:a)?\s+general|alguacil|sheriff)\b|^\s*(?:(?:the\s+)?state|commonwealth)\s+of\s+[a-z]+(?:\s+[a-z]+)?\s*$|^\s*(?:the\s+)?united\s+states\s+of\s+america\s*$|^\s*estado\s+(?:libre\s+asociado\s+)?de\s+[a-z\u00c0-\u017f]+(?:\s+[a-z\u00c0-\u017f]+)?\s*$/i;

/** Statements that the sender is, or is approved by, the government. */
const GOVERNMENT_CLAIM =
  /\b(?:official\s+(?:government|state|federal|county|court)\s+(?:notice|document|business|communication|matter)|this\s+is\s+an?\s+official\s+(?:notice|document|communication)\s+(?:of|from)\s+the\s+(?:state|federal|united\s+states|government|county)|(?:we\s+are|this\s+(?:office|agency)\s+is)\s+(?:a|an|the)\s+(?:state|federal|government(?:al)?|county|municipal)\s+(?:agency|office|department|authority)|(?:authorized|approved|sanctioned|endorsed|commissioned|appointed|deputized)\s+by\s+the\s+(?:federal|united\s+states|u\.s\.|state|county)\s+government|government[- ](?:authorized|approved|sanctioned|mandated)|federally\s+(?:authorized|approved|mandated|licensed)|penalty\s+for\s+private\s+use|by\s+order\s+of\s+the\s+(?:state|government|united\s+states)|(?:we\s+are|this\s+(?:office|agency|firm|company)\s+is)\s+(?:an?\s+|the\s+)?(?:arm|division|branch|part|unit|agency|department|office)\s+of\s+the\s+(?:state|federal\s+government|united\s+states\s+government|u\.s\.\s+government|government|county|city)|official\s+(?:government|state|federal|county)\s+(?:collection\s+|debt\s+)?(?:agency|collector|office|department)|(?:on\s+behalf\s+of|for)\s+the\s+(?:federal|state|county)\s+government\s+(?:as|through)\s+its\s+(?:official\s+)?(?:agency|office|department))\b|\baviso\s+oficial\s+del\s+(?:gobierno|estado|condado)\b|(?<!\bno\s+)\b(?:somos|esta\s+(?:oficina|agencia)\s+es)\s+(?:una?|la|el)\s+(?:agencia|oficina|dependencia|departamento|divisi[oó]n)\s+(?:del\s+gobierno|gubernamental|estatal|federal|del\s+estado|del\s+condado)\b|\b(?:autorizad|aprobad|respaldad|avalad)[oa]s?\s+por\s+el\s+gobierno\b|\bpor\s+orden\s+del\s+(?:estado|gobierno)\b/i;

/** Wording that adds to an official look but alone proves nothing ("OFFICIAL NOTICE"). */
const OFFICIAL_LOOK = /\bofficial\s+(?:notice|business|document)\b/i;

/** Licensing and complaint lines name real agencies lawfully. */
const LICENSE_LINE =
  /\b(?:licen[cs]e[ds]?|registration|registered|bonded|permit\s+no|complaints?|contact\s+the|www\.|\.gov|licencia|licenciad[oa]|registrad[oa]|quejas?|comun[ií]quese\s+con)\b/i;
/** Accurate statements of a private contractor or special counsel (Sheriff v. Gillie). */
const ACCURATE_CONTRACTOR =
  /\b(?:private\s+(?:collection\s+agency|company|debt\s+collector|law\s+firm)|not\s+a\s+government(?:al)?\s+(?:agency|entity|office)|agencia\s+(?:de\s+cobranza\s+)?privada|no\s+somos\s+una\s+agencia\s+(?:del\s+gobierno|gubernamental)|under\s+contract\s+(?:with|to)\s+the|contracted\s+(?:by|with)\s+the|special\s+counsel|outside\s+counsel|retained\s+by\s+the\s+(?:state|city|county|attorney\s+general))\b/i;

/** Short heading lines of page 1 ("OFFICIAL NOTICE FROM THE DEPARTMENT OF COLLECTIONS"). */
const pageOneHeadings = (ctx: Parameters<Rule['check']>[0]): Span[] => {
  const first = ctx.doc.pages[0];
  const out: Span[] = [];
  const from = first?.offset ?? 0;
  const to = from + (first?.text.length ?? ctx.text.length);
  let at = from;
  while (at < to) {
    let nl = ctx.text.indexOf('\n', at);
    if (nl < 0 || nl > to) nl = to;
    const line = ctx.text.slice(at, nl).trim();
    if (line.length > 0 && line.length <= 70 && !/[.!?;]\s*$/.test(line)) {
      const start = at + ctx.text.slice(at, nl).indexOf(line);
      out.push({ start, end: start + line.length, text: line });
    }
    at = nl + 1;
  }
  return out;
};

const senderLines = (ctx: Parameters<Rule['check']>[0]): Span[] => [
  ...letterheadLines(ctx),
  ...pageOneHeadings(ctx),
  ...signatureLines(ctx),
  ...disclosedCollectorNames(ctx).map((n) => n.span),
  ...payeeNames(ctx).map((n) => n.span),
];

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const names = senderLines(ctx).filter((s) => GOVERNMENT_NAME.test(s.text) && !LICENSE_LINE.test(s.text));
    const claims = findWithSentence(v, GOVERNMENT_CLAIM).filter((f) => !negatedBefore(f.sentence, f.at));
    if (names.length === 0 && claims.length === 0) return pass(gate.assumptions);

    if (claims.length === 0 && testText(ACCURATE_CONTRACTOR, v.text))
      return pass([
        ...gate.assumptions,
        'The letter says accurately that the sender is a private collector or counsel working for a government body (Sheriff v. Gillie, 2016); assumed that statement is true.',
      ]);
    const officialLook = findWithSentence(v, OFFICIAL_LOOK).map((f) => foundSpan(v, f));
    const evidence = uniqueSpans([...names, ...claims.map((f) => foundSpan(v, f)), ...officialLook]).slice(0, 6);
    return flag(
      'This letter may violate federal law: the sender uses a government-sounding name or title, or says it is official or government-approved. A debt collector may not suggest that it is connected with, or backed by, the federal, state or local government (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
      evidence,
      claims.length > 0 ? 'high' : 'medium',
      gate.assumptions,
    );
  },
};
