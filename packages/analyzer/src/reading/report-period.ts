import type { Span } from '../types';
import { findAll, sentenceAt, spanOf } from '../text/find';
import { parseCount } from '../rules/_disclosures-and-amounts/numbers';

/**
 * How long a letter says something stays on, or is reported to, the consumer's credit report (decision 197): "can be kept
 * on your credit record for five (5) years", "will stay on your credit report for ten years", "for the next 10 years, this
 * debt will appear on your credit file", "se mantendrá en su informe de crédito por 10 años", "será reportada … de por
 * vida". Read by what the sentence says: a verb of staying or being reported (remain, stay, be kept / retained / listed /
 * reported / carried, appear, show; permanecer, mantener, aparecer, figurar, ser reportada), the credit report or a bureau
 * in the same sentence, and a period (a number of years, with "up to", "a period of", "the next"; or forever, permanently,
 * for life). What the period is said of is kept (a bankruptcy, a judgment, a tax lien, an inquiry, an account in good
 * standing: the law gives those their own periods or none), and whether the period is counted from a payment or from
 * today. What the law allows is the rule's to say.
 */
export type ReportPeriodSubject = 'debt' | 'bankruptcy' | 'other_record';

export type ReportPeriod = {
  /** The words of the period ("for five (5) years", "forever"). */
  span: Span;
  sentence: Span;
  /** Years said (7.5 for "seven and a half"); absent when the period has no end ("forever", "for life"). */
  years?: number;
  /** Counted from a payment, a settlement, today or the letter ("seven years from the date of your payment"). */
  fromPayment: boolean;
  subject: ReportPeriodSubject;
};

/** A count of years in digits or words (English and Spanish), read by the shared `parseCount`. */
const NUMBER = String.raw`(?:\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|uno?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte)`;

/**
 * A period: "for (up to / a period of / the next) N (N) years", "por / durante / hasta N años" (decision 493: or the bare Spanish "N
 * años" right after the report or the verb, "permanece en su informe de crédito siete años"); or one with no end. Spacing
 * is read loosely (OCR doubles spaces and breaks lines).
 */
const PERIOD = new RegExp(
  String.raw`(?:\b(?:for|up\s+to|por|durante|hasta)\s+|(?<=\b(?:cr[eé]dito|crediticio|permanecer[aá]?|permanece|quedar[aá]?|queda|aparecer[aá]?|aparece|figurar[aá]?|figura)\s+))(?:(?:up\s+to|a\s+(?:period|maximum|term)\s+of|the\s+next|another|an\s+additional|un\s+(?:per[ií]odo|plazo|m[aá]ximo)\s+de|los\s+pr[oó]ximos|otros)\s+)?(${NUMBER})(?:\s*\(\s*\d{1,2}\s*\))?(\s+and\s+a\s+half|\s+y\s+medio)?[\s-]+(?:years?|yrs?\b|a[nñ]os)\b` +
    String.raw`|\b(?:forever|permanently|indefinitely|for\s+(?:life|good|the\s+rest\s+of\s+your\s+life)|para\s+siempre|permanentemente|indefinidamente|de\s+por\s+vida|por\s+el\s+resto\s+de\s+su\s+vida)\b`,
  'i',
);
/** A verb of staying on, or being reported to, the report (English and Spanish), not the noun "credit report". */
const STAYS =
  /\b(?:remain\w*|stay\w*|kept|keep\w*|maintain\w*|retain\w*|appear\w*|show\w*|listed|reported|carried|carry\w*|follow\w*|permanec\w*|permanecer\w*|quedar\w*|aparecer\w*|aparec\w*|figurar\w*|mantendr\w*|mantener\w*|mantiene\w*|conservar\w*|reportad[ao]s?|reportar\w*)\b/i;
const CREDIT_RECORD =
  /\bcredit\s+(?:reports?|files?|records?|history|histories|profile|bureaus?|reporting\s+agenc\w*)|\bconsumer\s+reporting\s+agenc\w*|\b(?:equifax|experian|trans\s?union)\b|\b(?:informe|reporte|historial|expediente|r[eé]cord|bur[oó]s?)\s+(?:de\s+)?cr[eé]dit\w*|\bhistorial\s+crediticio\b|\bagencias?\s+de\s+(?:informes\s+(?:de\s+)?)?cr[eé]dito\b/i;
/** Where a clause of its own begins: a semicolon, or a comma before a conjunction ("…, and collection accounts for seven"). */
const CLAUSE_BREAK = /;|,\s+(?:and|but|while|whereas|y|pero|mientras)\b/gi;
const BANKRUPTCY = /\b(?:bankrupt\w*|chapter\s+(?:7|13)|quiebras?|bancarrotas?)\b/i;
const OTHER_RECORD =
  /\b(?:judg(?:e)?ments?|sentencias?|tax\s+liens?|grav[aá]men\w*|inquir\w*|consultas|positive|good\s+standing|paid\s+as\s+agreed|on[- ]time|criminal|convictions?|student\s+loans?|pr[eé]stamos?\s+estudiantiles?)\b/i;
/**
 * Counted from a payment, a settlement, today or the letter, not from the delinquency. Decision 493: the debt said paid in a clause
 * of its own ("from the date it is finally paid or settled", "after the account is paid in full", "from the day the debt is settled",
 * "a partir de la fecha en que la cuenta sea pagada").
 */
const FROM_PAYMENT = new RegExp(
  String.raw`^\s*(?:from|after|following|starting\s+(?:from|on|with)|beginning\s+(?:on|with)|counted\s+from|a\s+partir\s+de|desde|despu[eé]s\s+de)\s+(?:the\s+(?:date|day)\s+(?:of\s+|that\s+|on\s+which\s+|when\s+)?|la\s+fecha\s+(?:de|en\s+que)\s+|el\s+d[ií]a\s+(?:de|en\s+que)\s+)?` +
    String.raw`(?:(?:(?:your|the|any|su|la)\s+)?(?:payment|pay(?:ing)?\s+(?:it|this)|you\s+(?:pay|settle)|settlement|today|now|this\s+(?:letter|notice)|pago|usted\s+pague|que\s+(?:usted\s+)?pague|hoy|esta\s+carta)\b` +
    String.raw`|(?:it|this(?:\s+(?:debt|account|balance|collection))?|the\s+(?:debt|account|balance|collection(?:\s+account)?))\s+(?:is|was|has\s+been|gets|will\s+be)\s+(?:finally\s+|fully\s+|completely\s+)?(?:paid|settled|resolved|satisfied)\b` +
    String.raw`|you\s+(?:finally\s+|fully\s+)?(?:pay|settle|resolve)\b` +
    String.raw`|(?:(?:la|su|esta)\s+(?:cuenta|deuda)|[eé]sta|se)\s+(?:sea|es|fue|haya\s+sido|est[eé])\s+(?:totalmente\s+)?(?:pagad|saldad|liquidad|resuelt)[ao])`,
  'i',
);

const yearsOf = (word: string, half: string | undefined): number => {
  const n = /\./.test(word) ? Number(word) : (parseCount(word) ?? (word.toLowerCase() === 'un' ? 1 : Number.NaN));
  return half ? n + 0.5 : n;
};

/** Every period the letter says something stays on, or is reported to, the credit report. */
export const reportPeriodsSaid = (text: string): ReportPeriod[] => {
  const out: ReportPeriod[] = [];
  for (const hit of findAll(text, PERIOD)) {
    const sentence = sentenceAt(text, hit.start);
    if (!CREDIT_RECORD.test(sentence.text)) continue;
    // The clause that holds the period: what stays, and what it is.
    const at = hit.start - sentence.start;
    let from = 0;
    let to = sentence.text.length;
    for (const m of sentence.text.matchAll(CLAUSE_BREAK)) {
      const i = m.index ?? 0;
      if (i < at) from = i + m[0].length;
      else if (i >= at + hit.text.length) {
        to = i;
        break;
      }
    }
    const clause = sentence.text.slice(from, to);
    if (!STAYS.test(clause)) continue;
    const m = PERIOD.exec(hit.text);
    const years = m?.[1] ? yearsOf(m[1], m[2]) : undefined;
    out.push({
      span: spanOf(text, hit.start, hit.end),
      sentence,
      ...(years !== undefined ? { years } : {}),
      fromPayment: FROM_PAYMENT.test(text.slice(hit.end, hit.end + 80)),
      subject: BANKRUPTCY.test(clause) ? 'bankruptcy' : OTHER_RECORD.test(clause) ? 'other_record' : 'debt',
    });
  }
  return out;
};
