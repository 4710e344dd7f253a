import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { disclosedCollectorNames, letterheadLines, payeeNames, signatureLines } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';
import { testText } from '../../text/prefilter';
import { readLetter } from '../../reading/read-letter';

const meta: RuleMeta = {
  id: 'credit_bureau_impersonation',
  title: 'Implies the collector is or works for a credit bureau',
  citation: '15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not suggest that it is a credit bureau (a consumer reporting agency such as Equifax, Experian or TransUnion) or that it works for one. A collector may say, truthfully, that it reports accounts to credit bureaus.',
  severity: 6,
  value: 750,
};

/** A credit-bureau identity in a sender name or title. */
const BUREAU_NAME =
  /\b(?:credit\s+(?:bureau|reporting\s+(?:agency|bureau|service|services|company|center|division|department|unit))|consumer\s+(?:credit\s+)?reporting\s+(?:agency|bureau)|credit\s+registry|national\s+credit\s+(?:registry|bureau|reporting|database)|credit\s+(?:information|history)\s+(?:bureau|registry|center)|bur[oó]\s+de\s+cr[eé]dito|oficina\s+(?:(?:nacional|local|regional)\s+)?de\s+(?:informes|reportes)\s+de\s+cr[eé]dito)\b/i;
/** The letter says it is a credit bureau, or speaks or acts for one (decision 191: "we act for Equifax, Experian and TransUnion",
 * "en nombre de los burós de crédito"). Decision 336: in Spanish also with "un" and the place word after the noun ("somos un
 * buró de crédito", "como su agencia local de informes de crédito"), and a notice said to come from the bureau ("este es un
 * aviso del buró de crédito"), as in English. Decision 375: a notice said to be the bureau's ("this is a credit bureau notice", "this
 * notice comes from the credit bureau", "un aviso de la oficina de informes de crédito"), "consumer credit reporting agency"; "as a
 * credit reporting agency" only with the sender speaking after it ("as a consumer reporting agency, we…", "as the credit bureau
 * for the Southeast, we keep…"), not of a bureau the
 * letter describes ("as a consumer reporting agency, Equifax must investigate your dispute"). */
const BUREAU_CLAIM =
  /\b(?:we\s+are|this\s+(?:office|company|agency)\s+is)\s+(?:a|an|the|your)\s+(?:national\s+|local\s+|regional\s+)?(?:credit\s+(?:bureau|reporting\s+agency)|consumer\s+(?:credit\s+)?reporting\s+agency)\b|\bas\s+(?:a|an|the|your)\s+(?:national\s+|local\s+|regional\s+)?(?:credit\s+(?:bureau|reporting\s+agency)|consumer\s+(?:credit\s+)?reporting\s+agency)(?:\s+(?:for|of|in|to)\s+[^,.;\n]{1,40}?)?,?\s+(?:we|our|this\s+(?:office|company|agency))\b|\b(?:this|the\s+following)\s+is\s+(?:a|an|your)\s+(?:official\s+|final\s+|important\s+)?credit\s+bureau\s+(?:notice|notification|alert|letter|demand|warning)\b|\b(?:notice|letter|message|communication)\s+(?:comes|is\s+(?:sent|issued|mailed|written))\s+(?:to\s+you\s+)?(?:from|by)\s+(?:the|your)\s+(?:local\s+|national\s+)?credit\s+(?:bureau|reporting\s+agency)\b|\b(?:aviso|mensaje|carta|comunicaci[oó]n|notificaci[oó]n)\s+de\s+(?:la|su)\s+oficina\s+(?:(?:local|nacional|regional)\s+)?de\s+(?:informes|reportes)\s+de\s+cr[eé]dito\b|\b(?:notice|message|letter|communication)\s+from\s+(?:the|your)\s+(?:local\s+|national\s+)?credit\s+bureau\b|\bon\s+behalf\s+of\s+(?:the\s+)?(?:national\s+)?credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))\b|\bmembers?\s+of\s+(?:the\s+)?(?:national\s+|local\s+)?credit\s+bureaus?\b|\b(?:we|our\s+office)\s+maintain\w*\s+your\s+credit\s+(?:file|record|history)\b|(?<!\bno\s+)\b(?:somos|como)\s+(?:una?|la|el|su)\s+(?:agencia\s+(?:(?:local|nacional|regional)\s+)?(?:de\s+(?:informes|reportes|informaci[oó]n)\s+(?:de\s+)?cr[eé]dito|de\s+cr[eé]dito)|bur[oó]\s+(?:(?:local|nacional|regional)\s+)?de\s+cr[eé]dito)\b|\b(?:aviso|mensaje|carta|comunicaci[oó]n|notificaci[oó]n)\s+(?:del|de\s+su)\s+(?:bur[oó]|agencia(?:\s+(?:local|nacional))?\s+de\s+(?:informes\s+(?:de\s+)?)?)\s*(?:de\s+)?cr[eé]dito\b|\bmantenemos\s+su\s+(?:expediente|historial|archivo)\s+(?:de\s+)?cr[eé]dit\w*|\b(?:we|our\s+(?:office|company|agency|firm))\s+(?:act|work|collect|writ)\w*\s+(?:\w+\s+)?(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?:(?:three|3|major|national|nationwide)\s+)*(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)\b|\ben\s+(?:nombre|representaci[oó]n)\s+de\s+(?:los\s+|las\s+|la\s+|el\s+)?(?:(?:tres|principales)\s+)*(?:bur[oó]s?\s+de\s+cr[eé]dito|agencias?\s+de\s+(?:informes\s+)?(?:de\s+)?cr[eé]dito|equifax|experian|transunion)/i;
/**
 * Lines about where the collector (or the creditor) reports or may report, or how to dispute with a
 * bureau, are not identities: "a negative credit bureau report ... may be submitted to a credit
 * reporting agency by the current account owner", "we will not report it to any credit reporting
 * agency", and the account said to go, be sent or forwarded to one ("slated to go to a credit reporting agency": session 52). A
 * sender's name or title has no verb of reporting.
 */
const REPORTING_LINE =
  /\b(?:report\w*\s+(?:\w+\s+)?to|(?:go(?:es)?|sent|send|forward\w*|referred|transmit\w*|pass\w*)\s+(?:on\s+)?to\s+(?:a|an|the|any|all|each)\b|dispute|equifax|experian|trans\s?union|contact|www\.|submit\w*|furnish\w*|reported|reporting\s+(?:it|this|your|the)\b|(?:may|will|would|can|could)\s+(?:not\s+)?(?:be\s+)?(?:report|submit|furnish|sen[dt]|provid)\w*)/i;

/**
 * A business name built on "Credit Bureau" ("Credit Bureau of Napa County", "Credit Bureau Associates", "Credit Bureau
 * Collection Services"), as local collection agencies have long been called, with nothing in it that names the
 * reporting function itself (a reporting agency, division or registry; "national"; "consumer reporting").
 */
const TRADE_NAME_ONLY = /\bcredit\s+bureau\b/i;
const REPORTING_FUNCTION_NAME =
  /\b(?:credit\s+reporting|consumer\s+(?:credit\s+)?reporting|credit\s+registry|national\s+credit|credit\s+(?:information|history)\s+(?:bureau|registry|center)|bur[oó]\s+de\s+cr[eé]dito|oficina\s+(?:(?:nacional|local|regional)\s+)?de\s+(?:informes|reportes)\s+de\s+cr[eé]dito)\b/i;
/**
 * The letter says plainly that its sender collects debts: Reg F's and 1692e(11)'s statement in either of its forms ("is from a
 * debt collector", "this is an attempt to collect a debt"), or the sender's own ("we are a collection agency"), in English or
 * Spanish. Either tells the reader the sender collects, not that it keeps credit files.
 */
const SAYS_DEBT_COLLECTOR =
  /\b(?:is|am|are|es|somos)\s+(?:a|an|un|una)\s+(?:debt\s+collector|collection\s+agency|cobrador\s+de\s+deudas|agencia\s+de\s+cobr\w+)|\b(?:communication|letter|notice)\s+is\s+from\s+a\s+debt\s+collector|\bcomunicaci[oó]n\s+(?:es\s+)?(?:de|proviene\s+de)\s+un\s+cobrador|\b(?:is|as)\s+an\s+attempt\s+to\s+collect\s+a\s+debt\b|\b(?:es\s+)?un\s+intento\s+de\s+cobrar\s+una\s+deuda\b/i;

/**
 * A line that names a bureau as what the sender is not, or as where reports go or do not go (decision 197), whoever acts and
 * however sure: "we will not sue you for it or report payment or non-payment of it to a credit bureau" (held lawful, Stimpson
 * v. Midland Credit Management, 9th Cir. 2019), "this account will not be reported to a credit reporting agency", "no
 * reportaremos esta deuda a ningún buró de crédito", "we are not a credit bureau". Read by the reading layer's report act
 * (any certainty but a bare mention: the line speaks of reporting, so the bureau in it is the one reported to) and by a
 * denial before the bureau's name. A letterhead or signature that names the sender has neither.
 */
const aboutReporting = (text: string, line: Span): boolean =>
  negatedBefore(line.text, BUREAU_NAME.exec(line.text)?.index ?? 0) ||
  readLetter(text).threats.some((t) => t.action === 'report' && t.certainty !== 'mention' && t.actionSpan.start < line.end && line.start < t.actionSpan.end);

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const identity: Span[] = [
      ...letterheadLines(ctx),
      ...signatureLines(ctx),
      ...disclosedCollectorNames(ctx).map((n) => n.span),
      ...payeeNames(ctx).map((n) => n.span),
    ].filter((s) => BUREAU_NAME.test(s.text) && !REPORTING_LINE.test(s.text) && !aboutReporting(ctx.text, s));
    const claims = findWithSentence(v, BUREAU_CLAIM).filter((f) => !negatedBefore(f.sentence, f.at));
    if (identity.length === 0 && claims.length === 0) return pass(gate.assumptions);
    // A "Credit Bureau of …" name alone, on a letter that says plainly it is from a debt collector and claims nothing of a
    // bureau's work, is the collector's true name (1692e(14) requires it be used), not a false representation that it
    // operates a consumer reporting agency (1692e(16) reaches a false one; such agencies have often run local bureaus,
    // and courts have decided these collectors' letters on other grounds: Jeter v. Credit Bureau, Inc., 11th Cir. 1985;
    // Freyermuth v. Credit Bureau Services, 8th Cir. 2001).
    if (
      claims.length === 0 &&
      identity.every((s) => TRADE_NAME_ONLY.test(s.text) && !REPORTING_FUNCTION_NAME.test(s.text)) &&
      testText(SAYS_DEBT_COLLECTOR, v.text)
    )
      return pass([
        ...gate.assumptions,
        'The sender\'s name holds "Credit Bureau", but the letter says plainly it is from a debt collector and does not claim to keep credit files or to be a credit reporting agency; the name was taken as the collector\'s registered business name.',
      ]);
    return flag(
      'This letter may violate federal law: the sender calls itself, or presents itself as, a credit bureau or credit reporting agency. A debt collector may not suggest that it is, or works for, a consumer reporting agency (15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)).',
      uniqueSpans([...identity, ...claims.map((f) => foundSpan(v, f))]).slice(0, 4),
      claims.length > 0 ? 'high' : 'medium',
      gate.assumptions,
    );
  },
};
