import type { Span } from '../types';
import { spanOf } from '../text/find';
import { matchesOf } from '../text/prefilter';
import { isElisionLine } from '../text/elision';

/**
 * What a letter's own words say about whether it is the collector's first communication about the debt
 * (decision 071), one reader for the gates and every rule that needs it:
 * - `later`: the letter names an earlier written communication of its sender ("our previous letters", "as
 *   we previously advised", "second notice", "you have ignored our letters", "despite our prior notices",
 *   "the validation period has expired", "nuestra carta anterior", "no ha respondido a nuestras cartas").
 *   Attempts to reach the consumer ("we have tried to call you") are not named: an attempt that conveyed
 *   nothing is no communication, so a first letter may follow it.
 * - `first`: the letter calls itself the initial communication ("this is our first notice to you").
 * A letter that carries the validation notice starts the validation period whatever it says (15 U.S.C.
 * 1692g(a): the notice is the initial communication or follows it within five days); the gate reads that
 * from the notice's statements, not here. The person's answer always wins over the words.
 */
export type FirstContactWords = { kind: 'later' | 'first'; span: Span };

const EARLIER_WRITING = String.raw`(?:letters?|notices?|notifications?|correspondence|communications?|written\s+requests?|requests?\s+in\s+writing|mailings?)`;

/** After "as we told you": a call, not a letter ("on the phone", "by telephone", "during our call"), read by `priorCallIn`. */
const BY_CALL = String.raw`\s+(?:[a-z]+\s+){0,2}?(?:(?:by|on|over|during|in)\s+(?:the\s+|our\s+|a\s+)?(?:recent\s+)?(?:(?:tele)?phone|call|conversation)\b)`;

/** Words naming an earlier written communication of the sender. Flags i; raw text. */
const EARLIER_CONTACT = new RegExp(
  [
    String.raw`\b(?:our|a|the|my|this\s+office's|these|those)\s+(?:previous|prior|earlier|last|recent|several|numerous|repeated|many)\s+(?:(?:written|collection|demand)\s+)?${EARLIER_WRITING}\b`,
    String.raw`\bas\s+(?:previously|we\s+(?:have\s+)?previously|we\s+(?:have\s+)?already)\s+(?:stated|notified|advised|informed|mentioned|explained|requested|written|wrote)\b`,
    String.raw`\b(?:we|this\s+office|our\s+office|this\s+firm|the\s+undersigned)\s+(?:have\s+|has\s+)?(?:previously|already|recently)\s+(?:wrote|written|sent|mailed|notified|contacted|advised|informed)\b`,
    String.raw`\bwe\s+(?:have\s+)?(?:wrote|written|sent|notified|contacted)\s+(?:to\s+)?you\s+(?:before|previously|on|about)\b`,
    String.raw`\b(?:second|third|fourth|2nd|3rd|4th|follow[- ]?up)\s+(?:notice|request|reminder|demand|letter|attempt\s+to\s+collect)\b`,
    String.raw`\byou\s+were\s+(?:previously|recently|already)\s+(?:sent|notified|mailed|advised|informed)\b`,
    // decision 534: the consumer told before, in the active or the passive ("as we told you", "as we have informed you", "you have
    // previously been notified", "you have been notified before", "we have written to you several times"); not the letter's own
    // words ("as we told you above", "as we explain below"), nor a call ("as we told you on the phone": read by priorCallIn).
    String.raw`\bas\s+we\s+(?:have\s+)?(?:told|informed|advised|notified)\s+you\b(?!\s+(?:above|below|here|earlier\s+in\s+this|in\s+this\s+(?:letter|notice))|${BY_CALL})`,
    String.raw`\byou\s+(?:have|had)\s+(?:previously|already|recently|earlier)\s+been\s+(?:sent|notified|mailed|advised|informed)\b|\byou\s+(?:have|had)\s+been\s+(?:previously|already|recently)\s+(?:sent|notified|mailed|advised|informed)\b|\byou\s+(?:were|have\s+been|had\s+been)\s+(?:sent|notified|mailed|advised|informed)\s+(?:[a-z]+\s+){0,4}?(?:before|previously|earlier)\b`,
    String.raw`\b(?:we|this\s+office|our\s+office)\s+(?:have|has)\s+(?:written|sent|mailed|notified|contacted)\s+(?:to\s+)?you\s+(?:several|many|numerous|multiple|repeatedly|twice|more\s+than\s+once|(?:two|three|four|\d+)\s+times)\b`,
    String.raw`\b(?:you\s+have|you've)\s+(?:ignored|disregarded|not\s+(?:responded|replied)\s+to|failed\s+to\s+(?:respond|reply)\s+to|chosen\s+to\s+ignore)\s+(?:all\s+(?:of\s+)?)?(?:our|the|this\s+office's|my)\s+(?:(?:previous|prior|earlier|repeated|several|numerous)\s+)?${EARLIER_WRITING}\b`,
    String.raw`\bdespite\s+(?:our|the|several|repeated|numerous|many|previous|prior)\s+(?:(?:previous|prior|repeated|written)\s+)?${EARLIER_WRITING}\b`,
    String.raw`\bvalidation\s+period\s+(?:has\s+)?(?:expired|ended|passed)\b`,
    // decision 404: the notice recalled by its date, by the consumer's receipt of it, or by the end of the period it started ("our
    // notice of January 8, 2025 gave you thirty days", "after you received our first notice", "the dispute period has now
    // ended", "el plazo para disputar la deuda ha vencido", "le dimos 30 días"); not a first letter's step or payment put off
    // until the period ends ("before the 30-day period has expired", "until the dispute period has ended").
    String.raw`\b(?:our|my|this\s+office's)\s+(?:letter|notice|correspondence)\s+(?:to\s+you\s+)?(?:dated|of)\s+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}\/\d{1,2}\/\d{2,4})`,
    String.raw`\b(?:after|since|when|once)\s+you\s+received\s+(?:our|my|this\s+office's)\s+(?:(?:first|initial|earlier|prior|previous|original)\s+)?(?:letter|notice|validation\s+notice)\b`,
    // session 52: the receipt said outright ("You received our validation notice in December", "you were sent a validation notice on
    // December 4"), not asked ("if you received our notice").
    String.raw`(?<!\bif\s)\byou\s+(?:have\s+)?received\s+(?:our|my|this\s+office's)\s+(?:(?:first|initial|earlier|prior|previous|original)\s+)?(?:letter|notice|validation\s+notice)\b|(?<!\bif\s)\byou\s+were\s+sent\s+(?:a|an|our|the)\s+(?:(?:initial|first|earlier|prior|previous)\s+)?(?:letter|notice|validation\s+notice)\b`,
    String.raw`(?<!\b(?:before|until|till|unless|after|once|when|if|by\s+the\s+time)\s+(?:the\s+|your\s+|this\s+)?)\b(?:dispute|thirty[- ]day|30[- ]day)\s+period\b(?:\s+(?:to|for)\s+(?:dispute|disputing|contest)\w*(?:\s+(?:this|the|your)\s+(?:debt|account|balance))?)?\s+(?:has\s+|have\s+)?(?:now\s+)?(?:expired|ended|passed|elapsed|lapsed|run\s+out)\b`,
    String.raw`\ble\s+(?:dimos|otorgamos|concedimos)\s+(?:un\s+plazo\s+de\s+)?(?:30|treinta)\s+d[ií]as\b`,
    String.raw`(?<!\b(?:antes\s+de\s+que|hasta\s+que|si|cuando|una\s+vez\s+que)\s+)\bel\s+plazo\s+(?:de\s+(?:30|treinta)\s+d[ií]as\s+)?para\s+(?:disputar|impugnar|cuestionar)(?:\s+(?:la|esta|su)\s+deuda)?\s+(?:ya\s+)?(?:ha\s+vencido|venci[oó]|ha\s+terminado|termin[oó]|ha\s+expirado|expir[oó])`,
    // decision 178: the sender's first letter named with its date ("our initial letter dated May 28, 2025", "our first notice
    // of May 28", "the validation notice we sent you on May 28"): a letter that names it is not that letter
    String.raw`\b(?:our|my|this\s+office's)\s+(?:initial|first|original)\s+(?:letter|notice|correspondence|communication)(?:\s+to\s+you)?\s+(?:dated|of|sent\s+(?:to\s+you\s+)?on|mailed\s+(?:to\s+you\s+)?on)\b`,
    String.raw`\b(?:the|our)\s+validation\s+notice\s+(?:(?:that\s+)?we\s+(?:sent|mailed)\s+(?:to\s+)?you|dated|of)\b`,
    String.raw`\b(?:we|this\s+office|our\s+office)\s+(?:sent|mailed)\s+(?:to\s+)?you\s+(?:a|an|our|the)\s+(?:(?:initial|first|earlier|prior|previous)\s+)?(?:letter|notice|validation\s+notice)\b`,
    String.raw`\bnuestra\s+(?:primera\s+carta|carta\s+inicial|notificaci[oó]n\s+inicial|primera\s+notificaci[oó]n)\s+(?:del?|con\s+fecha|fechada|enviada)\b`,
    String.raw`\b(?:nuestras?|las?)\s+(?:cartas?|notificaci[oó]n(?:es)?|comunicaci[oó]n(?:es)?|avisos?)\s+(?:anterior(?:es)?|previas?|previos?)\b`,
    String.raw`(?:\b(?:segundo|tercer)|(?<![\w\u00c0-\u017f])[uú]ltimo)\s+aviso\b`,
    String.raw`\ble\s+(?:hemos\s+)?(?:enviado|escrito|notificado|enviamos|escribimos|notificamos)\s+(?:anteriormente|previamente|ya|varias\s+veces)\b`,
    // decision 534: "como le indicamos anteriormente", "como se le notificó previamente", "ya se le notificó", "se le ha notificado
    // previamente", "ya le hemos escrito"; not "como le indicamos a continuación" (the letter's own words).
    String.raw`\bcomo\s+(?:se\s+)?le\s+(?:hemos\s+|ha\s+)?(?:indicamos|informamos|notificamos|explicamos|comunicamos|dijimos|advertimos|escribimos|indicado|informado|notificado|explicado|comunicado|indic[oó]|inform[oó]|notific[oó]|comunic[oó])\s+(?:anteriormente|previamente|antes|ya|en\s+(?:nuestra|la)\s+(?:carta|notificaci[oó]n|comunicaci[oó]n)\s+(?:anterior|previa|del?))\b`,
    String.raw`(?<!\bsi\s)\bya\s+se\s+le\s+(?:ha\s+)?(?:notific|inform|envi|comunic|advirti)\w*|\bse\s+le\s+(?:ha\s+|hab[ií]a\s+)?(?:notificad[oa]|informad[oa]|enviad[oa]|notific[oó]|inform[oó]|envi[oó]|comunic[oó]|comunicad[oa])\s+(?:anteriormente|previamente|con\s+anterioridad)\b|\bya\s+le\s+(?:hemos|hab[ií]amos)\s+(?:escrito|enviado|notificado|informado)\b`,
    String.raw`\bno\s+ha\s+(?:respondido|contestado)\s+a\s+(?:nuestras?|las?)\s+(?:cartas?|notificaciones|comunicaciones|avisos)\b`,
    String.raw`\ba\s+pesar\s+de\s+(?:nuestras?|las?)\s+(?:cartas?|notificaciones|comunicaciones|avisos)\b`,
  ].join('|'),
  'gi',
);

/** Words by which the letter calls itself the first communication. Flags i; raw text. */
const INITIAL_COMMUNICATION = new RegExp(
  [
    String.raw`\bthis\s+is\s+(?:our|the|my)\s+(?:initial|first)\s+(?:communication|notice|letter|contact|attempt\s+to\s+(?:contact|reach)\s+you)\b`,
    String.raw`\bthis\s+is\s+the\s+first\s+time\s+(?:that\s+)?(?:we|this\s+office|our\s+office|I)\s+(?:have\s+|has\s+)?(?:contacted|written\s+to|reached\s+out\s+to)\s+you\b`,
    String.raw`\bwe\s+are\s+(?:writing|contacting)\s+(?:to\s+)?you\s+for\s+the\s+first\s+time\b`,
    String.raw`\b(?:this|the)\s+(?:letter|notice)\s+is\s+(?:our|the|my)\s+(?:initial|first)\s+(?:communication|notice|letter|contact)\b`,
    String.raw`\binitial\s+communication\b`,
    // decision 534: "this is our initial attempt to collect", "this notice is (being) sent to you as our first communication", "este es
    // nuestro primer aviso", "le escribimos por primera vez", "es la primera vez que nos comunicamos con usted".
    String.raw`\bthis\s+is\s+(?:our|the|my)\s+(?:initial|first)\s+attempt\s+to\s+collect\b`,
    String.raw`\b(?:this|the)\s+(?:letter|notice)\s+is\s+(?:being\s+)?sent\s+(?:to\s+you\s+)?as\s+(?:our|the|my)\s+(?:initial|first)\s+(?:communication|notice|letter|contact)\b`,
    String.raw`\besta\s+es\s+(?:nuestra|la)\s+(?:primera|comunicaci[oó]n\s+inicial)\b|\bcomunicaci[oó]n\s+inicial\b`,
    String.raw`\beste\s+es\s+(?:nuestro|el)\s+primer\s+(?:aviso|contacto|mensaje)\b|\ble\s+(?:escribimos|contactamos)\s+por\s+primera\s+vez\b|\bes\s+la\s+primera\s+vez\s+que\s+(?:le\s+)?(?:escribimos|contactamos|nos\s+comunicamos)\b`,
  ].join('|'),
  'gi',
);

/**
 * Someone else's earlier letter, a condition or the letter's own first time is not the sender's earlier contact ("if
 * you previously sent us…", "this is the first time we have contacted you about…"; decision 534: "this is the first letter we
 * have sent you about…", "if this is our first notice", "si esta es la primera carta").
 */
const NOT_THE_SENDERS =
  /\b(?:if|whether|unless|in\s+case|si)\s+(?:(?:you|we)\s*)?$|\bfirst\s+time\s+(?:that\s+)?$|\b(?:this|it)\s+(?:letter\s+|notice\s+)?is\s+(?:our|the|my)\s+(?:first|initial|only)\s+(?:letter|notice|communication|correspondence|contact)\s+(?:that\s+|which\s+)?$|\b(?:original|previous|prior)\s+(?:creditor|owner|lender|servicer)\b[^.]{0,30}$/i;

/**
 * An earlier communication said to be another's, or to another (decision 359): sent by the creditor, not the collector ("you
 * were previously notified by the original creditor", "as previously stated in the original creditor's letters", "the prior
 * notices from your creditor", "las cartas anteriores de su acreedor original"), or the sender's own word to someone else ("as
 * we previously advised your creditor", "we have previously notified the credit bureaus"). A first letter may say either: the
 * creditor's letters and the collector's word to the creditor or a bureau are no communication of the collector to the consumer
 * (15 U.S.C. 1692a(2), 1692g(a)). Read from the words just after the match. Raw text, flags i.
 */
const ROLE_OF_ANOTHER = String.raw`(?:(?:the|your|our|its|my)\s+)?(?:original\s+|previous\s+|prior\s+|former\s+|current\s+)?(?:creditor|lender|servicer|client|bank|credit\s+card\s+(?:company|issuer)|hospital|provider|landlord)`;
/** Any character but a sentence's end, up to an account word: "our previous letters about the debt from Pinecrest Bank" names the debt's source, not the letters'. */
const NO_ACCOUNT_WORD = String.raw`(?:(?!\b(?:account|debt|balance|loan|bill)\b)[^.;:\n])`;
/** The earlier communication sent by another (not when the words call it the sender's own: "our", "we", "nuestras"). */
const BY_ANOTHER = new RegExp(
  [
    String.raw`^${NO_ACCOUNT_WORD}{0,40}?\b(?:by|from|in)\s+${ROLE_OF_ANOTHER}(?:'s)?\b`,
    String.raw`^${NO_ACCOUNT_WORD}{0,40}?\b(?:by|from|in)\s+(?:the\s+)?[A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.,-]*){0,4}?\s+(?:Bank|Credit\s+Union|Hospital|Medical\s+Center|Card\s+Services|Financial)(?:'s)?\b`,
    String.raw`^(?:(?!\b(?:deuda|cuenta|saldo)\b)[^.;:\n]){0,30}?(?:\bde|\bdel|\bpor)\s+(?:el\s+|su\s+|la\s+)?(?:acreedor|prestamista|banco|hospital|proveedor)\b`,
  ].join('|'),
  'i',
);
const SENDERS_OWN = /\b(?:our|we|this\s+office|nuestr[ao]s?)\b/i;
/** The sender's word said to have gone to another: the creditor, a credit bureau. */
const TO_ANOTHER = new RegExp(
  String.raw`^\s*(?:to\s+)?(?:${ROLE_OF_ANOTHER}|(?:the\s+|all\s+|each\s+)?(?:three\s+)?(?:major\s+|national\s+)?(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)))\b`,
  'i',
);
const ofAnother = (said: string, after: string): boolean => TO_ANOTHER.test(after) || (!SENDERS_OWN.test(said) && BY_ANOTHER.test(after));

const firstMatch = (re: RegExp, text: string): Span | undefined => {
  for (const m of matchesOf(re, text)) {
    const start = m.index ?? 0;
    if (NOT_THE_SENDERS.test(text.slice(Math.max(0, start - 60), start))) continue;
    if (re === EARLIER_CONTACT && ofAnother(m[0], text.slice(start + m[0].length, start + m[0].length + 80))) continue;
    return spanOf(text, start, start + m[0].length);
  }
  return undefined;
};

let seen: string | undefined;
let read: FirstContactWords | null = null;

/** What the words say (memoised on the last text read): later, first, or null when they say neither. */
export const firstContactFromWords = (text: string): FirstContactWords | null => {
  if (text === seen) return read;
  const later = firstMatch(EARLIER_CONTACT, text);
  const first = later ? undefined : firstMatch(INITIAL_COMMUNICATION, text);
  read = later ? { kind: 'later', span: later } : first ? { kind: 'first', span: first } : null;
  seen = text;
  return read;
};

/**
 * The words by which the letter calls itself the first communication ("this is our first notice to you", "this
 * letter is our initial communication", "esta es nuestra primera carta"), if any: the self-describing sentence,
 * not the bare phrase "initial communication" (a later letter may speak of "our initial communication").
 */
export const calledFirstIn = (text: string): Span | undefined => {
  const words = firstContactFromWords(text);
  if (words?.kind !== 'first' || !/^(?:this|the\s+(?:letter|notice)|we|esta|este|le|es)\b/i.test(words.span.text)) return undefined;
  // "If this is the first letter you have received from us…" asks; it does not say.
  return /\b(?:if|whether|unless|in\s+case|si)\s*$/i.test(text.slice(Math.max(0, words.span.start - 20), words.span.start)) ? undefined : words.span;
};

/** The words naming an earlier written communication of the sender, if any. */
export const earlierContactIn = (text: string): Span | undefined => {
  const words = firstContactFromWords(text);
  return words?.kind === 'later' ? words.span : undefined;
};

/**
 * Words that announce the account has just been placed with the collector ("your account has been placed
 * with our office", "your balance with North Hospital has been referred to Acme Credit, Inc.", "has been given
 * to us for immediate action", "we have been retained to collect", "su cuenta ha sido asignada a nuestra
 * agencia"): the collector's first communication about it. A referral to a lawyer or a credit bureau is a
 * threat, not a placement; a referral to "a collection agency" is the creditor's letter, not the collector's.
 *
 * Read as a class (decision 127), not as phrases: the act of handing the account over (placed, assigned, referred,
 * turned or handed over, transferred, forwarded, listed, sent, given, entrusted), in the perfect or the simple past
 * ("has been placed", "was referred", "fue remitido"), active or passive, the particle before or after the object
 * ("turned your balance over to us", "turned over your account to us"); the act of hiring the sender to collect it
 * (retained, engaged, hired, asked, authorized, instructed, employed, contracted) to collect, recover or pursue it;
 * the sender as the one who receives it (us, this or our office, agency, firm, company, organization, collection
 * department; a company by its name; Spanish nos, nuestra oficina / agencia / empresa, a named company).
 */
const HANDED_OVER = String.raw`(?:re-?assigned|re-?placed|re-?referred|placed|given|assigned|referred|turned\s+over|handed\s+over|transferred|forwarded|listed|sent|entrusted|moved|(?:sold\s+and\s+)?assigned)`;
const HANDED_OVER_ACTIVE = String.raw`(?:placed|assigned|referred|transferred|forwarded|listed|given|entrusted)`;
const SENDER_AS_ORGANIZATION = String.raw`(?:office|agency|firm|company|organi[sz]ation|collection\s+(?:department|agency|office))`;
const TO_THE_SENDER = String.raw`(?:us|this\s+${SENDER_AS_ORGANIZATION}|our\s+${SENDER_AS_ORGANIZATION})`;
const NAMED_COMPANY = String.raw`(?!(?:an?|the|your|their|its|another|any)\s)[A-Z][\w&'.-]*(?:,?\s+[A-Z&][\w&'.,-]*){0,5}?,?\s+(?:Inc|LLC|L\.L\.C|LLP|L\.L\.P|PLLC|P\.C|PC|P\.A|Corp|Corporation|Co|Company|Ltd|LP|L\.P|Agency|Associates|Services|Group|Collections?|Recovery|Credit|Systems|Receivables|Solutions)\b`;
const TO_COLLECT = String.raw`(?:collect|recover|pursue|seek\s+(?:payment|recovery))`;
/**
 * Hired for the collection by its noun as by its verb (decision 404): "to assist in the collection of", "to handle the
 * collection of", "to represent Star Bank in the collection of", "for the collection of", "for the purpose of collecting";
 * session 52: "to take charge of collecting the judgment", "to handle collecting your account".
 */
const FOR_THE_COLLECTION = String.raw`(?:to\s+${TO_COLLECT}|to\s+(?:[\w'-]+\s+){0,2}?collection\s+(?:proceedings|actions?|efforts|activit(?:y|ies))|to\s+(?:[\w&'.,-]+\s+){1,5}?(?:the\s+)?collection\s+of|to\s+(?:[\w&'.,-]+\s+){1,4}?collecting\s+(?:the|your|this|on)\b|for\s+(?:the\s+)?(?:purpose\s+of\s+)?(?:collection\s+of|collecting))`;
/**
 * Retained by what the retention concerns (decision 404): "retained by the above referenced client in regard to your
 * outstanding balance", "in their claim against you", "engaged by Star Bank to resolve your delinquent debt". Never a
 * retention by the reader ("retained by you").
 */
const RETAINED_FOR = String.raw`(?:${FOR_THE_COLLECTION}|(?:in\s+regards?\s+to|regarding|concerning|in\s+connection\s+with|with\s+respect\s+to|in)\s+(?:the|your|this|their|its)\s+(?:[\w'-]+\s+){0,3}?(?:balance|account|debt|claim|obligation|bill)s?|to\s+(?:resolve|settle|handle|address)\s+(?:the|your|this)\s+(?:[\w'-]+\s+){0,2}?(?:balance|account|debt|claim|obligation|bill)s?)`;
/** The account as letters name it: singular, plural or "account(s)". */
const ACCOUNT_NOUN = String.raw`(?:account|debt|balance|bill|claim|obligation|matter|file|contract|agreement|loan|right)(?:\(s\)|s)?`;
/** A parenthetical between the account and its verb: "Your account, as detailed above, has been assigned". */
const ASIDE = String.raw`(?:,\s*[^,.;:\n]{1,40},|\s+(?:is|was|remains)\s+(?:now\s+)?(?:unpaid|past\s+due|overdue|delinquent|in\s+default)\s+and)?`;
const SPANISH_HANDED_OVER = String.raw`(?:asignad|remitid|transferid|referid|enviad|entregad|turnad|encomendad|cedid|traspasad)[ao]s?`;
const SPANISH_SENDER = String.raw`(?:(?:nuestr[ao]|esta|este)\s+(?:oficina|agencia|firma|empresa|compa[nñ][ií]a|despacho|departamento\s+de\s+cobranzas?))`;
const PLACEMENT_ANNOUNCED = new RegExp(
  [
    String.raw`\b${ACCOUNT_NOUN}(?:\s+(?:referenced|identified|listed|described|shown|noted|mentioned|named|captioned|set\s+out)\s+(?:above|below|here))?(?:\s+(?:with|owed\s+to|due\s+to|at|from|for|under|regarding|on)\s+[^.;:]{1,60}?)?${ASIDE}\s+(?:(?:has|have|had)(?:\/(?:has|have))?\s+(?:now\s+|just\s+|recently\s+)?been|was|were)\s+(?:now\s+|just\s+|recently\s+)?${HANDED_OVER}\s+(?:from\s+[^.;:]{1,60}?\s+)?(?:to|with)\s+(?:${TO_THE_SENDER}|${NAMED_COMPANY})`,
    // Reported to the sender (decision 295): "an important matter … has been reported to this office", "your delinquent account was
    // reported to us by Star Bank". Only to the sender: a report to a bureau or a named company is not a placement.
    String.raw`\b(?:account|debt|balance|bill|claim|obligations?|matter|file|delinquency)(?:\s+(?:demanding|requiring|needing|with|owed\s+to|due\s+to|at|from|for|you\s+owe)\s+[^.;:]{1,60}?)?\s+(?:(?:has|have|had)\s+(?:now\s+|just\s+|recently\s+)?been|was|were)\s+(?:now\s+|just\s+|recently\s+)?reported\s+to\s+${TO_THE_SENDER}\b`,
    String.raw`\b(?:we|I|the\s+undersigned|(?:this|our)\s+(?:law\s+)?${SENDER_AS_ORGANIZATION})\s+(?:(?:has|have)\s+(?:now\s+|just\s+|recently\s+)?been|was|were)\s+(?:retained|engaged|hired|authori[sz]ed|asked|instructed|employed|contracted)\s+(?!by\s+you\b)(?:by\s+[^.]{1,80}?\s+)?${RETAINED_FOR}\b`,
    // Decision 534: the account said to be now in collection, or now with the sender ("THIS ACCOUNT IS NOW IN COLLECTION", "your
    // account with Mercy Hospital is now with our office", "su cuenta está ahora en cobranza"): the placement told as its result. Not
    // one now with another ("now in collection with Acme Recovery", "now with our attorney"), nor one that stayed ("remains").
    String.raw`\b(?:your|this|the)\s+${ACCOUNT_NOUN}(?:\s+(?:with|owed\s+to|due\s+to|at|from|for|you\s+owe(?:\s+to)?)\s+[^.;:]{1,60}?)?\s+(?:is|are)\s+now\s+(?:in\s+collections?\b(?!\s+(?:with|at|through)\s+(?!${TO_THE_SENDER}\b))|with\s+${TO_THE_SENDER}\b)`,
    String.raw`\b(?:su|esta|la)\s+(?:cuenta|deuda|saldo)(?:\s+(?:con|de|a\s+favor\s+de)\s+[^.;:]{1,60}?)?\s+(?:est[aá]\s+ahora|ahora\s+est[aá]|se\s+encuentra\s+ahora)\s+(?:en\s+(?:cobranza|cobro)\b(?!\s+(?:con|a\s+trav[eé]s\s+de)\s+(?!nosotros\b|${SPANISH_SENDER}))|con\s+(?:nosotros|${SPANISH_SENDER})\b)`,
    // Placed "for collection" with no one else named as the one it went to (decision 404): "YOUR ACCOUNT HAS BEEN PLACED FOR
    // COLLECTION", "this account has been referred for collection", "su cuenta ha sido asignada para su cobro". In a collector's
    // letter the purpose stands for the receiver; a lawyer, "a collection agency" or another company named after it is the
    // creditor telling of its collector (decision 110), not this.
    String.raw`\b${ACCOUNT_NOUN}(?:\s+(?:referenced|identified|listed|described|shown|noted)\s+(?:above|below|here))?(?:\s+(?:with|owed\s+to|due\s+to|at|from|for|under|regarding|on)\s+[^.;:]{1,60}?)?${ASIDE}\s+(?:(?:has|have|had)(?:\/(?:has|have))?\s+(?:now\s+|just\s+|recently\s+)?been|was|were)\s+(?:now\s+|just\s+|recently\s+)?${HANDED_OVER}\s+(?:(?:to|with)\s+${TO_THE_SENDER}\s+)?for\s+(?:(?:immediate|further|final|prompt|professional|outside|third[\s-]party|delinquent|debt|account)\s+){0,3}collections?\b(?!\s+(?:with|to|at|through)\s+(?!${TO_THE_SENDER}\b))`,
    String.raw`\b(?:cuenta|deuda|saldo)(?:\s+(?:vencid[ao]|pendiente|atrasad[ao]))?(?:\s+(?:con|de|a\s+favor\s+de)\s+[^.;:]{1,60}?)?\s+(?:(?:ha|han)\s+sido|fue|fueron)\s+(?:${SPANISH_HANDED_OVER}|colocad[ao]s?)\s+(?:a\s+(?:nosotros|${SPANISH_SENDER})\s+)?para\s+(?:su\s+)?(?:cobro|cobranza|recuperaci[oó]n)\b(?!\s+(?:a|con|mediante)\s+(?!nosotros\b|${SPANISH_SENDER}))`,
    // The same in the active voice, the creditor the subject: "Star Bank has placed your account with our office",
    // "your creditor has retained us to collect", "has turned your past-due balance over to our company".
    String.raw`\b(?:has|have|had)\s+(?:now\s+|just\s+|recently\s+)?(?:${HANDED_OVER_ACTIVE}|turned\s+over|handed\s+over)\s+(?:your|this|the)\s+(?:[a-z'-]+\s+){0,2}?(?:account|debt|balance|bill|claim|obligation|file)\s+(?:with|to)\s+${TO_THE_SENDER}\b`,
    String.raw`\b(?:has|have|had)\s+(?:now\s+|just\s+|recently\s+)?(?:turned|handed)\s+(?:your|this|the)\s+(?:[a-z'-]+\s+){0,2}?(?:account|debt|balance|bill|claim|obligation|file)\s+over\s+to\s+${TO_THE_SENDER}\b`,
    String.raw`(?<!\byou\s)\b(?:has|have)\s+(?:now\s+|just\s+|recently\s+)?(?:retained|hired|engaged|asked|authori[sz]ed|instructed|employed|contracted)\s+(?:(?:this|our)\s+law\s+(?:firm|office)|${TO_THE_SENDER})\s+to\s+(?:collect\s+(?:this|the|your|its|their|from\s+you)\b(?!\s+(?:[a-z]+\s+){0,2}?(?:payments?|installments?|premiums?)\b)|(?:recover|pursue)\s+(?:this|the|your|payment)\b)`,
    String.raw`\bnos\s+(?:ha|han)\s+(?:asignado|remitido|transferido|referido|entregado|enviado|encomendado|turnado)\s+(?:su|esta|la)\s+(?:cuenta|deuda|saldo)\b|\bnos\s+(?:ha\s+contratado|contrat[oó])\s+para\s+(?:cobrar|recuperar|(?:[a-záéíóúñ]+\s+){1,3}?(?:el|del)\s+cobro\s+de)\b|\bnos\s+(?:ha\s+encargado|encarg[oó])\s+(?:el\s+cobro|cobrar)\b`,
    String.raw`\b(?:cuenta|deuda|saldo|derechos|contrato|pr[eé]stamo)(?:\s+(?:vencid[ao]|pendiente|atrasad[ao]))?(?:\s+(?:con|de|a\s+favor\s+de|bajo|sobre)\s+[^.;:]{1,60}?)?\s+(?:(?:ha|han)\s+sido|fue|fueron)\s+${SPANISH_HANDED_OVER}\s+(?:de\s+[^.;:]{1,60}?\s+)?a\s+(?:${SPANISH_SENDER}|${NAMED_COMPANY})`,
  ].join('|'),
  'i',
);
const PLACEMENTS = new RegExp(PLACEMENT_ANNOUNCED.source, 'gi');
/**
 * The sender by its name says it has been retained to collect ("Nevada Association Services (NAS) has been retained
 * by Madera Homeowners Association to collect from you…", "Acme Recovery, Inc. has been hired by Star Bank to
 * collect"): a name in capitals, not "a collection agency" or "an attorney" (a creditor's referral, read below).
 * Case-sensitive for the name; raw text.
 */
const RETAINED_BY_NAME = new RegExp(
  String.raw`\b(?!(?:The|A|An|Your|Our|Their|Its|Another|This|That|We|I)\s)[A-Z][\w&'.-]*(?:,?\s+(?:[A-Z&][\w&'.,-]*|of|and|&)){0,6}?(?:\s+\([A-Z]{2,8}\))?\s+(?:has|have)\s+(?:now\s+|just\s+|recently\s+)?been\s+(?:retained|engaged|hired|authori[sz]ed|instructed|employed|contracted)\s+(?!by\s+you\b)(?:by\s+[^.]{1,80}?\s+)?${RETAINED_FOR}\b`,
  'g',
);
/** A lawyer, a law firm or a credit bureau as the one the account went to. */
const NOT_A_PLACEMENT = /\b(?:attorney|lawyer|law\s+(?:firm|office|group)|counsel|legal|credit\s+(?:bureau|reporting)|abogad)/i;

/**
 * A pointer to an important notice printed on the letter's back ("PLEASE SEE IMPORTANT NOTICE ON BACK", "see
 * reverse side for important information about your rights", "vea el aviso importante al dorso"): where the
 * validation notice of a first letter is printed (Miller v. Payco-General American Credits, 4th Cir. 1991;
 * Savino v. Computer Credit, 2d Cir. 1998).
 *
 * Read as a class (decision 127): what is on the back (the consumer's rights, a notice, important information or
 * disclosures, a statement of rights) and where (the back, the reverse side, the other side of the page), in either
 * order and with any verb between them ("your legal rights are explained on the other side of this page", "a
 * statement of your rights is printed on the back", "information about your rights appears on the reverse side",
 * "see back for your rights", "sus derechos se explican al dorso"). Not the back of a check, card, coupon or
 * envelope.
 */
const BACK_SIDE = String.raw`(?:the\s+)?(?:back|reverse(?:\s+side)?|other\s+side|flip\s+side)\b(?!\s+of\s+(?:your|the|a|each|this)\s+(?:check|cheque|card|envelope|coupon|stub|payment|money\s+order))`;
const WHAT_IS_ON_BACK = String.raw`(?:(?:your\s+)?(?:legal\s+|important\s+|validation\s+|dispute\s+|consumer\s+)?rights|(?:important\s+)?(?:consumer\s+|legal\s+)?notices?|important\s+(?:consumer\s+|legal\s+)?(?:information|disclosures?)|disclosures?|(?:information|statement|summary|explanation)\s+(?:of|about|regarding|concerning|on)\s+your\s+(?:legal\s+|validation\s+)?rights)`;
/**
 * Elsewhere in the same mailing (decision 144): another page of the letter ("page 2", "the second / next / following
 * page") or a paper sent with it ("the enclosed / attached / accompanying notice"). The validation notice comes with the
 * initial communication or within five days of it (15 U.S.C. 1692g(a)), so a letter that sends the reader to its rights
 * printed there is, by its words, the first letter, as one that points to its back.
 */
const ELSEWHERE = String.raw`(?:page\s+(?:2|two|3|three)\b|(?:the\s+)?(?:second|next|following|last|final)\s+page\b|(?:the\s+)?(?:enclosed|attached|accompanying|included)\s+(?:notice|page|sheet|insert|statement|document|form)\b)`;
const NOTICE_ON_BACK = new RegExp(
  [
    String.raw`\b(?:see|read|refer\s+to|note)\s+(?:the\s+)?(?:important\s+)?(?:notices?|information|disclosures?|(?:statement\s+of\s+)?(?:your\s+)?rights)\s+(?:printed\s+)?(?:on|at)\s+(?:the\s+)?(?:back|reverse(?:\s+side)?|other\s+side)\b`,
    String.raw`\bimportant\s+(?:notices?|information|disclosures?|rights)\s+(?:printed\s+)?on\s+(?:the\s+)?(?:back|reverse(?:\s+side)?|other\s+side)\b`,
    String.raw`\bsee\s+(?:the\s+)?(?:back|reverse(?:\s+side)?|other\s+side)\s+(?:of\s+this\s+(?:letter|notice)\s+)?for\s+(?:(?:important|additional)\s+(?:information|notices?|disclosures|rights)|(?:information|notices?|disclosures)\s+(?:regarding|about|concerning|on)\s+your\s+(?:legal\s+)?rights)\b`,
    // What is on the back, then where, with any verb between ("are explained on", "is printed on", "appears on").
    String.raw`\b${WHAT_IS_ON_BACK}\b[^.\n]{0,50}?\b(?:on|at)\s+${BACK_SIDE}`,
    // The same on another page or in a paper sent with the letter (decision 144): "important information about your rights is
    // printed on page 2", "your rights are described in the enclosed notice", "see the enclosed notice of your rights".
    String.raw`\b${WHAT_IS_ON_BACK}\b[^.\n]{0,50}?\b(?:on|in|at)\s+${ELSEWHERE}`,
    String.raw`\b(?:see|read|refer\s+to|consult|review)\s+${ELSEWHERE}\s*(?:of\s+this\s+(?:letter|notice)\s+)?(?:for\s+[^.\n]{0,30}?\b${WHAT_IS_ON_BACK}\b|(?:of|about|regarding|concerning)\s+your\s+(?:legal\s+|validation\s+)?rights\b)`,
    // Where, then what ("see back for your rights", "turn over for important information about your rights").
    String.raw`\b(?:see|read|turn\s+(?:the\s+page\s+)?over|refer\s+to|consult)\s+(?:the\s+)?(?:back|reverse(?:\s+side)?|other\s+side)?\s*(?:of\s+this\s+(?:letter|notice|page)\s+)?for\s+[^.\n]{0,30}?\b${WHAT_IS_ON_BACK}\b`,
    String.raw`\b(?:vea|lea|consulte)\s+(?:el\s+|la\s+)?(?:aviso|informaci[oó]n)\s+importante\s+(?:al|en\s+el)\s+(?:dorso|reverso)\b`,
    String.raw`\b(?:aviso|informaci[oó]n)\s+importante\s+(?:al|en\s+el)\s+(?:dorso|reverso)\b`,
    String.raw`\b(?:sus\s+derechos|(?:el\s+)?aviso(?:\s+importante)?|(?:la\s+)?informaci[oó]n\s+(?:importante|sobre\s+sus\s+derechos))\b[^.\n]{0,50}?\b(?:al|en\s+el)\s+(?:dorso|reverso)\b`,
    String.raw`\b(?:vea|lea|consulte)\s+(?:el\s+|al\s+)?(?:dorso|reverso)\b[^.\n]{0,40}?\b(?:derechos|aviso|informaci[oó]n\s+importante)\b`,
    // Sent with the letter (decision 169): a notice of the consumer's rights said to be enclosed, attached or to accompany the
    // letter ("IMPORTANT NOTICE ENCLOSED", "an important notice about your rights is enclosed", "we have enclosed a notice of your
    // rights", "please see the enclosed validation notice", "this letter is accompanied by a notice of your rights", "se adjunta un
    // aviso importante sobre sus derechos"). Not an enclosed coupon, envelope or offer, nor "important information about your
    // payment plan is enclosed".
    String.raw`\b(?:important|validation|legal|consumer)\s+(?:consumer\s+|legal\s+)?(?:notices?|disclosures?)\b(?:\s+(?:of|about|regarding|concerning)\s+your\s+(?:legal\s+|validation\s+)?rights)?\s+(?:(?:is|are|has\s+been|have\s+been)\s+)?(?:enclosed|attached|included)\b`,
    String.raw`\b(?:notices?|statement|summary|explanation|information|description)\s+(?:of|about|regarding|concerning)\s+your\s+(?:legal\s+|validation\s+|important\s+)?rights\b[^.\n]{0,30}?\b(?:enclosed|attached|included|accompan(?:ies|ying))\b`,
    String.raw`\b(?:enclosed|attached|included)\s+(?:(?:is|are|please\s+find)\s+)?(?:an?\s+|the\s+)?(?:important\s+)?(?:(?:validation|legal|consumer)\s+notice|(?:notice|statement|summary|explanation)\s+(?:of|about|regarding|concerning)\s+your\s+(?:legal\s+|validation\s+)?rights)\b`,
    String.raw`\b(?:see|read|review|consult)\s+(?:the\s+)?(?:enclosed|attached|accompanying|included)\s+(?:important\s+)?(?:validation|legal|consumer|important)\s+(?:notice|disclosures?|information)\b`,
    String.raw`\b(?:validation\s+notice|notice\s+of\s+(?:your\s+)?(?:legal\s+)?rights)\s+(?:that\s+|which\s+)?(?:accompanies|accompanied|came\s+with|is\s+enclosed\s+with)\s+this\s+(?:letter|notice)\b|\baccompanied\s+by\s+(?:an?\s+|the\s+)?(?:important\s+)?(?:validation\s+notice|(?:notice|statement)\s+(?:of|about)\s+your\s+(?:legal\s+)?rights)\b`,
    String.raw`\b(?:se\s+adjunta|adjuntamos|se\s+incluye|incluimos|le\s+enviamos\s+adjunt[oa])\s+(?:un\s+|el\s+|una\s+|la\s+)?(?:aviso|notificaci[oó]n|informaci[oó]n)\s+(?:importante|(?:sobre|de)\s+sus\s+derechos)\b|\b(?:aviso|notificaci[oó]n)\s+importante\s+(?:adjunt[oa]|incluid[oa])\b|\b(?:aviso|informaci[oó]n)\s+(?:sobre|de)\s+sus\s+derechos\s+(?:adjunt[oa]|incluid[oa]|se\s+adjunta)\b`,
  ].join('|'),
  'i',
);

/** A condition just before a placement: "if your account has been placed with us", "si su cuenta está ahora en cobranza" (decision 534). */
const CONDITION_BEFORE = /\b(?:if|whether|unless|once|when|si|cuando)\s+$/i;

export type FirstLetterSign = { kind: 'placement' | 'notice_on_back'; span: Span };

/**
 * Signs in a letter that does not show the validation notice that it is the collector's first letter: it
 * announces the placement (or the sender's retention to collect), or points to an important notice on its back,
 * with the words it read them from. The overshadowing rules judge such a letter as the first one, the words
 * quoted in the assumption; a letter that calls itself a later one is not read here. Raw text (case matters for
 * a sender named by its name).
 */
export const firstLetterSign = (text: string): FirstLetterSign | undefined => {
  for (const m of matchesOf(PLACEMENTS, text))
    if (!NOT_A_PLACEMENT.test(m[0].slice(m[0].search(/\s(?:been|sido)\s/i))) && !CONDITION_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 12), m.index)))
      return placementAt(text, m.index ?? 0, m[0].length);
  for (const m of matchesOf(RETAINED_BY_NAME, text))
    if (!NOT_A_PLACEMENT.test(m[0].slice(0, m[0].search(/\s(?:has|have)\s/)))) return placementAt(text, m.index ?? 0, m[0].length);
  const back = NOTICE_ON_BACK.exec(text);
  return back ? { kind: 'notice_on_back', span: spanOf(text, back.index, back.index + back[0].length) } : undefined;
};

const placementAt = (text: string, start: number, length: number): FirstLetterSign => ({ kind: 'placement', span: spanOf(text, start, start + length) });

/** The sender as the one the account went to, in the first person ("with us", "our office", "nos", "nuestra agencia"). */
const SENDER_IN_FIRST_PERSON =
  /\b(?:us|we|me|the\s+undersigned|(?:this|our)\s+(?:law\s+)?(?:office|agency|firm|company|organi[sz]ation|collection\s+(?:department|agency|office))|nos|nuestr[ao]\s+(?:oficina|agencia|firma|empresa|compa[nñ][ií]a|despacho)|esta\s+(?:oficina|agencia|firma|empresa))\b/i;
/** The company a placement names: after "to / with / a" at its end, or the subject before "has been retained". */
const NAMED_TAIL = /\b(?:to|with|a)\s+([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,6})\s*$/;
const NAMED_HEAD = /^([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,6}?)(?:\s+\([A-Z]{2,8}\))?\s+(?:has|have)\s/;
const NAME_WORDS_SKIPPED = /^(?:inc|llc|l\.l\.c|corp|corporation|co|company|ltd|lp|the|of|and|&)$/;
const nameKey = (name: string): string =>
  name
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w && !NAME_WORDS_SKIPPED.test(w))
    .slice(0, 3)
    .join(' ');
const nonEmptyLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !isElisionLine(l));

/**
 * A placement (or retention) whose receiver is the letter's own sender, if the words show it (decision 127): in the
 * first person ("Star Bank has turned your balance over to our company", "su cuenta fue asignada a nuestra agencia"),
 * or by the name the letter is headed or signed with ("CAROLINA CREDIT SYSTEMS, INC. … su saldo fue remitido a
 * Carolina Credit Systems, Inc."). Such a sender collects a debt another is owed (15 U.S.C. 1692a(6)). A company named
 * in the third person that is not the letter's own name may be the creditor telling of its collector (decision 110):
 * not this.
 */
export const placementWithSender = (text: string): Span | undefined => {
  const sign = firstLetterSign(text);
  if (sign?.kind !== 'placement') return undefined;
  if (SENDER_IN_FIRST_PERSON.test(sign.span.text)) return sign.span;
  const named = NAMED_TAIL.exec(sign.span.text)?.[1] ?? NAMED_HEAD.exec(sign.span.text)?.[1];
  const key = named ? nameKey(named) : '';
  if (key.length < 4) return undefined;
  const lines = nonEmptyLines(text);
  const ends = [...lines.slice(0, 3), ...lines.slice(-3)].filter((l) => !l.includes(sign.span.text.slice(0, 30)));
  return ends.some((l) => nameKey(l).startsWith(key) || nameKey(l) === key) ? sign.span : undefined;
};

/**
 * A call or conversation of the sender with the consumer before this letter, in the letter's own words (decision 534): "as
 * discussed in our telephone conversation", "per our conversation of May 3", "following up on our phone call", "thank you for
 * speaking with us today", "thank you for your recent call", "as you and I discussed by phone", "as we told you on the phone",
 * "when we spoke on May 3", "según nuestra conversación telefónica", "como hablamos por teléfono", "gracias por hablar con
 * nosotros". An oral communication came first: the notice then needs only the short "from a debt collector" statement (12 CFR
 * 1006.18(e)(2), comment 34(c)(1)-1), and a collector that has spoken with the consumer may report (1006.30(a)(1)(i)). Not an
 * attempt to reach the consumer, an invitation to call, a condition, the letter's own words ("as discussed above"), nor a
 * conversation with someone else ("with your creditor"). Flags i; raw text.
 */
const CALL_NOUN = String.raw`(?:(?:recent|earlier|prior|previous|last)\s+)?(?:(?:tele)?phone\s+|telephonic\s+)?(?:conversation|call|discussion)`;
const PRIOR_CALL = new RegExp(
  [
    String.raw`\b(?:as\s+(?:discussed|agreed|explained|mentioned)\s+(?:in|during|on)|per|pursuant\s+to|following(?:\s+up\s+on)?|further\s+to|in\s+follow[- ]?up\s+to|to\s+confirm|confirming|(?:in|with)\s+reference\s+to)\s+(?:our|your|the)\s+${CALL_NOUN}\b`,
    String.raw`\bthank\s+you\s+for\s+(?:speaking|talking)\s+(?:with|to)\s+(?:us|me|our\s+(?:office|representative|staff))\b`,
    String.raw`\bthank\s+you\s+for\s+(?:your|the)\s+(?:recent\s+)?(?:(?:tele)?phone\s+)?call\b`,
    String.raw`\bas\s+(?:you\s+and\s+(?:I|we)|we|I)\s+(?:have\s+)?(?:discussed|agreed|told\s+you|explained|talked\s+about)\s+(?:(?:on|by|over|during)\s+(?:the\s+)?(?:tele)?phone|(?:in|during)\s+our\s+${CALL_NOUN})\b`,
    String.raw`\bas\s+you\s+and\s+I\s+discussed\b`,
    String.raw`\bwhen\s+(?:we|you\s+and\s+I)\s+(?:spoke|talked)\s+(?:on|by|over|last|yesterday|today|earlier)\b`,
    String.raw`\b(?:seg[uú]n|de\s+acuerdo\s+con|conforme\s+a|en\s+seguimiento\s+a|como\s+acordamos\s+en)\s+(?:nuestra|su|la)\s+(?:reciente\s+)?(?:conversaci[oó]n|llamada)(?:\s+telef[oó]nica)?\b`,
    String.raw`\bcomo\s+(?:lo\s+)?(?:hablamos|conversamos|acordamos|discutimos|le\s+dijimos|le\s+explicamos)\s+(?:por\s+tel[eé]fono|en\s+nuestra\s+(?:conversaci[oó]n|llamada))\b`,
    String.raw`\bgracias\s+por\s+(?:hablar|conversar)\s+con\s+(?:nosotros|nuestra\s+oficina|nuestro\s+representante)\b|\bgracias\s+por\s+su\s+(?:reciente\s+)?llamada\b`,
  ].join('|'),
  'gi',
);
/** Someone else the conversation was with ("our conversation with your creditor", "con su acreedor"). */
const WITH_ANOTHER = /^\s*(?:(?:on|of)\s+[^,.;]{1,30}?\s+)?(?:with|con)\s+(?!you\b|usted\b)/i;

/** The words showing an earlier call or conversation of the sender with the consumer, if any. */
export const priorCallIn = (text: string): Span | undefined => {
  for (const m of matchesOf(PRIOR_CALL, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (/\b(?:if|whether|unless|si)\s+$/i.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (WITH_ANOTHER.test(text.slice(end, end + 60))) continue;
    return spanOf(text, start, end);
  }
  return undefined;
};

/**
 * The letter calls itself the collector's first contact of any kind, not only its first letter (decision 534): "this is our
 * initial communication", "this is the first time we have contacted you", "this letter is our first contact with you", "this is
 * our initial attempt to collect", "es la primera vez que nos comunicamos con usted". No call came before it. "This is our first
 * notice" or "esta es nuestra primera carta" leaves a call before it open.
 */
export const calledFirstContactIn = (text: string): Span | undefined => {
  const span = calledFirstIn(text);
  return span && /\b(?:communication|contact\w*|attempt|first\s+time|comunicaci[oó]n|comunicamos|contactamos|primer\s+contacto)\b/i.test(span.text)
    ? span
    : undefined;
};
