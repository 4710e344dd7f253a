import { findPhrases, isNegatedAt } from '../rules/_conduct-and-time-bar/phrases';
import { parseCount } from '../rules/_disclosures-and-amounts/numbers';
import type { Span } from '../types';
import { testText } from '../text/prefilter';

/**
 * What a letter's words say about the debt's age without saying it is past the statute of limitations:
 * an age in years ("this debt is more than ten years old", "a 12-year-old account", "hace más de diez
 * años"), and words that call it old ("this old debt", "your older account", "una deuda antigua").
 * An age in years can settle the time bar where it exceeds every period the consumer's state may apply;
 * calling a debt old settles nothing, but tells the person why the analyzer asks when it was last paid.
 */

/** Spanish counts the shared count reader does not hold ('once' is English too, so it stays out of it). */
const SPANISH_COUNTS: Readonly<Record<string, number>> = { cuatro: 4, seis: 6, ocho: 8, nueve: 9, once: 11, doce: 12 };
const NUM = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte)`;
const DEBT = String.raw`(?:debt|account|balance|obligation|bill|loan)`;

/** An age of at least N years, said of the debt. Group 1 is the number. */
const AGE_PATTERNS: readonly RegExp[] = [
  // "this debt is (more than | over | at least) ten years old", "the account is now 12 years old"
  new RegExp(
    String.raw`\b(?:this|the|your)\s+${DEBT}\s+(?:is|was)\s+(?:now\s+)?(?:more\s+than|over|at\s+least|nearly|almost|about)?\s*${NUM}\s+years?\s+old\b`,
    'i',
  ),
  // "a 12-year-old debt", "this ten year old account"
  new RegExp(String.raw`\b${NUM}[-\s]years?[-\s]old\s+${DEBT}\b`, 'i'),
  // "incurred (more than) ten years ago", "dating back over 8 years"
  new RegExp(
    String.raw`\b(?:incurred|opened|defaulted|charged\s+off|went\s+(?:into\s+)?default|dat(?:es|ing)\s+back)\s+(?:more\s+than\s+|over\s+|at\s+least\s+)?${NUM}\s+years\s+ago\b`,
    'i',
  ),
  // Spanish: "esta deuda tiene más de diez años", "una deuda de hace 12 años"
  new RegExp(
    String.raw`\b(?:deuda|cuenta)\s+(?:tiene|ten[ií]a)\s+(?:m[aá]s\s+de\s+)?${NUM}\s+a[nñ]os\b|\b(?:deuda|cuenta)\s+de\s+hace\s+(?:m[aá]s\s+de\s+)?${NUM}\s+a[nñ]os\b`,
    'i',
  ),
];

/** Words that call the debt old (no age given). */
const OLD_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:this|your|the|an?)\s+(?:very\s+)?(?:old|older|aged|ancient|stale)\s+${DEBT}s?\b`, 'i'),
  /\b(?:deuda|cuenta)\s+(?:muy\s+)?antigua\b|\bantig[uü]edad\s+de\s+(?:su|la|esta)\s+(?:deuda|cuenta)\b/i,
];

export type StatedAge = { years: number; span: Span };

const numberOf = (word: string): number => parseCount(word) ?? SPANISH_COUNTS[word.toLowerCase()] ?? Number.parseInt(word, 10);

/** The largest age in years the letter gives the debt ("more than ten years old" reads as ten: the least it can mean). */
export const statedDebtAge = (text: string): StatedAge | null => {
  let best: StatedAge | null = null;
  for (const span of findPhrases(text, AGE_PATTERNS)) {
    if (isNegatedAt(text, span.start) || /\bif\b/i.test(text.slice(Math.max(0, span.start - 30), span.start))) continue;
    for (const pattern of AGE_PATTERNS) {
      const m = pattern.exec(span.text);
      const word = m?.slice(1).find((g) => g !== undefined);
      if (!word) continue;
      const years = numberOf(word);
      if (Number.isFinite(years) && (!best || years > best.years)) best = { years, span };
      break;
    }
  }
  return best;
};

/** Words calling the debt old, in text order. */
export const oldDebtWords = (text: string): Span[] => findPhrases(text, OLD_PATTERNS).filter((s) => !isNegatedAt(text, s.start));

/**
 * The time since the debt's last payment or default, said as a duration (decision 173): "your last payment was more
 * than eight years ago", "no payment has been made on this account in nine years", "this account has been delinquent
 * for over eight years", "it has been over eight years since your last payment", "charged off more than eight years
 * ago", Spanish "su último pago fue hace más de ocho años", "no ha hecho ningún pago en más de ocho años", "lleva más
 * de ocho años en mora". Unlike a debt's age ("this debt is ten years old", counted from when it was incurred), this is
 * counted from the event the limitations period runs from (legal-reference §4.1), so it can settle the time bar.
 * "Nearly", "almost", "about" and months are not read (they say less than the number); conditions and denials neither.
 */
const MORE = String.raw`(?:(more\s+than|over|at\s+least|m[aá]s\s+de)\s+)?`;
const THIS_DEBT = String.raw`(?:(?:on|to|toward|towards|for)\s+(?:this|the|your)\s+${DEBT}\s+)?`;
const SINCE_DEFAULT_PATTERNS: readonly { pattern: RegExp; negationInside: boolean }[] = [
  // "your last payment (on this account) was (made / received) more than eight years ago"
  {
    pattern: new RegExp(
      String.raw`\b(?:your|the)\s+(?:last|most\s+recent|final)\s+payment\s+${THIS_DEBT}(?:was|were)\s+(?:made\s+|received\s+|posted\s+)?${MORE}${NUM}\s+years\s+ago\b`,
      'gi',
    ),
    negationInside: false,
  },
  // "you last paid (on this account) more than eight years ago", "the account went delinquent / into default over eight years ago",
  // "(it was) charged off more than eight years ago"
  {
    pattern: new RegExp(
      String.raw`\b(?:you\s+last\s+(?:paid|made\s+a\s+payment)\s+${THIS_DEBT}|(?:went|became|fell)\s+(?:into\s+)?(?:delinquent|delinquency|default|past\s+due|unpaid)\s+|(?:was\s+)?charged[-\s]off\s+|defaulted\s+(?:on\s+)?)${MORE}${NUM}\s+years\s+ago\b`,
      'gi',
    ),
    negationInside: false,
  },
  // "it has been (more than) eight years since your last payment / since you last paid / since the account was charged off"
  {
    pattern: new RegExp(
      String.raw`\b(?:it\s+has\s+been|it's\s+been|it\s+is\s+now)\s+${MORE}${NUM}\s+years\s+since\s+(?:your\s+last\s+payment|you\s+(?:last\s+)?(?:paid|made\s+a\s+payment)|(?:this|the|your)\s+${DEBT}\s+(?:was\s+charged[-\s]off|went\s+(?:into\s+)?(?:default|delinquent)|became\s+(?:delinquent|past\s+due)|was\s+last\s+paid))\b`,
      'gi',
    ),
    negationInside: false,
  },
  // "(more than) nine years have passed / gone by / elapsed since your last payment / since the account went into default" (decision 537)
  {
    pattern: new RegExp(
      String.raw`\b${MORE}${NUM}\s+years\s+(?:have|has)\s+(?:now\s+)?(?:passed|gone\s+by|elapsed)\s+since\s+(?:your\s+last\s+payment|you\s+(?:last\s+)?(?:paid|made\s+a\s+payment)|(?:this|the|your)\s+${DEBT}\s+(?:was\s+charged[-\s]off|went\s+(?:into\s+)?(?:default|delinquent|delinquency)|became\s+(?:delinquent|past\s+due)|was\s+last\s+paid))\b`,
      'gi',
    ),
    negationInside: false,
  },
  // Spanish: "han pasado / transcurrido (más de) ocho años desde su último pago / desde que pagó por última vez / desde que la cuenta cayó en mora"
  {
    pattern: new RegExp(
      String.raw`\b(?:han|ha)\s+(?:pasado|transcurrido)\s+${MORE}${NUM}\s+a[nñ]os\s+desde\s+(?:su\s+[uú]ltimo\s+pago|que\s+(?:usted\s+)?(?:pag[oó]\s+por\s+[uú]ltima\s+vez|hizo\s+su\s+[uú]ltimo\s+pago)|que\s+(?:su|la|esta)\s+(?:cuenta|deuda)\s+(?:cay[oó]|entr[oó])\s+en\s+(?:mora|incumplimiento))`,
      'gi',
    ),
    negationInside: false,
  },
  // "this account has been delinquent / unpaid / past due / in default for (more than) eight years", "has gone unpaid for"
  {
    pattern: new RegExp(
      String.raw`\b(?:this|the|your)\s+${DEBT}\s+(?:has|have)\s+(?:now\s+)?(?:been|gone|remained|sat)\s+(?:delinquent|unpaid|past\s+due|in\s+default|in\s+collections?|charged[-\s]off)\s+for\s+${MORE}${NUM}\s+years\b`,
      'gi',
    ),
    negationInside: false,
  },
  // "no payment has been made (on this account) in / for (over) nine years", "you have not paid (on this account) in nine years",
  // "you haven't made a payment in over eight years"
  {
    pattern: new RegExp(
      String.raw`\b(?:no\s+payments?\s+(?:has|have)\s+been\s+(?:made|received|posted)\s+${THIS_DEBT}|you\s+(?:have\s+not|haven't|have\s+never)\s+(?:paid|made\s+(?:a|any)\s+payments?)\s+${THIS_DEBT}|(?:this|the|your)\s+${DEBT}\s+(?:has\s+not|hasn't)\s+been\s+paid\s+)(?:in|for|during)\s+(?:the\s+(?:last|past)\s+)?${MORE}${NUM}\s+years\b`,
      'gi',
    ),
    negationInside: true,
  },
  // Spanish: "su último pago fue hace (más de) ocho años", "pagó por última vez hace…", "cayó en mora hace…", "fue cancelada como pérdida hace…"
  {
    pattern: new RegExp(
      String.raw`\b(?:su\s+[uú]ltimo\s+pago\s+(?:fue|se\s+(?:hizo|realiz[oó]|recibi[oó]))|pag[oó]\s+por\s+[uú]ltima\s+vez|(?:cay[oó]|entr[oó])\s+en\s+(?:mora|incumplimiento)|(?:fue\s+)?cancelada\s+como\s+p[eé]rdida)\s+hace\s+${MORE}${NUM}\s+a[nñ]os\b`,
      'gi',
    ),
    negationInside: false,
  },
  // Spanish: "no ha hecho (ningún) pago (en esta cuenta) en / desde hace (más de) ocho años", "lleva (más de) ocho años en mora / sin pagar",
  // "la cuenta ha estado vencida / en mora durante más de ocho años"
  {
    pattern: new RegExp(
      String.raw`\b(?:no\s+(?:ha|se\s+ha)\s+(?:hecho|realizado|recibido)\s+(?:ning[uú]n\s+|un\s+)?pago\s+(?:(?:en|a)\s+(?:esta|la|su)\s+(?:cuenta|deuda)\s+)?(?:en|desde\s+hace|durante)\s+${MORE}${NUM}\s+a[nñ]os|(?:lleva|tiene)\s+${MORE}${NUM}\s+a[nñ]os\s+(?:en\s+mora|sin\s+pagar|vencida|impaga)|ha\s+estado\s+(?:vencida|en\s+mora|impaga|sin\s+pagar)\s+(?:durante|por)\s+${MORE}${NUM}\s+a[nñ]os)\b`,
      'gi',
    ),
    negationInside: true,
  },
];

export type TimeSinceDefault = StatedAge & {
  /** "more than", "over", "más de": strictly longer than `years`. */
  strict: boolean;
};

/** A word every statement of years since default holds. */
const YEARS = /\b(?:years|a[nñ]os)\b/i;

/** The longest time since the last payment or default the letter states ("more than eight years ago" reads as eight, strictly). */
export const statedTimeSinceDefault = (text: string): TimeSinceDefault | null => {
  if (!testText(YEARS, text)) return null;
  let best: TimeSinceDefault | null = null;
  for (const { pattern, negationInside } of SINCE_DEFAULT_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const lead = text.slice(Math.max(0, start - 40), start);
      if (/\b(?:if|unless|whether|when|si|cuando)\b[^.;:]*$/i.test(lead)) continue;
      if (!negationInside && isNegatedAt(text, start)) continue;
      const groups = m.slice(1).filter((g): g is string => g !== undefined);
      const word = groups.find((g) => !/^(?:more\s+than|over|at\s+least|m[aá]s\s+de)$/i.test(g));
      if (!word) continue;
      const years = numberOf(word);
      if (!Number.isFinite(years)) continue;
      const strict = groups.some((g) => /^(?:more\s+than|over|at\s+least|m[aá]s\s+de)$/i.test(g) && !/^at\s+least$/i.test(g));
      const span: Span = { start, end: start + m[0].length, text: m[0] };
      if (!best || years > best.years || (years === best.years && strict && !best.strict)) best = { years, strict, span };
    }
  }
  return best;
};
