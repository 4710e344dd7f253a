import type { DebtTypeHint, ExtractedDocument, Facts, Gates, UserAnswers } from '../types';
import { readingText } from '../text/reading-text';
import { findMissingPart, findWholeLetterSign } from './completeness';
import { scoreModelForm } from './model-form-score';
import { matchesOf, testText } from '../text/prefilter';
import { firstContactFromWords } from '../reading/first-contact';
import { captionFormIn, collectorCueIn } from '../rules/_disclosures-and-amounts/gate';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { statesANoticeRight, withoutRecalls } from '../reading/validation-statements';

/** A plaintiff named (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const PLAINTIFF = /\bplaintiffs?\b/i;
/** A defendant named. */
const DEFENDANT = /\bdefendants?\b/i;

/**
 * Answers the gate questions of legal-reference §0.2 from the letter's facts and text and the
 * user's answers. The user's answer always wins over what the text suggests; a question the letter
 * cannot settle stays null, and the rules that depend on it state the assumption they make.
 */

/** Reg F's effective date (legal-reference §0.2 q4). */
export const REG_F_EFFECTIVE_DATE = '2021-11-30';

const COLLECTOR_SIGNALS: readonly RegExp[] = [
  /\bdebt\s+collector\b/i,
  /\b(attempt(ing)?|trying)\s+to\s+collect\s+(a|this)\s+debt\b/i,
  /\bcollection\s+agency\b/i,
  /\blaw\s+(firm|offices?\s+of)\b/i,
  /\battorneys?\s+at\s+law\b/i,
  /\bon\s+behalf\s+of\s+(our\s+client|[A-Z])/,
  /\bour\s+client\b/i,
  /\b(placed|assigned|referred|given|forwarded|transferred|turned\s+over|handed\s+over)\s+(with|to)\s+(us|our\s+(office|agency|firm))\b/i,
  /\b(purchased|acquired|bought)\s+(your|this|the)\s+(account|debt)\b/i,
  /\b(we|this\s+(office|firm|agency))\s+(have|has)\s+been\s+(retained|hired|engaged)\s+(by\s+[^.]{1,60}?\s+)?to\s+collect\b/i,
  // A business name that says its business is collecting ("Chase Receivables", "Apex Recovery Group", "Acme Collections, Inc."),
  // not a creditor's own department ("Accounts Receivable Department", "Collections Dept."). Kept simple: the
  // literal prefilter (decision 022) analyses each pattern once, and a wide character class costs it tens of ms.
  /\b[A-Z]\w*\s+(?:Receivables|Recovery|Collections?)\b(?!\s+(?:[Uu]nit|[Dd]ivision|[Tt]eam|[Oo]ffice)\b)(?![^.\n]{0,20}\b(?:[Dd]ep(?:artment|t)|DEP(?:ARTMENT|T))\b)/,
  // The same signals in a letter written in Spanish.
  /\bcobrador(a)?\s+de\s+deudas\b/i,
  /\b(tratando|intentando)\s+de\s+cobrar\s+(una|esta)\s+deuda\b/i,
  /\bagencia\s+de\s+cobranzas?\b/i,
  /\bnuestro\s+cliente\b/i,
  /\b(compr[oó]|adquiri[oó])\s+(su|esta|la)\s+(cuenta|deuda)\b/i,
];

const BUSINESS_DEBT_SIGNALS: readonly RegExp[] = [
  /\b(business|commercial)\s+(account|loan|line\s+of\s+credit|credit\s+card|lease|debt)\b/i,
  /\b(personal\s+)?guarant(y|ee|or)\s+of\s+(a\s+)?(business|commercial|corporate)\b/i,
];

/** Thirty days counted from the consumer's receipt of the letter. */
const WITHIN_RECEIPT = String.raw`\bwithin\s+(?:thirty|30)\s*(?:\(\s*(?:thirty|30)\s*\)\s*)?days\s+(?:after|of|from|following)\s+(?:your\s+|the\s+|(?:the\s+date\s+(?:that\s+|on\s+which\s+)?)?you\s+(?:first\s+)?)?(?:receiv|receipt)`;
/** A word of one of the notice's rights: a dispute in its verbs, verification, validity, notice to the collector, the original creditor. */
const RIGHT_WORD = String.raw`(?:disput|contest|challeng|question|verif|valid|notif|original\s+(?:creditor|lender)|assum|presum)`;

/** Validation-notice content (1692g(a) / 1006.34(c)): any one marks the letter as the validation notice. */
const VALIDATION_CONTENT: readonly RegExp[] = [
  /\bhow\s+can\s+you\s+dispute\s+the\s+debt\b/i,
  /\bhow\s+do\s+you\s+want\s+to\s+respond\b/i,
  /\bdisput(?:e|es|ed|ing)\s+(?:all\s+or\s+(?:any\s+)?part|the\s+validity)\s+of\s+(?:the|this|said|your)\s+(?:debt|claim|account|balance|obligation)\b/i,
  /\b(assume|assumed)\b[^.]{0,80}\b(valid|correct)\b/i,
  // The statute's thirty days from the consumer's receipt, in its variants ("within thirty (30) days after receipt of this notice",
  // "within 30 days after you receive", "from the date you receive"), in a sentence that speaks of a right (decision 408): "please pay
  // within 30 days of receipt" or a consumer's "complete your investigation within 30 days of receiving this letter" is no notice.
  new RegExp(`\\b${RIGHT_WORD}\\w*[^.]{0,150}?${WITHIN_RECEIPT}|${WITHIN_RECEIPT}[^.]{0,150}?\\b${RIGHT_WORD}`, 'i'),
  // The verification statement of 1692g(a)(4), tied to the thirty days in one sentence (not a later letter's "we sent you verification").
  /\b(?:thirty|30)\s*(?:\(\s*(?:thirty|30)\s*\)\s*)?days\b[^.]{0,150}?\b(?:obtain|provide|send|mail)\w*\s+(?:to\s+)?(?:you\s+)?(?:with\s+)?(?:a\s+copy\s+of\s+)?(?:the\s+|such\s+)?verification\b/i,
  // The assumption statement of 1692g(a)(3) in the passive or with another verb ("will be presumed valid", "deemed correct").
  /\bdisput\w*\b[^.]{0,120}?\b(?:presumed|deemed|considered|treated\s+as)\s+(?:to\s+be\s+)?(?:valid|correct|accurate|owed)\b/i,
  /\bname\s+and\s+address\s+of\s+the\s+original\s+creditor\b/i,
  // The same content in a notice written in Spanish.
  /\bc[oó]mo\s+puede\s+disputar\s+la\s+deuda\b/i,
  /\bc[oó]mo\s+quiere\s+responder\b/i,
  /\bdisputar\s+toda\s+o\s+parte\s+de\s+la\s+deuda\b/i,
  /\basumiremos\b[^.]{0,80}\b(v[aá]lida|correcta)\b/i,
  // Decision 341: the assumption statement of 1692g(a)(3) as Spanish notices write it, in the third person, the passive or another
  // verb ("esta oficina asumirá que la deuda es válida", "se considerará válida", "será presumida correcta"), and the dispute of "la
  // validez de la deuda", as "assume … valid" and "dispute the validity of the debt" are read in English: a Spanish notice counted
  // from the letter's date (no "recepción") was otherwise no notice content, its close no sign of the whole letter.
  /\b(?:(?:asumir|presumir|considerar)(?:emos|[aá]n?)|supondr(?:emos|[aá]n?)|(?:asumid|presumid|considerad)[ao]s?)(?![\wáéíóúñ])[^.]{0,80}?\b(?:v[aá]lid|correct)[ao]s?\b/i,
  /\bdisput(?:e|a|ar|an)\s+(?:toda\s+o\s+parte\s+de\s+)?la\s+(?:validez|exactitud)\s+de\s+(?:la|esta|dicha|su)\s+deuda\b/i,
  /\bnombre\s+y\s+(la\s+)?direcci[oó]n\s+del\s+acreedor\s+original\b/i,
  /\bdentro\s+de\s+(?:los\s+)?(?:30|treinta)\s+d[ií]as\s+(?:siguientes\s+a|despu[eé]s\s+de|a\s+partir\s+de|de|desde)\s+(?:la\s+)?(?:recepci[oó]n|recibir|que\s+(?:usted\s+)?reciba)/i,
  // "Validation notice / period" as a heading or a statement, not "after the validation period ends" (a later step that waits for it),
  // nor an earlier notice named by its sending or its date ("the validation notice we sent you on May 20", "our validation notice
  // dated May 20": a later letter recalling it, decision 178), nor a notice said received or sent ("you received our validation notice
  // in December", "you were sent a validation notice on December 4": session 52).
  /(?<!\b(?:after|until|once|when)\s+(?:the|your)\s+)(?<!\b(?:received|got|were\s+sent|was\s+sent|sent\s+you|mailed\s+you|sent|mailed)\s+(?:(?:our|the|your|a|an)\s+)?)\bvalidation\s+(notice|period)\b(?!\s+(?:ends|ended|expires|expired|is\s+over|has\s+(?:ended|expired|passed|run)))(?!\s+(?:(?:that\s+)?we\s+(?:sent|mailed)\b|dated\b|of\s+[a-z]+\.?\s+\d))/i,
];

/** The same content, each pattern global: where the notice's last statement ends. */
const VALIDATION_CONTENT_ALL: readonly RegExp[] = VALIDATION_CONTENT.map((p) => new RegExp(p.source, `${p.flags}g`));

/** Where the last validation-notice statement of the text ends, or null when it has none. */
const noticeEndOf = (text: string): number | null => {
  let end: number | null = null;
  for (const p of VALIDATION_CONTENT_ALL) for (const m of matchesOf(p, text)) if (m.index !== undefined) end = Math.max(end ?? 0, m.index + m[0].length);
  return end;
};

const COURT =
  /\b(in\s+the\s+[a-z .]{0,40}court|(district|superior|circuit|county|civil|municipal|justice|magistrate)\s+court|court\s+of\s+(common\s+pleas|the\s+state))\b/i;
const PLEADING = /\b(summons|complaint|petition|statement\s+of\s+claim)\b/i;

const FINANCIAL_PRODUCT: ReadonlySet<DebtTypeHint> = new Set(['credit_card', 'auto_loan', 'personal_loan', 'student_loan', 'mortgage', 'retail', 'payday']);
const NOT_FINANCIAL_PRODUCT: ReadonlySet<DebtTypeHint> = new Set(['medical', 'utility', 'telecom']);

/** Fallback when the facts stage gave no debt-type hint. */
const FINANCIAL_PRODUCT_TEXT =
  /\b(tarjeta\s+de\s+cr[eé]dito|pr[eé]stamo\s+(personal|de\s+auto|estudiantil)|credit\s+card|charge\s+card|store\s+card|(personal|auto|car|student|installment|payday)\s+loan|line\s+of\s+credit|retail\s+(credit|installment)|financ(ed|ing)\s+(agreement|contract|purchase))\b/i;
const NOT_FINANCIAL_PRODUCT_TEXT =
  /\b(medical|hospital|physician|clinic|ambulance|dental|patient|utility|electric(ity)?\s+service|water\s+service|gas\s+service)\b/i;

const anyMatch = (patterns: readonly RegExp[], text: string): boolean => patterns.some((p) => testText(p, text));

const isDebtCollector = (text: string, answers: UserAnswers): boolean | null => {
  if (answers.senderIsOriginalCreditor !== undefined) return !answers.senderIsOriginalCreditor;
  // The rules' own reader of the sender (decision 132): the same words make the gate and the rules agree.
  return anyMatch(COLLECTOR_SIGNALS, text) || collectorCueIn(text) ? true : null;
};

/**
 * The words before a business-debt phrase deny it or leave it open (decision 358): "this is a consumer debt, not a business debt",
 * "if this is a business debt", "whether or not the account is a commercial account", "rather than a business loan". Such a letter
 * says nothing of the debt being a business one (15 U.S.C. 1692a(5)).
 */
const BUSINESS_DENIED_BEFORE = /\b(?:not|n['’]t|never|neither|nor|no|if|whether|unless|rather\s+than|instead\s+of|other\s+than)\b[^.;:!?\n]{0,30}$/i;

/** A business or commercial debt the letter names as such, not one it denies or leaves open. */
const BUSINESS_DEBT_SIGNALS_ALL: readonly RegExp[] = BUSINESS_DEBT_SIGNALS.map((p) => new RegExp(p.source, `${p.flags}g`));
const namesBusinessDebt = (text: string): boolean =>
  BUSINESS_DEBT_SIGNALS_ALL.some((p) => {
    for (const m of matchesOf(p, text)) {
      const at = m.index ?? 0;
      if (!BUSINESS_DENIED_BEFORE.test(text.slice(Math.max(0, at - 40), at))) return true;
    }
    return false;
  });

const isConsumerDebt = (text: string, answers: UserAnswers): boolean | null => {
  if (answers.isConsumerDebt !== undefined) return answers.isConsumerDebt;
  return namesBusinessDebt(text) ? false : null;
};

const isValidationNotice = (text: string, answers: UserAnswers): boolean | null => {
  // The notice's words as the letter states them, not as a later letter recalls them (decision 408).
  if (anyMatch(VALIDATION_CONTENT, withoutRecalls(text))) return true;
  if (answers.isFirstContact !== undefined) return answers.isFirstContact;
  // A statement of the notice in other words, read before the words of a first or later letter; after the person's answer, which a
  // later letter restating the rights (a second notice) would otherwise contradict.
  if (statesANoticeRight(text)) return true;
  // What the words say of an earlier letter or of this one being the first (one reader, decision 071).
  const words = firstContactFromWords(text);
  return words ? words.kind === 'first' : null;
};

const isConsumerFinancialProduct = (text: string, facts: Facts): boolean | null => {
  const hints = facts.debtTypeHints.map((h) => h.value);
  // Any financial-product hint wins: the two items it governs are then required (the conservative reading).
  if (hints.some((h) => FINANCIAL_PRODUCT.has(h))) return true;
  if (hints.some((h) => NOT_FINANCIAL_PRODUCT.has(h))) return false;
  if (hints.length > 0) return null;
  if (testText(FINANCIAL_PRODUCT_TEXT, text)) return true;
  if (testText(NOT_FINANCIAL_PRODUCT_TEXT, text)) return false;
  return null;
};

/** A formal pleading: a court caption naming a plaintiff and a defendant, and a summons or complaint. */
/**
 * A formal pleading is set out as one: besides its words, a caption's form (a party label on its own line, a "v." line, a case
 * number), outside a "Re:" line (decision 358). A collection letter that speaks in passing of a plaintiff, a defendant, a court and
 * a complaint ("if we sued, you would be the defendant"; "you may file a complaint with the CFPB") is a letter, and every rule reads
 * it as one (15 U.S.C. 1692g(d) and 1692e(11) exempt formal pleadings, not letters that mention them).
 */
const isCourtPleading = (text: string, printed: string): boolean =>
  testText(COURT, text) && testText(PLAINTIFF, text) && testText(DEFENDANT, text) && testText(PLEADING, text) && captionFormIn(fold(printed));

const normalizeState = (state: string | undefined): string | null => {
  const s = state?.trim().toUpperCase();
  return s && /^[A-Z]{2}$/.test(s) ? s : null;
};

/** Answers the gate questions of legal-reference §0.2. */
export const deriveGates = (doc: ExtractedDocument, facts: Facts, answers: UserAnswers): Gates => {
  // The gates read what the rules read: the words without a quoter's marks or line-break hyphens (decision 083).
  const text = readingText(doc.text);
  const letterDate = facts.letterDate?.value ?? null;
  const modelForm = scoreModelForm(text);
  const missingPart = answers.allPagesUploaded === true ? null : findMissingPart(doc, { followsModelForm: modelForm.followsModelForm });
  // The person's answer settles it; otherwise the letter's own marks of its end, unless it shows a part is missing.
  const wholeLetter =
    answers.allPagesUploaded === true
      ? { basis: 'answered' as const }
      : answers.allPagesUploaded === false || missingPart
        ? null
        : findWholeLetterSign(doc, { noticeEnd: noticeEndOf(text) });
  return {
    isDebtCollector: isDebtCollector(text, answers),
    isConsumerDebt: isConsumerDebt(text, answers),
    isValidationNotice: isValidationNotice(text, answers),
    letterDate,
    isRegF: letterDate ? letterDate >= REG_F_EFFECTIVE_DATE : null,
    state: normalizeState(answers.state),
    isConsumerFinancialProduct: isConsumerFinancialProduct(text, facts),
    // The caption's form is read in the lines as printed: the reading text joins a wrapped line to the next (decision 328).
    isCourtPleading: isCourtPleading(text, doc.text),
    followsModelForm: modelForm.followsModelForm,
    modelFormScore: Math.round(modelForm.score * 100) / 100,
    ...(modelForm.followsModelForm && modelForm.missing.length > 0 ? { modelFormLeftOut: modelForm.missing } : {}),
    missingPart: missingPart?.reason ?? null,
    wholeLetter,
  };
};

/** Plain-language notes on how each open gate was settled, shown with the analysis. */
export const describeGates = (gates: Gates): string[] => {
  const notes: string[] = [];
  if (gates.isDebtCollector === null)
    notes.push('The letter does not say clearly whether the sender is a debt collector; the federal checks assume it is (15 U.S.C. 1692a(6)).');
  if (gates.isDebtCollector === false)
    notes.push(
      'The sender appears to be the original creditor collecting in its own name: the FDCPA may not apply, so findings are shown for information (state law may still apply).',
    );
  if (gates.isConsumerDebt === false)
    notes.push('The debt appears to be a business debt: the FDCPA covers only personal, family or household debts (15 U.S.C. 1692a(5)).');
  if (gates.isValidationNotice === null)
    notes.push(
      "It is not clear whether this is the collector's first letter (the one that must carry the validation notice); the validation-notice checks say how they treated it, and may ask you.",
    );
  if (gates.isRegF === null)
    notes.push(
      'The letter is undated (no date could be read from it). The validation-notice checks apply Regulation F (in force since November 30, 2021) only when a date in the letterhead falls on or after that day or the letter uses wording that only Regulation F notices carry; otherwise they judge it by the older statutory list of 15 U.S.C. 1692g(a) and leave out the items only Regulation F requires.',
    );
  if (gates.isRegF === false)
    notes.push('The letter is dated before November 30, 2021: the older statutory list of 15 U.S.C. 1692g(a) applies instead of Regulation F.');
  if (gates.state === null) notes.push('Your state is unknown: the statute of limitations and state disclosures cannot be checked.');
  if (gates.isConsumerFinancialProduct === null)
    notes.push(
      'The kind of debt is unclear. The items a validation notice needs only for a consumer financial product or service (the creditor on the itemization date and the CFPB website) are required when the letter points to a credit card, a loan or a bank, and otherwise treated as optional.',
    );
  if (gates.isCourtPleading)
    notes.push('This looks like a court pleading (summons or complaint): validation-notice and debt-collector disclosure checks do not apply to pleadings.');
  if (gates.missingPart)
    notes.push(
      `${gates.missingPart} The checks that look for something missing wait for the rest of the letter: upload every page, front and back, or tell us that what you uploaded is the whole letter.`,
    );
  if (gates.followsModelForm)
    notes.push('The notice follows the CFPB Model Form B-1, which gives the collector a safe harbour for its content and format (12 CFR 1006.34(d)(2)).');
  return notes;
};
