/**
 * Names read in a letter printed in capitals (decision 343).
 *
 * The readers of names (the creditor, the collector, a business) tell a name from other words by case: "owed to Pinecrest
 * Bank" names a party, "owed to the creditor" does not. Old collection letters, court quotations and OCR of them print
 * whole letters in CAPITALS, where case says nothing: "I HAVE BEEN RETAINED BY CREDITOR IN REGARDS TO THE BALANCE" read as
 * a creditor's name, and "YOUR ACCOUNT WITH ADVANCED RECOVERY SYSTEMS, INC." was not read at all. In such a letter a name is
 * decided by what it is made of and by the slot it fills:
 *
 * - a business's form or kind ends it ("Inc", "LLC", "N.A.", "Bank", "Corp", "Services", "Financial", "Credit Union",
 *   "Association", "Hospital"...), with the words before it that are no function word, verb or word of the letter's own
 *   vocabulary ("MADERA HOMEOWNERS ASSOCIATION", "ADVANCED RECOVERY SYSTEMS, INC.", "ABC BANK N.A.");
 * - it fills a slot that holds a name: a label's value ("CREDITOR:", "ORIGINAL CREDITOR:", "RE:", "ACREEDOR ACTUAL:"), or
 *   the words after "owed to", "you owe", "on behalf of", "retained by", "represent", "account with", "transferred to /
 *   from", "sold to", "belongs to", "se le debe a", "en nombre de", "su cuenta con" — unless they open with a word that is
 *   no name ("CREDITOR: UNKNOWN", "OWED TO YOUR CREDITOR", "RETAINED BY [CREDITOR]").
 *
 * `casedForNames` gives the letter as its readers expect it: the same characters, of the same length (every span stays
 * where it was), with the words that are no name in lower case, each line's and sentence's first letter a capital, and the
 * names kept as printed. A letter that mixes case is returned unchanged: there case is a good signal, and today's readings
 * stand.
 */
import type { RuleContext, RuleResult, Span } from '../types';

/** The text is printed in capitals: it has letters, and lower-case ones are no more than a quoter's few ("[sic]", "[...]"). */
export const inCapitals = (text: string): boolean => {
  let upper = 0;
  let lower = 0;
  const n = text.length;
  // Read by character codes (a letter beyond ASCII as the character it is, a pair of surrogates as one), and no further
  // than needed: a letter that mixes case is known by its first lines (decision 360).
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
    else if (c > 0x7f) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      i += ch.length - 1;
      if (ch.toLowerCase() !== ch.toUpperCase()) {
        if (ch === ch.toUpperCase()) upper++;
        else lower++;
      }
    }
    // Too many in lower case already, were every character left a capital.
    if (lower * 19 > upper + (n - i - 1)) return false;
  }
  return upper >= 20 && lower * 20 <= upper + lower;
};

/** Words that are no part of a name: function words, pronouns, and the verbs a letter's sentences are made of (English, Spanish). */
const FUNCTION_WORD = new Set(
  (
    'a an the this that these those such some any all each every no not nor or but if as at by for from in into off on onto out over ' +
    'to up upon with within without about above below after before between through during under until unless since than then there here ' +
    'where when while who whom whose which what why how also only even just still yet so too very more most less least other another ' +
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs yourself ourselves themselves ' +
    'is are was were be been being am do does did done has have had having will would shall should may might must can could ' +
    'owe owes owed owing pay paid pays paying remit send sent call contact write notify notified dispute disputed request requested ' +
    'receive received receiving obtain provide provided mail mailed assume assumed verify collect collected collecting collects ' +
    'retained hired engaged employed contracted authorized authorised instructed represent represents representing placed referred ' +
    'assigned transferred sold purchased acquired bought listed turned forwarded made make take taken give given said set forth lead ' +
    'regards regarding concerning re please thank dear sincerely truly respectfully see used obtained called ' +
    'el la los las lo un una unos unas al en con por para sin sobre entre hasta desde o ni que quien quienes cuyo su sus ' +
    'mi mis nuestro nuestra nuestros nuestras usted ustedes nosotros este esta estos estas ese esa es son fue ser estar le les se no si ' +
    'debe deben adeuda debido representamos'
  ).split(' '),
);

/**
 * The letter's own vocabulary: the parties' roles, the debt, its account and its notice, and a label's placeholder. Such a
 * word may stand inside a name ("CLEARSPRING LOAN SERVICES") but never makes one ("THE COLLECTION SERVICES", "CREDITOR:
 * UNKNOWN", "[CREDITOR]").
 */
const LETTER_WORD = new Set(
  (
    'creditor creditors client clients owner owners holder collector collectors agency office firm department company business ' +
    'current present original new former previous prior referenced named mentioned same ' +
    'account accounts acct balance balances debt debts amount amounts total due past payment payments loan card bill invoice ' +
    'statement number file reference date interest fees fee charges charge principal judgment claim matter collection ' +
    'letter notice validity verification portion thereof days day unknown none pending n/a tbd applicable different ' +
    'representaci\u00f3n nombre acreedor acreedores actual cliente clientes cuenta cuentas deuda saldo monto cantidad pago oficina ' +
    'agencia cobrador cobro referencia desconocido ninguno sir madam customer consumer debtor borrower cardholder patient member ' +
    'valued friend se\u00f1or se\u00f1ora'
  ).split(' '),
);
/**
 * Words that end a business's name: its legal form or its kind. "Collection" in the singular is no such word
 * ("IMMEDIATE COLLECTION", "AGGRESSIVE COLLECTION PROCEDURES" are a letter's words); "Collections" is.
 */
const BUSINESS_WORD =
  /^(?:inc|incorporated|llc|l\.l\.c|corp|corporation|co|company|lp|l\.p|llp|pllc|ltd|limited|na|n\.a|fsb|plc|pc|p\.c|pa|p\.a|bank|banco|union|services|servicing|servicios|financial|finance|funding|associates|association|asociaci\u00f3n|group|grupo|recovery|receivables|systems|management|capital|partners|bureau|collections|acquisitions|portfolio|holdings|enterprises|solutions|trust|hospital|clinic|center|centre|physicians|dental|healthcare|apartments|properties|realty|university|college|school|utilities|electric|wireless|communications|motors|insurance|s\.a|sa)$/i;

/** Kinds a Spanish name opens with ("BANCO POPULAR", "GRUPO FINANCIERO ..."). */
const KIND_FIRST = /^(?:banco|grupo|asociaci\u00f3n|asociacion|servicios|financiera|cooperativa)$/i;

/** Words that may join a name's words ("BANK OF AMERICA", "SMITH & JONES", "BANCO DE CR\u00c9DITO"). */
const JOINER = /^(?:of|and|&|de|del|y)$/i;

/** Words after which a name's slot opens (the name is the run of words that follows, when it opens with a name's word). */
const SLOT_CUE =
  /\b(?:dear|estimad[oa]|owed\s+to|owes?(?:\s+to)?|owing\s+to|(?:creditor|owner|holder)\s+(?:to\s+whom\s+(?:the\s+|this\s+|your\s+)?(?:debt|account|balance)\s+is\s+(?:now\s+)?owed\s+)?is|on\s+behalf\s+of|(?:retained|hired|engaged|employed|contracted|authori[sz]ed|instructed)\s+by|(?:placed|referred|assigned|transferred|sold)\s+(?:by|to|from|with)|(?:purchased|acquired|bought)\s+(?:by|from)|represents?|representing|acting\s+for|collecting\s+for|account\s+with|belongs?\s+to|owned\s+by|client,|(?:se\s+)?le\s+(?:debe|adeuda)\s+a|en\s+nombre\s+de|en\s+representaci[o\u00f3]n\s+de|representamos\s+a|su\s+cuenta\s+con|pertenece\s+a|(?:vendid|transferid|asignad|cedid)[oa]s?\s+(?:a|por|de))[ \t]+$/i;

/** A label's value is a slot: "Creditor:", "Original Creditor:", "Re:", "Client Name:", "Acreedor actual:" at a line's start. */
const LABEL_CUE =
  /(?:^|\n)[ \t]*(?:re[ \t]*:[ \t]*)?(?:(?:current|present|original|new)[ \t]+)?(?:re|regarding|creditor|client|owner|holder|owed[ \t]+to|creditor[ \t]+name|client[ \t]+name|acreedor(?:[ \t]+(?:actual|original))?|cliente|due[n\u00f1]o)[ \t]*:[ \t]*$/i;

type Word = { start: number; end: number; bare: string };

/** A word's letters without brackets and closing punctuation ("[ASSET]" → asset, "INC.," → inc). */
const bareOf = (w: string): string =>
  w
    .replace(/^[[("'\u201c]+/, '')
    .replace(/[\])"'\u201d,;:.]+$/, '')
    .toLowerCase();

const words = (text: string): Word[] => {
  const out: Word[] = [];
  for (const m of text.matchAll(/[^\s]+/g)) out.push({ start: m.index, end: m.index + m[0].length, bare: bareOf(m[0]) });
  return out;
};

/** The word's letters as a business word is tested ("LLC/DNF" → llc, "INC." → inc). */
const formOf = (w: Word): string => w.bare.split('/')[0]!.replace(/\.$/, '');
const isBusiness = (w: Word): boolean => BUSINESS_WORD.test(formOf(w));
/** A word a name may hold: letters, and no function word. */
const inName = (w: Word): boolean => /[a-z\u00c0-\u017f]/.test(w.bare) && !FUNCTION_WORD.has(w.bare) && !JOINER.test(w.bare);
/** A word that makes a name: one a name may hold that is neither the letter's vocabulary nor a business's kind. */
const ownWord = (w: Word): boolean => inName(w) && !LETTER_WORD.has(w.bare) && !isBusiness(w);

/** A word ending in an abbreviation's full stop ("INC.", "N.A.", "CORP."): no sentence ends there. */
const ABBREVIATION_END = /(?:^|[^A-Za-z])(?:(?:[A-Za-z]\.)+|inc\.|corp\.|co\.|ltd\.|bros\.)$/i;
/** The two words stand in one phrase: nothing but spaces between them, and no stop after the first but an abbreviation's. */
const joined = (text: string, a: Word, b: Word): boolean => {
  const last = text.slice(a.start, a.end);
  if (/[.;:!?)\]]$/.test(last) && !ABBREVIATION_END.test(last)) return false;
  return /^[ \t]*$/.test(text.slice(a.end, b.start));
};

/**
 * The last word of the name that opens at word `i`: the words joined to it that a name may hold ("of", "and", "de" between
 * two of them), ending on one that is not the letter's vocabulary ("PINECREST BANK", not "PINECREST BANK ACCOUNT").
 */
const runEnd = (text: string, ws: readonly Word[], i: number): number => {
  let end = i;
  for (let k = i + 1; k < ws.length && k - i < 7; k++) {
    const w = ws[k]!;
    if (!joined(text, ws[k - 1]!, w)) break;
    if (JOINER.test(w.bare) && k + 1 < ws.length && inName(ws[k + 1]!)) continue;
    if (!inName(w)) break;
    if (!LETTER_WORD.has(w.bare)) end = k;
  }
  return end;
};

/** Marks the words of the names the text holds. */
const nameWords = (text: string, ws: readonly Word[]): Set<number> => {
  const names = new Set<number>();
  // A business's form or kind, with the name's words before it (and the forms right after it: "SERVICES, INC.").
  for (let i = 0; i < ws.length; i++) {
    if (!isBusiness(ws[i]!)) continue;
    let first = i;
    while (first > 0 && i - first < 7 && joined(text, ws[first - 1]!, ws[first]!)) {
      const prev = ws[first - 1]!;
      if (inName(prev) || (JOINER.test(prev.bare) && first - 1 > 0 && inName(ws[first - 2]!))) first--;
      else break;
    }
    // "THE ASSOCIATION", "YOUR BANK", "THE COLLECTION SERVICES": a kind with no name of its own names no one.
    while (first < i && !ownWord(ws[first]!)) first++;
    if (first === i) {
      // The kind before the name: "BANK OF AMERICA", "BANCO POPULAR DE PUERTO RICO", "GRUPO ...".
      const after = ws[i + 1];
      if (!after || !joined(text, ws[i]!, after) || !(JOINER.test(after.bare) || KIND_FIRST.test(formOf(ws[i]!)))) continue;
      const end = runEnd(text, ws, i);
      if (!ws.slice(i + 1, end + 1).some(ownWord)) continue;
      for (let k = i; k <= end; k++) names.add(k);
      continue;
    }
    let last = i;
    while (last + 1 < ws.length && joined(text, ws[last]!, ws[last + 1]!) && isBusiness(ws[last + 1]!)) last++;
    for (let k = first; k <= last; k++) names.add(k);
  }
  // A slot's words: after a cue in a sentence or a label at a line's start, the run of a name's words opening with its own.
  for (let i = 0; i < ws.length; i++) {
    const before = text.slice(Math.max(0, ws[i]!.start - 60), ws[i]!.start);
    if (!ownWord(ws[i]!) || !(SLOT_CUE.test(before) || LABEL_CUE.test(before))) continue;
    const end = runEnd(text, ws, i);
    for (let k = i; k <= end; k++) names.add(k);
  }
  // A signature: the lines after a closing ("SINCERELY,", "VERY TRULY YOURS,", "ATENTAMENTE,") up to a blank line, kept as
  // printed, as a name and a title are printed in a letter that mixes case.
  for (const m of text.matchAll(SIGNATURE)) {
    const end = m.index + m[0].length;
    const start = end - (m[1]?.length ?? 0);
    ws.forEach((w, i) => {
      if (w.start >= start && w.end <= end) names.add(i);
    });
  }
  return names;
};
/** A closing line and the signature block under it (group 1). */
const SIGNATURE =
  /(?:^|\n)[ \t]*(?:sincerely(?:[ \t]+yours)?|(?:very[ \t]+)?truly[ \t]+yours|yours[ \t]+truly|respectfully(?:[ \t]+yours)?|(?:best[ \t]+|kind[ \t]+)?regards|atentamente|cordialmente)[ \t]*,?[ \t]*\n((?:[ \t]*\S[^\n]*(?:\n|$)){1,3})/gi;

/** Where a sentence or a line begins: its first letter is a capital in any letter. */
const opensSentence = (text: string, at: number): boolean => {
  const before = text.slice(Math.max(0, at - 8), at);
  if (at === 0 || /(?:^|\n)[ \t[(]*$/.test(before)) return true;
  const stop = /[.!?:;][)"'\u201d\]]*[ \t]+[[("'\u201c]*$/.exec(before);
  return stop !== null && !ABBREVIATION_END.test(text.slice(Math.max(0, at - 12), at).replace(/[)"'\u201d\]]*[ \t]+[[("'\u201c]*$/, ''));
};

let last: { source: string; cased: string } | undefined;

/**
 * The letter as its readers of names expect it (see above): unchanged where it mixes case; in capitals, the same length,
 * the names as printed and the other words in lower case but for a sentence's or a line's first letter.
 */
export const casedForNames = (text: string): string => {
  if (last?.source === text) return last.cased;
  if (!inCapitals(text)) return text;
  const ws = words(text);
  const names = nameWords(text, ws);
  const out = text.toLowerCase().split('');
  // toLowerCase keeps the length for the letters of a letter (Latin script); anything else is returned as printed.
  if (out.length !== text.length) return text;
  ws.forEach((w, i) => {
    if (names.has(i)) {
      for (let k = w.start; k < w.end; k++) out[k] = text[k]!;
      return;
    }
    if (!opensSentence(text, w.start)) return;
    const first = text.slice(w.start, w.end).search(/[A-Za-z\u00c0-\u017f]/);
    if (first >= 0) out[w.start + first] = text[w.start + first]!;
  });
  const cased = out.join('');
  last = { source: text, cased };
  return cased;
};

/**
 * A rule's check run on the letter as its readers of names expect it (`casedForNames`); its evidence quoted from the letter
 * as printed. A letter that mixes case is checked as it is.
 */
export const readInCapitals = (ctx: RuleContext, check: (ctx: RuleContext) => RuleResult): RuleResult => {
  const cased = casedForNames(ctx.text);
  if (cased === ctx.text) return check(ctx);
  const result = check({ ...ctx, text: cased, doc: { ...ctx.doc, text: cased } });
  const quoted = (s: Span): Span => ({ ...s, text: ctx.text.slice(s.start, s.end) });
  return 'evidence' in result && result.evidence ? { ...result, evidence: result.evidence.map(quoted) } : result;
};
