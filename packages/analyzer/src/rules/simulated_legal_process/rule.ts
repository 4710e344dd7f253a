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

/** A court-paper title used as a heading ("SUMMONS", "NOTICE OF PENDING LAWSUIT"), English or Spanish. */
const TITLE =
  /\b(?:summons|notice\s+of\s+(?:pending\s+|intent\s+to\s+file\s+)?(?:lawsuit|suit|legal\s+action|court\s+action|hearing|judgment|default|garnishment|levy|lien|trial|legal\s+proceedings)|complaint\s+for\s+(?:money|damages|debt|breach)|order\s+to\s+(?:appear|show\s+cause)|writ\s+of\s+\w+|subpoena|affidavit\s+of\s+\w+|default\s+judgment|judgment\s+notice|court\s+summons|citation\s+to\s+appear|notice\s+to\s+appear|demand\s+for\s+appearance|notice\s+to\s+defendant|citaci[oó]n(?:\s+judicial)?|aviso\s+de\s+demanda|emplazamiento|citatorio|notificaci[oó]n\s+judicial|orden\s+de\s+comparecencia|demanda\s+judicial|(?:important\s+|official\s+)?legal\s+documents?|lawsuit\s+notification|notice\s+of\s+court\s+(?:date|appearance)|court\s+(?:date|appearance)\s+notice|order\s+to\s+pay|final\s+judgment\s+notice|(?:aviso|notificaci[oó]n)\s+de\s+audiencia|(?:legal|court|garnishment|judgment)\s+proceedings?\s+notice|documentos?\s+legal(?:es)?|aviso\s+de\s+(?:acci[oó]n\s+legal|juicio|sentencia)|notificaci[oó]n\s+de\s+(?:demanda|juicio|sentencia|acci[oó]n\s+legal))\b/i;
/**
 * A heading that calls the letter a legal or litigation notice ("LITIGATION NOTICE", "LEGAL NOTICE",
 * "FINAL NOTICE BEFORE JUDGMENT", "AVISO LEGAL"): not a court paper's title, but the way collectors dress
 * a letter as one. Weak on its own (a collector may truthfully warn of a suit); it counts beside a caption
 * or a case number. A "pre-legal" notice says the opposite (nothing legal has begun) and is not one.
 */
const LEGAL_HEADING =
  /^\W*(?:(?:final|formal|official|important)\s+)?(?:legal|litigation|lawsuit|court)\s+(?:notice|notification|alert)\W*$|^\W*notice\s+of\s+(?:litigation|legal\s+proceedings|intent\s+to\s+(?:sue|litigate|file\s+(?:suit|a\s+lawsuit)))\W*$|^\W*(?:final\s+)?(?:notice|demand|warning)\s+(?:before|prior\s+to)\s+(?:suit|lawsuit|judgment|litigation|legal\s+action|court\s+action)\W*$|^\W*pre-?\s?judgment\s+notice\W*$|^\W*(?:aviso|notificaci[oó]n)\s+(?:legal|de\s+litigio|de\s+juicio|previa\s+a\s+(?:demanda|juicio))\W*$/im;
const PARTY_LABELS = /\b(?:plaintiffs?|petitioners?|demandante)\b[\s\S]{0,200}?\b(?:defendants?|respondents?|demandad[oa])\b/i;
const APPEARANCE =
  /\byou\s+are\s+(?:hereby\s+)?(?:summoned|ordered|commanded|directed|required)\s+to\s+(?:appear|answer|respond)|\b(?:your\s+)?(?:court|hearing|trial|appearance)\s+date\s*(?:is|:)|\bhearing\s+(?:is\s+)?scheduled\s+for\b|\bappear\s+(?:in|before)\s+(?:the\s+)?court\s+on\b|\bfailure\s+to\s+appear\b/i;
const CASE_NUMBER = /\b(?:case|docket|index|cause|civil\s+action|court\s+file|expediente\s+judicial)\s*(?:no\.?|number|#)\s*:?\s*[A-Z0-9][\w-]{2,}/i;
const COURT_NAME =
  /\b(?:circuit|district|superior|county|municipal|justice|magistrate|small\s+claims|civil|supreme|common\s+pleas|general\s+sessions|city)\s+court\b|\bcourt\s+of\s+(?:common\s+pleas|claims)\b|\bdistrict\s+court\s+of\b|\btribunal\b|\bjuzgado\b|\bcorte\s+(?:de|del|superior|municipal)\b/i;
/** A caption: "Creditor v. Debtor" on a line of its own (a Re: line too), or the New York "-against-" form. */
const VERSUS = /^[^\n]{3,70}\s(?:v\.|vs\.?|versus|contra)\s[^\n]{3,70}$/im;
const AGAINST_CAPTION = /^[^\n.]{3,70}\n\W*against\W*\n[^\n.]{3,70}$/im;
const STATE_COUNTY = /\bstate\s+of\s+[a-z]+\s*[,)]?\s+county\s+of\s+[a-z]+/i;
const JUDGMENT_THREAT = /\bdefault\s+judgment\b|\bjudg(?:e)?ment\s+(?:will|may|shall)\s+be\s+(?:entered|rendered|taken)\b/i;
/**
 * The letter says that legal process exists or runs by itself: a suit filed, pending or docketed, a hearing
 * or trial set, or a judgment to be entered without a court hearing the case (15 U.S.C. 1692e(2)(A), (5),
 * (10), (13): the legal status of the debt and of the paper). True when a suit was filed; a threat of what
 * may happen ("a lawsuit may be filed", "if we sue and you do not appear, judgment may be entered") is not
 * one (Peters v. General Service Bureau, 8th Cir. 2002), nor is a "pre-legal" review.
 */
const SUIT_CLAIMED = new RegExp(
  [
    String.raw`\b(?:a\s+|the\s+|this\s+|our\s+)?(?:lawsuit|suit|legal\s+action|civil\s+action|court\s+action|case|complaint|claim\s+in\s+court)\s+(?:against\s+you\s+)?(?:has\s+(?:now\s+)?been|was|is\s+(?:now\s+)?being|is\s+now)\s+(?:filed|commenced|initiated|docketed|instituted|brought|lodged)\b`,
    String.raw`\b(?:a\s+|the\s+)?(?:lawsuit|suit|legal\s+action|case|court\s+case|proceeding)\s+(?:is\s+)?(?:now\s+)?pending\s+against\s+you\b`,
    String.raw`\b(?:pending|filed)\s+(?:lawsuit|suit|legal\s+action|court\s+case)\s+against\s+you\b`,
    String.raw`\b(?:placed|entered|put|listed|set)\s+(?:it\s+|this\s+(?:matter|account|case)\s+|your\s+(?:account|file|case)\s+)?(?:on|in)\s+(?:our|the)\s+(?:litigation|court|trial)\s+(?:docket|calendar|list)\b`,
    String.raw`\b(?:your|the|a)\s+(?:court\s+date|hearing|trial|court\s+appearance)\s+(?:date\s+)?(?:has\s+been|is|was)\s+(?:now\s+)?(?:scheduled|set)\b`,
    String.raw`\bjudg(?:e)?ment\s+(?:will|shall)\s+(?:automatically\s+be\s+(?:entered|rendered|granted|issued|taken)|be\s+(?:entered|rendered|granted|issued|taken)\s+(?:against\s+you\s+)?(?:automatically|without\s+(?:further\s+)?(?:notice|a\s+hearing|a\s+trial|court|your\s+appearance)))`,
    String.raw`\bse\s+(?:ha|han)\s+(?:presentado|interpuesto|iniciado|radicado)\s+(?:una\s+)?(?:demanda|acci[oó]n\s+legal|juicio)\b`,
    String.raw`\b(?:demanda|juicio|caso|acci[oó]n\s+legal)\s+(?:pendiente|en\s+tr[aá]mite)\s+en\s+su\s+contra\b`,
    String.raw`\bsu\s+(?:caso|expediente|audiencia)\s+(?:ha\s+sido|fue|est[aá])\s+(?:asignad[oa]|programad[oa]|turnad[oa]|radicad[oa])\b`,
    // active voice and the suit's stage (decision 153): "we have filed a lawsuit against you", "our client has sued you", "legal
    // proceedings have been commenced / are underway", "your account is now in litigation", "your file has been submitted to the court"
    String.raw`\b(?:we|our\s+(?:client|firm|office)|(?:the|your)\s+(?:current\s+)?(?:creditor|owner)|this\s+(?:firm|office))\s+(?:have|has)\s+(?:now\s+|already\s+)?(?:filed|commenced|initiated|instituted|brought|started|begun)\s+(?:a\s+|the\s+)?(?:lawsuit|suit|legal\s+action|civil\s+action|court\s+action|legal\s+proceedings|proceedings|complaint|claim\s+in\s+court|case)\b`,
    String.raw`\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner))\s+(?:have|has)\s+(?:now\s+|already\s+)?sued\s+you\b|\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b`,
    String.raw`\b(?:legal|court|judicial)\s+proceedings\s+(?:against\s+you\s+)?(?:have\s+(?:now\s+)?been|were)\s+(?:filed|commenced|initiated|instituted|started|begun)\b|\b(?:legal|court|judicial)\s+proceedings\s+(?:against\s+you\s+)?(?:are|is)\s+(?:now\s+)?(?:underway|under\s+way|in\s+progress|pending)\b`,
    String.raw`\b(?:your|this|the)\s+(?:account|file|matter|case|debt|claim)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:placed\s+)?in\s+(?:active\s+)?litigation\b`,
    String.raw`\b(?:your|this|the)\s+(?:account|file|matter|case|debt|claim)\s+(?:has\s+(?:now\s+)?been|was|is\s+being)\s+(?:submitted|forwarded|sent|filed|presented|transmitted)\s+(?:to|with)\s+the\s+(?:court|clerk|judge)\b`,
    String.raw`\b(?:hemos|ha|han)\s+(?:presentado|interpuesto|iniciado|entablado|radicado)\s+(?:una\s+|la\s+)?(?:demanda|acci[oó]n(?:es)?\s+legal(?:es)?|juicio|procedimientos?\s+(?:legal(?:es)?|judicial(?:es)?))(?:\s+en\s+su\s+contra)?\b|\bse\s+(?:ha|han)\s+iniciado\s+(?:los\s+)?(?:procedimientos?|acci[oó]n(?:es)?)\s+(?:legal(?:es)?|judicial(?:es)?)\b|\bsu\s+(?:cuenta|caso|expediente|deuda)\s+(?:est[aá]|se\s+encuentra)\s+(?:ahora\s+)?en\s+litigio\b`,
    // the letter calls itself legal process (1692e(13)): "this notice constitutes legal process", "this letter is a legal
    // document", "you have been served", "este es un documento legal"
    String.raw`\bthis\s+(?:letter|notice|document|communication|correspondence)\s+(?:is|constitutes|serves\s+as|represents)\s+(?:an?\s+)?(?:official\s+|formal\s+|important\s+)?(?:legal\s+(?:process|document|summons)|court\s+(?:document|notice|order|papers?|summons)|summons|service\s+of\s+process)\b|\bconstitutes\s+(?:formal\s+)?(?:legal\s+process|service\s+of\s+process)\b|\byou\s+(?:are|have\s+(?:now\s+)?been)\s+(?:hereby\s+)?(?:legally\s+|formally\s+|officially\s+)?served\b`,
    String.raw`\best[ea]\s+(?:carta|aviso|documento|notificaci[oó]n)?\s*(?:es|constituye)\s+(?:un[ao]?\s+)?(?:documento\s+legal|notificaci[oó]n\s+judicial|citaci[oó]n|emplazamiento|proceso\s+legal)\b|\busted\s+(?:ha\s+sido|queda)\s+(?:legalmente\s+|formalmente\s+)?(?:emplazad[oa]|notificad[oa]\s+judicialmente)\b`,
    String.raw`\bse\s+dictar[aá]\s+(?:una\s+)?sentencia\s+(?:en\s+su\s+contra\s+)?(?:autom[aá]ticamente|sin\s+(?:m[aá]s\s+)?(?:aviso|audiencia|juicio))`,
  ].join('|'),
  'i',
);
/** A claim read inside a condition or a warning of what may happen is no claim. */
const CONDITIONAL_CLAIM = /^\s*(?:if|unless|should|in\s+the\s+event|once|before|when|si|en\s+caso)\b/i;
/** "No lawsuit has been filed", "ninguna demanda…": the claim denied by its own determiner. */
const DENIED_DETERMINER = /\b(?:no|never|ning[uú]n[ao]?|not\s+(?:a|any))\s+$/i;

/** Signs of a collection letter (a real pleading rarely has them). */
const COLLECTION =
  /\b(?:debt\s+collector|collect\s+a\s+debt|remit|payment|pay\s+(?:the|this|your|in\s+full)|balance|amount\s+due|settle|to\s+avoid|call\s+(?:us|our\s+office|this\s+office))\b/i;
/** Hallmarks of a real filed case that the user can check. */
const REAL_CASE =
  /\b(?:clerk\s+of\s+(?:the\s+)?court|(?:has|have|was|were)\s+(?:been\s+)?filed|you\s+(?:have\s+been|were)\s+served|enclosed\s+(?:is|are|please\s+find)?\s*(?:a\s+copy\s+of\s+)?the\s+summons|within\s+\d+\s+days\s+after\s+service|clerk,?\s+by\b|deputy\s+clerk|days\s+after\s+this\s+summons(?:\s+and\s+legal\s+papers)?\s+(?:is|are)\s+served)\b/i;

/** Titles that warn of process or exist outside court: not, alone, a paper dressed as process. */
const NOT_PROCESS_TITLE = /\bintent\b|\bdefault\b(?!\s+judgment)|\blien\b|\blevy\b/i;
/** A line that stands as a heading, not a short sentence: in capitals, or a few words with no closing stop. */
const headingLike = (line: string): boolean => {
  const letters = line.replace(/[^A-Za-z\u00c0-\u017f]/g, '');
  return (letters.length > 4 && letters === letters.toUpperCase()) || (!/[.?!;,]\s*$/.test(line.trim()) && line.trim().split(/\s+/).length <= 8);
};
/** The letter says plainly that no suit has been filed ("No lawsuit has been filed", "we have not sued you"). */
const NO_SUIT_SAID =
  /\bno\s+(?:lawsuit|suit|legal\s+action|case|court\s+action)\s+(?:has\s+(?:yet\s+)?been|was|is)\s+(?:yet\s+)?(?:filed|pending|commenced|brought)|\b(?:we|our\s+client|(?:the|your)\s+creditor)\s+(?:have|has)\s+not\s+(?:yet\s+)?(?:filed|sued|commenced|brought)|\bthis\s+(?:letter\s+|notice\s+)?is\s+not\s+a\s+(?:lawsuit|summons|court\s+(?:document|paper|order))|\bno\s+se\s+ha\s+(?:presentado|iniciado)\s+(?:ninguna\s+)?(?:demanda|acci[oó]n\s+legal)/i;

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

const spansOf = (v: View, re: RegExp): Span[] => hits(v, re).map((h) => spanOfView(v, h.start, h.end));

const courtStyle = (v: View) => {
  const titles = headingTitles(v);
  const parties = spansOf(v, PARTY_LABELS);
  const appearance = findWithSentence(v, APPEARANCE)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !/^\s*if\b/i.test(f.sentence))
    .map((f) => foundSpan(v, f));
  const captions = [...spansOf(v, VERSUS), ...spansOf(v, AGAINST_CAPTION)];
  // A heading already read as a court-paper title is not counted twice.
  const legalHeadings = spansOf(v, LEGAL_HEADING).filter((h) => !titles.some((t) => t.start < h.end && h.start < t.end));
  const others = [CASE_NUMBER, COURT_NAME, STATE_COUNTY, JUDGMENT_THREAT].map((re) => spansOf(v, re));
  const strong = [titles, parties, appearance].filter((a) => a.length > 0).length;
  const count = strong + [captions, legalHeadings, ...others].filter((a) => a.length > 0).length;
  const evidence = uniqueSpans([
    ...titles.slice(0, 2),
    ...legalHeadings.slice(0, 1),
    ...captions.slice(0, 1),
    ...parties.slice(0, 1),
    ...appearance.slice(0, 1),
    ...others.flat().slice(0, 3),
  ]);
  return {
    strong,
    count,
    // A heading that names a court paper or a step of process, not a warning of one ("NOTICE OF INTENT TO FILE SUIT") nor a
    // paper that exists outside court ("NOTICE OF DEFAULT", a lien or levy notice) (decision 153).
    processTitle: titles.some((t) => !NOT_PROCESS_TITLE.test(t.text) && headingLike(t.text)),
    evidence,
    caption: captions.length > 0,
    legalHeading: legalHeadings.length > 0,
    caseNumber: others[0]!.length > 0,
    hasCourtAndCase: others[0]!.length > 0 && others[1]!.length > 0,
  };
};

/** Statements that a suit exists or a judgment will follow by itself, outside a condition and not denied. */
const suitClaims = (v: View): Span[] =>
  findWithSentence(v, SUIT_CLAIMED)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !CONDITIONAL_CLAIM.test(f.sentence) && !DENIED_DETERMINER.test(f.sentence.slice(0, f.at)))
    .map((f) => foundSpan(v, f));

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { onPleadings: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const style = courtStyle(v);
    const claims = suitClaims(v);
    const filed = ctx.answers.lawsuitFiled;
    /** Court papers by their form: a court-paper title, party labels or an appearance command, with another mark. */
    const courtPaper = style.strong > 0 && style.count >= 2;
    /** A letter dressed as notice of a suit: a caption beside a case number, a court or a "legal notice" heading, or such a heading over a case number. */
    const dressed = (style.caption || (style.legalHeading && style.caseNumber)) && style.count >= 2;
    /** A court-paper title alone over the letter, in a letter that does not say plainly that no suit was filed (decision 153). */
    const titled = style.processTitle && !testText(NO_SUIT_SAID, v.text);
    const styled = courtPaper || dressed || ((style.caption || titled) && filed === false);
    if (!styled && claims.length === 0 && !titled) return pass(assumptions);

    const collection = testText(COLLECTION, v.text);
    if (filed === true) return pass([...assumptions, 'You told us a lawsuit was filed, so these may be real court papers (see legal_process_misdescribed).']);
    if (filed !== false && !collection) return notApplicable('This appears to be a real court pleading, not a collection letter made to look like one.');
    const evidence = uniqueSpans([...style.evidence, ...claims.slice(0, 2)]).slice(0, 5);
    if (filed === false)
      return flag(
        styled
          ? 'This letter looks like a court document (court-paper titles, party labels, case numbers or appearance dates), and you told us no lawsuit has been filed. A debt collector may not send papers that simulate legal process (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).'
          : 'This letter says that a lawsuit has been filed or is pending against you, or that a judgment will be entered without a court hearing, and you told us no lawsuit has been filed. A debt collector may not misstate the legal status of a debt or present its letter as legal process (15 U.S.C. 1692e(2)(A), (5), (10), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
        evidence,
        'high',
        assumptions,
      );
    if (courtPaper) {
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
    }
    // A case reference that names the court and the case number, and nothing more, is how a letter about a
    // real suit is headed: there is a case to check, and nothing in the words says otherwise.
    if (dressed && style.hasCourtAndCase && !style.legalHeading && claims.length === 0) return pass(assumptions);
    return needsInput(
      'This letter is styled like notice of a lawsuit (a case caption, a case number or a "legal notice" heading) or says that a suit is filed or pending. If no lawsuit has actually been filed, a debt collector may not send a letter that presents itself as legal process or misstates the legal status of the debt (15 U.S.C. 1692e(2)(A), (9), (13)). You can check any case number with the court clerk.',
      [QUESTIONS.lawsuitFiled],
      evidence,
      assumptions,
    );
  },
};
