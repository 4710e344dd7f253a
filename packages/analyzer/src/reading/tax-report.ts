/**
 * What a letter's tax-report statement says is reported (decision 230).
 *
 * `TAX_REPORT`: a statement that forgiven debt will or may be reported to a tax authority (the IRS, a 1099-C, "tax
 * authorities", "el IRS", "autoridades fiscales"), in either order ("we may report … to the IRS", "the IRS requires us to
 * report"). `misstated_legal_status` judges it against what a settlement forgives (26 U.S.C. 6050P(b): less than $600 is
 * never reported; Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019).
 *
 * `readPaymentReported`: a tax-report statement that says what is reported is the consumer's payment: the settlement
 * amount, "the amount you pay", "your payment", "el monto que usted pague", named as what is reported ("the amount you pay
 * may be reported to the IRS", "we will report the settlement amount", "a 1099-C reporting your settlement payment", "the
 * IRS may be notified of the amount you paid"), or pointed to by "that amount" after it in the same sentence ("if the
 * settlement amount you agreed to pay results in a discharge of $600 or more …, the creditor may be required to report that
 * amount to the IRS"). A Form 1099-C reports the debt discharged, never what is paid (26 U.S.C. 6050P(a); 26 CFR
 * 1.6050P-1), so the consumer is told the settlement itself is a taxable event the IRS will hear of, which is false whatever
 * the offer forgives (15 U.S.C. 1692e(2)(A), 1692e(10); Broderick v. Viking Client Services, D.N.J. 2017).
 *
 * Not read: the report said of the amount forgiven, discharged or cancelled, or of the difference between the balance and
 * the payment ("the difference between your balance and the settlement amount may be reported"); a payment said in another
 * clause than the report ("your payment will be credited; any debt discharged … may be reported"); a report the letter says
 * it will not make; a sentence that is about credit reporting too (conservative: the report may be the bureaus').
 *
 * Each pattern runs once over the folded letter behind the literal prefilter; the sentence is read only around a tax
 * report. Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import { matchesOf, testText } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';
import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';

const TAX_AUTHORITY = String.raw`(?:irs|i\.r\.s\.|internal\s+revenue\s+service|servicio\s+de\s+impuestos\s+internos|1099[-\s]?c?|(?:(?:federal|state|the|appropriate|applicable)\s+(?:and\s+state\s+)?)?tax(?:ing)?\s+(?:authorit(?:y|ies)|agencies)|autoridades?\s+(?:fiscales?|tributarias?))`;

/** A statement that forgiven debt will or may be reported to a tax authority, the authority named first or last. */
export const TAX_REPORT = new RegExp(
  // the authority named first: "the IRS requires us to report", "we are required by the IRS to report" (decision 217)
  String.raw`\b${TAX_AUTHORITY}(?![\w])[^.]{0,40}?\b(?:requires?|required|obliges?|obligates?|exige|obliga|nos\s+exige)\b[^.]{0,30}?\b(?:report|file|issue|reportar|informar|presentar|emitir)\w*|\brequired\s+by\s+(?:the\s+)?${TAX_AUTHORITY}(?![\w])[^.]{0,20}?\bto\s+(?:report|file|issue)\w*|` +
    // the authority told, passive: "the IRS may be notified of …", "el IRS podrá ser informado" (decision 230)
    String.raw`\b${TAX_AUTHORITY}(?![\w])\s+(?:may|will|shall|could|might|must|would|can)\s+(?:also\s+)?be\s+(?:notified|informed|told|advised)\b|\b${TAX_AUTHORITY}(?![\w])\s+(?:podr[aá]|ser[aá]|puede|podr[ií]a)\s+(?:ser\s+)?(?:notificad|informad)[oa]\b|` +
    // the report and the authority in one sentence, a figure's decimal point not ending it ("report the full $430.00 to the Internal
    // Revenue Service": session 52)
    String.raw`\b1099[-\s]?c\b|\b(?:report\w*|fil(?:e|es|ed|ing)|issu\w*|send\w*|notif\w*|inform\w*|reportar\w*|informar\w*|notificar\w*|enviar\w*|presentar\w*)\b(?:[^.]|\.(?=\d)){0,80}?\b(?:to\s+the\s+|al\s+|a\s+la\s+|with\s+the\s+|by\s+)?${TAX_AUTHORITY}(?![\w])`,
  'i',
);
const TAX_REPORT_G = new RegExp(TAX_REPORT.source, 'gi');

/** The consumer's payment as a noun: the settlement amount, the amount you pay or paid, your payment; Spanish the same. */
const PAYMENT = String.raw`(?:settlement\s+(?:amount|payment|sum|figure)|(?:amount|sum)\s+(?:that\s+)?you\s+(?:have\s+)?(?:agree(?:d)?\s+to\s+|will\s+|would\s+|are\s+going\s+to\s+)?pa(?:y|id)\b|(?:amount|sum)\s+of\s+(?:your\s+)?(?:settlement\s+)?payments?|your\s+(?:settlement\s+|lump[- ]sum\s+|final\s+|reduced\s+)?payments?|payments?\s+(?:that\s+)?you\s+(?:make|made|send|remit)|amount\s+paid|(?:monto|cantidad|suma|importe)\s+(?:que\s+)?(?:usted\s+)?(?:pague|pag[oó]|pagar[aá]|acuerde\s+pagar|acord[oó]\s+pagar)|su\s+pago(?:\s+de\s+(?:liquidaci[oó]n|acuerdo))?|pago\s+de\s+liquidaci[oó]n|(?:monto|cantidad)\s+de(?:l)?\s+(?:su\s+)?(?:pago|acuerdo|liquidaci[oó]n))`;
/** Words that make the figure the amount forgiven, not the payment. */
const FORGIVEN =
  /\b(?:forgiv\w*|discharg\w*|cancel\w*|difference|saving\w*|excess|written\s+off|write[- ]off|perdon\w*|condon\w*|cancelad\w*|diferencia|ahorro)\b/;
/** The payment named as part of the difference or the excess ("the difference between your balance and the settlement amount"). */
const PART_OF_A_DIFFERENCE = /\b(?:difference|less|minus|exceed\w*|excess|above|beyond|over\s+and\s+above|diferencia|menos)\b[^.;]{0,50}$/;
/** The payment as what is reported, passive: "… may be reported", "… will be filed", "podrá ser reportado", "se reportará". */
const IS_REPORTED = new RegExp(
  String.raw`^[^.;]{0,50}?\b(?:may|will|shall|could|can|might|must|would|is|are)\s+(?:also\s+)?(?:be\s+)?(?:reported|filed|disclosed|notified|included\s+on\s+(?:a\s+)?(?:form\s+)?1099)|^[^.;]{0,50}?\b(?:podr[aá]n?|ser[aá]n?|puede|pueden|debe|deben|podr[ií]an?)\s+(?:ser\s+)?(?:reportad|informad|notificad|declarad)[oa]s?|^[^.;]{0,50}?\bse\s+(?:reportar|informar|declarar|notificar)[aá]n?\b`,
);
/** The payment as what is reported, active: "report the settlement amount", "a 1099-C reporting …", "notified of …". */
const REPORTS_IT =
  /\b(?:report(?:s|ed|ing)?|disclos(?:e|es|ed|ing)|notified\s+of|informed\s+of|reportar(?:[aá]n?)?|informar(?:[aá]n?)?\s+(?:sobre\s+)?|declarar(?:[aá]n?)?)\s+(?:[^.;]{0,30}?\s)?$/;
/** "that amount" after the payment: the reported figure read back to it. */
const THAT_AMOUNT =
  /\b(?:report\w*|fil\w*|disclos\w*|reportar\w*|informar\w*)\s+(?:that|this|such|said|the\s+same)\s+(?:amount|sum|figure)\b|\b(?:that|this|such|said)\s+(?:amount|sum|figure)\s+(?:may|will|shall|could|must)\s+(?:also\s+)?be\s+reported\b|\b(?:reportar\w*|informar\w*)\s+(?:dicho\s+monto|dicha\s+(?:cantidad|suma)|es[ae]\s+(?:monto|cantidad|suma))\b/;
/** The report denied: "will not report your payment", "no será reportado". */
const NOT_REPORTED =
  /\b(?:will|shall|would|do|does|are|is|can)\s*(?:not|n't)\s+(?:be\s+)?(?:report|fil|disclos|notif|inform|send|issu)\w*|\bnot\s+be\s+reported\b|\bnever\s+(?:be\s+)?report\w*|\bno\s+(?:ser[aá]n?\s+|se\s+)(?:report|inform|notific|declar)\w*/;
/** A sentence about credit reporting too: the report may be the bureaus'. */
const CREDIT_REPORTING = /\bcredit\s+(?:bureau|report|agenc|reporting)\w*|\b(?:equifax|experian|transunion)\b|\bbur[oó]s?\s+de\s+cr[eé]dito\b/;

const PAYMENT_G = new RegExp(PAYMENT, 'g');

/** Every tax-report sentence that names the consumer's payment as what is reported, in order. Memoised on the last text. */
export const readPaymentReported: (text: string) => Span[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(TAX_REPORT, folded)) return [];
  const segs = segments(text);
  const seen = new Set<number>();
  const found: Span[] = [];
  for (const m of matchesOf(TAX_REPORT_G, folded)) {
    const i = segmentIndexAt(segs, m.index ?? 0);
    if (i < 0 || seen.has(i)) continue;
    seen.add(i);
    const seg = segs[i]!;
    const sentence = folded.slice(seg.start, seg.end);
    if (NOT_REPORTED.test(sentence) || CREDIT_REPORTING.test(sentence)) continue;
    for (const p of sentence.matchAll(PAYMENT_G)) {
      const at = p.index ?? 0;
      const before = sentence.slice(0, at);
      const after = sentence.slice(at + p[0].length);
      if (PART_OF_A_DIFFERENCE.test(before)) continue;
      // Passive: the payment, then its report, no forgiven amount named between them.
      const passive = IS_REPORTED.exec(after);
      // Active: the report, then the payment, no forgiven amount named between them.
      const active = REPORTS_IT.exec(before);
      // Read back: the payment, then "report that amount" later in the sentence.
      const back = THAT_AMOUNT.exec(after);
      const reported = (passive !== null && !FORGIVEN.test(passive[0])) || (active !== null && !FORGIVEN.test(active[0])) || back !== null;
      if (reported) {
        found.push(spanOf(text, seg.start, seg.end));
        break;
      }
    }
  }
  return found;
});
