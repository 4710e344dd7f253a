/**
 * A letter that says the account is already settled or paid and asks for nothing (decision 217): the collector confirms the
 * debt's status, it does not collect the debt. The answer that a debt was paid or settled makes a letter a false statement
 * of the debt's status only where the letter seeks payment of it (15 U.S.C. 1692e(2)(A)); a confirmation that says the
 * account "has been settled in full", "is paid in full", "shows a balance of $0.00", "you owe nothing further" (Spanish:
 * "ha sido liquidada en su totalidad", "saldo: $0.00", "no tiene que hacer ningún otro pago") states the status truly,
 * read with the whole letter as the least sophisticated consumer would (a "NOTICE OF SETTLEMENT IN FULL" showing a zero
 * balance: Virginia's federal court, development L804).
 *
 * Read by what each sentence does: a sentence that says the account is settled, paid or satisfied (in the past or present,
 * never "will be considered settled", "upon receipt … settled in full", "si paga … se considerará liquidada": those are
 * offers, nor "interest accrues until the account is satisfied"), that nothing more is owed, or that a payment was received, is the confirmation. The letter asks for nothing when
 * every request for money the reading layer finds (`requestsForMoney`) lies in such a sentence, in the collector's
 * 1692e(11) statement ("this is an attempt to collect a debt": a disclosure the law requires, not a demand), or on a history
 * figure ("original balance: $1,544.52"). One request elsewhere ("a remaining balance of $544.52; please remit it") and the
 * letter collects.
 */
import { spanOf } from '../text/find';
import { memoOnLastLetter } from '../text/last-letter';
import { matchesOf } from '../text/prefilter';
import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { requestsForMoney } from './requests-for-money';

/** The account said settled, paid or satisfied, as a fact of the past or present (a heading too: "PAID IN FULL"). */
const SETTLED = new RegExp(
  [
    // "has been settled (in full)", "was paid in full", "is now satisfied", "were resolved in full"
    String.raw`\b(?:has|have|had)\s+(?:now\s+)?been\s+(?:fully\s+|completely\s+)?(?:settled|paid(?:\s+off)?|satisfied|resolved\s+in\s+full)\b`,
    String.raw`\b(?:is|was|are|were)\s+(?:now\s+)?(?:fully\s+|completely\s+)?(?:settled|paid\s+(?:in\s+full|off)|satisfied(?:\s+in\s+full)?)\b`,
    // a heading or status: "NOTICE OF SETTLEMENT IN FULL", "PAID IN FULL", "Status: Settled"
    String.raw`\b(?:notice|confirmation|letter|certificate)\s+of\s+(?:settlement|payment|satisfaction)(?:\s+in\s+full)?\b`,
    // decision 389: the heading in the other order ("SETTLEMENT CONFIRMATION", "Payment in Full Confirmation")
    String.raw`^[ \t]*(?:settlement|payment|paid)(?:\s+in\s+full)?\s+(?:confirmation|confirmed)[ \t]*$`,
    String.raw`^[ \t]*(?:paid|settled)\s+in\s+full[ \t]*$`,
    String.raw`\bstatus\s*:\s*(?:paid|settled|satisfied|closed)\b`,
    // the payment accepted as the settlement: "accepted your payment as full settlement", "in full satisfaction"
    String.raw`\baccepted\s+(?:your|the)\s+(?:payment|check|funds)\s+(?:of\s+\$\s?[\d,.]+\s+)?(?:as|in)\s+(?:full|final|complete)\s+(?:settlement|satisfaction|payment)\b`,
    // Spanish: "ha sido liquidada (en su totalidad)", "está saldada", "fue pagada en su totalidad", "aviso de liquidación total"
    String.raw`\b(?:ha|han|hab[ií]a)\s+sido\s+(?:totalmente\s+)?(?:liquidad|saldad|pagad|cancelad)[oa]s?\b`,
    String.raw`\b(?:est[aá]|fue|qued[oó])\s+(?:totalmente\s+)?(?:liquidad|saldad|pagad)[oa]s?\b`,
    String.raw`\baviso\s+de\s+(?:liquidaci[oó]n|pago)\s+(?:total|completo)\b`,
    // Decision 377: the debt said discharged in bankruptcy, as a fact ("was discharged in your bankruptcy case", "has been
    // discharged"; Spanish "fue liberada / exonerada / condonada en su bancarrota"): a true statement of its status.
    String.raw`\b(?:has|have|had)\s+(?:now\s+)?been\s+discharged\b|\b(?:is|was|were)\s+discharged\s+(?:in|through|by|under)\b`,
    String.raw`\b(?:ha|han|fue|fueron)\s+(?:sido\s+)?(?:liberad|exonerad|condonad|descargad)[oa]s?\s+(?:en|mediante|por)\b`,
  ].join('|'),
  'gm',
);

/** Nothing more owed: "no further payment is due", "you owe nothing further", "a zero balance", "Saldo: $0.00". */
const NOTHING_OWED = new RegExp(
  [
    String.raw`\bno\s+(?:further|additional|other|more)\s+(?:payments?|amounts?|money|balance)\s+(?:is|are|will\s+be)\s+(?:due|owed|owing|required|needed)\b`,
    String.raw`\byou\s+(?:now\s+)?owe\s+nothing\b|\bno\s+(?:balance|amount)\s+(?:remains|is\s+(?:due|owed|owing))\b|\bzero\s+balance\b`,
    String.raw`\b(?:balance|amount\s+(?:due|owed|owing))\b[^.$\n]{0,30}?\$\s?0+(?:\.0+)?(?![\d,.]*[1-9])`,
    String.raw`\bno\s+(?:tiene|debe)\s+(?:que\s+)?(?:hacer\s+)?(?:ning[uú]n|otro|m[aá]s)\b[^.\n]{0,20}?\bpagos?\b|\bno\s+debe\s+nada\b|\bsaldo\s+(?:cero|de\s+\$\s?0)|\bsaldo\s*:?\s*\$\s?0+(?:\.0+)?(?![\d,.]*[1-9])`,
    // Decision 346: the impersonal Spanish of "no further payment is due" ("no se debe ningún otro pago", "no se requieren más
    // pagos") and "no balance remains" ("no queda saldo pendiente"); decision 373: "no tiene saldo pendiente".
    String.raw`\bno\s+se\s+(?:debe|deben|requiere|requieren|adeuda|adeudan)\s+(?:ning[uú]n|otros?|m[aá]s)\b[^.\n]{0,20}?\bpagos?\b|\bno\s+(?:hay|queda|tiene)\s+(?:ning[uú]n\s+)?saldo\s+(?:pendiente|adeudado|por\s+pagar)\b`,
  ].join('|'),
  'gm',
);

/**
 * What is left after the settlement said forgiven (decision 389): "the difference … has been forgiven", "the remaining balance was
 * waived", "el saldo restante fue condonado". A status of the past, not a request.
 */
const FORGIVEN =
  /\b(?:has|have)\s+been\s+(?:forgiven|waived|written\s+off|cancell?ed)\b|\b(?:was|were|is)\s+(?:now\s+)?(?:forgiven|waived|written\s+off)\b|\b(?:fue|ha\s+sido)\s+(?:condonad|perdonad|cancelad)[oa]\b/g;

/**
 * The bureaus to be told of a settlement or payment done (decision 389): "we will update the credit reporting agencies to show
 * that the account was settled". The future is the report's, not the settlement's, when no condition governs it.
 */
const BUREAUS_TOLD =
  /\b(?:update|notify|inform|advise|tell|report(?:\s+it)?\s+to)\b[^.\n]{0,40}?\b(?:credit\s+(?:reporting\s+agenc|bureau)|bureaus?\b|agencias\s+de\s+(?:informes|cr[eé]dito))/;
const CONDITION = /\b(?:if|upon|once|when|after|unless|until|till|si|al\s+recibir|una\s+vez\s+que|cuando)\b/;

/** A payment said received: "we have received your payment", "thank you for your payment", "hemos recibido su pago". */
const RECEIVED =
  /\b(?:we\s+(?:have\s+)?received|thank\s+you\s+for)\s+your\s+(?:final\s+)?(?:payment|check|funds)\b|\bhemos\s+recibido\s+su\s+pago\b|\bgracias\s+por\s+su\s+pago\b/g;

/**
 * The settlement still to come: a payment or an act on which the account "will be" settled. Not a confirmation. The month May
 * before a day or a year ("settled in full on May 15, 2025") is a date, not the modal (decision 373).
 */
const TO_COME =
  /\b(?:if|upon|once|when|after|unless|until|till|will|would|shall|can|could|may(?!\s+\d)|must|to\s+be|in\s+order\s+to|si|hasta|al\s+recibir|una\s+vez\s+que|cuando|se\s+considerar[aá]|ser[aá]|podr[aá])\b/;

/**
 * A sentence that sets something still owed against the status it states ("was discharged in bankruptcy, but you still owe
 * $1,245.60", "settled, however a balance remains"): not a confirmation (decision 377).
 */
const CONTRAST = /\b(?:but|however|still|yet|remaining|remains\s+(?:due|owing|unpaid|outstanding)|pero|sin\s+embargo|todav[ií]a|a[uú]n)\b/;

/** The collector's own 1692e(11) statement, a disclosure the law requires, not a request. */
const DISCLOSURE =
  /\b(?:this\s+(?:communication|letter|notice)\s+is\s+from\s+a\s+debt\s+collector|(?:this\s+is\s+an?\s+)?attempt\s+to\s+collect\s+a\s+debt|esta\s+(?:comunicaci[oó]n|carta)\s+(?:es|proviene)\s+de\s+un\s+cobrador|intento\s+de\s+cobrar\s+una\s+deuda)\b/;

/** A figure of the account's history ("original balance", "balance before settlement"): not a request. */
const HISTORY_BEFORE = /\b(?:original|previous|prior|former|starting|beginning|opening|pre-?settlement|saldo\s+original)\s*$/;

/**
 * The words where the letter says the account is settled or paid, when it asks for nothing else; undefined when it says no
 * such thing or asks for money beside it. Memoised on the last text.
 */
export const settlementConfirmed: (text: string) => Span | undefined = memoOnLastLetter((text) => {
  const folded = fold(text);
  // The words SETTLED and NOTHING_OWED need, asked once: not "balance", which nearly every letter holds.
  if (
    !/settl|paid|satisf|liquid|saldad|pagad|aviso\s+de\s+pago|discharg|liberad|exonerad|condonad|descargad|owe\s+nothing|zero|\$\s?0|saldo\s+cero|\bno\s+(?:further|additional|other|more|balance|amount|debe|tiene|se\s|hay|queda)/.test(
      folded,
    )
  )
    return undefined;
  const segs = segments(text);
  const confirming = new Set<number>();
  let said: Span | undefined;
  const mark = (re: RegExp, settles: boolean): void => {
    for (const m of matchesOf(re, folded)) {
      const at = m.index!;
      const i = segmentIndexAt(segs, at);
      if (i < 0) continue;
      const seg = segs[i]!;
      const sentence = folded.slice(seg.start, seg.end);
      if ((TO_COME.test(sentence) && !(BUREAUS_TOLD.test(sentence) && !CONDITION.test(sentence))) || CONTRAST.test(sentence)) continue;
      confirming.add(i);
      if (settles) said ??= spanOf(text, at, at + m[0].length);
    }
  };
  mark(SETTLED, true);
  // Nothing owed said alone ("Your account balance is $0.00", "you owe nothing further") confirms the status only in a letter
  // that names no figure above zero (decision 377): a zero on one line of a table beside a balance due is not it.
  mark(NOTHING_OWED, !said && !/\$\s?0*[1-9]/.test(folded));
  if (!said) return undefined;
  mark(FORGIVEN, false);
  for (const m of matchesOf(RECEIVED, folded)) {
    const i = segmentIndexAt(segs, m.index!);
    if (i >= 0) confirming.add(i);
  }
  const asks = requestsForMoney(text).some((r) => {
    const i = segmentIndexAt(segs, r.start);
    if (i >= 0 && confirming.has(i)) return false;
    const seg = i >= 0 ? segs[i]! : r;
    if (DISCLOSURE.test(folded.slice(seg.start, seg.end))) return false;
    return !HISTORY_BEFORE.test(folded.slice(Math.max(0, r.start - 24), r.start));
  });
  return asks ? undefined : said;
});
