import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { flag, misstatedFlag, pass } from '../_validation-notice/results';
import { excerptResult, type InScope, letterDateOf, NO_NOTICE_CONTENT, scope } from '../_validation-notice/scope';
import { daysBetween } from '../_validation-notice/dates';
import { hasValidationContent } from '../_validation-notice/statements';
import { firstIn, matchesIn, sentenceIndexAt, toSpan, vnDoc, type VnDoc } from '../_validation-notice/vn-doc';
import { FIRST_CONTACT_QUESTIONS } from '../_validation-notice/first-contact-questions';

/** "Is this the first letter you received from this collector about this debt?" */
const IS_FIRST_LETTER = FIRST_CONTACT_QUESTIONS.find((q) => q.id === 'isFirstContact')!;
import { circuitOf } from '../_shared/circuit-of';
import { execAll } from '../../text/exec-all';
import { execText, matchesOf } from '../../text/prefilter';
import { MODEL_FORM_REASON } from '../../engine/run-rule';
import { hasLetterFrame } from '../../engine/completeness';
import { CREDITOR_LABEL_SOURCE, NAME_WITHHELD_SOURCE } from '../../facts/find-parties';
import { QUESTIONS } from '../_shared/questions';
import { roleMentions, sameParty, type RoleMention } from './roles';
import { requestsForMoney } from '../../reading/requests-for-money';
import { readOwedAmounts } from '../../reading/owed-amounts';
import { readInCapitals } from '../../reading/names-in-capitals';

/**
 * "Our client" names the creditor only with its name beside it ("our client, Pinecrest Bank", "Pinecrest
 * Bank, our client", "nuestro cliente Pinecrest Bank"); "our client" alone names no one, and a notice that
 * calls the creditor only that does not give "the name of the creditor to whom the debt is owed"
 * (15 U.S.C. 1692g(a)(2); McGinty v. Professional Claims Bureau, E.D.N.Y. 2016; Datiz v. International
 * Recovery Associates, E.D.N.Y. 2017). Case-sensitive on the name: a capitalised word, not "our client has".
 */
const CLIENT_NAMED =
  /\b(?:[Oo]ur|[Tt]he|[Mm]y)\s+client(?:,|[ \t]*:|[ \t]+is|[ \t]+named|[ \t]+(?:the[ \t]+)?(?:creditor|owner))?(?:[ \t]+\n?[ \t]*|\n[ \t]*)(?!The\b|This\b|A\b|An\b|It\b|Has\b|Is\b|We\b|You\b|Please\b|If\b)(?:[A-Z][\w&.'-]*|\d+[A-Z])|(?:[A-Z][\w&.'-]*[ \t]+){0,5}[A-Z][\w&.'-]*,?[ \t]+(?:(?:is|as)[ \t]+)?(?:our|the|my)[ \t]+client\b|\b[Nn]uestr[oa]\s+(?:cliente|clienta),?[ \t]+(?:es[ \t]+)?(?!Este\b|Esta\b|Usted\b|Si\b|Por\b|Le\b)(?:[A-Z\u00c0-\u00dd][\w\u00c0-\u017f&.'-]*)/;

/** "You owe Pinecrest Bank": the name right after the verb (case-sensitive). */
const OWE_NAME = /\b(?:owe|owed|owes)\s+(?!The\b|This\b|A\b|An\b|It\b)[A-Z][\w&.'-]*/;

/** "On behalf of X", "en nombre de X": the collector's principal. */
const ON_BEHALF_OF =
  /\bon\s+behalf\s+of\s+(?!yourself\b|(?:our|the|its|their|my)\s+clients?\b)\S|\ben\s+nombre\s+de\s+(?!nuestr[oa]s?\s+client[ea]s?\b|su\s+cliente\b)\S/i;
/** "Represents X", "retained by X", "collecting for X": the collector's principal. */
const ACTING_FOR =
  /\b(?:represents?|representing|retained\s+by|hired\s+by|engaged\s+by|acting\s+for|collect(?:ing|ed|s)?\s+(?:(?:this|the|your)\s+(?:[\w-]+\s+){0,2}?(?:balance|debt|account|amount|bill)\s+)?(?:for|on\s+behalf\s+of)|en\s+representaci[oó]n\s+de|representa(?:mos|n)?\s+a|(?:contratad|retenid)[oa]s?\s+por)\s+(?!you\b|your\b|(?:our|the|its|their|my)\s+clients?\b|nuestr[oa]s?\s+client[ea]s?\b|su\s+cliente\b|usted\b)\S/i;
/**
 * The ways that name the collector's principal, not an owner: "we represent X", "on behalf of X", "our client, X".
 * They name the creditor where X is the only party, but not where X is given as one end of a transfer ("we represent
 * X, assignee of Y"): the consumer is told whom the collector acts for and that the account passed from Y, not which
 * of them the debt is owed to now (Gross v. Lyons, Doughty & Veldhuis, 3d Cir. 2019: "assignee" does not explain the
 * relationship; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).
 */
const PRINCIPAL_ONLY: ReadonlySet<RegExp> = new Set([ON_BEHALF_OF, ACTING_FOR, CLIENT_NAMED]);

/**
 * A label's value that names no one: "N/A", "Unknown", "See above", a masked account number (decision 147), and the Spanish
 * "Desconocido", "Ninguno", "No aplica", "Ver arriba" (decision 343: "Acreedor actual: Desconocido" names no one, as
 * "Creditor: Unknown" does not).
 */
const PLACEHOLDER = String.raw`(?:n\/?a|none|unknown|pending|tbd|not\s+applicable|see\s+(?:above|below|reverse)|desconocid[oa]|ningun[oa]|no\s+aplica|pendiente|ver\s+(?:arriba|abajo|al\s+dorso)|[X*#•-]*\d[\d\s-]*$|${NAME_WITHHELD_SOURCE})`;

/**
 * A labelled line giving the creditor, in any of the labels collectors use ("Creditor: X", "Current owner: X", "Owed
 * to: X", "Client Name: X", "Account placed by: X", "Acreedor actual: X", "Dueño de la cuenta: X"; the facts stage's
 * list, decision 147); group 1 is X.
 */
/** After a label's colon: a value that is not a placeholder (the whole word: "Nationwide Bank" is a name, "N/A" is not). */
const NOT_A_PLACEHOLDER = String.raw`(?![ \t]*${PLACEHOLDER}(?![\w\u00c0-\u017f]))`;
const CREDITOR_LABEL = new RegExp(String.raw`^[ \t]*(?:re\s*:\s*)?(?:${CREDITOR_LABEL_SOURCE})\s*:[ \t]*(?!${PLACEHOLDER})(\S[^\n]*)$`, 'im');

/** Words of a company's legal form, which carry no vowel without being an abbreviation of its name. */
const LEGAL_FORM = /^(?:llc|pllc|llp|lp|ltd|na|fsb|plc|dba|pc)$/i;
/**
 * A creditor given only as a string of system abbreviations ("VAC VLG@BONVNTR MST ASC PHSE VI"): words run together
 * with "@", or three or more vowel-less fragments making up half the name or more. An abbreviation identifies the
 * creditor only when the creditor does business under it (Burgos-Rodriguez v. Continental Central Credit, D.P.R.
 * 2023, 15 U.S.C. 1692g(a)(2)); a name of ordinary initials ("LVNV Funding LLC", "PNC Bank") is not this.
 */
export const crypticName = (name: string): boolean => {
  if (/[A-Za-z]@[A-Za-z]/.test(name)) return true;
  const words = name.split(/[^A-Za-z]+/).filter((w) => w.length > 0 && !LEGAL_FORM.test(w));
  const vowelless = words.filter((w) => w.length >= 2 && !/[aeiouy]/i.test(w));
  return vowelless.length >= 3 && vowelless.length * 2 >= words.length;
};

/** Ways a notice says to whom the debt is owed now. */
const CURRENT_CREDITOR: readonly RegExp[] = [
  // Not the creditor the debt was owed to before ("originally / formerly / previously / first owed to X", decision 261):
  // that names the original creditor, which the facts stage reads as such.
  /(?<!\b(?:originally|formerly|previously|initially|first)\s+)\b(?:owe|owed|owes|owing)\s+to\s+(?!us\b|you\b)\S/i,
  OWE_NAME,
  // The thing owed set between the verb and the party ("you owe this debt to X", "usted le debe esta deuda a X", "la deuda
  // se le debe actualmente a X"): the same slot with its object or a word of time in it.
  /\b(?:owe|owes|owed)\s+(?:(?:this|the|that|your)\s+(?:[\w-]+\s+)?(?:debt|balance|amount|account|sum|obligation)\s+)to\s+(?!us\b|you\b)\S/i,
  /\b(?:le\s+)?(?:debe|adeuda)\s+(?:(?:actualmente|ahora|hoy)\s+)?(?:(?:esta|la|su|dicha|este|el|dicho)\s+(?:deuda|cuenta|saldo|cantidad|suma|monto|obligaci[oó]n)\s+)?a\s+(?!nosotros\b|usted\b|que\b)\S/i,
  // The role's label with its value (decision 553: not a value that names no one, "Current creditor: Unknown", "Acreedor actual: No
  // se conoce", which the label line's own reading already refuses).
  new RegExp(
    String.raw`\b(?:current|present)\s+(?:creditor|owner|holder)\s*(?:[:-]${NOT_A_PLACEHOLDER}|\bis\b|\bof\s+(?:the|this|your)\b)|,\s+(?:the\s+|our\s+client\s+and\s+)?(?:current|present)\s+(?:creditor|owner|holder)\b`,
    'im',
  ),
  new RegExp(String.raw`\bacreedor\s+actual\s*(?:[:-]${NOT_A_PLACEHOLDER}|\bes\b)`, 'im'),
  // The Spanish role said of the party, as the English "the current creditor of your account" and ", the current owner"
  // are: "el acreedor actual de su cuenta es X", "X es el actual dueño de su cuenta", "X, el actual acreedor de esta deuda,".
  /\b(?:acreedor|due[nñ]o|propietario|titular)\s+actual\s+de\s+(?:su|esta|la|este|el)\s+(?:cuenta|deuda|pr[eé]stamo|saldo)\b|(?:,\s+|\b(?:es|son)\s+)(?:el|la|los|su)\s+(?:(?:actual(?:es)?|nuev[oa]s?)\s+(?:acreedor|due[nñ]o|propietari[oa]|titular)(?:es|s)?|(?:acreedor|due[nñ]o|propietari[oa]|titular)(?:es|s)?\s+actual(?:es)?)\b/i,
  // The role set beside the name: "RE: Chase Bank USA, N.A. (your creditor)", "Zed Bank, your creditor,", "Zed Bank (su
  // acreedor)" (decision 187: the role is what a bare reference lacks, Steffek v. Client Services, 7th Cir. 2020).
  /[\w.)]\s*(?:\(\s*|,\s+)(?:(?:your|the)\s+)?(?:(?:current|present)\s+)?creditor\s*(?:\)|,|$)|[\w.)]\s*(?:\(\s*|,\s+)(?:su\s+|el\s+)?acreedor(?:\s+actual)?\s*(?:\)|,|$)/im,
  ON_BEHALF_OF,
  CLIENT_NAMED,
  CREDITOR_LABEL,
  ACTING_FOR,
  /(?<!original\s)\bcreditor\s+(?:is|was|to\s+whom)\b/i,
  /\b(?:owner|holder)\s+of\s+(?:the|this|your)\s+(?:debt|account|loan)\b|\b(?:now|currently)\s+(?:owns?|holds?|owned|held)\b/i,
  /\bto\s+whom\s+(?:(?:the|this|your)\s+(?:debt|account|balance)\s+|it\s+|you\s+)?(?:is\s+|are\s+)?(?:now\s+|currently\s+)?(?:owe[ds]?|owing)\b|\ba\s+quien\s+(?:usted\s+)?(?:se\s+)?(?:le\s+)?(?:debe|adeuda)\b/i,
  /\b(?:has|have|had)\s+(?:purchased|acquired|bought)\s+(?:your|the|this)\s+(?:\w+\s+){0,3}?(?:account|debt|loan)\b/i,
  // A sale to a named buyer: the buyer owns the debt now ("Credit One Bank sold your account to LVNV Funding LLC", "your
  // account was sold by X to Y", "su cuenta fue vendida a Y"; decision 147). Unlike "transferred" or "assigned to" a
  // party (Janetos; Gross), a sale says what the buyer got: the debt.
  /\bsold\s+(?:(?:it|your\s+account|your\s+debt|the\s+(?:debt|account)|this\s+(?:debt|account))\s+)?(?:by\s+[^.,;\n]{1,60}?\s+)?to\s+(?!us\b|our\b|this\b)\[?[A-Z]|\bvendid[ao]s?\s+(?:por\s+[^.,;\n]{1,60}?\s+)?a\s+(?!nosotros\b|nuestr[oa]\b)[A-Z]/,
  // Ownership in other words: "this debt belongs to X", "is owned by X", "su deuda pertenece a X", "es propiedad de X".
  /\b(?:belongs?\s+to|(?:is|are)\s+(?:now\s+)?owned\s+by|pertenece\s+a|(?:es|son)\s+propiedad\s+de)\s+(?!us\b|you\b|nosotros\b|usted\b|(?:this|our|the)\s+(?:office|agency|firm|company)\b|(?:esta|nuestra)\s+(?:oficina|agencia|firma|empresa)\b)\S/i,
];

/**
 * Ways a notice names the creditor as the party that sent the account to the collector, not as its owner:
 * "placed with us by X", "for collection by X", "X has placed / referred / turned over your account with
 * our office", "your (past-due) account with X" (and the Spanish "X ha asignado su cuenta a nuestra
 * oficina", "su cuenta con X"). They name the creditor for 1692g(a)(2) (Taubenfliegel v. Miller &
 * Milone, E.D.N.Y. 2018; Encarnacion v. Financial Corp. of America, M.D. Fla. 2019) but not an owner
 * when the letter also says the account passed between parties (Janetos).
 */
const PLACED_BY: readonly RegExp[] = [
  /\b(?:placed|referred|assigned)\b[^.]{0,60}\bby\s+(?!you\b)[A-Za-z]|\b(?:placed|referred)\s+(?:with|to)\s+[A-Z][^\n;]{0,80}?\s+by\s+(?!you\b|us\b)[A-Za-z]|\bfor\s+collection\s+(?:by|from)\s+[A-Za-z]|\b(?:has|have|had)\s+(?:asked|hired|retained|engaged|authori[sz]ed|instructed|employed)\s+(?:us|this\s+(?:office|agency|firm|company)|our\s+(?:office|agency|firm|company))\s+to\s+collect\b/i,
  /(?:^|[.;:!?]\s+|\n[ \t]*)(?!(?:We|You|They|It|He|She|This|That|Your|Our|Their|I)\b)(?:[A-Z][\w&.'-]*,?[ \t]+){0,5}[A-Z][\w&.'-]*,?(?:[ \t]+[^,\n]{1,40},)?[ \t]+(?:has|have|had)[ \t]+(?:placed|referred|assigned|turned[ \t]+over|forwarded|sent|listed)[ \t]+(?:your|the|this)\b[^.\n]{0,40}?\b(?:with|to)[ \t]+(?:us|our[ \t]+(?:office|firm|agency|company)|this[ \t]+(?:office|agency|firm))\b/,
  /\b[Yy]our\s+(?:(?!original\b|former\b|previous\b|prior\b|old\b)[\w-]+\s+){0,2}account\s+with\s+(?!us\b|our\b|this\b|the\s+above\b)[A-Z][\w&'-]*/,
  /\b(?!(?:Nosotros|Usted|Este|Esta)\b)[A-Z\u00c0-\u00dd][\w\u00c0-\u017f&.'-]*[ \t]+(?:ha|han)[ \t]+(?:asignado|referido|enviado|colocado|transferido)[ \t]+su[ \t]+cuenta[ \t]+(?:a|con)[ \t]+(?:nosotros|nuestra[ \t]+(?:oficina|agencia|firma))\b|\b[Ss]u\s+cuenta\s+(?:vencida\s+|morosa\s+)?con\s+(?!nosotros\b|nuestra\b)[A-Z\u00c0-\u00dd]/,
];

/** Every way a notice names the creditor: as owner, or as the party that placed the account. */
const NAMES_CREDITOR: readonly RegExp[] = [...CURRENT_CREDITOR, ...PLACED_BY];
/** The same without the creditor's label line (to ask whether a label's name is given elsewhere). */
const NAMES_OTHER_THAN_LABEL: readonly RegExp[] = NAMES_CREDITOR.filter((re) => re !== CREDITOR_LABEL);

/**
 * The ways of naming that carry the name in their own words (a capitalised name right after "owe", beside
 * "our client", in a "Your account with X" or "X has placed" sentence, or "the above creditor", which points
 * to the reference line). Every other way says what the creditor does ("owed to …", "on behalf of …",
 * "represents …", "the current owner of your account", "has purchased your account") and names it only
 * when its sentence holds a name: "this debt is owed to our client", "we collect on behalf of the current
 * owner", "esta deuda se le debe a nuestro cliente" give a role, not "the name of the creditor to whom
 * the debt is owed" (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v); McGinty v. Professional Claims
 * Bureau, E.D.N.Y. 2016; Datiz v. International Recovery Associates, E.D.N.Y. 2016).
 */
const CARRIES_NAME: ReadonlySet<RegExp> = new Set([OWE_NAME, CLIENT_NAMED, ...PLACED_BY.slice(1)]);

/** Capitalised words that are not a party's name: roles, pronouns and the words that open sentences. */
const NOT_A_PARTY =
  /^(?:the|this|that|these|those|we|you|your|yours|our|it|its|they|their|i|a|an|if|as|in|on|at|by|for|to|of|and|or|with|please|dear|re|note|creditor|creditors|client|clients|owner|holder|current|present|original|new|account|accounts|debt|balance|loan|company|office|agency|firm|principal|lender|collection|collections|unless|when|upon|since|because|also|all|any|este|esta|estos|usted|su|sus|nuestro|nuestra|nuestros|el|la|los|las|del|de|en|por|para|con|si|acreedor|acreedores|cliente|clientes|actual|deuda|cuenta|saldo|nombre|le|se|a|owed|owe|owing|amount|name|placed|referred|collecting|due[nñ]o|propietario|titular|unknown|none|pending|not|applicable|desconocid[oa]|ningun[oa]|pendiente|no|aplica)$/i;

/** The sentence around `at` names a party: a capitalised word that is not a role, pronoun or opening word. A letter written all in lower case cannot tell, and counts as naming. */
const sentenceNamesParty = (d: VnDoc, at: number): boolean => {
  const sentence = d.sentences[sentenceIndexAt(d, at)];
  if (!sentence) return true;
  const text = d.text.slice(sentence.start, sentence.end);
  if (!/[A-Z]/.test(d.text)) return true;
  for (const m of execAll(/[A-Z\u00c0-\u00dd][\w\u00c0-\u017f&'-]*/g, text)) {
    // A Spanish sentence opens with its verb ("Cobramos…", "Actuamos…"), which is no name.
    if (m.index === 0 && /(?:amos|emos|imos)$/i.test(m[0])) continue;
    if (!NOT_A_PARTY.test(m[0].replace(/'s$/i, ''))) return true;
  }
  return false;
};

/** The notice names the creditor in one of `patterns`' ways (a role alone, in a sentence naming no one, does not count). */
const namesBy = (d: VnDoc, patterns: readonly RegExp[]): boolean =>
  patterns.some((re) => {
    const first = firstIn(d, re);
    if (!first) return false;
    // The first match settles it in the usual letter; the others are read only when it names no one.
    if (CARRIES_NAME.has(re) || sentenceNamesParty(d, first.start)) return true;
    return matchesIn(d, re).some((m) => sentenceNamesParty(d, m.start));
  });

/**
 * Words that name the creditor as the one the debt is owed to now (owner), as opposed to a party
 * the account passed from or to. A notice that only says the account was "assigned", "transferred"
 * or "placed" between parties ("Assignee: X / Assignor: Y") does not say who owns it (Janetos v.
 * Fulton Friedman & Gullace, 7th Cir. 2016).
 */
/** The ways of naming an owner (CURRENT_CREDITOR), without PLACED_BY, which name a party, not an owner. */
const OWNERSHIP: readonly RegExp[] = CURRENT_CREDITOR;

/**
 * The notice names the owner: in an owner's words anywhere, or as the collector's principal in a sentence that does
 * not itself give that principal as one end of a transfer (PRINCIPAL_ONLY).
 */
const namesOwner = (d: VnDoc): boolean =>
  namesBy(
    d,
    OWNERSHIP.filter((re) => !PRINCIPAL_ONLY.has(re)),
  ) ||
  OWNERSHIP.some(
    (re) =>
      PRINCIPAL_ONLY.has(re) &&
      matchesIn(d, re).some((m) => {
        const sentence = d.sentences[sentenceIndexAt(d, m.start)];
        const inTransfer = sentence !== undefined && firstIn(d, TRANSFER, sentence) !== undefined;
        return !inTransfer && (CARRIES_NAME.has(re) || sentenceNamesParty(d, m.start));
      }),
  );
/**
 * The account passing between parties: assigned / transferred / sold / placed, a seller named as the subject with no
 * buyer named ("Chase has sold the debt above", "X vendió su cuenta"; Dewees v. Legal Servicing, E.D.N.Y. 2007), assignee and assignor labels, or one
 * party named as the other's assignee, successor or purchaser ("X, assignee of Y", "X as successor in interest to Y", "X,
 * cesionario de Y", "X A/P/O Y" — as purchaser of, Eun Joo Lee v. Forster & Garbus, E.D.N.Y. 2013; the whole line, and
 * the next when the name follows there), as a caption or in the body.
 */
const TRANSFER =
  /(?:^|[.;:!?][ \t]+|\n[ \t]*(?:[\u2022*-][ \t]*)?)(?!(?:We|You|They|It|He|She|This|That|Your|Our|Their|I)\b)(?:[A-Z][\w&.'-]*[ \t]+){0,5}[A-Z][\w&.'-]*,?[ \t]+(?:(?:has|have|had)[ \t]+)?(?:sold|vendi[oó]|ha[ \t]+vendido)[ \t]+(?:the|your|this|its|la|su|esta)[ \t]+(?:[\w-]+[ \t]+){0,3}?(?:debt|account|loan|balance|obligation|contract|agreement|deuda|cuenta|pr[eé]stamo)\b(?![^.\n]{0,60}\b(?:to|a)[ \t]+(?!us\b|this\b|our\b|nosotros\b|nuestra\b)[A-Z])|\b(?:assigned|transferred|sold|placed|referred)\s+(?:to|with|from|by)\s+(?!us\b|our\s+(?:office|firm|agency))\[?[A-Z][\w&.'-]*\]?(?:[ \t]+\[?[A-Z][\w&.'-]*\]?){0,5}|\b[Aa]ssign(?:ee|or)\s*:[^\n]*|\b(?:transferid|cedid|asignad|vendid)[ao]s?\s+(?:a|por|de|desde)\s+(?!nosotros\b|nuestr[ao]\s+(?:oficina|agencia|firma))\[?[A-Z][\w&.'-]*\]?(?:[ \t]+\[?[A-Z][\w&.'-]*\]?){0,5}|\b[Cc]esionari[oa]\s*:[^\n]*|(?<=^|\n)[ \t]*[^\n]*?\b(?:[Aa]s\s+|AS\s+)?(?:[Aa]ssignee|ASSIGNEE|[Ss]uccessor(?:[- ]in[- ]interest)?|SUCCESSOR(?:[- ]IN[- ]INTEREST)?|[Cc]esionari[oa]|CESIONARI[OA]|[Pp]urchaser|PURCHASER)\s+(?:of|to|OF|TO|de|DE)[ \t]*\n?[ \t]*(?:the\s+)?\[?[A-Z][^\n]*|(?<=^|\n)[ \t]*[^\n]*?\b[Aa]\/[APSaps]\/[Oo]\b[ \t]+\[?[A-Z][^\n]*/;

/**
 * A party the letter itself calls the account's servicer ("Servicer: Acme Loan Servicing LLC", "your account is serviced by
 * Acme", "Servicing agent: Acme", "administrada por Acme", "Administrador de la cuenta: Acme"). A servicer manages or
 * collects the account for its owner; naming it does not give "the name of the creditor to whom the debt is owed" (15 U.S.C.
 * 1692g(a)(2); 12 CFR 1006.34(c)(2)(v); Bryan v. Credit Control, 2d Cir. 2020: the store that serviced the card accounts was
 * not the creditor, whatever its active role). Read where the letter names no creditor in any other way (decision 211).
 */
const SERVICER_NAMED =
  /\b(?:loan\s+|account\s+)?servicer\s*[:-][ \t]*\S|\b(?:is|are|was|being|been)\s+(?:now\s+|currently\s+)?serviced\s+by\s+\S|\bserviced\s+by\s*:\s*\S|\bservicing\s+(?:agent|company)\s*[:-][ \t]*\S|\b(?:es|est[aá]|fue)\s+administrad[ao]\s+por\s+\S|\badministrador(?:\s+de\s+(?:la\s+|su\s+)?(?:cuenta|pr[eé]stamo|deuda))?\s*:[ \t]*\S/i;

const ORIGINAL_ONLY =
  /\boriginal\s+creditor\s*[:-][^\n]*|\b(?:originally|formerly|previously|initially|first)\s+owed\s+to\b[^\n.;]*|\b(?:originalmente|anteriormente|inicialmente)\s+(?:adeudad|debid)[^\n.;]*|\bre\s*:[^\n]*/i;

/** A 'Re:' line naming the account's creditor, which the body calls 'the above account'. */
/**
 * The label of a reference line: "Re:", and the other words collectors print there ("Regarding:", "Reference:", "In re:",
 * "Subject:", "Concerning:", "Asunto:", "Referencia:"; decision 323).
 */
const REF_LABEL = String.raw`(?:re|in\s+re|regarding|reference|subject|concerning|asunto|referencia)\s*:`;
const REF_LABEL_AT_START = new RegExp(String.raw`^[ \t]*${REF_LABEL}`, 'i');
const RE_LINE = new RegExp(String.raw`^[ \t]*${REF_LABEL}[ \t]*[^\n]*[A-Za-z]{3}[^\n]*$`, 'im');
/**
 * A caption without "Re:": a line holding only a name, right above the account's own line ("St. Brendan's Hospital" /
 * "Account XXXX6615 — Amount: $652.80"; "ACCOUNT IDENTIFICATION" tables). It is a reference line of the same kind,
 * and is read as one where the reference line is (the Encarnacion reading outside the Second Circuit). Group 1 is the name.
 */
const CAPTION =
  /^[ \t]*([A-Z][\w&.'’-]*(?:[ \t]+(?:[A-Z][\w&.'’-]*|of|and|de|del|la|the|&)){0,7})[ \t]*\n[ \t]*(?:Account|ACCOUNT|Acct|ACCT|Balance|BALANCE|Amount|AMOUNT|Patient|PATIENT|Date\s+of\s+Service|DATE\s+OF\s+SERVICE|Cuenta|CUENTA|Saldo|SALDO)\b/m;
const CLIENT_ONLY = /\b(?:our|the|my)\s+client\b|\bnuestr[oa]\s+client[ea]\b/i;
const ABOVE_ACCOUNT = /\b(?:the\s+)?above[-\s]?(?:referenced|named|mentioned|captioned|listed)?\s+(?:account|creditor|client|matter|debt|obligation)\b/i;
/**
 * "The above creditor", "the above client": a pointer that gives the party in the reference its role. "The above account",
 * "the above matter", "the above debt" point to the account only: the reference's name stays a name without a role, which
 * in the Seventh Circuit does not say who the debt is owed to now (Steffek v. Client Services, 7th Cir. 2020: "RE: CHASE
 * BANK USA, N.A." and "The above account has been placed with our organization for collections").
 */
const ABOVE_ROLE = /\b(?:the\s+)?above[-\s]?(?:referenced|named|mentioned|captioned|listed)?\s+(?:creditor|client)\b/i;
/**
 * The circuits in which a creditor's name given only in a reference (a "Re:" line, a caption, a "regarding" line) or beside
 * "the above account", with no word of its role, does not name the creditor to whom the debt is owed: the Second (Datiz v.
 * International Recovery Associates, E.D.N.Y. 2016) and the Seventh (Steffek v. Client Services, 7th Cir. 2020, applying
 * Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016: the letter need not use the word "creditor", but a name with no
 * context does not say whether that party still owns the debt). Elsewhere Encarnacion's reading stands (decision 180).
 */
const REFERENCE_NEEDS_ROLE: ReadonlySet<number> = new Set([2, 7]);
const STEFFEK = 'Steffek v. Client Services, 7th Cir. 2020; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016';
const DATIZ = 'Datiz v. International Recovery Associates, E.D.N.Y. 2016';
/**
 * A 'Re:' line that names more than one party with a word for how they are joined (an assignee and an assignor, an
 * original creditor, a purchaser: "NCOP XI, LLC A/P/O CAPITAL ONE", Eun Joo Lee v. Forster & Garbus, E.D.N.Y. 2013).
 */
const TWO_PARTIES =
  /\b(?:original\s+creditor|assignee|assignor|assigned|f\/k\/a|formerly|purchased|purchaser|successor|as\s+agent\s+for|c\/o|a\/[aps]\/o|as\s+(?:assignee|purchaser|successor)\s+of)\b|\bA\/[APS]\/O\b/i;
/** Abbreviations written with slashes, which do not separate two names ("d/b/a", "c/o", "a/p/o"). */
const SLASHED_ABBREVIATION = /\b[a-z](?:\/[a-z]){1,3}\b\/?/gi;
/**
 * A reference line naming two parties with nothing said of their roles: names set side by side with "/", "|" or a
 * dash ("Re: Metro on 19th/Chamberlin & Assoc/G171"). The consumer cannot tell which of them is owed (Dix v. National
 * Credit Systems, D. Ariz. 2017, summary judgment for the consumer under 1692g(a)(2); Janetos v. Fulton Friedman &
 * Gullace, 7th Cir. 2016: the creditor must be named clearly enough to be understood), or joined by a word for a
 * passing (TWO_PARTIES).
 */
const namesTwoParties = (refText: string, own: readonly string[] = []): boolean => {
  if (TWO_PARTIES.test(refText)) return true;
  const body = refText.replace(REF_LABEL_AT_START, ' ').replace(SLASHED_ABBREVIATION, ' ');
  const parties = body
    .split(/[ \t]*(?:\/|\||[ \t][-\u2013\u2014][ \t])[ \t]*/)
    .filter((part) => namesParty(part) && !NOT_A_CREDITOR_PART.test(part) && !own.some((n) => n.length > 0 && part.toLowerCase().includes(n)));
  // A card issuer beside its store brand ("Re: Synchrony Bank / Lowe's", "Comenity Bank / Victoria's Secret") names one
  // creditor twice, by its name and the trade name the consumer knows (comment 34(c)(2)(v)-1 allows a trade name; Smith v.
  // Simm Associates, 7th Cir. 2019: the familiar name beside the bank's helps): not two parties, unless the other is
  // itself a company (a debt buyer, a servicer, a manager: "LVNV Funding LLC / Credit One Bank").
  if (parties.length === 2) {
    const [a, b] = parties as [string, string];
    if ((ISSUER.test(a) && !ENTITY.test(b)) || (ISSUER.test(b) && !ENTITY.test(a))) return false;
  }
  return parties.length >= 2;
};
/** A bank or card issuer's name. */
const ISSUER = /\b(?:bank|banco|n\.?\s?a\.?|credit\s+union|fsb|card\s+services|card\s+member\s+services)\b/i;
/** A name that is a party of its own (a legal form; a word for a collector, buyer, servicer or manager; a provider, landlord or utility). */
const ENTITY =
  /\b(?:llc|l\.l\.c|inc|corp|corporation|co|company|lp|l\.p|llp|pllc|ltd|assoc|associates|funding|acquisitions?|portfolio|recovery|receivables|management|services|servicing|group|partners|capital|collections?|law|attorneys?|bank|banco|credit\s+union|financial|finance|clinic|hospital|medical|health|healthcare|center|centre|physicians?|dental|apartments?|propert(?:y|ies)|realty|university|college|school|utilit(?:y|ies)|electric|wireless|communications|insurance|motors)\b/i;
/** Parts of a reference line that name no creditor: the consumer by a label, a card network, the service or product. */
const NOT_A_CREDITOR_PART =
  /^[ \t]*(?:patient|debtor|guarantor|responsible\s+party|consumer|customer|account\s+holder|borrower|cardholder|member|paciente|deudor|titular|visa|master\s?card|amex|product|producto|service|servicio|date|fecha)\b/i;

/** The 'Re:' line holds a name, not only an account number ('Re: Account ending in 4417'). */
const GENERIC =
  /\b(?:re|account|acct|number|no|ending|in|with|file|ref|reference|our|your|the|balance|amount|due|total|original|creditor|client|patient|loan|card|credit|matter|debt|collection|claim|of|for|and|date|service|services|cuenta|n[uú]mero|referencia|expediente|saldo|deuda|monto|total|acreedor|cliente|fecha|su|de|del|con|terminada|en)\b/gi;
/** The letter says it comes from a debt collector collecting a debt (the statement Encarnacion relied on). */
const DEBT_COLLECTOR_SAYS = /\bdebt\s+collector\b|\battempt\s+to\s+collect\s+a\s+debt\b|\bcobrador\s+de\s+deudas\b/i;
/** Capitalised words in a "Re:" line that are not a party's name (dates, document words). */
const NOT_A_NAME =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Statement|Dated|Invoice|Notice|Case|Now|Today|Past|Paid|Unpaid|Payment|Payments|Interest|Fees|Charges|Final|Reminder|Demand|Urgent|Important|Second|Third|Overdue|Delinquent)\b/gi;
/**
 * An account number masked with letters or symbols ("XXXX4521", "xxxx-xxxx-1234", "****1234", "XXXXXXXX"), which names no
 * one: its X's are not a capitalised name (decision 323).
 */
const MASKED_NUMBER = /(?<![A-Za-z])(?:[Xx]{3,}|[*\u2022#]{3,})[Xx*\u2022#\d-]*(?![A-Za-z])/g;
/**
 * Words that say what the debt is for, not who is owed (decision 553): "RE: Medical Services", "Regarding: Emergency Room
 * Visit", "RE: Services Rendered", "Asunto: Servicios Médicos", "Referencia: Atención de Emergencia". A reference made only of
 * them and the generic words names no party, so "our client" or "the account shown above" points to no one (15 U.S.C.
 * 1692g(a)(2); McGinty v. Professional Claims Bureau, E.D.N.Y. 2016); beside a name ("RE: Mercy Hospital", "Medical Services —
 * Gulf Coast Radiology Associates") the name is still read, as one party. "Physicians" (plural) and "Care" are left: they are
 * words of practices' and lenders' names.
 */
const KIND_OF_SERVICE =
  /(?<![\w\u00c0-\u017f])(?:medical|dental|hospital|emergency|room|professional|ambulance|transport(?:ation)?|laborator(?:y|ies)|lab|radiology|imaging|anesthesia|physician|therapy|rendered|provided|treatment|visit|servicios?|m[eé]dic[oa]s?|dentales|hospitalari[oa]s?|emergencias?|profesionales|ambulancia|laboratorio|atenci[oó]n|tratamiento|consulta|prestados|visita|sala)(?![\w\u00c0-\u017f])/gi;
/** The 'Re:' line holds a capitalised name besides its generic words ('Re: Lakeside Medical Center', not 'Re: Account ending 4411. Total now'). */
const namesParty = (reText: string): boolean =>
  /\b[A-Z][A-Za-z&'-]{2,}/.test(
    reText
      .replace(REF_LABEL_AT_START, ' ')
      .replace(MASKED_NUMBER, ' ')
      .replace(KIND_OF_SERVICE, ' ')
      .replace(/[^A-Za-z&'\s-]/g, ' ')
      .replace(GENERIC, ' ')
      .replace(NOT_A_NAME, ' '),
  );
/**
 * The model form's creditor slot ("We are trying to collect a debt that you owe to [creditor]", "una deuda que usted le
 * debe a [acreedor]") filled with a role, not a name: "owe to our client", "owed to the current creditor", "le debe a
 * nuestro cliente", "una deuda que usted tiene con nuestro cliente" (the Spanish form's wording). The form's safe harbour covers its wording and layout (12 CFR 1006.34(d)(2)), not the values the
 * collector fills in: a form whose slot says only "our client" does not give "the name of the creditor to whom the debt
 * is owed" (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v); McGinty v. Professional Claims Bureau, E.D.N.Y. 2016). A
 * role with its name beside it ("owe to our client, Zed Bank") is a name, and is left to the rest of the check.
 */
const ROLE_IN_SLOT =
  /\b(?:owe[ds]?|owing)\s+to\s+(?:our|the|your|its|this|my)\s+(?:(?:current|present)\s+)?(?:client|creditor|owner|principal|account\s+owner)\b|\b(?:(?:le\s+)?(?:debe|adeuda)\s+a|tiene\s+con)\s+(?:nuestr[oa]|su|el|la)\s+(?:cliente|clienta|acreedor)(?:\s+actual)?\b/gi;
/** A name right after the role ("our client, Zed Bank", "our client: Zed Bank", "nuestro cliente Zed Bank"); case-sensitive. */
const NAME_AFTER_ROLE = /^[ \t]*[,:(]?[ \t]*(?!The\b|This\b|We\b|You\b|If\b|It\b|Usted\b|Si\b)[A-Z\u00c0-\u00dd]/;
/**
 * The model form's creditor slot left empty: "We are trying to collect a debt that you owe." with nothing between "owe" and the
 * period, and the Spanish form's "una deuda que usted debe." (session 52). The form's blank for the name was not filled in.
 */
const EMPTY_SLOT =
  /\b(?:trying\s+to\s+collect|attempting\s+to\s+collect)\s+a\s+debt\s+(?:that\s+)?you\s+owe\s*\.|\b(?:tratando|intentando)\s+de\s+cobrar\s+una\s+deuda\s+que\s+(?:usted\s+)?(?:debe|adeuda)\s*\./i;
const emptySlot = (d: VnDoc): { start: number; end: number } | undefined => {
  const m = execText(EMPTY_SLOT, d.text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
};

/** The model form's creditor slot holding a role with no name beside it: its span. */
const roleInSlot = (d: VnDoc): { start: number; end: number } | undefined => {
  for (const m of matchesOf(ROLE_IN_SLOT, d.text)) {
    const end = m.index! + m[0].length;
    if (!NAME_AFTER_ROLE.test(d.text.slice(end, end + 40))) return { start: m.index!, end };
  }
  return undefined;
};

/**
 * A caption set apart as its own block: a line holding only a company's name (a word of ENTITY: "John T. Mather Hospital",
 * "LAKESIDE MEDICAL CENTER", "Pinecrest Bank, N.A."), with a blank line (or a quoted passage's "[...]") above and below it,
 * so it is neither the letterhead, an address block, a signature nor a label's value on the next line. In the Second and
 * Seventh Circuits a name given so, and never given its role, does not identify the creditor to whom the debt is owed
 * (Datiz v. International Recovery Associates, E.D.N.Y. 2016: "the caption of the letter lists the hospital"; Steffek v.
 * Client Services, 7th Cir. 2020). Group 1 is the name. Read only there (decision 211): elsewhere the caption above an
 * account line (CAPTION) stays the one read.
 */
const STANDALONE_CAPTION =
  /(?<=(?:^|\n)[ \t]*(?:\[\.{3}\]|\.{3}|…)?[ \t]*\n)[ \t]*((?:[A-Z][\w&.'’-]*,?[ \t]+(?:(?:of|and|de|del|la|the|&)[ \t]+)?){0,6}[A-Z][\w&.'’-]*\.?)[ \t]*(?=\n[ \t]*(?:\[\.{3}\]|\.{3}|…)?[ \t]*(?:\n|$)|$)/g;
const standaloneCaption = (d: VnDoc, ctx: RuleContext): { start: number; end: number } | undefined => {
  const own = ownNames(ctx);
  for (const m of execAll(STANDALONE_CAPTION, d.text)) {
    const name = m[1] ?? '';
    const start = m.index + m[0].indexOf(name);
    if (!ENTITY.test(name) || !namesParty(name) || CLOSING_WORD.test(name)) continue;
    if (own.some((n) => n.length > 0 && (n.includes(name.trim().toLowerCase()) || name.trim().toLowerCase().includes(n)))) continue;
    // The letter's first block is the sender's letterhead; a name after a closing is its signature.
    const before = d.text.slice(0, start);
    if (!/\n[ \t]*\n/.test(before) || CLOSING_BEFORE.test(before)) continue;
    return { start, end: start + name.length };
  }
  return undefined;
};
/** A closing word, which a signature block follows ("Sincerely,", "Atentamente,"). */
const CLOSING_WORD = /^(?:sincerely|regards|respectfully|thank\s+you|atentamente|cordialmente)\b/i;
const CLOSING_BEFORE =
  /\b(?:sincerely|(?:best|kind|warm)?\s*regards|respectfully(?:\s+yours)?|very\s+truly\s+yours|yours\s+truly|atentamente|cordialmente)\s*,?\s*$/i;

/** The caption line (CAPTION) with the name's span, when it is not the sender's own letterhead. */
const captionLine = (d: VnDoc, ctx: RuleContext): { start: number; end: number } | undefined => {
  const m = CAPTION.exec(d.text);
  if (!m || m[1] === undefined) {
    const circuit = circuitOf(ctx.gates.state);
    return circuit !== undefined && REFERENCE_NEEDS_ROLE.has(circuit) ? standaloneCaption(d, ctx) : undefined;
  }
  // The consumer's or the collector's own name above an account line is no creditor.
  const own = [ctx.facts.consumer?.name?.value, ctx.facts.collector?.name?.value].map((n) => n?.trim().toLowerCase());
  if (own.includes(m[1].trim().toLowerCase())) return undefined;
  const start = m.index + m[0].indexOf(m[1]);
  // The letter's first lines are the sender's letterhead, not a caption.
  if (d.text.slice(0, start).trim() === '') return undefined;
  return { start, end: start + m[1].length };
};

/**
 * A reference to the account or the creditor in the letter's body, of the same kind as a "Re:" line: "We are writing
 * regarding Lakeside Medical Center", "This letter concerns your Pinecrest Bank credit card", "Regarding your Macy's
 * account", "en relación con su cuenta de Pinecrest Bank". It names a party without saying what it is (decision 147):
 * read where the "Re:" line is (Encarnacion outside the Second Circuit, Datiz in it). The span is the name.
 */
const BODY_REFERENCE =
  /\b(?:[Rr]egarding|[Cc]oncerning|[Ii]n\s+(?:reference|regard|relation)\s+to|[Ww]ith\s+(?:respect|regard)\s+to|[Ee]n\s+relaci[oó]n\s+con|[Rr]especto\s+a|[Ss]obre)\s+(?:(?:your|su)\s+(?:(?:account|cuenta|deuda|saldo)\s+(?:with|con|de)\s+)?)?([A-Z\u00c0-\u00dd][\w&'’.-]*(?:[ \t]+(?:[A-Z\u00c0-\u00dd][\w&'’.-]*|of|and|&|de|del)){0,5})|\b[Yy]our\s+([A-Z][\w&'’.-]*(?:[ \t]+[A-Z][\w&'’.-]*){0,4})\s+(?:account|card|credit\s+card|loan|bill|balance|contract|membership)\b/g;
const bodyReference = (d: VnDoc, ctx: RuleContext): { start: number; end: number } | undefined => {
  const own = [ctx.facts.consumer?.name?.value, ctx.facts.collector?.name?.value].map((n) => n?.trim().toLowerCase());
  for (const m of execAll(BODY_REFERENCE, d.text)) {
    const name = (m[1] ?? m[2] ?? '').replace(/[.,]+$/, '');
    if (!namesParty(name) || NOT_A_PARTY.test(name.replace(/'s$/i, '')) || own.includes(name.trim().toLowerCase())) continue;
    const start = m.index + m[0].indexOf(name);
    return { start, end: start + name.length };
  }
  return undefined;
};

/**
 * The sender says it owns the debt itself: "we purchased your account", "we now own this debt", "this office is the
 * current owner", "somos el acreedor actual". The creditor is then the sender its letterhead names (a debt buyer
 * collecting its own debt), which is a name (decision 147).
 */
const SENDER_OWNS =
  /\b(?:we|our\s+(?:company|firm|office))\s+(?:now\s+|currently\s+)?(?:own|hold|owns|holds)\s+(?:this|your|the)\s+(?:[\w-]+\s+){0,2}?(?:account|debt|loan|obligation)\b|\bwe\s+(?:have\s+)?(?:recently\s+)?(?:purchased|acquired|bought)\s+(?:this|your|the)\s+(?:[\w-]+\s+){0,2}?(?:account|debt|loan|obligation)\b|\b(?:we\s+are|this\s+(?:office|company|firm)\s+is)\s+(?:now\s+)?the\s+(?:(?:current|present|new)\s+)?(?:owner|creditor|holder)\b|\bsomos\s+(?:ahora\s+)?(?:el|los)\s+(?:acreedor|due[nñ]o|propietario)s?\b|\b(?:hemos|ha)\s+(?:comprado|adquirido)\s+su\s+(?:cuenta|deuda)\b/i;

/**
 * The collector said to act for the owner by its role alone, no name beside it: "an agent of the current owner of your
 * account", "we collect on behalf of the current creditor", "this office represents the owner of the debt", "en nombre
 * del acreedor actual". The sentence says there is an owner and that it is someone the letter does not name, so it names
 * no one (15 U.S.C. 1692g(a)(2): "the name of the creditor to whom the debt is owed"; Sparkman v. Zwicker & Associates,
 * E.D.N.Y. 2005: a letter naming the original creditor and describing the collector's principal only as "an agent of the
 * current owner of your account" did not identify the creditor). A name right after the role ("on behalf of the current creditor, Zed
 * Bank") is a name; "the above creditor" and "our client" are the pointers read below.
 */
const UNNAMED_OWNER =
  /\b(?:(?:an?|the|as)\s+agents?\s+(?:of|for)|on\s+behalf\s+of|acting\s+for|(?:collect(?:s|ing)?|work(?:s|ing)?)\s+(?:(?:this|the|your)\s+(?:[\w-]+\s+){0,2}?(?:account|debt|balance)\s+)?for|represent(?:s|ing)?|retained\s+by|hired\s+by|engaged\s+by)\s+(?:the|your)\s+(?:(?:current|present|new)\s+)?(?:account\s+|debt\s+)?(?:owner|creditor|holder)(?:\s+of\s+(?:the|this|your)\s+(?:[\w-]+\s+)?(?:account|debt|loan|obligation))?\b|\b(?:en\s+nombre|en\s+representaci[oó]n|agentes?|por\s+cuenta)\s+del\s+(?:(?:acreedor|due[nñ]o|propietario|titular)(?:\s+actual)?|actual\s+(?:acreedor|due[nñ]o|propietario|titular))(?:\s+de\s+(?:su|la|esta)\s+(?:cuenta|deuda))?\b/gi;
/** The role is followed by the owner's name ("the current creditor, Zed Bank"; case-sensitive on the name). */
const ROLE_THEN_NAME =
  /^[ \t]*[,:(]?[ \t]*(?:(?:namely|which\s+is|que\s+es)[ \t]+)?(?!The\b|This\b|We\b|You\b|If\b|It\b|Please\b|Usted\b|Si\b|Por\b)[A-Z\u00c0-\u00dd][\w\u00c0-\u017f&.'-]*/;

/**
 * The mentions of the owner by its role (UNNAMED_OWNER): `named` when a name follows the role ("en nombre del acreedor
 * actual, Zed Bank", which names the creditor), else the first with no name beside it.
 */
const ownerByRole = (d: VnDoc): { named: boolean; unnamed?: { start: number; end: number } } => {
  const all = matchesIn(d, UNNAMED_OWNER);
  const followedByName = (m: { end: number }): boolean => ROLE_THEN_NAME.test(d.text.slice(m.end, m.end + 60));
  return { named: all.some(followedByName), unnamed: all.find((m) => !followedByName(m)) };
};

/** The words of `at`'s sentence on its own line: a label line above it ("Creditor: Zed Bank") is not part of it. */
const clauseAround = (d: VnDoc, at: { start: number; end: number }): { start: number; end: number } | undefined => {
  const sentence = d.sentences[sentenceIndexAt(d, at.start)];
  if (!sentence) return undefined;
  const lineStart = d.text.lastIndexOf('\n', at.start - 1) + 1;
  const lineEnd = d.text.indexOf('\n', at.end);
  return { start: Math.max(sentence.start, lineStart), end: lineEnd < 0 ? sentence.end : Math.min(sentence.end, lineEnd) };
};

/** The creditor is named, in any of `patterns`' ways, outside `range` (the other words of the letter). */
const namedOutside = (d: VnDoc, range: { start: number; end: number }, patterns: readonly RegExp[] = NAMES_CREDITOR): boolean =>
  patterns.some((re) =>
    matchesIn(d, re).some((m) => (m.end <= range.start || m.start >= range.end) && (CARRIES_NAME.has(re) || sentenceNamesParty(d, m.start))),
  );

const namesSomeone = (reText: string): boolean =>
  /[A-Za-z]{3,}/.test(
    reText
      .replace(REF_LABEL_AT_START, ' ')
      .replace(MASKED_NUMBER, ' ')
      .replace(KIND_OF_SERVICE, ' ')
      .replace(/[^A-Za-z\s]/g, ' ')
      .replace(GENERIC, ' '),
  );

/** The reference the letter gives for the account: its "Re:" line, a caption above the account line, or a "regarding X" in its body (the first that names a party). */
const referenceOf = (d: VnDoc, ctx: RuleContext): { start: number; end: number } | undefined => {
  const refs = [firstIn(d, RE_LINE), captionLine(d, ctx), bodyReference(d, ctx)].filter((r): r is { start: number; end: number } => r !== undefined);
  return refs.find((r) => namesParty(d.text.slice(r.start, r.end))) ?? refs[0];
};

/**
 * Some party other than the consumer and the sender is named somewhere in the letter, in a way the creditor readings above
 * do not take as naming the creditor: a label line whose value is a name ("Facility: FMG West Seattle", "Provider:
 * Lakeside Clinic", "Account: Zed Bank #1234", "Regarding: Zed Bank"; the value may stand on the next line), or a company's
 * name in the body ("for services at Lakeside Medical Center", "your Zed Bank card"). Such a letter names someone the
 * consumer may take for the creditor, so it is not read as a letter that names no one (decision 180): what it says is read
 * by circuit as a reference is, or left to the rest of the letter.
 */
const LABEL_VALUE = /^[ \t]*[A-Za-z][\w .'/&()-]{0,40}?[ \t]*:[ \t]*(\S[^\n]*|\n[ \t]*\S[^\n]*)$/gm;
const COMPANY_NAME =
  /\b(?:[A-Z][\w&'.-]*[ \t]+){0,5}(?:Bank|BANK|Clinic|CLINIC|Hospital|HOSPITAL|Medical|MEDICAL|Center|CENTER|Centre|Health|HEALTH|Healthcare|LLC|L\.L\.C\.|Inc\b\.?|INC\b\.?|Corp\b\.?|Corporation|Company|Services|SERVICES|Financial|FINANCIAL|Funding|FUNDING|Capital|CAPITAL|Credit\s+Union|Partners|Associates|Group|Apartments|Properties|University|College|Wireless|Electric|Utilities|Insurance|Motors|Dental|Physicians?)\b/g;
/** Words that open a label's value without naming anyone: imperatives and document words. */
const NOT_A_NAME_WORD =
  /^(?:please|remit|pay|call|send|make|contact|thank|thanks|sincerely|due|now|past|paid|unpaid|none|n\/a|unknown|see|yes|no|monday|tuesday|wednesday|thursday|friday|saturday|sunday|am|pm|est|cst|pst|mst)$/i;
/** NOT_A_NAME for one word (NOT_A_NAME is global, for replace). */
const DATE_OR_DOCUMENT_WORD = new RegExp(`^(?:${NOT_A_NAME.source})$`, 'i');
/** The value holds a capitalised word that is neither a role, pronoun or opening word nor an imperative or document word. */
const valueNamesSomeone = (value: string): boolean =>
  (value.replace(MASKED_NUMBER, ' ').match(/[A-Z\u00c0-\u00dd][\w\u00c0-\u017f&'-]*/g) ?? []).some(
    (w) => !NOT_A_PARTY.test(w.replace(/'s$/i, '')) && !NOT_A_NAME_WORD.test(w) && !DATE_OR_DOCUMENT_WORD.test(w),
  );
const otherPartyNamed = (d: VnDoc, ctx: RuleContext): boolean => {
  const own = ownNames(ctx);
  const isOwn = (text: string): boolean => {
    const t = text.trim().toLowerCase();
    return own.some((n) => n.length > 0 && (n.includes(t) || t.includes(n)));
  };
  for (const m of matchesIn(d, LABEL_VALUE)) {
    // The value up to its first sentence's end ("Balance due: $912.40. Please remit …" holds no name).
    const value = (/:[ \t]*\n?[ \t]*(\S[^\n]*)$/.exec(d.text.slice(m.start, m.end))?.[1] ?? '').split(/\.(?:\s|$)/)[0]!.trim();
    if (namesParty(value) && !isOwn(value) && valueNamesSomeone(value)) return true;
  }
  return matchesIn(d, COMPANY_NAME).some((m) => !isOwn(d.text.slice(m.start, m.end)));
};

/** The names of the consumer and the sender, which a reference line may carry beside the creditor's. */
const ownNames = (ctx: RuleContext): string[] =>
  [ctx.facts.consumer?.name?.value, ctx.facts.collector?.name?.value].flatMap((n) => (n ? [n.trim().toLowerCase()] : []));

/**
 * Of what kind a reading of the creditor is (decision 161). A notice whose words hold no other notice item is judged,
 * once the person says it is the collector's first letter, only on what it affirmatively says of the creditor, and is
 * asked `isFirstContact` exactly when that would be a finding:
 * - `transfer`: the account passed between parties, no owner named (Janetos);
 * - `twoParties`: a reference naming two parties with no role (Dix; Eun Joo Lee);
 * - `affirmative`: the creditor given only in abbreviations no reader can resolve (Burgos-Rodriguez); "our client" or
 *   "the above creditor" pointing to no name (McGinty); only an original creditor named, the one owed now never
 *   (outside the Seventh Circuit, or there once the person says the debt was sold: Smith v. Simm); in the Second
 *   Circuit, one party named in a reference (a "Re:" line, a caption, a "regarding" line) and never called the creditor
 *   (Datiz v. International Recovery Associates, E.D.N.Y. 2016), a store brand as well (the defect is the missing role,
 *   not the trade name);
 * - `askSold`: only an original creditor, in the Seventh Circuit, sale not known: lawful unless sold (Smith v. Simm);
 * - `noneNamed`: the letter names no party as the creditor in any place or way (no label, reference, caption, original
 *   creditor or principal); a first letter without the notice's words is judged on it where it asks for money (decision 180);
 * - `silence`: outside the Second Circuit, the letter names one party only in a
 *   reference (Encarnacion: lawful where the letter says it is from a debt collector);
 * - `pass`: the creditor is named.
 */
type ReadingKind = 'pass' | 'silence' | 'noneNamed' | 'transfer' | 'twoParties' | 'conflict' | 'affirmative' | 'askSold';
type Reading = { kind: ReadingKind; result: RuleResult; evidence: Span[] };
const read = (kind: ReadingKind, result: RuleResult): Reading => ({
  kind,
  result,
  evidence: result.status === 'flag' || result.status === 'needs_input' ? (result.evidence ?? []) : [],
});

/** Words in a sentence that say how a second party stands to the creditor (a servicer, an agent, a seller, a former name). */
const RELATION_SAID =
  /\b(?:servic(?:er|ing)|agent|affiliate|subsidiary|d\/b\/a|doing\s+business\s+as|f\/k\/a|formerly|previously|original|sold|purchased|acquired|bought|assign(?:ed|or|ee)|administrador|agente|vendi[oó]|compr[oó]|anteriormente)\b/i;

/**
 * A party called the creditor (`owner`) and another, in a sentence that does not also name the first or say how the two
 * stand, to whom the collection is tied: the collector acts for it, the debt is owed to it, or the engagement is tied to
 * its account (Taylor v. Alltran Financial, S.D. Ind. 2018). The consumer's and the sender's names are no party; a card
 * issuer and a store brand are one creditor (a trade name is allowed, comment 34(c)(2)(v)-1).
 */
const conflictingCreditors = (d: VnDoc, ctx: RuleContext): { owner: RoleMention; other: RoleMention } | undefined => {
  const mentions = roleMentions(d);
  if (mentions.length < 2) return undefined;
  const own = ownNames(ctx);
  const parties = mentions.filter((m) => !own.some((n) => n.length > 0 && sameParty(n, m.name)));
  const brandPair = (a: string, b: string): boolean => (ISSUER.test(a) && !ENTITY.test(b)) || (ISSUER.test(b) && !ENTITY.test(a));
  for (const owner of parties.filter((m) => m.role === 'owner'))
    for (const other of parties) {
      // An abbreviated name may be the other's system name (Burgos-Rodriguez's kind is read on its own).
      if (sameParty(owner.name, other.name) || brandPair(owner.name, other.name) || crypticName(owner.name) || crypticName(other.name)) continue;
      const sentence = d.text.slice(other.sentence.start, other.sentence.end);
      if (RELATION_SAID.test(sentence)) continue;
      if (parties.some((m) => m !== other && sameParty(m.name, owner.name) && m.span.start >= other.sentence.start && m.span.end <= other.sentence.end))
        continue;
      return { owner, other };
    }
  return undefined;
};

/** Words for an agency, not a passing: the account placed or referred with a collector. */
const AGENCY_VERB = /^(?:placed|referred)\b/i;
/** The one who placed the account, named after the placement ("… by Pinecrest Bank"); case-sensitive on the name. */
const PLACER_NAMED = /\bby\s+(?!You\b|Us\b)[A-Z]/;
/**
 * The first passing of the account between parties (TRANSFER), leaving out a placement whose sentence names the one who
 * placed it ("placed with Northgate Recovery Services, Inc. by Pinecrest Bank for collection"): placing or referring an
 * account for collection is an agency, and the one who placed it is the creditor the letter names (Taubenfliegel v.
 * Miller & Milone, E.D.N.Y. 2018), as it is when the account is "placed with us by" it.
 */
const passingIn = (d: VnDoc): { start: number; end: number } | undefined =>
  matchesIn(d, TRANSFER).find((m) => {
    const text = d.text.slice(m.start, m.end).trim();
    if (!AGENCY_VERB.test(text)) return true;
    const sentence = d.sentences[sentenceIndexAt(d, m.start)];
    return !(sentence && PLACER_NAMED.test(d.text.slice(m.start, sentence.end)));
  });

/** The account said "transferred" (English or Spanish), a word for the debt passing, not for an agency. */
const TRANSFERRED = /\btransferred\b|\btransferid[ao]s?\b/i;

/** What the notice says of the creditor to whom the debt is owed now. */
const readCreditor = (ctx: RuleContext, s: InScope): Reading => {
  const { d, assumptions } = s;
  const transfer = passingIn(d);
  // "Transferred" does not say the collector acts as an agent: it says the account itself passed, as in a sale or a
  // complete assignment, so a letter saying the account was transferred to the collector (or from one party to another)
  // misstates who the creditor is, whatever another page says (Meintzinger v. Sortis Holdings, E.D.N.Y. 2019; Janetos).
  // That is one district court's holding, which it called "very technical": it is judged on the words alone, whatever
  // another page says, only in the Second Circuit, where it was decided (as vn_assumed_valid_statement adopts the passive-voice holdings only where they were decided);
  // elsewhere a notice that names no owner is judged as a whole by the branch below, which waits for the rest of a
  // passage (decision 174).
  if (transfer && !namesOwner(d) && TRANSFERRED.test(toSpan(d, transfer).text) && circuitOf(ctx.gates.state) === 2)
    return read(
      'transfer',
      misstatedFlag(
        `This notice says the account was transferred ("${toSpan(d, transfer).text.trim()}"), which reads as a sale or a complete assignment of the debt, not as a creditor placing it with a collector, and it never says who the debt is owed to now. A validation notice must name the current creditor as the one you owe (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2); Meintzinger v. Sortis Holdings, E.D.N.Y. 2019; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).`,
        [toSpan(d, transfer)],
        'medium',
        assumptions,
      ),
    );
  if (transfer && !namesOwner(d))
    return read(
      'transfer',
      flag(
        `This notice names the parties the account passed between ("${toSpan(d, transfer).text.trim()}"), but never says which of them the debt is owed to now. A validation notice must name the current creditor as the one you owe (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).`,
        [toSpan(d, transfer)],
        'medium',
        assumptions,
      ),
    );
  // One party called the creditor, and the collection tied to another: the collector said to act for it, or the debt
  // said owed to it, or the engagement tied to its account (Taylor v. Alltran Financial, S.D. Ind. 2018).
  const conflict = conflictingCreditors(d, ctx);
  if (conflict)
    return read(
      'conflict',
      misstatedFlag(
        `This notice names ${conflict.owner.name} as the creditor ("${toSpan(d, conflict.owner.span).text.trim()}"), but it also ties the collection to ${conflict.other.name} ("${toSpan(d, conflict.other.sentence).text.trim()}") without saying how the two are related. A consumer cannot tell which of them the debt is owed to now; a validation notice must name the current creditor clearly (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2); Taylor v. Alltran Financial, S.D. Ind. 2018; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).`,
        [toSpan(d, conflict.owner.span), toSpan(d, conflict.other.sentence)],
        'medium',
        assumptions,
      ),
    );
  // The creditor's name given only in abbreviations a reader cannot resolve, and named in no other way.
  const label = firstIn(d, CREDITOR_LABEL);
  const labelled = label ? /:\s*(\S[^\n]*)$/.exec(d.text.slice(label.start, label.end))?.[1]?.trim() : undefined;
  if (label && labelled && crypticName(labelled) && !namedOutside(d, label, NAMES_OTHER_THAN_LABEL))
    return read(
      'affirmative',
      flag(
        `This notice names the creditor only as "${labelled}", a string of abbreviations that does not read as anyone's name. An abbreviation identifies the creditor only if the creditor does business under it; otherwise the notice does not give the name of the creditor to whom the debt is owed (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2); Burgos-Rodriguez v. Continental Central Credit, D.P.R. 2023).`,
        [toSpan(d, label)],
        'medium',
        assumptions,
      ),
    );
  const cite = s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and 15 U.S.C. 1692g(a)(2)' : '15 U.S.C. 1692g(a)(2)';
  // The collector said to act for "the current owner" or "the creditor" by that role alone, and the owner named nowhere
  // else in the letter (Sparkman v. Zwicker & Associates, E.D.N.Y. 2005).
  const byRole = ownerByRole(d);
  // The role with its name beside it names the creditor ("on behalf of the current creditor, Zed Bank"; Spanish "en nombre
  // del acreedor actual, Zed Bank", which the "en nombre de X" reading does not reach).
  if (byRole.named) return read('pass', pass(assumptions));
  const role = byRole.unnamed;
  const roleSentence = role ? clauseAround(d, role) : undefined;
  const factNamed = ctx.facts.currentCreditor;
  const factInRole = factNamed && roleSentence && toSpan(d, roleSentence).start <= factNamed.span.start && factNamed.span.end <= toSpan(d, roleSentence).end;
  if (role && roleSentence && !(factNamed && !factInRole) && !namedOutside(d, roleSentence) && !firstIn(d, SENDER_OWNS)) {
    const roleRef = referenceOf(d, ctx);
    const roleRefText = roleRef ? d.text.slice(roleRef.start, roleRef.end) : '';
    // One party named in a reference and not called the original creditor: the role reads as pointing to it, as "the above
    // creditor" does.
    if (roleRef && namesParty(roleRefText) && !/\boriginal\b/i.test(roleRefText) && !namesTwoParties(roleRefText, ownNames(ctx)))
      return read(
        'pass',
        pass([...assumptions, `Read the party named in "${toSpan(d, roleRef).text.trim()}" as the one the letter calls "${toSpan(d, role).text.trim()}".`]),
      );
    if (s.excerpt) return { ...read('affirmative', excerptResult('the name of the creditor')), evidence: [toSpan(d, role)] };
    return read(
      'affirmative',
      flag(
        `This notice says only that the collector acts for "${toSpan(d, role).text.trim()}" and never gives that creditor's name. Calling the creditor by its role does not give "the name of the creditor to whom the debt is owed", which a validation notice must do (${cite}; Sparkman v. Zwicker & Associates, E.D.N.Y. 2005; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).`,
        [toSpan(d, role)],
        'high',
        assumptions,
      ),
    );
  }
  if (ctx.facts.currentCreditor) return read('pass', pass(assumptions));
  if (namesBy(d, NAMES_CREDITOR)) return read('pass', pass(assumptions));
  // A debt buyer writing of the debt as its own: the creditor is the sender its letterhead names.
  const owns = firstIn(d, SENDER_OWNS);
  const sender = ctx.facts.collector?.name?.value;
  if (owns && sender)
    return read(
      'pass',
      pass([...assumptions, `Read the sender, ${sender}, as the creditor to whom the debt is owed: the letter says "${toSpan(d, owns).text.trim()}".`]),
    );
  // The reference the letter gives for the account: its "Re:" line, a caption above the account line, or a
  // "regarding X" in its body (the first that names a party).
  const ref = referenceOf(d, ctx);
  const refText = ref ? d.text.slice(ref.start, ref.end) : '';
  // "Our client" or "the above creditor / account" with no name beside it points to the one party the reference
  // names.
  const pointer = firstIn(d, ABOVE_ACCOUNT) ?? firstIn(d, CLIENT_ONLY);
  const circuit = circuitOf(ctx.gates.state);
  const referenceNeedsRole = circuit !== undefined && REFERENCE_NEEDS_ROLE.has(circuit);
  // The pointer that gives the reference's party a role ("the above creditor", "our client"). In the Seventh Circuit "the
  // above account" gives none (Steffek: "RE: CHASE BANK USA, N.A." / "The above account has been placed with our
  // organization for collections"); in the Second the same form letter was held to name the creditor (Ocampo v. Client
  // Services, E.D.N.Y. 2019: "RE: Synchrony Bank Walmart MC" / "The above account has been placed …"), as it is
  // read elsewhere.
  const rolePointer = circuit === 7 ? (firstIn(d, ABOVE_ROLE) ?? firstIn(d, CLIENT_ONLY)) : pointer;
  // Two parties in the reference with nothing said of which is owed now (Dix; Eun Joo Lee; Janetos). On a part of a
  // letter the rest may say it, unless the words point back to the reference as the creditor.
  if (ref && namesTwoParties(refText, ownNames(ctx)) && (!s.excerpt || pointer))
    return read(
      'twoParties',
      flag(
        `This notice does not say clearly who the debt is owed to now. Its reference line names more than one party ("${toSpan(d, ref).text.trim()}") and the letter never says which of them is the current creditor, which a validation notice must do (${cite}; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016; Dix v. National Credit Systems, D. Ariz. 2017).`,
        [toSpan(d, ref)],
        'medium',
        assumptions,
      ),
    );
  if (rolePointer && ref && namesSomeone(refText))
    return read(
      'pass',
      pass([
        ...assumptions,
        `Read the creditor named in "${toSpan(d, ref).text.trim()}" as the current creditor, which the letter calls "${toSpan(d, rolePointer).text.trim()}".`,
      ]),
    );
  if (s.excerpt) {
    // On a passage the rest of the letter decides; what the whole would be read as is kept, so a letter with no other notice item is asked only where that would be a finding.
    const whole = readCreditor(ctx, { ...s, excerpt: false });
    return { ...whole, result: excerptResult('the current creditor') };
  }
  if (pointer && !(ref && namesSomeone(refText)))
    return read(
      'affirmative',
      flag(
        `This notice calls the creditor only "${toSpan(d, pointer).text.trim()}", and nothing it points to names anyone: no reference line or other words give the name of the creditor to whom the debt is owed, which a validation notice must do (${cite}; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).`,
        [toSpan(d, pointer)],
        'high',
        assumptions,
      ),
    );
  // A collector's letter whose only other named party is one creditor in its "Re:" line, a caption or a "regarding"
  // line, never called the creditor: outside the Second Circuit read as naming it (Encarnacion v. Financial Corp. of
  // America, M.D. Fla. 2019: no "magic words" needed where the letter names no one else and says it is from a debt
  // collector); in the Second Circuit a name in a caption alone, "without more explanation", does not identify the
  // current creditor (Datiz v. International Recovery Associates, E.D.N.Y. 2016), so it is flagged below.
  if (ref && namesParty(refText)) {
    if (circuit !== undefined && !referenceNeedsRole && DEBT_COLLECTOR_SAYS.test(d.text))
      return read(
        'pass',
        pass([
          ...assumptions,
          `Read the one creditor named in "${toSpan(d, ref).text.trim()}" as the current creditor: the letter names no other party and says it is from a debt collector, which courts outside the Second Circuit have held identifies the creditor without the word "creditor" (Encarnacion v. Financial Corp. of America, M.D. Fla. 2019). In the Second Circuit a name in a caption alone has been held not enough (Datiz v. International Recovery Associates, E.D.N.Y. 2016).`,
        ]),
      );
  }
  const context = firstIn(d, ORIGINAL_ONLY);
  // Only the original creditor named, no other party, nothing said of a sale: in the Seventh Circuit that names the
  // creditor owed now unless the debt passed to another (Smith v. Simm Associates, 7th Cir. 2019: the letter named
  // one creditor, as "original creditor", and no other; the notice's "if different from the current creditor" tells
  // the consumer the two may be the same). Whether the debt was sold decides, so it is asked.
  const original = ctx.facts.originalCreditor;
  if (original && circuitOf(ctx.gates.state) === 7 && !(ref && namesParty(refText)) && !passingIn(d)) {
    const answer = ctx.answers.debtSoldToAnother;
    if (answer === false)
      return read(
        'pass',
        pass([
          ...assumptions,
          `Read "${original.value}", the only creditor the letter names, as the creditor owed now: you told us the debt was not sold, and in the Seventh Circuit a letter naming one creditor as the "original creditor" and no other identifies the creditor (Smith v. Simm Associates, 7th Cir. 2019).`,
        ]),
      );
    if (answer === undefined)
      return read('askSold', {
        status: 'needs_input',
        questions: [QUESTIONS.debtSoldToAnother],
        message: `This notice names only the original creditor, ${original.value}, and no one else. In the Seventh Circuit that identifies the creditor to whom the debt is owed if ${original.value} still owns it (Smith v. Simm Associates, 7th Cir. 2019); if the debt was sold to another company, the notice does not name the creditor owed now (15 U.S.C. 1692g(a)(2)). Has the debt been sold?`,
        evidence: context ? [toSpan(d, context)] : [],
      });
    return read(
      'affirmative',
      flag(
        `This notice names only the original creditor, ${original.value}, and you told us the debt was sold to another company. It never names the creditor to whom the debt is owed now, which a validation notice must do (${cite}; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).`,
        context ? [toSpan(d, context)] : [],
        'high',
        assumptions,
      ),
    );
  }
  // A party named only in a reference, or beside "the above account", never given its role, in the Second and Seventh
  // Circuits: the name does not say whether that party still owns the debt (Steffek; Datiz).
  if (!original && !(context && /original/i.test(toSpan(d, context).text)) && ref && namesParty(refText) && referenceNeedsRole)
    return read(
      'affirmative',
      flag(
        `This notice gives a name only in its reference ("${toSpan(d, ref).text.trim()}") and never says that this party is the creditor to whom the debt is owed now, or whether it still owns the debt. A name with no word of its role does not identify the current creditor, which a validation notice must do (${cite}; ${circuit === 7 ? STEFFEK : DATIZ}).`,
        [toSpan(d, ref), ...(pointer ? [toSpan(d, pointer)] : [])],
        'high',
        assumptions,
      ),
    );
  // Affirmative: an original creditor named and the one owed now never; or, in the Second Circuit, a party named in a
  // reference with no role (Datiz), as two are (Dix).
  const servicer = firstIn(d, SERVICER_NAMED);
  const affirmative =
    original ||
    (context && /original/i.test(toSpan(d, context).text)) ||
    (ref !== undefined && namesParty(refText) && circuitOf(ctx.gates.state) === 2) ||
    servicer !== undefined;
  // No party named at all, in any place or way: in a first letter that asks for money with no notice in its words, judged on
  // what the collector owed the consumer within five days (decision 180).
  // Only where the letter's frame was read (decision 175): a passage without its header, footer or closing cannot show
  // that the letter names no one, whatever was uploaded.
  const noneNamed = !affirmative && !(ref !== undefined && namesParty(refText)) && hasLetterFrame(ctx.text) && !otherPartyNamed(d, ctx);
  if (noneNamed && !hasValidationContent(d))
    return read(
      'noneNamed',
      flag(
        `This letter asks you to pay but never names the creditor to whom the debt is owed${context ? ` ("${toSpan(d, context).text.trim()}" names no one)` : ''}. If it is the collector's first letter to you, the collector had to give that name in it or in a written notice within five days (${cite}); a letter demanding payment that never says who is owed leaves you unable to tell whether you owe this collector anything.`,
        context ? [toSpan(d, context)] : [],
        'medium',
        [...assumptions, 'Assumed no other notice from the collector reached you within five days of this letter naming the creditor.'],
      ),
    );
  // Only a servicer named, the owner never (Bryan v. Credit Control, 2d Cir. 2020).
  if (servicer && !original && !(context && /original/i.test(toSpan(d, context).text)))
    return read(
      'affirmative',
      flag(
        `This notice names a servicer of the account ("${toSpan(d, servicer).text.trim()}") but never the creditor to whom the debt is owed now. A servicer manages or collects the account for its owner; naming it does not name the creditor, which a validation notice must do (${cite}; Bryan v. Credit Control, 2d Cir. 2020).`,
        [toSpan(d, servicer)],
        'high',
        assumptions,
      ),
    );
  return read(
    affirmative ? 'affirmative' : noneNamed ? 'noneNamed' : 'silence',
    flag(
      context
        ? `This notice does not say clearly who the debt is owed to now. It mentions an account or an original creditor, but never names the current creditor, which a validation notice must do (${cite}).`
        : `This notice does not name the creditor to whom the debt is owed now. A validation notice must name the current creditor (${cite}).`,
      context ? [toSpan(d, context)] : [],
      'high',
      assumptions,
    ),
  );
};

const SCOPE = { regFOnly: false, safeHarbour: false, firstLetterItem: true } as const;

/**
 * A first demand judged for the creditor it never names: it asks for money, and the five days in which a separate notice
 * could still name the creditor are over (a letter dated within a week of today may yet be followed by one, as
 * vn_missing_entirely waits too).
 */
const firstDemandJudged = (ctx: RuleContext, d: VnDoc): boolean => {
  if (!asksForMoney(ctx)) return false;
  const letter = letterDateOf(ctx, d);
  return !(letter && daysBetween(letter.iso, ctx.today) <= 7);
};
/**
 * The letter asks for money (a demand, a balance stated as owed, a remittance slip, an offer: reading/requests-for-money):
 * a first letter that does is a first demand, which had to name the creditor or be followed within five days by a notice
 * that did (15 U.S.C. 1692g(a); 12 CFR 1006.34(a)(1)). A letter that asks for nothing is left to vn_missing_entirely.
 */
const asksForMoney = (ctx: RuleContext): boolean =>
  readOwedAmounts(ctx.text).length > 0 || requestsForMoney(ctx.text).some((r) => MONEY_ASKED.test(ctx.text.slice(r.start, r.end + 80)));
/** The request is for money, not only a call ("please call our office" asks for contact, not payment). */
const MONEY_ASKED = /\$\s?\d|\b(?:pay|paid|payment|remit|balance|owe[ds]?|settle\w*|debt|check|money\s+order|pag(?:o|ar|ue)\w*|saldo|deuda|debe)\b/i;

/**
 * A letter whose words hold no notice item and whose sender's first letter it may be: asked `isFirstContact` exactly
 * when, as a first letter, what it says of the creditor would be a finding (decision 161; the overshadowing scope asks
 * the same way, decision 151). Never on a reading that is lawful or that only the rest of a notice could settle.
 */
const firstLetterQuestion = (ctx: RuleContext, result: RuleResult): RuleResult | undefined => {
  if (result.status !== 'not_applicable' || result.reason !== NO_NOTICE_CONTENT || ctx.answers.isFirstContact !== undefined) return undefined;
  const asFirst = scope({ ...ctx, answers: { ...ctx.answers, isFirstContact: true } }, SCOPE);
  if (!asFirst.ok) return undefined;
  const { kind, evidence } = readCreditor(ctx, asFirst);
  if (kind === 'pass' || kind === 'silence' || kind === 'askSold') return undefined;
  if (kind === 'noneNamed' && !firstDemandJudged(ctx, vnDoc(ctx.text))) return undefined;
  const words = evidence[0]?.text.trim();
  const ask = (message: string): RuleResult => ({ status: 'needs_input', questions: [IS_FIRST_LETTER], message, evidence });
  if (kind === 'noneNamed')
    return ask(
      `This letter asks you to pay but never names the creditor to whom the debt is owed. If it is the first letter you got from this collector about this debt, the collector had to give that name in it or in a notice within five days (15 U.S.C. 1692g(a)(2)); a later letter need not. Is it the first letter?`,
    );
  if (kind === 'twoParties' && words)
    return ask(
      `This letter's reference line names more than one party ("${words}") and never says which of them the debt is owed to now. If it is the first letter you got from this collector, it had to name the current creditor (15 U.S.C. 1692g(a)(2); Dix v. National Credit Systems, D. Ariz. 2017). Is it the first letter?`,
    );
  if (kind === 'conflict' && words)
    return ask(
      `This letter names one company as the creditor and ties the collection to another ("${evidence.map((e) => e.text.trim()).join('" / "')}") without saying how the two are related. If it is the first letter you got from this collector, it had to say clearly who the debt is owed to now (15 U.S.C. 1692g(a)(2); Taylor v. Alltran Financial, S.D. Ind. 2018). Is it the first letter?`,
    );
  if (kind === 'transfer' && words)
    return ask(
      `This letter names the parties the account passed between ("${words}"), but never says which of them the debt is owed to now. If it is the first letter you got from this collector, it had to name the current creditor as the one you owe (15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016). Is it the first letter?`,
    );
  return ask(
    words
      ? `This letter speaks of the creditor ("${words}") but does not give the name of the creditor to whom the debt is owed now. If it is the first letter you got from this collector about this debt, it had to give that name (15 U.S.C. 1692g(a)(2)); a later letter need not. Is it the first letter?`
      : `This letter speaks of the creditor but does not give the name of the creditor to whom the debt is owed now. If it is the first letter you got from this collector about this debt, it had to give that name (15 U.S.C. 1692g(a)(2)); a later letter need not. Is it the first letter?`,
  );
};

/**
 * The mortgage registry named as the creditor (decision 229): "Mortgage Electronic Registration Systems, Inc. is the creditor on
 * the above referenced loan", "Creditor: MERS", "Acreedor actual: Mortgage Electronic Registration Systems, Inc.". MERS holds
 * the security instrument as the lender's nominee; it is not owed the debt, so a notice that gives it as the creditor names no
 * "creditor to whom the debt is owed" and misstates who is (15 U.S.C. 1692g(a)(2), 1692e; Shoup v. McCurdy & Candler, 11th Cir.
 * 2012). Read from the creditor the facts give; not when it is said to act "as nominee for" a named lender (the lender is then
 * named), nor when the letter gives another party as the creditor or owner.
 */
const REGISTRY_NAME = /\bMERS\b|\bmortgage\s+electronic\s+registration\s+systems?\b/i;
const AS_NOMINEE_FOR =
  /^[\s,]*(?:\(\s*["\u201c]?MERS["\u201d]?\s*\)\s*,?\s*)?(?:solely\s+)?(?:as|acting\s+as)\s+(?:a\s+|the\s+)?nominee\s+(?:for|of)\s+[A-Z]|^[\s,]*(?:como|en\s+calidad\s+de)\s+(?:nominatari[oa]|mandatari[oa])\s+de\s+[A-Z]/i;
const registryAsCreditor = (ctx: RuleContext): Span | undefined => {
  const named = ctx.facts.currentCreditor;
  if (!named || !REGISTRY_NAME.test(named.value)) return undefined;
  if (AS_NOMINEE_FOR.test(ctx.text.slice(named.span.end, named.span.end + 80))) return undefined;
  const d = vnDoc(ctx.text);
  if (roleMentions(d).some((m) => m.role === 'owner' && !REGISTRY_NAME.test(m.name) && !sameParty(m.name, named.value))) return undefined;
  return named.span;
};

export const rule: Rule = {
  meta: {
    id: 'vn_current_creditor',
    title: 'Current creditor missing',
    citation: '12 CFR 1006.34(c)(2)(v); 15 U.S.C. 1692g(a)(2)',
    kind: 'objective',
    section: '1.1',
    description: 'A validation notice must name the creditor to whom the debt is owed now (a trade name is allowed).',
    severity: 4,
    value: 500,
    // The model form's own wording is covered by its safe harbour; the name filled into its creditor slot is a value
    // and is still checked (ROLE_IN_SLOT).
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => readInCapitals(ctx, checkCreditor),
};

/**
 * A letter printed in capitals is read with its names told from its other words by what they are made of and the slot they
 * fill, not by case (decision 343: reading/names-in-capitals): "RETAINED BY CREDITOR IN REGARDS TO THE BALANCE" names no one,
 * "YOUR ACCOUNT WITH ADVANCED RECOVERY SYSTEMS, INC." names the creditor. A letter that mixes case is read as it is.
 */
function checkCreditor(ctx: RuleContext): RuleResult {
  const slot = ctx.gates.followsModelForm ? roleInSlot(vnDoc(ctx.text)) : undefined;
  const registry = registryAsCreditor(ctx);
  const empty = ctx.gates.followsModelForm && !slot && !registry ? emptySlot(vnDoc(ctx.text)) : undefined;
  if (ctx.gates.followsModelForm && !slot && !registry && !empty) return { status: 'not_applicable', reason: MODEL_FORM_REASON };
  const s = scope(ctx, SCOPE);
  if (!s.ok) return firstLetterQuestion(ctx, s.result) ?? s.result;
  const { d, assumptions } = s;
  // The mortgage registry given as the creditor: a value the letter states wrongly, judged on the words in hand.
  if (registry)
    return misstatedFlag(
      `This notice gives Mortgage Electronic Registration Systems (MERS) as the creditor ("${registry.text.trim()}"). MERS only holds the mortgage or security deed as the lender's nominee and is not owed the debt, so the notice does not name the creditor to whom the debt is owed and misstates who is (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and 15 U.S.C. 1692g(a)(2)' : '15 U.S.C. 1692g(a)(2)'}; 15 U.S.C. 1692e; Shoup v. McCurdy & Candler, 11th Cir. 2012).`,
      [registry],
      'medium',
      assumptions,
    );
  // The model form's slot names a role: the form says where the creditor's name goes, and the words there misstate it.
  if (slot)
    return ctx.facts.currentCreditor || namesBy(d, NAMES_CREDITOR)
      ? pass(assumptions)
      : misstatedFlag(
          `This notice follows the CFPB's model form, but where the form gives the name of the creditor it says only "${toSpan(d, slot).text.trim()}". The model form's safe harbour covers its wording, not the name the collector fills in: a validation notice must give the name of the creditor to whom the debt is owed (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2); McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).`,
          [toSpan(d, slot)],
          'medium',
          assumptions,
        );
  // The model form's slot left empty, and no creditor named elsewhere: the form was not filled in where the creditor's name goes.
  if (empty)
    return ctx.facts.currentCreditor || namesBy(d, NAMES_CREDITOR)
      ? pass(assumptions)
      : flag(
          `This notice follows the CFPB's model form, but where the form gives the name of the creditor it says only "${toSpan(d, empty).text.trim()}", and the notice names no creditor anywhere else. The model form's safe harbour covers its wording, not the name the collector must fill in: a validation notice must give the name of the creditor to whom the debt is owed (${s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(v) and ' : ''}15 U.S.C. 1692g(a)(2)).`,
          [toSpan(d, empty)],
          'medium',
          assumptions,
        );
  const reading = readCreditor(ctx, s);
  // A first letter (the person says so, or its words announce the placement) whose words hold no other notice item
  // is judged only on what it affirmatively says of the creditor (readCreditor's kinds): a name, or silence, is left
  // to vn_missing_entirely.
  if (!hasValidationContent(d) && (reading.kind === 'pass' || reading.kind === 'silence' || (reading.kind === 'noneNamed' && !firstDemandJudged(ctx, d))))
    return { status: 'not_applicable', reason: NO_NOTICE_CONTENT };
  return reading.result;
}
