import { REG_F_EFFECTIVE_DATE } from '../../engine/gates';
import { modelFormLeavesOut } from '../../engine/model-form-score';
import type { IsoDate, RuleContext, RuleResult } from '../../types';
import { debtCollectorAssumption, GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { QUESTIONS } from '../_shared/questions';
import { looksLikeExcerpt } from './addresses';
import { addDays, findLetterDate, formatDate } from './dates';
import { CFPB_SITE, CHECK_ALL_HEADING, RESPOND_HEADING, hasValidationContent } from './statements';
import { anyIn, buildVnDoc, memo, type VnDoc, vnDoc } from './vn-doc';
import { earlierContactIn } from '../../reading/first-contact';
import { withoutRecalls } from '../../reading/validation-statements';
import { announcedFirstLetter } from '../_shared/first-letter';
import { execAll } from '../../text/exec-all';

/**
 * The gate questions of legal-reference §0.2 as the §1.1 rules use them. Known gates are
 * honoured; an unknown (null) gate is settled from the letter's text where it can be, and the
 * assumption is stated with the result.
 */

/** Which law the notice is judged against: Regulation F (1006.34) or the statute's list (1692g(a)). */
export type Regime = 'regf' | 'statute';

export type ScopeOptions = {
  /** Item required only by Regulation F (no counterpart in 1692g(a)'s five items). */
  regFOnly: boolean;
  /** The Model Form B-1 safe harbour (1006.34(d)(2)) covers this item. */
  safeHarbour: boolean;
  /** The rule judges the validation notice itself (default true). */
  validationNoticeOnly?: boolean;
  /**
   * The item can be judged in a letter the consumer says was the first contact even when its words carry no
   * other validation item (a fragment, or a notice that left the rights out): the rule then judges only what
   * the letter affirmatively says of the item.
   */
  firstLetterItem?: boolean;
  /** The rule's id: a notice that follows the form but leaves out the form's own statement of this item is judged on it (decision 132). */
  item?: string;
};

export type InScope = {
  ok: true;
  regime: Regime;
  assumptions: string[];
  d: VnDoc;
  letterDate?: IsoDate;
  /**
   * The text looks like a quoted passage, not a whole letter, and the person has not said whether it is all
   * of it: a missing element proves nothing yet, so the rule asks (excerptResult). Once the person answers,
   * the answer decides (the engine waits for the rest of a letter said to be partial, decision 067).
   */
  excerpt: boolean;
};
export type OutOfScope = { ok: false; result: RuleResult };

/** Why a §1.1 item is not judged in a letter whose words carry no validation information. */
export const NO_NOTICE_CONTENT =
  'The letter carries no validation information at all (no dispute rights, end date or itemization), so it is not judged as a validation notice item by item; whether a validation notice was owed and sent is checked by vn_missing_entirely.';

const na = (reason: string): OutOfScope => ({ ok: false, result: { status: 'not_applicable', reason } });

/** Wording that only Regulation F-era notices carry. */
const REG_F_MARKERS: readonly RegExp[] = [
  CFPB_SITE,
  RESPOND_HEADING,
  CHECK_ALL_HEADING,
  /\bcharged\s+this\s+amount\s+in\b/i,
  /\bbetween\b[^\n]{0,40}\band\s+today\b/i,
  /\btotal\s+amount\s+of\s+the\s+debt\s+now\b/i,
  /\bour\s+information\s+shows\b/i,
  /\bitemi[sz]ation\s+date\b/i,
  /\bI\s+want\s+to\s+dispute\s+the\s+debt\s+because\b/i,
  /\bvalidation\s+end\s+date\b/i,
  /\bRegulation\s+F\b|\b1006\.34\b/i,
];

export type LetterDate = { iso: IsoDate; assumption?: string };

/** The letter's date: the gate, the facts, or a dated line of the letterhead. */
export const letterDateOf = (ctx: RuleContext, d: VnDoc = vnDoc(ctx.text)): LetterDate | undefined => {
  if (ctx.gates.letterDate) return { iso: ctx.gates.letterDate };
  if (ctx.facts.letterDate) return { iso: ctx.facts.letterDate.value };
  const found = memo(d, 'letterDate', () => findLetterDate(d));
  return found ? { iso: found.iso, assumption: `Read the letter's date as ${formatDate(found.iso)} from its letterhead.` } : undefined;
};

/** Is the letter dated on or after 30 Nov 2021? Settled from the gate, the date, or Reg F-era wording. */
export const regimeOf = (ctx: RuleContext, d: VnDoc): { regime: Regime | null; assumption?: string; letterDate?: IsoDate } => {
  const date = letterDateOf(ctx, d);
  if (ctx.gates.isRegF === true) return { regime: 'regf', letterDate: date?.iso };
  if (ctx.gates.isRegF === false) return { regime: 'statute', letterDate: date?.iso };
  if (date) {
    const regf = date.iso >= REG_F_EFFECTIVE_DATE;
    return { regime: regf ? 'regf' : 'statute', assumption: date.assumption, letterDate: date.iso };
  }
  if (memo(d, 'regFMarkers', () => anyIn(d, REG_F_MARKERS)))
    return {
      regime: 'regf',
      assumption: GATE_ASSUMPTIONS.regF,
    };
  // An undated letter is dated by its receipt, when the person tells us (decision 147): received before Regulation F
  // took effect, it was sent before; received two weeks or more after, it was sent after (mail takes days, not weeks).
  const received = ctx.answers.receivedDate;
  if (received !== undefined && received < REG_F_EFFECTIVE_DATE)
    return {
      regime: 'statute',
      assumption: `The letter is undated; you received it on ${formatDate(received)}, before Regulation F took effect (November 30, 2021), so it was sent before then and the statute's list applies.`,
    };
  if (received !== undefined && received >= addDays(REG_F_EFFECTIVE_DATE, 14))
    return {
      regime: 'regf',
      assumption: `The letter is undated; you received it on ${formatDate(received)}, so it was taken as sent after Regulation F took effect (November 30, 2021).`,
    };
  return { regime: null };
};

const collectorAssumption = (d: VnDoc): string => memo(d, 'collectorAssumption', () => debtCollectorAssumption(d.text));

/**
 * Every sentence with the notice's content recalls an earlier notice (or says the notice comes separately): none is the letter's own.
 * Read once a letter (kept with its view), and the view of what is left built apart, so the letter's own view stays kept.
 */
const recalledOnly = (d: VnDoc): boolean =>
  memo(d, 'recalledOnly', () => {
    const own = withoutRecalls(d.source);
    return own !== d.source && !hasValidationContent(buildVnDoc(own));
  });

/** Decides whether a §1.1 rule applies to this letter, and under which regime. */
export const scope = (ctx: RuleContext, options: ScopeOptions): InScope | OutOfScope => {
  const d = vnDoc(ctx.text);
  const { gates } = ctx;
  const assumptions: string[] = [];
  if (gates.isCourtPleading)
    return na('This is a court pleading (summons or complaint); pleadings are not validation notices (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).');
  if (gates.isDebtCollector === false)
    return na(
      'The sender appears to be the original creditor collecting in its own name; the validation-notice rules bind debt collectors (15 U.S.C. 1692a(6)).',
    );
  if (gates.isDebtCollector === null) assumptions.push(collectorAssumption(d));
  if (gates.isConsumerDebt === false)
    return na('The debt appears to be a business debt; the FDCPA and Regulation F cover consumer debts only (15 U.S.C. 1692a(5)).');
  if (gates.isConsumerDebt === null) assumptions.push(GATE_ASSUMPTIONS.consumerDebt);
  if (options.safeHarbour && gates.followsModelForm && !(options.item && modelFormLeavesOut(gates.modelFormLeftOut, options.item)))
    return na('The notice follows the CFPB Model Form B-1, which is deemed to meet the content and format rules (12 CFR 1006.34(d)(2)).');

  if (options.validationNoticeOnly !== false) {
    if (gates.isValidationNotice === false)
      return na('This is a later letter, not the validation notice; the validation-notice content rules apply to the notice itself (12 CFR 1006.34(a)(1)).');
    if (gates.isValidationNotice === null && earlierContactIn(ctx.text))
      return na('The letter refers to an earlier notice, so it is treated as a later letter, not the validation notice (12 CFR 1006.34(a)(1)).');
    // The notice's content only in sentences that recall the earlier notice ("as the notice explains, you have until…"): the letter
    // speaks of the notice and is not it (decision 493).
    if (gates.isValidationNotice === null && hasValidationContent(d) && recalledOnly(d))
      return na(
        'The letter restates the rights as an earlier notice gave them, so it is treated as a later letter, not the validation notice (12 CFR 1006.34(a)(1)).',
      );
    // Even a first letter need not be the notice itself: the notice may follow within five days.
    // A letter without the notice's words is judged on a first-letter item when it is the first letter: by the person's
    // answer, or by its own words of the placement (the one first-letter gate, decision 132).
    const announced = options.firstLetterItem && ctx.answers.isFirstContact === undefined && !hasValidationContent(d) ? announcedFirstLetter(ctx) : undefined;
    if (!hasValidationContent(d) && !(options.firstLetterItem && (ctx.answers.isFirstContact === true || announced))) return na(NO_NOTICE_CONTENT);
    if (announced) assumptions.push(announced);
    if (gates.isValidationNotice === null) assumptions.push(GATE_ASSUMPTIONS.validationNotice);
  }

  const { regime, assumption, letterDate } = regimeOf(ctx, d);
  if (assumption) assumptions.push(assumption);
  if (regime === 'statute' && options.regFOnly)
    return na(
      `The letter is dated before November 30, 2021${letterDate ? ` (${formatDate(letterDate)})` : ''}, when Regulation F took effect; this item has no counterpart in the statute's five-item list (15 U.S.C. 1692g(a)), which applies instead.`,
    );
  if (regime === null) {
    if (options.regFOnly)
      return na(
        "The letter's date is unknown and it uses none of Regulation F's wording; it is judged against the statute's five-item list (15 U.S.C. 1692g(a)), which does not require this item. If the letter is dated on or after November 30, 2021, this item is required.",
      );
    assumptions.push("The letter's date is unknown; judged against the statute's requirements, which apply before and after November 30, 2021.");
    return { ok: true, regime: 'statute', assumptions, d, letterDate, excerpt: unansweredExcerpt(ctx, d) };
  }
  return { ok: true, regime, assumptions, d, letterDate, excerpt: unansweredExcerpt(ctx, d) };
};

/** The text looks like a passage of a letter, and nothing (the person's answer, a sign of the letter's end) says it is all of it. */
const unansweredExcerpt = (ctx: RuleContext, d: VnDoc): boolean =>
  ctx.answers.allPagesUploaded !== true && ctx.answers.allPagesUploaded !== false && !ctx.gates.wholeLetter && looksLikeExcerpt(d);

/**
 * A missing element in what looks like a passage of a letter: not a finding, and not silence either; the
 * person is asked whether it is the whole letter (decision 092: a fact outside the words decides).
 */
export const excerptResult = (what: string): RuleResult => ({
  status: 'needs_input',
  message: `The text looks like part of a letter (no letterhead, addressee block, salutation or signature), so whether it lacks ${what} depends on the rest of the letter. This is not a finding until you tell us: upload every page, front and back, or tell us there is nothing more.`,
  questions: [QUESTIONS.allPagesUploaded],
});

/** Words that tie the debt to a consumer financial product (§0.2 q6). */
const FINANCIAL_TEXT =
  /\b(?:credit\s+card|charge\s+card|store\s+card|(?:personal|auto|car|vehicle|student|installment|instalment|payday|title|signature)\s+loan|line\s+of\s+credit|retail\s+(?:credit|installment|card)|financ(?:ed|ing)\s+(?:agreement|contract|purchase|plan)|credit\s+union|tarjeta\s+de\s+cr[eé]dito|pr[eé]stamo|capital\s+one|synchrony|comenity|citibank|barclays|wells\s+fargo|credit\s+one|american\s+express|onemain|lendingclub)/gi;
/** A bank named as the creditor ('Bank of Rockville', 'Main Street Bank'). */
const BANK_NAME = /\bBank\s+of\s+[A-Z]|\b[A-Z][A-Za-z&.'-]+\s+(?:[A-Z][A-Za-z&.'-]+\s+){0,3}Bank\b|\bBANK\s+OF\s+[A-Z]|\bN\.A\./;
/** 'pay by credit card' names a payment method, not the debt. */
const PAYMENT_METHOD =
  /(?:pay|paying|payments?|accept|accepts|accepted|using|by|with|via|or)\s+(?:a\s+|your\s+|any\s+)?(?:debit\s+(?:card\s+)?or\s+|major\s+)?$/i;
const NON_FINANCIAL_TEXT =
  /\b(?:medical|hospital|physician|clinic|ambulance|dental|dentist|patient|health\s*care|utility|electric(?:ity)?|water\s+(?:bill|service)|gas\s+(?:bill|service)|wireless|cell(?:ular)?\s+phone|cable|internet\s+service|landlord|gym|fitness|membership|homeowners?\s+association)\b/i;

const financialWord = (text: string): string | undefined => {
  for (const m of execAll(FINANCIAL_TEXT, text)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0);
    if (!PAYMENT_METHOD.test(before)) return m[0];
  }
  return BANK_NAME.exec(text)?.[0];
};

export type FinancialProduct = { required: boolean; assumption?: string; reason?: string };

export const financialProductOf = (ctx: RuleContext, d: VnDoc): FinancialProduct => {
  const gate = ctx.gates.isConsumerFinancialProduct;
  if (gate === true) return { required: true };
  if (gate === false)
    return {
      required: false,
      reason:
        'The debt does not appear to come from a consumer financial product or service (such as a credit card or loan); for such debts this item is optional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)).',
    };
  const hints = ctx.facts.debtTypeHints.map((h) => h.value);
  const financialHint = hints.find((h) => ['credit_card', 'auto_loan', 'personal_loan', 'student_loan', 'mortgage', 'retail', 'payday'].includes(h));
  if (financialHint)
    return {
      required: true,
      assumption: `Assumed the debt comes from a consumer financial product (the letter points to a ${financialHint.replace('_', ' ')}).`,
    };
  const financial = memo(d, 'financialWord', () => financialWord(d.text));
  if (financial)
    return {
      required: true,
      assumption: `Assumed the debt comes from a consumer financial product or service (the letter mentions "${financial.replace(/\s+/g, ' ').trim()}").`,
    };
  const other = memo(d, 'nonFinancialWord', () => NON_FINANCIAL_TEXT.exec(d.text));
  return {
    required: false,
    reason: other
      ? `The debt appears to be a ${other[0].toLowerCase()} debt, not a consumer financial product or service; for such debts this item is optional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)). If it was financed (a loan or credit card), tell us and this item is required.`
      : 'The letter does not show that the debt comes from a consumer financial product or service (a credit card, loan or financed purchase); this item is required only for those (12 CFR 1006.1(c)(2)). If it does, tell us and the item will be checked.',
  };
};

/**
 * scope() for the items a notice needs only when the debt comes from a consumer financial product or
 * service (12 CFR 1006.34(c)(2)(iii), (c)(3)(iv)): Regulation F items, under the safe harbour, and
 * not applicable to other debts. The financial-product assumption joins the others.
 */
export const financialProductScope = (ctx: RuleContext, item?: string): InScope | OutOfScope => {
  const s = scope(ctx, { regFOnly: true, safeHarbour: true, ...(item ? { item } : {}) });
  if (!s.ok) return s;
  const product = financialProductOf(ctx, s.d);
  if (!product.required) return na(product.reason ?? 'This item is optional for this kind of debt.');
  return { ...s, assumptions: [...s.assumptions, ...(product.assumption ? [product.assumption] : [])] };
};
