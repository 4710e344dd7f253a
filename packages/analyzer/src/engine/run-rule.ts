import { sentenceAt } from '../text/find';
import type { Rule, RuleContext, RuleMeta, RuleResult } from '../types';
import { QUESTIONS } from '../rules/_shared/questions';
import { circuitOf } from '../rules/_shared/circuit-of';
import { LAWYER_LETTERS_OUTSIDE_THE_ACT } from '../reading/written-to-the-lawyer';
import { isModelFormSentence, modelFormLeavesOut } from './model-form-score';

/**
 * Runs one rule safely and applies the generic part of the legal-reference §1.10 whitelist:
 * - a court pleading needs no validation notice and no debt-collector disclosure;
 * - a notice that follows Model Form B-1 has a safe harbour for the validation-notice content and
 *   format and for overshadowing, except for the values the form leaves to the collector
 *   (arithmetic, end date) and wording the collector added outside the form.
 * A rule that throws is reported as an internal error for that rule; the analysis goes on.
 */

export type RuleRun = {
  rule: Rule;
  /** The result the analysis uses (after the whitelist). */
  result: RuleResult;
  /** The rule's own result when the engine replaced it (whitelist). */
  raw?: RuleResult;
  /** The rule threw: its message. `result` is then not_applicable with an internal-error reason. */
  error?: string;
};

export const MODEL_FORM_REASON = 'Follows the CFPB Model Form B-1 (safe harbour, 12 CFR 1006.34(d)(2))';
export const MODEL_FORM_OVERSHADOW_REASON = 'Follows the CFPB Model Form B-1 (safe harbour for overshadowing, 12 CFR 1006.38(b)(2))';
export const COURT_PLEADING_REASON =
  'A formal court pleading is not a validation notice and needs no debt-collector disclosure (15 U.S.C. 1692g(d), 1692e(11); 12 CFR 1006.34(b)(2), 1006.18(e)(3))';

/**
 * vn_* checks of values the model form leaves to the collector: still run under the safe harbour
 * (a wrong sum or a too-early date is not 'following the form').
 */
export const MODEL_FORM_VALUE_CHECKS: ReadonlySet<string> = new Set(['vn_itemization_arithmetic', 'vn_end_date_too_early', 'vn_end_date_missing']);

/** How the model-form safe harbour applies to a rule (its own `meta.safeHarbour` wins). */
export const safeHarbourOf = (meta: RuleMeta): 'model_form' | 'none' => {
  if (meta.safeHarbour) return meta.safeHarbour;
  const covered = (meta.id.startsWith('vn_') || meta.id.startsWith('overshadow_')) && !MODEL_FORM_VALUE_CHECKS.has(meta.id);
  return covered ? 'model_form' : 'none';
};

/**
 * Checks of what is present on a validation notice or in a letter: each passes when the element is found,
 * and flags when it is not. Checks of what the letter says (a wrong date or sum, a translation, the
 * layout of what is there) are not in it.
 */
const PRESENT_WORDS_CHECKS: ReadonlySet<string> = new Set([
  'vn_end_date_too_early',
  'vn_itemization_arithmetic',
  'vn_translation_without_english',
  'vn_not_clear_and_conspicuous',
  'vn_optional_disclosure_misuse',
]);

/**
 * Checks outside vn_* whose finding can rest on something the letter does not say: the debt-collector
 * statement of a later letter, an email's opt-out, the time-barred disclosure (federal and state), and
 * a growing balance given with nothing said of interest. Their flags built on what the letter does say
 * wrongly are marked `misstated` and stand.
 */
const ABSENCE_CHECKS: ReadonlySet<string> = new Set([
  'mini_miranda_missing_subsequent',
  'electronic_opt_out_missing',
  'time_barred_no_disclosure_federal',
  'time_barred_state_disclosure_missing',
  'interest_accrual_not_disclosed',
]);

/** A check whose flag says something is missing from the letter (its evidence is an absence). */
export const isMissingElementCheck = (id: string): boolean => (id.startsWith('vn_') && !PRESENT_WORDS_CHECKS.has(id)) || ABSENCE_CHECKS.has(id);

/**
 * Nothing shows the text in hand is the whole letter (no `gates.wholeLetter`): a missing-element flag
 * becomes a request for the rest, since what seems missing may be on a page that was not uploaded (a
 * quotation, a photo of the front, a page marked as one of two). The reason is the sign of a missing
 * part when the text shows one. A flag marked `misstated` (a statement the pages in hand make, and
 * make wrongly) stands.
 */
const awaitWholeLetter = (result: RuleResult, missingPart: string | null | undefined): RuleResult => ({
  status: 'needs_input',
  message: missingPart
    ? `${result.status === 'flag' ? result.message : ''} ${missingPart} This is not a finding until the whole letter is in: upload the missing page (front and back), or tell us there is nothing more.`.trim()
    : `${result.status === 'flag' ? result.message : ''} Only the whole letter can show that something is missing from it, and nothing in what was uploaded shows it is the whole letter (such as a last page marked "page 2 of 2", or a signature after the notice). This is not a finding until you tell us: upload every page, front and back, or tell us there is nothing more.`.trim(),
  questions: [QUESTIONS.allPagesUploaded],
  ...(result.status === 'flag' ? { evidence: result.evidence, assumptions: result.assumptions } : {}),
});

export const PART_OF_LETTER_REASON =
  'You told us part of the letter is not in what was uploaded: what seems missing may be on that part, so this check waits for it (upload it to have it checked).';

/**
 * A letter the person says went only to their lawyer (decision 426), in a circuit that holds such a letter outside the Act
 * (Kropelnicki v. Siegel, 2d Cir. 2002; Guerrero v. RJM Acquisitions, 9th Cir. 2007): no check applies. Elsewhere the checks run
 * (the Seventh Circuit judges such a letter by a competent lawyer, the Fourth holds it covered), and the rule on writing to a
 * represented consumer passes it (the law's own way, 15 U.S.C. 1692c(a)(2)).
 */
export const LAWYER_ONLY_REASON =
  'You told us this letter was sent to your lawyer, not to you. In this circuit a letter directed only to the consumer’s lawyer is held outside the federal Act: the lawyer, not the Act, is there to protect you from what it says (Kropelnicki v. Siegel, 2d Cir. 2002; Guerrero v. RJM Acquisitions, 9th Cir. 2007). Show it to your lawyer.';

const sentOnlyToLawyerOutsideTheAct = (ctx: RuleContext): boolean =>
  ctx.answers.sentOnlyToAttorney === true && LAWYER_LETTERS_OUTSIDE_THE_ACT.has(circuitOf(ctx.gates.state) ?? 0);

const isPleadingExempt = (id: string): boolean => id.startsWith('vn_') || id.startsWith('mini_miranda_');

/**
 * Flags the collector's own words carry, outside the model form's sentences. A vn_* flag must lie
 * wholly outside the form. An overshadow_* flag stands when any quoted sentence lies outside it: the
 * added demand or threat is the violation, and the form's own end date is quoted only to compare
 * (12 CFR 1006.38(b)(2) covers the form's wording, not what the collector adds to it).
 */
const addedOutsideModelForm = (id: string, result: RuleResult, text: string): boolean => {
  if (result.status !== 'flag' || result.evidence.length === 0) return false;
  const outside = (span: { start: number }): boolean => !isModelFormSentence(sentenceAt(text, span.start).text);
  return id.startsWith('overshadow_') ? result.evidence.some(outside) : result.evidence.every(outside);
};

const applyWhitelist = (rule: Rule, result: RuleResult, ctx: RuleContext): RuleResult => {
  const { id } = rule.meta;
  if (ctx.gates.isCourtPleading && isPleadingExempt(id)) return { status: 'not_applicable', reason: COURT_PLEADING_REASON };
  if (sentOnlyToLawyerOutsideTheAct(ctx)) return { status: 'not_applicable', reason: LAWYER_ONLY_REASON };
  // A notice that follows the form but leaves out the form's own statement of this item is judged on it (decision 132).
  if (ctx.gates.followsModelForm && safeHarbourOf(rule.meta) === 'model_form' && !modelFormLeavesOut(ctx.gates.modelFormLeftOut, id)) {
    if (result.status === 'flag' && addedOutsideModelForm(id, result, ctx.text)) {
      return {
        ...result,
        assumptions: [
          ...(result.assumptions ?? []),
          'The notice follows the CFPB Model Form B-1, but these words are not part of the model form, so its safe harbour does not cover them.',
        ],
      };
    }
    return { status: 'not_applicable', reason: id.startsWith('overshadow_') ? MODEL_FORM_OVERSHADOW_REASON : MODEL_FORM_REASON };
  }
  if (result.status === 'flag' && !result.misstated && isMissingElementCheck(id)) {
    if (ctx.answers.allPagesUploaded === false) return { status: 'not_applicable', reason: PART_OF_LETTER_REASON };
    if (!ctx.gates.wholeLetter) return awaitWholeLetter(result, ctx.gates.missingPart);
  }
  return result;
};

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const runRule = (rule: Rule, ctx: RuleContext): RuleRun => {
  let raw: RuleResult;
  try {
    raw = rule.check(ctx);
    if (!raw || typeof raw !== 'object' || !('status' in raw)) throw new Error('the rule returned no result');
  } catch (e) {
    const error = errorMessage(e);
    return { rule, error, result: { status: 'not_applicable', reason: `Internal error in this check (${error}); it was skipped.` } };
  }
  const result = applyWhitelist(rule, raw, ctx);
  return result === raw ? { rule, result } : { rule, result, raw };
};
