import { mayMatch } from '../../text/prefilter';
import { isElisionLine } from '../../text/elision';

/**
 * What an envelope (or the part of a letter that shows through its window) carries, read by kind (decision 179), and where the
 * uploaded words show an envelope or a window at all. 15 U.S.C. 1692f(8) and 12 CFR 1006.22(f)(2) allow only the collector's
 * address, and its business name if the name does not show that it collects debts; comment 22(f)(2)-1 adds what makes mail
 * work (the consumer's name and address, postage, the USPS endorsements and the postal barcode). Everything else is a marking,
 * judged by its kind and the consumer's circuit in `rule.ts`.
 */

/** Allowed by comment 22(f)(2)-1 and ordinary mail handling: removed before looking. */
export const MAIL_HANDLING: readonly RegExp[] = [
  // Postage shown as a figure (a meter's "$000.58 US POSTAGE", "postage $9.85", "a $0.68 stamp"): postage, not a sum owed.
  /\$\s?\d{1,3}\.\d{2,3}\s*(?:u\.?\s?s\.?\s+)?(?:postage|stamp)\b|\b(?:postage|stamp)\s*(?:paid\s*)?(?:of|is|shows|showing|:)?\s*\$\s?\d{1,3}\.\d{2,3}|\bdo\s+not\s+forward\b/gi,
  /\b(?:forwarding|address|return|change|electronic)\s+service\s+requested\b/gi,
  /\b(?:forwarding\s+and\s+)?address\s+correction\s+requested\b/gi,
  /\breturn\s+postage\s+guaranteed\b/gi,
  /\bif\s+undeliverable,?\s+(?:please\s+)?return\s+to\b|\bpostmaster\s*:?/gi,
  /\bpresorted\b|\bprsrt\b|\bstd\b|\bfirst[\s-]*class(?:\s+mail)?\b|\bu\.?\s?s\.?\s+postage(?:\s+paid)?\b|\bpostage\s+paid\b|\bpermit\s+(?:no\.?\s*)?\d+\b/gi,
  /\b(?:usps\s+)?intelligent\s+mail\s+barcode\b|\bimb\b|\bpostal\s+bar\s*code\b|\bauto\b|\b(?:5-digit|3-digit|aadc|mixed\s+aadc|sch|car-rt|ecrlot|crrt)\b|\*{2,}/gi,
  // The Intelligent Mail barcode as OCR reads it: a run of its four bar letters.
  /\b[ADFT]{20,}\b/g,
  // The carrier's own services and markings, which the collector does not "use" or which make the mail work (comment
  // 22(f)(2)-1: "language and symbols that facilitate communications by mail"): certified, registered and Priority Mail with
  // their tracking numbers, "return receipt requested", business reply mail, the postmark, and what the Postal Service adds
  // to mail it cannot deliver ("RETURN TO SENDER", "NOT DELIVERABLE AS ADDRESSED", a yellow forwarding label); Spanish too.
  /\b(?:usps\s+)?(?:certified|registered|priority)\s+mail(?:\s+express)?\b(?:\s*(?:tracking\s+)?(?:no\.?|#|number)?\s*:?\s*\d[\d ]{14,}\d)?|\busps\s+tracking\s*(?:no\.?|#|number)?\s*:?\s*\d[\d ]{14,}\d|\breturn\s+receipt(?:\s+requested)?\b/gi,
  /\bbusiness\s+reply\s+(?:mail|envelope)\b|\bpostage\s+will\s+be\s+paid\s+by\s+(?:the\s+)?addressee\b|\bno\s+postage\s+necessary(?:\s+if\s+mailed\s+in\s+the\s+united\s+states)?\b/gi,
  /\bpost\s*marks?(?:ed)?\b(?:\s+(?:from|in)\s+[a-z .]+?(?:,\s*[a-z]{2})?\b)?|\breturn(?:ed)?\s+to\s+sender\b|\bnot\s+deliverable\s+as\s+addressed\b|\bunable\s+to\s+forward\b|\bforward(?:ing)?\s+time\s+exp\w*|\b(?:usps\s+|postal\s+service\s+)?(?:yellow\s+)?(?:usps\s+)?(?:forwarding|change[\s-]+of[\s-]+address|nixie)\s+(?:label|sticker)\b(?:\s+with\s+my\s+new\s+address)?/gi,
  /\bdevu[eé]lvase\s+al\s+remitente\b|\bdevolver\s+al\s+remitente\b|\bcorreo\s+(?:certificado|registrado|prioritario)\b|\bmatasellos\b/gi,
];

/** A ZIP code of an address (part of the address, allowed). */
export const ZIP_CODE = /\b\d{5}(?:-\d{4})?\b/g;

/**
 * The kinds of marking, from the gravest. Words that reveal debt collection, a threat and a debt collector's business name
 * violate the statute in every circuit (none is "benign": Strand v. Diversified Collection Service, 8th Cir. 2004, and Goswami
 * v. American Collections Enterprise, 5th Cir. 2004, spare only words that do not show the letter's purpose). An account or
 * reference number, or a code that holds one, is core information about the consumer's status as a debtor (Douglass v.
 * Convergent Outsourcing, 3d Cir. 2014; Daubert v. NRA Group, 3d Cir. 2017; DiNaples v. MRS BPO, 3d Cir. 2019; a numerical
 * code the consumer only describes: McRobie v. Credit Protection Ass'n, E.D. Pa. 2020). The words of a payment or reply form,
 * urgency markings and other words are what the circuits divide on: the statute read as written in the 6th and 7th (Donovan v.
 * FirstCredit, 6th Cir. 2020; Preston v. Midland Credit Management, 7th Cir. 2020), a benign-language exception in the 5th and
 * 8th (Goswami; Strand).
 */
export type MarkingKind = 'threat' | 'debt_word' | 'collector_name' | 'account_number' | 'machine_code' | 'amount' | 'payment_form' | 'urgency' | 'benign';

type Marking = { kind: MarkingKind; pattern: RegExp };

/**
 * A threat or a legal step on the outside of the mail: "LEGAL ACTION PENDING", "FINAL NOTICE BEFORE LAWSUIT", "LEGAL DOCUMENTS
 * ENCLOSED", garnishment, repossession, arrest; Spanish "acción legal", "demanda", "embargo".
 */
const THREAT =
  /\blegal\s+(?:action|proceedings?|notice|documents?|papers|process|department)\b|\blaw\s*suits?\b|\bsuit\s+(?:pending|filed|notice)\b|\bcourt\s+(?:action|summons|notice|papers|documents?|date)\b|\bsummons\b|\battorney\s+(?:review|referral|action)\b|\bgarnish\w*|\blevy\b|\bseizure\b|\brepossess\w*|\barrest\b|\bwarrant\b|\bacci[oó]n\s+legal\b|\bdemanda\s+judicial\b|\bembargo\b|\bdocumentos\s+legales\b/i;

/** Words that say the mail is about a debt: "PAST DUE", "FINAL NOTICE", "AMOUNT DUE", "deuda", "cobro". */
const DEBT_WORD =
  /\bdebts?\b|\bpast[\s-]+due\b|\boverdue\b|\bdelinquen\w*|\bfinal\s+(?:notice|demand|warning|reminder)\b|\bnotice\s+of\s+(?:default|intent|collection)\b|\bamount\s+(?:due|owed|owing)\b|\bbalance\s+(?:due|owed|owing)\b|\bpayment\s+(?:due|required|demand)\b|\bdemand\s+for\s+payment\b|\bowed?\b|\bunpaid\b|\bbalances?\b|\bsaldos?\b|\bin\s+default\b|\bcobros?\b|\bdeudas?\b|\bvencid[oa]s?\b|\bmoros[oa]\b|\bpago\s+(?:vencido|atrasado|requerido)\b|\baviso\s+final\b/i;

/**
 * A business name (or any word) that shows the sender collects debts: "Collection(s)", "Collectors", "Collection Accounts",
 * "Cobranza(s)" (high); "Recovery", "Receivables", "Credit Bureau", "Adjustment Bureau", "Adjusters", "Recuperación"
 * (medium: names courts have read both ways).
 */
const COLLECTOR_NAME =
  /\bcollect(?:ion|ions|or|ors|ing)\b|\bcobranzas?\b|\bcobrador(?:es)?\b|\brecover(?:y|ies)\b|\breceivables?\b|\bcredit\s+bureau\b|\badjust(?:ment|ments)\s+(?:bureau|service|company)\b|\badjusters\b|\brecuperaci[oó]n\b|\bjudge?ments?\s+(?:enforcement|recovery|services?|solutions|processing|management|acquisitions?|purchas\w*|group|partners|associates|bureau|law\s+firm)\b|(?<!\blaw\s)\benforcement\s+(?:law\s+firm|group|services?|bureau|agency|associates|partners|company)\b|\bejecuci[oó]n\s+de\s+(?:sentencias|fallos|juicios)\b/i;
/**
 * The collection names read with high confidence (the rest are medium): "Collection(s)", "Cobranzas", and a name that says it
 * enforces judgments ("Judgment Enforcement Law Firm": Keasey v. Judgment Enforcement Law Firm, W.D. Mich. 2014).
 */
export const PLAIN_COLLECTOR_NAME = /collect|cobr|judge?ment|enforcement|ejecuci/i;

/** An account, reference, file or internal number, labelled, told in words, or a bare reference the window shows. */
const ACCOUNT_NUMBER =
  /\b(?:acct|account|acc't|ref(?:erence)?|file|claim|cuenta|client|customer|debtor|id)\b\.?\s*(?:#|no\.?|num(?:ber)?\.?|:)?\s*[\w*-]*\d{3,}|#\s*\d{5,}|#\s*(?=[A-Z0-9 ]*\d)[A-Z0-9]{2,}(?:\s[A-Z0-9]{3,}){2,}\s*#|\b(?=[a-z0-9-]*[a-z])(?=[a-z0-9-]*\d{3})[a-z0-9]+(?:-[a-z0-9]+)+\b|\b\d{8,}\b|(?<!\b(?:no|not|never|without|sin|ning[uú]n)\s+(?:(?:my|the|an?|any|mi|el|un)\s+)?)\b(?:(?:acc(?:ou)?n?t|reference|case|file|claim|customer|client|internal|tracking|debtor)\s+(?:number|no\b|num\b|#|id\b|code\b)|n[uú]mero\s+de\s+(?:cuenta|referencia|cliente|expediente)|num(?:erical|eric|ber)\s+code\b|(?:long\s+)?(?:string|series|sequence|row|line)\s+of\s+(?:numbers|digits|letters\s+and\s+numbers|numbers\s+and\s+letters)\b|c[oó]digo\s+(?:num[eé]rico|de\s+referencia)|(?:serie|secuencia|fila|cadena)\s+(?:larga\s+)?de\s+(?:n[uú]meros|d[ií]gitos))/i;

/** A code a machine reads that is not the postal barcode: a QR or 2D code, or a barcode said to hold the account. */
const MACHINE_CODE =
  /\bQR(?:\s+code)?\b|\b2-?D\s+(?:bar\s*)?code\b|\bdata\s*matrix\b|\bc[oó]digo\s+QR\b|\b(?:bar[\s-]*code|c[oó]digo\s+de\s+barras)\b[^.]{0,60}?\b(?:scan\w*|escane\w*|encod\w*|codific\w*|reveal\w*|revela\w*|contain\w*|contiene|holds?|shows?\s+my\s+account|muestra)\b/i;

/**
 * A sum of money on the envelope or through its window ("$1,250.00 above my name", "un monto de $318.00"): what the consumer is
 * asked to pay, core information about the debt as an account number is (Douglass v. Convergent Outsourcing, 3d Cir. 2014,
 * where the QR code in the window also held the amount). Postage shown as a figure is set aside first (`MAIL_HANDLING`).
 */
const AMOUNT = /\$\s?\d[\d,]*(?:\.\d{2})?|\b\d[\d,]*\.\d{2}\s*(?:dollars|d[oó]lares|usd)\b|\b(?:monto|importe|cantidad)\s+de\s+\$?\s?\d/i;

/**
 * The words of a payment or reply form, which print on the return portion that shows through a window ("Payment in full is
 * enclosed.", "I need to discuss this further": Donovan v. FirstCredit, 6th Cir. 2020), or on the envelope: an amount or a
 * payment said enclosed, a way to pay, whom to make a check payable to, a remittance slip; Spanish "adjunto mi pago", "pago
 * adjunto", "opciones de pago", "necesito hablar sobre esto".
 */
const PAYMENT_FORM =
  /(?<!\b(?:no|not|never|without|sin|ning[uú]n)\s+(?:(?:a|an|any|the|un|una|el|la)\s+)?)(?:\bpayments?\s+(?:in\s+full\s+)?(?:is\s+|are\s+)?enclosed\b|\benclosed\s+(?:is|are|please\s+find)\s+(?:my|our|a|the|full)?\s*(?:full\s+)?payments?\b|\bamount\s+(?:enclosed|remitted|paid)\b|\bpayments?\s+(?:in\s+full|options?|coupon|stub|slip|amount|method)\b|\b(?:i\s+am\s+|we\s+are\s+)?pay(?:ing)?\s+(?:by\s+(?:credit\s+card|debit\s+card|card|check|cheque|phone|money\s+order)|online|in\s+full)\b|\bmake\s+(?:all\s+)?(?:checks?|payments?|money\s+orders?)\s+payable\b|\bremit(?:tance)?\b|\b(?:need|want|would\s+like)\s+to\s+discuss\s+this\b|\b(?:adjunto|incluyo|env[ií]o)\s+(?:mi|el|su|un)?\s*pago\b|\bpago\s+(?:total\s+)?(?:adjunto|incluido)\b|\bmonto\s+(?:adjunto|pagado|incluido)\b|\bopciones\s+de\s+pago\b|\bcup[oó]n\s+de\s+pago\b|\bhaga\s+(?:los\s+|el\s+)?cheques?\s+pagaderos?\b|\bnecesito\s+hablar\s+(?:sobre|de)\s+esto\b)/i;

/** Urgency: "TIME SENSITIVE", "URGENT", "IMMEDIATE REPLY REQUESTED", "RESPOND NOW", "RESPONSE REQUIRED", "URGENTE". */
const URGENCY =
  /\btime[\s-]*(?:sensitive|critical)\b|\burgent\w*|\bimmediate\s+(?:reply|response|attention|action)\b|\b(?:reply|response|action)\s+(?:requested|required|needed)\b|\brespond\s+(?:now|immediately|today|promptly|at\s+once)\b|\bact\s+(?:now|today|immediately)\b|\bopen\s+(?:immediately|at\s+once|today|now|right\s+away|promptly|upon\s+receipt)\b|\bdo\s+not\s+(?:discard|ignore|delay|destroy)\b|\bdeadline\b|\bexpires?\b|\brespuesta\s+inmediata\b|\babra\s+(?:de\s+inmediato|inmediatamente)\b|\bno\s+(?:descarte|ignore)\b/i;

/**
 * Other words and symbols that do not by themselves show a debt: "PERSONAL & CONFIDENTIAL", "Priority Letter", "Important
 * Correspondence", a logo, initials, a color band; Spanish "Personal y Confidencial", "Correspondencia Prioritaria".
 */
const BENIGN =
  /\bpersonal\s*(?:&|and|y)\s*confiden(?:tial|cial)\b|\bconfiden(?:tial|cial)\b|\bpersonal\b|\baddressee\s+only\b|\bprivate\b|\bprivad[oa]\b|\bimportant\w*|\bpriority\b|\bprioritari[oa]\b|\bnotice\b|\baviso\b|\blogo\b|\binitials\b|\bcolou?red\b|\bstripe\b|\b(?:red|yellow|orange|green|blue)\s+(?:ink|band|box|border|banner|letters|capitals|print)\b|\bdocuments?\s+enclosed\b|\binformation\s+enclosed\b|\b(?:documentos|papeles|informaci[oó]n|correspondencia)(?:\s+importantes?)?\s+adjunt[oa]s?\b|\bse\s+adjuntan\b/i;

const MARKINGS: readonly Marking[] = [
  { kind: 'threat', pattern: THREAT },
  { kind: 'debt_word', pattern: DEBT_WORD },
  { kind: 'collector_name', pattern: COLLECTOR_NAME },
  { kind: 'account_number', pattern: ACCOUNT_NUMBER },
  { kind: 'machine_code', pattern: MACHINE_CODE },
  { kind: 'amount', pattern: AMOUNT },
  { kind: 'payment_form', pattern: PAYMENT_FORM },
  { kind: 'urgency', pattern: URGENCY },
  { kind: 'benign', pattern: BENIGN },
];

/**
 * A marking found, with its kind and words. `holdsAccount`, for a code: the words say what it holds or shows when scanned (the
 * account, a balance, the consumer's name: Daubert v. NRA Group, 3d Cir. 2017; DiNaples v. MRS BPO, 3d Cir. 2019); a code whose
 * content is not said is weighed one step lower where that decides it.
 */
export type MarkingHit = { kind: MarkingKind; match: string; holdsAccount?: boolean };

/** What a code is said to hold or do: "scanned, it reveals my account number", "encodes my balance", "contiene mi cuenta". */
const CODE_CONTENT =
  /\b(?:scan\w*|escane\w*|encod\w*|codific\w*|reveal\w*|revela\w*|contain\w*|contiene|holds?|shows?\s+my|muestra)\b|\b(?:account|balance|amount|cuenta|saldo|monto)\b/i;

/**
 * The user's own words for the sender, in lower case after a determiner ("my account number with the collector", "the
 * collection agency's return address", "el cobrador"): a description of the envelope, not words printed on it. A name printed
 * there is written as a name ("ABC Collections", "COLLECTION BUREAU"), so only the lower-case phrase is set aside.
 */
const SENDER_DESCRIBED =
  /\b(?:the|my|this|that|a|an|your|their|el|la|un|una|mi|su)\s+(?:debt\s+)?(?:collectors?|collection\s+(?:agency|company|firm|letter)|cobrador|agencia\s+de\s+cobranzas?|compa[nñ][ií]a\s+de\s+cobranzas?)(?:'s)?\b/g;

/** Markings found in the given text, gravest first, once mail-handling items, ZIP codes and the user's descriptions of the sender are set aside. */
export const markingsIn = (text: string): MarkingHit[] => {
  let rest = text.replace(/\s+/g, ' ').trim();
  for (const p of MAIL_HANDLING) rest = rest.replace(p, ' ');
  rest = rest.replace(ZIP_CODE, ' ').replace(SENDER_DESCRIBED, ' ');
  const hits: MarkingHit[] = [];
  for (const m of MARKINGS) {
    const match = m.pattern.exec(rest)?.[0];
    if (match !== undefined) hits.push(m.kind === 'machine_code' ? { kind: m.kind, match, holdsAccount: CODE_CONTENT.test(rest) } : { kind: m.kind, match });
  }
  return hits;
};

// -------------------------------------------------------------------------------------------------------------------------
// Where the uploaded words show an envelope or its window (decision 179)

/** A line no longer than this is a line of an address panel; a longer one is body text. */
const PANEL_LINE_MAX = 60;
/** How many lines on either side of a postal mark are read as the panel the mark sits in. */
const PANEL_REACH = 6;

/**
 * Marks printed only on the face of the mail piece itself (an envelope or the mailing panel of a self-mailer), never inside a
 * letter: postage indicia ("PRSRT FIRST CLASS", "U.S. POSTAGE PAID", and "PERMIT NO. 1234" only after postage words: a
 * "Permit #4567" alone is as often a collection licence printed in a letterhead), the presort line ("***AUTO**5-DIGIT"),
 * a self-mailer's opening instructions ("TEAR HERE TO OPEN", "PULL TAB"), a postmaster's instruction; `TEASER`, what is
 * enclosed.
 */
const FACE_MARK =
  /\bprsrt\b|\bpresorted\s+(?:first[\s-]*class|std|standard)\b|\bu\.?\s?s\.?\s+postage\b|\bpostage\s+paid\b|\b(?:postage|prsrt|std|class)\b[^\n]{0,40}\bpermit\s+(?:no\.?|#)\s*\d+|\b(?:tear|pull|lift)\s+(?:here|tab|along\s+(?:the\s+)?perforation)\s+(?:to\s+open)?|\bto\s+open\s*[:,-]?\s*(?:tear|pull|lift)\b|\bpostmaster\s*:|\bif\s+undeliverable,?\s+(?:please\s+)?return\s+to\b/i;
/** The presort line ("***********AUTO**5-DIGIT 78701"), read only where the text holds "**". */
const PRESORT = /\*{2,}\s*(?:auto|[35]-digit|aadc|mixed|sch|car-rt|crrt)\b/i;
/**
 * A teaser of what the envelope holds, a line in capitals: "IMPORTANT DOCUMENTS ENCLOSED", "TIME-SENSITIVE PAPERS ENCLOSED";
 * Spanish "DOCUMENTOS IMPORTANTES ADJUNTOS", "SE ADJUNTAN DOCUMENTOS".
 */
const TEASER =
  /^[^\S\n]*(?:[^a-z\n]{0,40}[^\S\n])?(?:(?:DOCUMENTS?|PAPERS|INFORMATION|MATERIALS?|NOTICE|CORRESPONDENCE)[^\S\n]+ENCLOSED|(?:DOCUMENTOS|PAPELES|INFORMACI[OÓ]N|MATERIALES|AVISO|CORRESPONDENCIA)(?:[^\S\n]+IMPORTANTES?)?[^\S\n]+ADJUNT[OA]S?|SE[^\S\n]+ADJUNTAN[^\S\n]+[A-ZÁÉÍÓÚÑ ]{4,30})\W*$/m;
/**
 * The USPS endorsements printed beneath the return address, on the envelope or on the part of the letter that shows through
 * its upper window: "RETURN SERVICE REQUESTED", "ADDRESS SERVICE REQUESTED", "FORWARDING SERVICE REQUESTED", "CHANGE SERVICE
 * REQUESTED", "ELECTRONIC SERVICE REQUESTED", "ADDRESS CORRECTION REQUESTED", "RETURN POSTAGE GUARANTEED".
 */
const ENDORSEMENT =
  /\b(?:forwarding|address|return|change|electronic)\s+service\s+requested\b|\b(?:forwarding\s+and\s+)?address\s+correction\s+requested\b|\breturn\s+postage\s+guaranteed\b/i;

export type Panel = {
  /** The lines of the panel, in order, without the consumer's own name and address. */
  lines: { text: string; start: number }[];
  /** `face`: the envelope's own face is in the words; `window`: only the part of the letter a window shows. */
  shows: 'face' | 'window';
  /** The postal mark that showed it. */
  mark: string;
};

/** A line that opens the letter, not the envelope: a salutation, a reference line, a date standing alone. */
const BODY_LINE =
  /^(?:dear|estimad[oa]|re\s*:|ref\s*:|asunto\s*:)|^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4})\W*$/i;
/** A mailer's keyline, printed above the delivery address: "#BWNFTDT", "#0042 8812 7716 3301#". */
const KEYLINE = /^#[\w\s-]{3,40}#?$/;
/** A line of a panel: short, not blank, not an elision ("[...]") or a note. */
const panelLine = (line: string): boolean => line !== '' && line.length <= PANEL_LINE_MAX && !line.startsWith('[') && !isElisionLine(line);

const lineAt = (text: string, at: number): { start: number; end: number } => {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  return { start, end: nl < 0 ? text.length : nl };
};

/**
 * The mail panel the words show: the block of short lines around a face mark, or above a USPS endorsement (which ends the
 * return-address block), up to a blank line, an elision or body text, without the consumer's own name and address (`consumerAt`: where the consumer's
 * name starts; everything from it on is the delivery address). Undefined when no mark stands on a line of its own.
 */
export const panelIn = (text: string, consumerAt: number | undefined): Panel | undefined => {
  // The literal prefilter skips the scans in a letter that holds none of the marks' words (most letters).
  const face =
    (mayMatch(FACE_MARK, text) ? FACE_MARK.exec(text) : null) ??
    (text.includes('**') ? PRESORT.exec(text) : null) ??
    (text.includes('ENCLOSED') || text.includes('ADJUNT') ? TEASER.exec(text) : null);
  const endorsement = face || !mayMatch(ENDORSEMENT, text) ? null : ENDORSEMENT.exec(text);
  const found = face ?? endorsement;
  if (!found) return undefined;
  const own = lineAt(text, found.index);
  if (own.end - own.start > PANEL_LINE_MAX) return undefined;
  const starts: number[] = [own.start];
  // Up from the mark (and down from a face mark), through short lines, to body text. The envelope's face may hold two blocks
  // (the return address and the postage), so a face mark reads across one blank line; an endorsement ends the return-address
  // block it belongs to, so only the lines above it are read.
  const walk = (from: number, step: -1 | 1): void => {
    let blanks = face ? 1 : 0;
    for (let at = from, n = 0; n < PANEL_REACH * 2; n++) {
      if (step < 0 ? at <= 0 : at >= text.length) return;
      const next = step < 0 ? lineAt(text, at - 1) : lineAt(text, at + 1);
      const line = text.slice(next.start, next.end).trim();
      at = step < 0 ? next.start : next.end;
      if (line === '' && blanks-- > 0) continue;
      if (!panelLine(line) || BODY_LINE.test(line)) return;
      if (step < 0) starts.unshift(next.start);
      else starts.push(next.start);
      if (starts.length > PANEL_REACH * 2) return;
    }
  };
  walk(own.start, -1);
  if (face) walk(own.end, 1);
  else {
    // Below an endorsement, the mailer's keylines ("#BWNFTDT", "#0042 8812 7716 3301#") print just above the delivery address,
    // in the window: read them, and nothing else there (the letter's own heading may follow).
    for (let at = own.end, n = 0, blanks = 1; at < text.length && n < PANEL_REACH; n++) {
      const next = lineAt(text, at + 1);
      const line = text.slice(next.start, next.end).trim();
      at = next.end;
      if (line === '' && blanks-- > 0) continue;
      if (!KEYLINE.test(line)) break;
      starts.push(next.start);
    }
  }
  // The consumer's own name and address are allowed; a line the letter reader took for the name that carries a marking
  // ("TIME SENSITIVE DOCUMENT" over the return address) is no name, and stays.
  const consumerLine = consumerAt === undefined ? undefined : lineAt(text, consumerAt).start;
  const lines = starts
    .map((s) => ({ text: text.slice(s, lineAt(text, s).end).trim(), start: s }))
    .filter((l) => l.text !== '' && (consumerLine === undefined || l.start < consumerLine || (l.start === consumerLine && markingsIn(l.text).length > 0)));
  return { lines, shows: face ? 'face' : 'window', mark: found[0].trim() };
};
