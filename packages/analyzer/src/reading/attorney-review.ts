/**
 * What a letter says of a lawyer's review of the account, read by kind (15 U.S.C. 1692e(3); issue 26,
 * decision 137), for `false_attorney_involvement`:
 *
 * - the *Greco* statement that no lawyer has reviewed the account, whoever it names as the lawyer and
 *   however it words the review: a negated lawyer ("no attorney", "none of the attorneys in our office",
 *   "not one lawyer", "ningún abogado", "ninguno de nuestros abogados") with a verb of review (reviewed,
 *   examined, evaluated, looked into, considered, assessed, been involved; revisado, examinado, evaluado,
 *   estudiado, analizado); a lawyer with a negated verb ("an attorney has not yet reviewed"); the account
 *   in the passive, however much sits between the negation and the verb ("have not, at this time, been
 *   personally evaluated by an attorney of this firm", "no ha sido revisada por un abogado"); review
 *   said to be absent ("without attorney review", "sin que un abogado haya revisado"); the firm's
 *   capacity ("not acting as attorneys", "only acting as a debt collector", "acting as a debt collector and not in
 *   any legal capacity", "no actuamos como abogados"); not the bare "acting as a debt collector", which every law firm
 *   collecting a debt is and says (1692e(11)) and which leaves the letterhead's message of a lawyer's review standing
 *   (Greco: the disclaimer must make clear the firm is not, when it writes, acting as an attorney; decision 190);
 * - the lawyer's own statement that they reviewed the file ("I have personally reviewed the loan
 *   agreement and the payment history", "upon my review of your file", "he revisado su expediente");
 * - where the back of a paper letter starts when the text marks it ("REVERSE SIDE", "Printed on the
 *   back of the letter:", "Al reverso:"), and where the body ends (the sign-off), since a statement below
 *   the signature sits where fine print and the back go (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir.
 *   2011: a disclaimer on the back does not cure the front; Gonzalez v. Kay, 5th Cir. 2009).
 */

const LAWYER = String.raw`(?:attorneys?|lawyers?|counsel|abogad[oa]s?|licenciad[oa]s?)`;
const REVIEW_VERB = String.raw`(?:review|examin|evaluat|look(?:ed)?\s+(?:at|into|over)|consider|assess|analy[sz]|investigat|scrutini[sz]|(?:been\s+)?involved|determin|made\s+(?:a|any)\s+(?:determination|decision|judgment)|revis|evalu|estudi|analiz|determinad)`;
/** A lawyer named only to be denied: "no attorney", "none of our lawyers", "not one attorney", "ningún abogado". */
const NEGATED_LAWYER = String.raw`(?:\bno(?:\s+(?:individual|licensed|staff|firm))?\s+${LAWYER}|\bnot\s+(?:an?\s+|any\s+|one\s+|a\s+single\s+)?(?:\[sic\]\s+)?${LAWYER}\s+(?:with|at|in|of|from|has|have)\b|\bnone\s+of\s+(?:the|our|its|this\s+firm's)\s+(?:\w+\s+)?${LAWYER}|\bning[uú]n\s+${LAWYER}|\bninguno\s+de\s+(?:los|nuestros)\s+${LAWYER})`;

/**
 * The one reader of the Greco statement (decision 148): the reading layer's `no_attorney_review` disclaimer
 * (`readLetter(text).disclaimers`) is this pattern run on each sentence, and `false_attorney_involvement` reads
 * those sentences; no other pattern reads the statement.
 */
export const NO_ATTORNEY_REVIEW = new RegExp(
  [
    // "no attorney with this firm has personally examined", "none of the attorneys in our office has reviewed", "ningún abogado ha revisado"
    String.raw`${NEGATED_LAWYER}\b[^.;]{0,90}?\b${REVIEW_VERB}`,
    // "an attorney has not yet reviewed your file", "a lawyer has not looked at", "un abogado no ha revisado"
    String.raw`\b(?:an?|any|the|un)\s+${LAWYER}\s+(?:(?:with|at|in|of|de)\s+(?:this|our|the|esta|este|nuestr[ao])\s+\w+\s+)?(?:(?:has|have|had)\s*(?:not|n't|never)|no\s+ha)\s+(?:yet\s+|personally\s+|meaningfully\s+|at\s+this\s+time\s+|personalmente\s+|todav[ií]a\s+)*${REVIEW_VERB}`,
    // passive: "has not (yet / at this time / been) been (personally) reviewed by an attorney", "no ha sido revisada por un abogado"
    String.raw`\b(?:has|have|had)\s+not\b[^.;]{0,40}?\bbeen\s+(?:\w+\s+){0,2}?(?:reviewed|examined|evaluated|looked\s+at|considered|assessed|analy[sz]ed)\s+by\s+(?:an?|any|the|one\s+of\s+(?:our|the))\s+(?:\w+\s+)?${LAWYER}`,
    String.raw`\bno\s+(?:ha|han)\s+sido\s+(?:\w+\s+){0,2}?(?:revisad|examinad|evaluad|estudiad|analizad)[ao]s?\s+(?:\w+\s+){0,2}?por\s+(?:un|ning[uú]n|alg[uú]n)\s+${LAWYER}`,
    // review said to be absent: "without attorney review", "without review by a lawyer", "sin que un abogado haya revisado";
    // decision 380: "without the review of an attorney", "without the involvement of any lawyer", "sin la intervención de un abogado"
    String.raw`\bwithout\s+(?:any\s+)?(?:attorney|lawyer|legal)\s+(?:review|involvement)|\bwithout\s+(?:any\s+|the\s+)?(?:review|involvement|participation)\s+(?:by|of)\s+(?:an?\s+|any\s+)?(?:attorney|lawyer)|\bsin\s+(?:que\s+)?(?:un|ning[uú]n)\s+abogado\s+(?:haya\s+)?(?:revisad|revis)|\bsin\s+(?:la\s+)?(?:revisi[oó]n|intervenci[oó]n|participaci[oó]n)\s+de\s+(?:un|ning[uú]n)\s+abogado`,
    // the firm's capacity: "not acting as attorneys / in our capacity as lawyers", "only / solely acting as a debt collector",
    // "acting as a debt collector and not as attorneys" (the bare "acting as a debt collector" is no disclaimer: decision 190)
    String.raw`\bnot\s+(?:acting|writing)\s+(?:in\s+(?:its|our|my|their|any)\s+(?:legal\s+)?capacity\s+)?as\s+(?:an?\s+)?(?:attorneys?|lawyers?|law\s+firm|legal\s+counsel)|\bnot\s+acting\s+in\s+(?:a|any)\s+legal\s+capacity|\b(?:only|solely|strictly|merely|exclusively)\s+acting\s+(?:as|in\s+(?:its|our)\s+capacity\s+as)\s+(?:an?\s+)?debt\s+collectors?\b|\bacting\s+(?:solely|only|strictly|merely|exclusively)\s+(?:as|in\s+(?:its|our)\s+capacity\s+as)\s+(?:an?\s+)?debt\s+collectors?\b|\bacting\s+(?:as|in\s+(?:its|our)\s+capacity\s+as)\s+(?:an?\s+)?debt\s+collectors?(?:,\s*|\s+)(?:and\s+)?(?:not|rather\s+than)\s+(?:as\s+(?:an?\s+|your\s+|the\s+creditor's\s+|its\s+)?(?:attorneys?|lawyers?|law\s+firm|legal\s+counsel)|in\s+(?:a|any|its|our)\s+legal\s+capacity)|\bno\s+actuamos\s+como\s+abogados|\bactuamos\s+(?:[uú]nicamente|solamente|s[oó]lo)\s+como\s+cobradores?`,
  ].join('|'),
  'i',
);

/** The sentence says no lawyer has reviewed the account, or that the sender is not acting as one (the Greco statement in any words). */
export const saysNoAttorneyReview = (sentence: string): boolean => NO_ATTORNEY_REVIEW.test(sentence);

/**
 * The lawyer's or the firm's own statement that it reviewed this account: "I have (personally) reviewed your
 * file / the loan agreement, the payment history…", "we have examined the records of your account", "upon
 * (my / our) review of your file", "after reviewing your account, I…", "your file has been reviewed by the
 * undersigned attorney", "he revisado su expediente / el contrato".
 */
const REVIEWED_OBJECT = String.raw`(?:account|file|records?|claim|loan|agreement|contract|documents?|payment\s+history|statements?|application|note|matter)`;
const AFFIRMED_REVIEW = new RegExp(
  [
    String.raw`\b(?:I|we)\s+(?:have\s+|had\s+)?(?:personally\s+|now\s+|carefully\s+|already\s+)*(?:reviewed|examined|looked\s+(?:at|over)|gone\s+over|evaluated|studied)\s+(?:your|this|the|our\s+client's|each)\s+(?:[\w'-]+\s+){0,3}?${REVIEWED_OBJECT}\b`,
    String.raw`\b(?:upon|after|following|based\s+(?:up)?on)\s+(?:my|our|an?\s+attorney's|the\s+undersigned's)\s+(?:personal\s+|careful\s+)?review\s+of\s+(?:your|this|the)\s+(?:[\w'-]+\s+){0,2}?${REVIEWED_OBJECT}\b`,
    String.raw`\b(?:your|this|the)\s+(?:account|file|claim|matter)\s+(?:has|was)\s+(?:been\s+)?(?:personally\s+|carefully\s+|meaningfully\s+)?reviewed\s+by\s+(?:an?\s+|the\s+undersigned\s+|one\s+of\s+(?:our|the)\s+)?(?:attorneys?|lawyers?)\b`,
    // A lawyer of the firm named as the one who reviewed: "an attorney of this firm has reviewed your file", "the undersigned
    // attorney has personally reviewed the account records", "un abogado de esta firma ha revisado su cuenta" (not negated:
    // "no attorney" and "has not" never reach this form).
    String.raw`\b(?:an?|the\s+undersigned|one\s+of\s+(?:our|the))\s+(?:attorneys?|lawyers?)\s+(?:(?:of|with|at|in)\s+(?:this|our|the)\s+(?:law\s+)?(?:firm|office)\s+)?(?:has|have|had)\s+(?:personally\s+|carefully\s+|meaningfully\s+|now\s+|already\s+)*(?:reviewed|examined|evaluated)\s+(?:your|this|the|our\s+client's)\s+(?:[\w'-]+\s+){0,3}?${REVIEWED_OBJECT}\b`,
    String.raw`\bun\s+abogado\s+(?:de\s+(?:esta|nuestra)\s+(?:firma|oficina)\s+)?ha\s+(?:revisado|examinado)\s+(?:personalmente\s+)?(?:su|el|la|este|esta)\s+(?:cuenta|expediente|archivo|contrato)\b`,
    String.raw`\b(?:he|hemos)\s+(?:revisado|examinado|estudiado)\s+(?:personalmente\s+)?(?:su|el|la|los|este|esta)\s+(?:cuenta|expediente|archivo|contrato|historial|documentos?|registros?)\b`,
  ].join('|'),
  'i',
);
export const affirmsAttorneyReview = (text: string): boolean => AFFIRMED_REVIEW.test(text);

/** A line that heads the back of the letter: "REVERSE SIDE", "[Printed on the back of the letter:]", "Back of notice:", "Page 2", "Al reverso:". */
const BACK_HEADING =
  /^[ \t[(*—–-]*(?:[\w .]{0,20}:\s*)?(?:(?:(?:printed|text|notice|information|disclosures?)\s+)?(?:on\s+)?(?:the\s+)?(?:reverse|back)(?:\s+side)?(?:\s+of\s+(?:the\s+)?(?:letter|notice|page|form))?(?:,?\s*in\s+[\w ]+type,?)?(?:\s+reads)?|(?:al\s+)?reverso(?:\s+de\s+la\s+carta)?|page\s+2(?:\s+of\s+\d)?)[ \t]*[:\])*—–-]*[ \t]*$/gim;
/** The sign-off that closes the body ("Very truly yours,", "Sincerely,", "Atentamente,"). */
const SIGN_OFF =
  /^[ \t]*(?:very\s+truly\s+yours|yours\s+(?:very\s+)?truly|sincerely(?:\s+yours)?|respectfully(?:\s+yours)?|regards|atentamente|cordialmente)\s*,?[ \t]*$/im;

/** Where the letter's sign-off line starts (what follows is the signature block, then any fine print), or undefined. */
export const signOffAt = (text: string): number | undefined => {
  const m = SIGN_OFF.exec(text);
  return m ? m.index : undefined;
};

/** Where the back of the letter begins in `text` (an offset), or undefined when the text does not mark one: a line that heads the back. */
export const backOfLetterStart = (text: string): number | undefined => {
  for (const m of text.matchAll(BACK_HEADING)) {
    // "See reverse side" is a pointer on the front, not the back's heading.
    if (/\bsee\b|\bver\b/i.test(m[0])) continue;
    return m.index + m[0].length;
  }
  return undefined;
};

/**
 * Law-firm identity in a name, letterhead or signature line: "Law Offices of", "Attorneys at Law" (or
 * "Attorney-at-Law"), "Esq.", ", Attorneys", a lawyer's title on a signature line ("Managing Attorney", "Attorney"
 * alone, "Attorney for Midland Funding LLC"), an Ohio legal professional association ("Co., L.P.A."), a bar number;
 * Spanish "abogados", "bufete", "despacho jurídico". Not "Attorney General".
 * Decision 553: the lawyer's trade in the other words letterheads give it: "Attorneys and Counselors" (or "Counselors and
 * Attorneys") without "at law", "A Professional Law Corporation" / "APLC", "Law Corporation", "Smith Law, PLLC" (the word
 * "Law" in the firm's name before its legal form), "Whitcomb, P.C. - Attorneys" (the trade set off by a dash or a bar, as
 * by a comma), "Trial Lawyers", and the Spanish "Licenciados en Derecho", "Asesores Jurídicos" (Avila v. Rubin, 7th Cir.
 * 1996; Nielsen v. Dickerson, 7th Cir. 2002: the letterhead's message is that a lawyer judged the account).
 */
export const LAW_FIRM =
  /\b(?:law\s+(?:offices?|firm|group|center|practice|corporation)|(?:attorneys?|lawyers?)\s+(?:and|&)\s+counsell?ors?|counsell?ors?\s+(?:and|&)\s+(?:attorneys?|lawyers?)|aplc|trial\s+(?:attorneys|lawyers)|licenciad[oa]s?\s+en\s+derecho|asesor(?:es|[ií]a)\s+jur[ií]dic[oa]s?|attorneys?[\s-]+(?:(?:and|&)\s+counsell?ors[\s-]+)?at[\s-]+law|counsell?ors?[\s-]+at[\s-]+law|legal\s+group|abogados?|bufete|despacho\s+(?:jur[ií]dico|legal)|firma\s+(?:de\s+abogados|legal))\b|\b(?:esq\.?|esquire)(?=\W|$)|(?:,|[ \t]+[-\u2013\u2014|])\s*(?:attorneys?|lawyers?)\b(?!\s+general\b)|\blaw,?[ \t]+(?:p\.?l\.?l\.?c|l\.?l\.?c|l\.?l\.?p|p\.?c|p\.?a|ltd)\.?(?=\W|$)|\bgeneral\s+counsel\b|\b(?:staff|managing|associate|supervising|senior|collections?|litigation|trial)\s+(?:attorney|lawyer)\b|(?:,\s*|\bco\.,?\s+)l\.p\.a\.?(?=\W|$)|^\s*(?:attorneys?|lawyers?)\s*$|^\s*(?:attorneys?|counsel)\s+for\s+(?!general\b)[A-Z]|\b(?:state\s+)?bar\s+(?:no\.?|number|#|id)\s*:?\s*\d/i;
/** A letterhead line that gives only the trade, the firm's name on the line above ("Attorneys at Law", "Attorneys and Counselors - Richmond, Virginia", "Licenciados en Derecho"). */
export const DESCRIPTOR_ONLY =
  /^\s*(?:(?:attorneys?|counsell?ors?|lawyers?)(?:\s+(?:and|&)\s+(?:counsell?ors?|attorneys?|lawyers?))?(?:\s+at\s+law)?|trial\s+(?:attorneys|lawyers)|licenciad[oa]s?\s+en\s+derecho|asesores\s+jur[ií]dicos)\s*(?:[-\u2013\u2014|,][^\n]*)?$/i;
/**
 * The letter calls itself a law firm, or its writers the creditor's lawyers, in its own words: "this
 * (law) firm", "our law office", "the creditor has retained this firm", "we are the attorneys for",
 * "as counsel for", "the undersigned attorney", "este bufete", "nuestro despacho de abogados", "somos
 * los abogados de", "this is the office of Attorney Jeffrey Stone", "la oficina del abogado Ruiz". Not "we represent [the creditor]": collection agencies say that of their clients too.
 */
export const SELF_LAW_FIRM =
  /\b(?:this|our)\s+(?:law\s+(?:firm|office|practice)|firm|legal\s+practice)\b|\bthis\s+office\s+is\s+a\s+law\s+firm\b|\b(?:has|have|had)\s+(?:retained|engaged|hired)\s+(?:this|our|the\s+undersigned)\s+(?:law\s+)?(?:firm|office|attorneys?|lawyers?|counsel)\b|\b(?:we\s+are|this\s+(?:office|firm)\s+is|i\s+am)\s+(?:the\s+)?(?:attorneys?|lawyers?|counsel|legal\s+counsel)\s+(?:for|of|representing)\b|\bas\s+(?:(?:the|its|their)\s+)?(?:attorneys?|lawyers?|counsel|legal\s+counsel)\s+for\b|\bthe\s+undersigned\s+(?:attorney|lawyer|counsel|law\s+firm)\b|\b(?:este|nuestro)\s+(?:bufete|despacho(?:\s+(?:de\s+abogados|jur[ií]dico|legal))?)\b|\b(?:esta|nuestra)\s+firma\s+(?:de\s+abogados|legal)\b|\bsomos\s+(?:los\s+)?abogados\s+de\b|\b(?:law\s+)?office\s+of\s+attorney\s+(?!general\b)[A-Z]|\b(?:la\s+)?oficina\s+del?\s+(?:abogad[oa]|licenciad[oa])\s+[A-Z]/i;
/**
 * A letterhead line that names a law firm: a short line, not a sentence that speaks of sending the
 * account "to a law firm" (a fragment without a letterhead has its first paragraphs read as head lines).
 */
const LETTERHEAD_MAX = 100;
const A_LAW_FIRM = /\b(?:a|an|another|any)\s+(?:law\s+(?:offices?|firm|group)|attorneys?)\b/i;
export const isLetterheadFirm = (line: string): boolean => line.length <= LETTERHEAD_MAX && LAW_FIRM.test(line) && !A_LAW_FIRM.test(line);
