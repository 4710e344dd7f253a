import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, notApplicable, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, hits, spanOfView, uniqueSpans, viewOf, type View } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';

const meta: RuleMeta = {
  id: 'simulated_legal_process',
  title: 'Letter looks like a court document',
  citation: '15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not send a letter dressed up as a summons, complaint or other court paper, or say that its letter is legal process, when no court has issued it. Real court papers name a real court and case you can check.',
  severity: 9,
  value: 1000,
};

/** A court-paper title used as a heading ("SUMMONS", "NOTICE OF PENDING LAWSUIT"). */
const TITLE =
  /\b(?:summons|notice\s+of\s+(?:pending\s+|intent\s+to\s+file\s+)?(?:lawsuit|suit|legal\s+action|court\s+action|hearing|judgment|default|garnishment|levy|lien|trial|legal\s+proceedings)|complaint\s+for\s+(?:money|damages|debt|breach)|order\s+to\s+(?:appear|show\s+cause)|writ\s+of\s+\w+|subpoena|affidavit\s+of\s+\w+|default\s+judgment|judgment\s+notice|court\s+summons|citation\s+to\s+appear|notice\s+to\s+appear|citaci[oó]n(?:\s+judicial)?|aviso\s+de\s+demanda)\b/i;
const PARTY_LABELS = /\b(?:plaintiffs?|petitioners?|demandante)\b[\s\S]{0,200}?\b(?:defendants?|respondents?|demandad[oa])\b/i;
const APPEARANCE =
  /\byou\s+are\s+(?:hereby\s+)?(?:summoned|ordered|commanded|directed|required)\s+to\s+(?:appear|answer|respond)|\b(?:your\s+)?(?:court|hearing|trial|appearance)\s+date\s*(?:is|:)|\bhearing\s+(?:is\s+)?scheduled\s+for\b|\bappear\s+(?:in|before)\s+(?:the\s+)?court\s+on\b|\bfailure\s+to\s+appear\b/i;
const CASE_NUMBER = /\b(?:case|docket|index|cause|civil\s+action|court\s+file|expediente\s+judicial)\s*(?:no\.?|number|#)\s*:?\s*[A-Z0-9][\w-]{2,}/i;
const COURT_NAME =
  /\b(?:circuit|district|superior|county|municipal|justice|magistrate|small\s+claims|civil|supreme|common\s+pleas|general\s+sessions)\s+court\b|\bcourt\s+of\s+(?:common\s+pleas|claims)\b|\btribunal\b/i;
const VERSUS = /^[^\n]{3,70}\s(?:v\.|vs\.?|versus)\s[^\n]{3,70}$/im;
const STATE_COUNTY = /\bstate\s+of\s+[a-z]+\s*[,)]?\s+county\s+of\s+[a-z]+/i;
const JUDGMENT_THREAT = /\bdefault\s+judgment\b|\bjudg(?:e)?ment\s+(?:will|may|shall)\s+be\s+(?:entered|rendered|taken)\b/i;
/** Signs of a collection letter (a real pleading rarely has them). */
const COLLECTION =
  /\b(?:debt\s+collector|collect\s+a\s+debt|remit|payment|pay\s+(?:the|this|your|in\s+full)|balance|amount\s+due|settle|to\s+avoid|call\s+(?:us|our\s+office|this\s+office))\b/i;
/** Hallmarks of a real filed case that the user can check. */
const REAL_CASE =
  /\b(?:clerk\s+of\s+(?:the\s+)?court|(?:has|have|was|were)\s+(?:been\s+)?filed|you\s+(?:have\s+been|were)\s+served|enclosed\s+(?:is|are|please\s+find)?\s*(?:a\s+copy\s+of\s+)?the\s+summons|within\s+\d+\s+days\s+after\s+service|clerk,?\s+by\b|deputy\s+clerk|days\s+after\s+this\s+summons(?:\s+and\s+legal\s+papers)?\s+(?:is|are)\s+served)\b/i;

/** Titles count only as headings: a short line, or a line in capitals. */
const headingTitles = (v: View): Span[] => {
  const out: Span[] = [];
  for (const h of hits(v, TITLE)) {
    const lineStart = v.text.lastIndexOf('\n', h.start) + 1;
    const nl = v.text.indexOf('\n', h.end);
    const line = v.text.slice(lineStart, nl < 0 ? v.text.length : nl).trim();
    const letters = line.replace(/[^A-Za-z]/g, '');
    if (line.length <= 60 || (letters.length > 8 && letters === letters.toUpperCase())) out.push(spanOfView(v, lineStart, nl < 0 ? v.text.length : nl));
  }
  return out;
};

const courtStyle = (v: View) => {
  const titles = headingTitles(v);
  const parties = hits(v, PARTY_LABELS).map((h) => spanOfView(v, h.start, h.end));
  const appearance = findWithSentence(v, APPEARANCE)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !/^\s*if\b/i.test(f.sentence))
    .map((f) => foundSpan(v, f));
  const others = [CASE_NUMBER, COURT_NAME, VERSUS, STATE_COUNTY, JUDGMENT_THREAT].map((re) => hits(v, re).map((h) => spanOfView(v, h.start, h.end)));
  const strong = [titles, parties, appearance].filter((a) => a.length > 0).length;
  const count = strong + others.filter((a) => a.length > 0).length;
  const evidence = uniqueSpans([...titles.slice(0, 2), ...parties.slice(0, 1), ...appearance.slice(0, 1), ...others.flat().slice(0, 3)]);
  return { strong, count, evidence, hasCourtAndCase: others[0]!.length > 0 && others[1]!.length > 0 };
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { onPleadings: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const style = courtStyle(v);
    if (style.strong === 0 || style.count < 2) return pass(assumptions);

    const filed = ctx.answers.lawsuitFiled;
    const collection = testText(COLLECTION, v.text);
    if (filed === true) return pass([...assumptions, 'You told us a lawsuit was filed, so these may be real court papers (see legal_process_misdescribed).']);
    if (filed !== false && !collection) return notApplicable('This appears to be a real court pleading, not a collection letter made to look like one.');
    const evidence = style.evidence.slice(0, 5);
    if (filed === false)
      return flag(
        'This letter looks like a court document (court-paper titles, party labels, case numbers or appearance dates), and you told us no lawsuit has been filed. A debt collector may not send papers that simulate legal process (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
        evidence,
        'high',
        assumptions,
      );
    if (style.hasCourtAndCase && testText(REAL_CASE, v.text))
      return needsInput(
        'This document looks like court papers and names a court and a case number. If no lawsuit has actually been filed, a collector may not send papers that simulate legal process (15 U.S.C. 1692e(9), (13)). You can check the case number with the court clerk.',
        [QUESTIONS.lawsuitFiled],
        evidence,
        assumptions,
      );
    return flag(
      'This letter may violate federal law: it is made to look like a court document (court-paper titles, party labels, case numbers or appearance dates) while asking for payment, and it names no real filed case you can check. A debt collector may not send letters that simulate legal process (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
      evidence,
      'medium',
      [...assumptions, 'Assumed no lawsuit has been filed on this debt (the letter names no filed case you can check).'],
    );
  },
};
