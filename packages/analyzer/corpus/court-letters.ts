/**
 * The court-letters tier: real collection letters (or the parts of them that opinions quoted), each
 * with what the court held (`fixtures/court-letters/`, copied from the team's shared fixtures; its
 * README gives the format and every entry its sources). Nobody on the team wrote these words, so they
 * test the rules against the way collectors really write and the way courts really read.
 *
 * Each letter is analysed twice with the full catalogue, as the product would:
 * - from its words alone: the text (the `[Editor: …]` lines stripped, the letter's own date put back
 *   at the top when the court gave it) and the consumer's state (the upload form always asks it);
 * - with answers: the same, plus the facts the holding names, as the consumer would answer the
 *   analyzer's questions (`answers.json`: a debt's age, a judgment that was entered…).
 *
 * The corpus labels (`overshadowing`, `misleading_amount`…) are its own vocabulary; `LABEL_RULES`
 * says which rules of the catalogue speak to each. A theory the court rejected is flagged when any
 * of its rules produced a finding; a violation the court found is flagged when one of them did.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText, RULE_IDS, type RuleId, type UserAnswers } from '../src/index';

export const COURT_LETTERS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/court-letters');

const VN_RULES = RULE_IDS.filter((id) => id.startsWith('vn_'));

/** The rules that speak to each label of the corpus (its README lists the labels). */
export const LABEL_RULES: Readonly<Record<string, readonly RuleId[]>> = {
  overshadowing: [
    'overshadow_payment_deadline',
    'overshadow_threat_inside_period',
    'dispute_must_be_in_writing_misstated',
    'dispute_conditions_added',
    'disclosure_language_mismatch',
  ],
  validation_notice_defective: [...VN_RULES, 'dispute_must_be_in_writing_misstated', 'dispute_conditions_added'],
  misleading_amount: [
    'vn_current_amount',
    'vn_amount_on_itemization_date',
    'vn_itemization_table',
    'vn_itemization_arithmetic',
    'amounts_contradictory',
    'interest_accrual_not_disclosed',
    'misstated_legal_status',
    'unauthorized_fees_or_interest',
    'interest_increase_language_false',
  ],
  itemization_misleading: ['vn_itemization_table', 'vn_itemization_arithmetic', 'amounts_contradictory', 'interest_accrual_not_disclosed'],
  // Since decision 219 `interest_accrual_not_disclosed` is the Avila finding alone: interest or fees that lawfully keep
  // accruing, left unsaid (1692e). It does not speak to a charge threatened that cannot lawfully be added (1692e(5), 1692f(1))
  // nor to growth implied where none can come (Boucher, 1692e(2)(A)); its premise is the reverse of both (decision 524).
  false_charges_threatened: ['unauthorized_fees_or_interest', 'interest_increase_language_false', 'collector_compensation_misstated'],
  implied_future_interest: ['interest_increase_language_false', 'unauthorized_fees_or_interest'],
  interest_accrual_not_disclosed: ['interest_accrual_not_disclosed'],
  time_barred_no_disclosure: ['time_barred_no_disclosure_federal', 'time_barred_state_disclosure_missing'],
  // A threat of criminal charges or arrest is a threat of legal action (1692e(4), (5)); the corpus has no label of its own for
  // it and records it here (decisions 259 and 367), so the rule that reads it speaks to this label.
  implied_threat_of_legal_action: ['threat_legal_action_unintended', 'time_barred_suit_threat', 'time_barred_no_disclosure_federal', 'threat_arrest_or_criminal'],
  false_threat_of_suit: ['threat_legal_action_unintended', 'time_barred_suit_threat'],
  false_credit_reporting_threat: ['credit_reporting_threat_misleading', 'credit_bureau_impersonation', 'reported_before_contact'],
  creditor_not_identified: ['vn_current_creditor', 'vn_itemization_date_creditor'],
  undated_notice_misleading: ['vn_current_amount', 'vn_end_date_missing'],
  misleading_settlement_offer: ['settlement_offer_false_urgency', 'time_barred_no_disclosure_federal'],
  false_urgency_settlement_offer: ['settlement_offer_false_urgency'],
  misleading_tax_consequences_statement: ['misstated_legal_status'],
  foreign_language_disclosures_only: ['vn_translation_without_english', 'disclosure_language_mismatch'],
  // 1692d(1)-(5): violence, abuse, a list of debtors, a debt advertised for sale to coerce payment (decision 519), calls meant to annoy.
  harassment_1692d: ['obscene_or_abusive_language', 'threat_violence', 'debtor_list_publication', 'coercive_debt_sale_advertisement'],
  attorney_meaningful_involvement: ['false_attorney_involvement'],
  misrepresented_character_of_debt: ['misstated_legal_status'],
  envelope_language: ['envelope_language'],
  legal_process_misdescribed: ['legal_process_misdescribed', 'simulated_legal_process'],
  garnishment_threat: ['threat_seizure_garnishment'],
  pay_to_pay_fee: ['pay_to_pay_fee', 'unauthorized_fees_or_interest'],
  false_business_name: ['name_not_true_name'],
  government_affiliation_implied: ['government_affiliation_implied'],
};

/**
 * The split of the corpus (issue 26, decision 031). Rules are written and changed only against the
 * development half; a closed half is opened only to measure. A letter's half is fixed by its file
 * name, so letters added later fall into a half without anyone choosing: the round that opens it is
 * fixed by sha256(<file name>, e.g. "101-facchini-resurgent-lvnv.txt") (see `roundOf`), and it is in
 * development once `OPENED_ROUNDS` reaches that round. Since round 3 (decision 082) the whole split is
 * development: the fresh sets are the only measure, and a letter gathered later is measured only when
 * it is added to a fresh set (letters.jsonl `set`).
 */
export type SplitHalf = 'development' | 'closed';

/**
 * A letter's group in the report: the two halves of the split, or `fresh`, a set gathered later and
 * never opened (decision 056). Fresh letters are outside the split: `OPENED_ROUNDS` never puts them
 * in development, and the report counts them and never lists them.
 */
export type CorpusHalf = SplitHalf | 'fresh';

/** The fresh sets (letters.jsonl `set`), each with the title the report gives it. */
export const FRESH_SETS: Readonly<Record<string, string>> = {
  'fresh-2027-03-26': 'FRESH set (gathered 2027-03-26, never opened)',
  'fresh-2027-03-27': 'FRESH set (gathered 2027-03-27, never opened)',
  'fresh-2027-03-28': 'FRESH set (gathered 2027-03-28, never opened)',
  'fresh-2027-03-29': 'FRESH set (gathered 2027-03-29, never opened)',
  'fresh-2027-03-30': 'FRESH set (gathered 2027-03-30, never opened)',
  'fresh-2027-03-31': 'FRESH set (gathered 2027-03-31, never opened)',
  'fresh-2027-04-01': 'FRESH set (gathered 2027-04-01, never opened)',
  'fresh-2027-04-02': 'FRESH set (gathered 2027-04-02, never opened)',
  'fresh-2027-04-03': 'FRESH set (gathered 2027-04-03, never opened)',
  'fresh-2027-04-04': 'FRESH set (gathered 2027-04-04, never opened)',
  'fresh-2027-04-05': 'FRESH set (gathered 2027-04-05, never opened)',
  'fresh-2027-04-06': 'FRESH set (gathered 2027-04-06, never opened)',
  'fresh-2027-04-07': 'FRESH set (gathered 2027-04-07, never opened)',
  'fresh-2027-04-08': 'FRESH set (gathered 2027-04-08, never opened)',
};

/**
 * Fresh sets opened for development (decision 107), each with the heading of its figures under
 * DEVELOPMENT. A set is opened only when the development letters are exhausted (every miss left is a
 * gap of the quoted words or a holding not adopted) and a newer fresh set takes its place in the
 * measure; its letters then keep their `set` in letters.jsonl but count, are listed and are tuned to
 * as development, and their answers.json entries carry `expect` like any development letter.
 */
export const OPENED_FRESH_SETS: Readonly<Record<string, string>> = {
  'fresh-2026-11-23': 'the fresh set gathered 2026-11-23 (measured, never opened, in sessions 8–15; opened by decision 107)',
  'fresh-2026-11-24': 'the fresh set gathered 2026-11-24 (measured, never opened, in sessions 13–15; opened by decision 113)',
  'fresh-2026-11-25': 'the fresh set gathered 2026-11-25 (measured, never opened, in sessions 13–24; opened by decision 163)',
  'fresh-2026-11-26': 'the fresh set gathered 2026-11-26 (measured, never opened, in sessions 13–24; opened by decision 167)',
  'fresh-2026-11-27': 'the fresh set gathered 2026-11-27 (measured, never opened, from decision 106 to session 26; opened by decision 183)',
  'fresh-2026-11-28': 'the fresh set gathered 2026-11-28 (measured, never opened, from decision 112 to session 26; opened by decision 183)',
  'fresh-2026-11-29': 'the fresh set gathered 2026-11-29 (measured, never opened, from decision 117 to session 27; opened by decision 193)',
  'fresh-2026-11-30': 'the fresh set gathered 2026-11-30 (measured, never opened, from decision 121 to session 27; opened by decision 193)',
  'fresh-2026-12-01': 'the fresh set gathered 2026-12-01 (measured, never opened, from decision 123 to session 28; opened by decision 203)',
  'fresh-2026-12-02': 'the fresh set gathered 2026-12-02 (measured, never opened, from session 23 to session 28; opened by decision 203)',
  'fresh-2026-12-03': 'the fresh set gathered 2026-12-03 (measured, never opened, from session 24 to session 29; opened by decision 213)',
  'fresh-2026-12-04': 'the fresh set gathered 2026-12-04 (measured, never opened, from decision 171 to session 29; opened by decision 213)',
  'fresh-2026-12-05': 'the fresh set gathered 2026-12-05 (measured, never opened, from decision 176 to session 30; opened by decision 225)',
  'fresh-2026-12-06': 'the fresh set gathered 2026-12-06 (measured, never opened, from decision 177 to session 30; opened by decision 225)',
  'fresh-2026-12-07': 'the fresh set gathered 2026-12-07 (measured, never opened, from decision 184 to session 30; opened by decision 225)',
  'fresh-2026-12-08': 'the fresh set gathered 2026-12-08 (measured, never opened, from decision 189 to session 30; opened by decision 225)',
  'fresh-2026-12-09': 'the fresh set gathered 2026-12-09 (measured, never opened, from decision 194 to session 31; opened by decision 236)',
  'fresh-2026-12-10': 'the fresh set gathered 2026-12-10 (measured, never opened, from decision 195 to session 31; opened by decision 236)',
  'fresh-2026-12-11': 'the fresh set gathered 2026-12-11 (measured, never opened, from decision 199 to session 32; opened by decision 246)',
  'fresh-2026-12-12': 'the fresh set gathered 2026-12-12 (measured, never opened, from decision 204 to session 32; opened by decision 246)',
  'fresh-2026-12-13': 'the fresh set gathered 2026-12-13 (measured, never opened, from decision 215 to session 34; opened by decision 269)',
  'fresh-2026-12-14': 'the fresh set gathered 2026-12-14 (measured, never opened, from decision 220 to session 34; opened by decision 269)',
  'fresh-2026-12-15': 'the fresh set gathered 2026-12-15 (measured, never opened, from decision 221 to session 35; opened by decision 291)',
  'fresh-2026-12-16': 'the fresh set gathered 2026-12-16 (measured, never opened, from decision 222 to session 35; opened by decision 291)',
  'fresh-2026-12-17': 'the fresh set gathered 2026-12-17 (measured, never opened, from decision 223 to session 36; opened by decision 295)',
  'fresh-2026-12-18': 'the fresh set gathered 2026-12-18 (measured, never opened, from decision 226 to session 36; opened by decision 295)',
  'fresh-2026-12-19': 'the fresh set gathered 2026-12-19 (measured, never opened, from decision 227 to session 37; opened by decision 299)',
  'fresh-2026-12-20': 'the fresh set gathered 2026-12-20 (measured, never opened, from decision 233 to session 37; opened by decision 299)',
  'fresh-2026-12-21': 'the fresh set gathered 2026-12-21 (measured, never opened, from decision 237 to session 38; opened by decision 320)',
  'fresh-2026-12-22': 'the fresh set gathered 2026-12-22 (measured, never opened, from decision 238 to session 38; opened by decision 320)',
  'fresh-2026-12-23': 'the fresh set gathered 2026-12-23 (measured, never opened, from decision 242 to session 38; opened by decision 320)',
  'fresh-2026-12-24': 'the fresh set gathered 2026-12-24 (measured, never opened, from decision 244 to session 38; opened by decision 320)',
  'fresh-2026-12-25': 'the fresh set gathered 2026-12-25 (measured, never opened, from decision 247 to session 39; opened by decision 335)',
  'fresh-2026-12-26': 'the fresh set gathered 2026-12-26 (measured, never opened, from decision 248 to session 39; opened by decision 335)',
  'fresh-2026-12-27': 'the fresh set gathered 2026-12-27 (measured, never opened, from decision 253 to session 39; opened by decision 335)',
  'fresh-2026-12-28': 'the fresh set gathered 2026-12-28 (measured, never opened, from decision 259 to session 39; opened by decision 335)',
  'fresh-2026-12-29': 'the fresh set gathered 2026-12-29 (measured, never opened, from decision 270 to session 39; opened by decision 346)',
  'fresh-2026-12-30': 'the fresh set gathered 2026-12-30 (measured, never opened, from decision 271 to session 39; opened by decision 346)',
  'fresh-2026-12-31': 'the fresh set gathered 2026-12-31 (measured, never opened, from decision 273 to session 39; opened by decision 346)',
  'fresh-2027-01-01': 'the fresh set gathered 2027-01-01 (measured, never opened, from decision 274 to session 39; opened by decision 346)',
  'fresh-2027-01-02': 'the fresh set gathered 2027-01-02 (measured, never opened, from decision 277 to session 40; opened by decision 361)',
  'fresh-2027-01-03': 'the fresh set gathered 2027-01-03 (measured, never opened, from decision 278 to session 40; opened by decision 361)',
  'fresh-2027-01-04': 'the fresh set gathered 2027-01-04 (measured, never opened, from decision 280 to session 40; opened by decision 361)',
  'fresh-2027-01-05': 'the fresh set gathered 2027-01-05 (measured, never opened, from decision 281 to session 40; opened by decision 361)',
  'fresh-2027-01-06': 'the fresh set gathered 2027-01-06 (measured, never opened, from decision 282 to session 41; opened by decision 367)',
  'fresh-2027-01-07': 'the fresh set gathered 2027-01-07 (measured, never opened, from decision 283 to session 41; opened by decision 367)',
  'fresh-2027-01-09': 'the fresh set gathered 2027-01-09 (measured, never opened, from decision 287 to session 41; opened by decision 367)',
  'fresh-2027-01-10': 'the fresh set gathered 2027-01-10 (measured, never opened, from decision 288 to session 41; opened by decision 367)',
  'fresh-2027-01-11': 'the fresh set gathered 2027-01-11 (measured, never opened, from decision 289 to session 42; opened by decision 377)',
  'fresh-2027-01-12': 'the fresh set gathered 2027-01-12 (measured, never opened, from decision 292 to session 42; opened by decision 377)',
  'fresh-2027-01-13': 'the fresh set gathered 2027-01-13 (measured, never opened, from decision 300 to session 42; opened by decision 377)',
  'fresh-2027-01-14': 'the fresh set gathered 2027-01-14 (measured, never opened, from decision 301 to session 42; opened by decision 377)',
  'fresh-2027-01-15': 'the fresh set gathered 2027-01-15 (measured, never opened, from decision 303 to session 43; opened by decision 384)',
  'fresh-2027-01-16': 'the fresh set gathered 2027-01-16 (measured, never opened, from decision 307 to session 43; opened by decision 384)',
  'fresh-2027-01-17': 'the fresh set gathered 2027-01-17 (measured, never opened, from decision 308 to session 44; opened by decision 392)',
  'fresh-2027-01-18': 'the fresh set gathered 2027-01-18 (measured, never opened, from decision 309 to session 45; opened by decision 398)',
  'fresh-2027-01-19': 'the fresh set gathered 2027-01-19 (measured, never opened, from decision 321 to session 46; opened by decision 404)',
  'fresh-2027-01-20': 'the fresh set gathered 2027-01-20 (measured, never opened, from decision 313 to session 47; opened by decision 414)',
  'fresh-2027-01-21': 'the fresh set gathered 2027-01-21 (measured, never opened, from decision 322 to session 47; opened by decision 414)',
  'fresh-2027-01-22': 'the fresh set gathered 2027-01-22 (measured, never opened, from decision 324 to session 47; opened by decision 414)',
  'fresh-2027-01-23': 'the fresh set gathered 2027-01-23 (measured, never opened, from decision 325 to session 47; opened by decision 414)',
  'fresh-2027-01-24': 'the fresh set gathered 2027-01-24 (measured, never opened, from decision 333 to session 47; opened by decision 414)',
  'fresh-2027-01-25': 'the fresh set gathered 2027-01-25 (measured, never opened, from decision 390 to session 47; opened by decision 414)',
  'fresh-2027-01-26': 'the fresh set gathered 2027-01-26 (measured, never opened, from decision 393 to session 47; opened by decision 414)',
  'fresh-2027-01-27': 'the fresh set gathered 2027-01-27 (measured, never opened, from decision 399 to session 47; opened by decision 414)',
  'fresh-2027-01-28': 'the fresh set gathered 2027-01-28 (measured, never opened, from decision 405 to session 47; opened by decision 414)',
  'fresh-2027-01-29': 'the fresh set gathered 2027-01-29 (measured, never opened, from decision 409 to session 47; opened by decision 414)',
  'fresh-2027-01-30': 'the fresh set gathered 2027-01-30 (measured, never opened, from decision 411 to session 47; opened by decision 414)',
  'fresh-2027-01-31': 'the fresh set gathered 2027-01-31 (measured, never opened, from decision 413 to session 47; opened by decision 414)',
  'fresh-2027-02-01': 'the fresh set gathered 2027-02-01 (measured, never opened, from decision 415 to session 48; opened by decision 426)',
  'fresh-2027-02-02': 'the fresh set gathered 2027-02-02 (measured, never opened, from decision 416 to session 48; opened by decision 426)',
  'fresh-2027-02-03': 'the fresh set gathered 2027-02-03 (measured, never opened, from decision 418 to session 48; opened by decision 426)',
  'fresh-2027-02-04': 'the fresh set gathered 2027-02-04 (measured, never opened, from decision 419 to session 48; opened by decision 426)',
  'fresh-2027-02-05': 'the fresh set gathered 2027-02-05 (measured, never opened, from decision 420 to session 49; opened by decision 426)',
  'fresh-2027-02-06': 'the fresh set gathered 2027-02-06 (measured, never opened, from decision 421 to session 49; opened by decision 426)',
  'fresh-2027-02-07': 'the fresh set gathered 2027-02-07 (measured, never opened, from decision 422 to session 49; opened by decision 426)',
  'fresh-2027-02-08': 'the fresh set gathered 2027-02-08 (measured, never opened, from decision 424 to session 49; opened by decision 434)',
  'fresh-2027-02-09': 'the fresh set gathered 2027-02-09 (measured, never opened, from decision 425 to session 49; opened by decision 434)',
  'fresh-2027-02-10': 'the fresh set gathered 2027-02-10 (measured, never opened, from decision 427 to session 49; opened by decision 434)',
  'fresh-2027-02-11': 'the fresh set gathered 2027-02-11 (measured, never opened, from decision 428 to session 49; opened by decision 434)',
  'fresh-2027-02-12': 'the fresh set gathered 2027-02-12 (measured, never opened, from decision 429 to session 49; opened by decision 434)',
  'fresh-2027-02-16': 'the fresh set gathered 2027-02-16 (measured, never opened, from decision 435 to session 51; opened by decision 453)',
  'fresh-2027-02-13': 'the fresh set gathered 2027-02-13 (measured, never opened, from decision 431 to session 53; opened by decision 473)',
  'fresh-2027-02-15': 'the fresh set gathered 2027-02-15 (measured, never opened, from decision 433 to session 53; opened by decision 473)',
  'fresh-2027-02-18': 'the fresh set gathered 2027-02-18 (measured, never opened, from decision 437 to session 53; opened by decision 473)',
  'fresh-2027-02-19': 'the fresh set gathered 2027-02-19 (measured, never opened, from decision 438 to session 53; opened by decision 473)',
  'fresh-2027-02-20': 'the fresh set gathered 2027-02-20 (measured, never opened, from decision 440 to session 54; opened by decision 492)',
  'fresh-2027-02-21': 'the fresh set gathered 2027-02-21 (measured, never opened, from decision 441 to session 54; opened by decision 492)',
  'fresh-2027-02-23': 'the fresh set gathered 2027-02-23 (measured, never opened, from decision 444 to session 54; opened by decision 492)',
  'fresh-2027-02-24': 'the fresh set gathered 2027-02-24 (measured, never opened, from decision 445 to session 54; opened by decision 492)',
  'fresh-2027-02-25': 'the fresh set gathered 2027-02-25 (measured, never opened, from decision 446 to session 55; opened by decision 500)',
  'fresh-2027-02-26': 'the fresh set gathered 2027-02-26 (measured, never opened, from decision 447 to session 55; opened by decision 500)',
  'fresh-2027-02-27': 'the fresh set gathered 2027-02-27 (measured, never opened, from decision 448 to session 55; opened by decision 500)',
  'fresh-2027-02-28': 'the fresh set gathered 2027-02-28 (measured, never opened, from decision 457 to session 55; opened by decision 500)',
  'fresh-2027-03-01': 'the fresh set gathered 2027-03-01 (measured, never opened, from decision 459 to session 56; opened by decision 514)',
  'fresh-2027-03-02': 'the fresh set gathered 2027-03-02 (measured, never opened, from decision 460 to session 56; opened by decision 514)',
  'fresh-2027-03-03': 'the fresh set gathered 2027-03-03 (measured, never opened, from decision 467 to session 56; opened by decision 514)',
  'fresh-2027-03-04': 'the fresh set gathered 2027-03-04 (measured, never opened, from decision 468 to session 56; opened by decision 514)',
  'fresh-2027-03-05': 'the fresh set gathered 2027-03-05 (measured, never opened, from decision 469 to session 57; opened by decision 522)',
  'fresh-2027-03-06': 'the fresh set gathered 2027-03-06 (measured, never opened, from decision 475 to session 57; opened by decision 522)',
  'fresh-2027-03-07': 'the fresh set gathered 2027-03-07 (measured, never opened, from decision 476 to session 57; opened by decision 522)',
  'fresh-2027-03-08': 'the fresh set gathered 2027-03-08 (measured, never opened, from decision 479 to session 57; opened by decision 522)',
  'fresh-2027-03-09': 'the fresh set gathered 2027-03-09 (measured, never opened, from decision 480 to session 58; opened by decision 531)',
  'fresh-2027-03-10': 'the fresh set gathered 2027-03-10 (measured, never opened, from decision 481 to session 58; opened by decision 531)',
  'fresh-2027-03-11': 'the fresh set gathered 2027-03-11 (measured, never opened, from decision 485 to session 58; opened by decision 531)',
  'fresh-2027-03-12': 'the fresh set gathered 2027-03-12 (measured, never opened, from decision 486 to session 58; opened by decision 531)',
  'fresh-2027-03-13': 'the fresh set gathered 2027-03-13 (measured, never opened, from decision 487 to session 59; opened by decision 544)',
  'fresh-2027-03-14': 'the fresh set gathered 2027-03-14 (measured, never opened, from decision 488 to session 59; opened by decision 544)',
  'fresh-2027-03-15': 'the fresh set gathered 2027-03-15 (measured, never opened, from decision 495 to session 60; opened by decision 550)',
  'fresh-2027-03-16': 'the fresh set gathered 2027-03-16 (measured, never opened, from decision 496 to session 60; opened by decision 550)',
  'fresh-2027-03-17': 'the fresh set gathered 2027-03-17 (measured, never opened, from decision 497 to session 60; opened by decision 550)',
  'fresh-2027-03-19': 'the fresh set gathered 2027-03-19 (measured, never opened, from decision 507 to session 61; opened by decision 561)',
  'fresh-2027-03-20': 'the fresh set gathered 2027-03-20 (measured, never opened, from decision 508 to session 61; opened by decision 561)',
  'fresh-2027-03-21': 'the fresh set gathered 2027-03-21 (measured, never opened, from decision 517 to session 61; opened by decision 561)',
  'fresh-2027-03-22': 'the fresh set gathered 2027-03-22 (measured, never opened, from decision 526 to session 61; opened by decision 561)',
  'fresh-2027-03-23': 'the fresh set gathered 2027-03-23 (measured, never opened, from decision 527 to session 61; opened by decision 561)',
  'fresh-2027-03-24': 'the fresh set gathered 2027-03-24 (measured, never opened, from decision 528 to session 61; opened by decision 561)',
};

/** The rounds in which the split was opened for development. */
export type OpeningRound = 1 | 2 | 3;

/**
 * How many rounds of letters have been opened for development. Round 1 (decision 031): the first
 * hex digit of sha256(<file name>) is 0–7. Round 2 (decision 049, when round 1 was exhausted): of the
 * rest, the second hex digit is 0–7. Round 3 (decision 082, 2026-11-24, when rounds 1 and 2 were
 * exhausted and the 46 letters left had been measured for three sessions): everything left. The
 * split has no closed half any more; the fresh sets (FRESH_SETS) are the measure.
 */
export const OPENED_ROUNDS: OpeningRound = 3;

/** The round that opens a letter file, by its name alone. */
export const roundOf = (file: string): OpeningRound => {
  const hex = createHash('sha256').update(basename(file)).digest('hex');
  if (Number.parseInt(hex.charAt(0), 16) <= 7) return 1;
  return Number.parseInt(hex.charAt(1), 16) <= 7 ? 2 : 3;
};

/** The half of a letter file of the split: development once its round is opened, else closed. */
export const halfOf = (file: string, openedRounds: number = OPENED_ROUNDS): SplitHalf => (roundOf(file) <= openedRounds ? 'development' : 'closed');

/**
 * Rotation (decision 031: swap the halves when the open one is exhausted) is retired by decision 082:
 * with every round opened there is no closed half to swap in, and swapping would only call letters
 * already read "closed". `--rotate` and DS_CORPUS_ROTATE are refused with this reason.
 */
export const ROTATION_RETIRED =
  'rotation is retired (decision 082): round 3 opened the whole split for development, so there is no closed half to swap; the fresh sets are the measure';

/** Throws ROTATION_RETIRED when the environment still asks for rotation (`DS_CORPUS_ROTATE` set to 1 / true / yes). */
export const refuseRotationFromEnv = (env: NodeJS.ProcessEnv = process.env): void => {
  if (/^(?:1|true|yes)$/i.test(env.DS_CORPUS_ROTATE ?? '')) throw new Error(`DS_CORPUS_ROTATE: ${ROTATION_RETIRED}`);
};

/** True when the entry belongs to a fresh set still closed (decision 056); throws on a `set` that is neither fresh nor opened. */
export const isFresh = (entry: Pick<CourtLetterEntry, 'id' | 'set'>): boolean => {
  if (entry.set === undefined) return false;
  if (OPENED_FRESH_SETS[entry.set]) return false;
  if (!FRESH_SETS[entry.set]) throw new Error(`court letter ${entry.id}: set ${entry.set} is not in FRESH_SETS or OPENED_FRESH_SETS`);
  return true;
};

/** True when the entry belongs to a fresh set opened for development (decision 107). */
export const isOpenedFresh = (entry: Pick<CourtLetterEntry, 'set'>): boolean => entry.set !== undefined && OPENED_FRESH_SETS[entry.set] !== undefined;

/**
 * The group of a letter: `fresh` for a fresh set still closed, whatever the rounds opened; development
 * for a fresh set opened (decision 107); else its half of the split.
 */
export const groupOf = (entry: Pick<CourtLetterEntry, 'id' | 'file' | 'set'>, openedRounds: number = OPENED_ROUNDS): CorpusHalf =>
  isFresh(entry) ? 'fresh' : isOpenedFresh(entry) ? 'development' : halfOf(entry.file, openedRounds);

/** How a violation the court found is expected to be flagged. */
export type Expectation = 'words' | 'answers' | 'gap';

/** answers.json, one entry per letter id. */
export type CourtLetterNotes = {
  /** The letter's own date (ISO) when the court gave it; put back at the top of the text. */
  letterDate?: string;
  /** The analysis date; default: ten days after `letterDate`, else 2025-06-01. */
  today?: string;
  /** The facts the holding names, as the consumer would answer them (the state is added). */
  answers: UserAnswers;
  /** Each violation the court found: flagged from the words alone, once answered, or a known gap. */
  expect: Record<string, Expectation>;
  /** Why each gap is one (what the law says, what the analyzer lacks). */
  gapReasons?: Record<string, string>;
  /** Rejected theories the analyzer still flags, with why (to be fixed: the test fails on any other). */
  knownFalseFlags?: Record<string, string>;
  notes?: string;
};

/** letters.jsonl as written (the fields this tier reads). */
export type CourtLetterEntry = {
  id: string;
  file: string;
  /** A fresh set the letter was gathered in (a key of FRESH_SETS); absent for the split corpus. */
  set?: string;
  source: string;
  source_urls: string[];
  /** What the text is: a court's quotation (`court_opinion_quote`), or an instrument's `paraphrase` / `law_letter` (decision 122). */
  kind?: string;
  /** A paraphrase's source court letter (L…), the key of its instrument half (decision 122). */
  source_letter?: string;
  state: string;
  text_completeness: string;
  expected: { verdict: 'violation' | 'violation_plausibly_alleged' | 'no_violation'; violations: string[]; no_violation_claims: string[] };
  fields: Record<string, unknown>;
  holding: string;
  verdict_depends_on_facts_outside_text?: string;
  /**
   * For each violation the court found, whether the stored text (editor lines removed) holds what the holding rests on:
   * `quoted`, `partly` (some of it; the rest only described), `described` (none of it). Judged from the text and the holding
   * only, by someone who never ran the analyzer on the letter (decision 200); absent where not yet judged.
   */
  evidence?: Record<string, Evidence>;
};

/** Whether a letter's text holds what a court's holding rests on (decision 200). */
export const EVIDENCE = ['quoted', 'partly', 'described'] as const;
export type Evidence = (typeof EVIDENCE)[number];

/** Problems with an entry's `evidence`: one key per court-found violation, each a known value. */
export const evidenceProblems = (entry: Pick<CourtLetterEntry, 'expected' | 'evidence'>): string[] => {
  if (entry.evidence === undefined) return [];
  const keys = Object.keys(entry.evidence);
  return [
    ...keys.filter((k) => !entry.expected.violations.includes(k)).map((k) => `evidence.${k}: not a violation the court found`),
    ...entry.expected.violations.filter((v) => !keys.includes(v)).map((v) => `evidence.${v}: missing`),
    ...Object.entries(entry.evidence)
      .filter(([, v]) => !(EVIDENCE as readonly string[]).includes(v))
      .map(([k, v]) => `evidence.${k}: ${v} is not one of ${EVIDENCE.join(', ')}`),
  ];
};

export type CourtLetter = CourtLetterEntry & {
  /** Development (rules may be changed against it), closed (measured only) or fresh (measured only, never
   *  listed, outside the split); see `groupOf`. */
  half: CorpusHalf;
  /** The round that opened (or will open) it, for a letter of the split; undefined for a fresh letter. */
  round: OpeningRound | undefined;
  /** The letter text as analysed (editor lines stripped, the date put back). */
  text: string;
  /** The text as stored (with editor lines). */
  raw: string;
  notes: CourtLetterNotes;
  lawful: boolean;
  today: string;
  wordsAnswers: UserAnswers;
  fullAnswers: UserAnswers;
};

/**
 * Where the bracket opening `line` closes (brackets nested inside it counted), or -1. A line that opens
 * with an editor's note and goes on with quoted words ("[Editor: The body said that the firm] represents
 * …account [...]") is an inline note, not a note line: its quoted words are letter text (decision 108).
 */
const closingBracket = (line: string): number => {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '[') depth += 1;
    else if (line[i] === ']' && --depth === 0) return i;
  }
  return -1;
};

/** Strips the corpus's `[Editor: …]` lines and inline notes (README: they are not letter text). */
export const stripEditorNotes = (raw: string): string =>
  raw
    .split('\n')
    .filter((line) => {
      const t = line.trim();
      return !(/^\[Editor:.*\]$/.test(t) && closingBracket(t) === t.length - 1);
    })
    .join('\n')
    .replace(/\[Editor:[^\]]*\]/g, '')
    .replace(/^\n+/, '');

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'June 8, 2022' for '2022-06-08'. */
export const longDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1]} ${d}, ${y}`;
};

const addDays = (iso: string, days: number): string => {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const EXPECTATIONS: readonly Expectation[] = ['words', 'answers', 'gap'];

/** Checks one letter's notes against its entry; throws with every problem. */
export const validateNotes = (entry: CourtLetterEntry, notes: CourtLetterNotes | undefined, options: { expectations?: boolean } = {}): CourtLetterNotes => {
  const problems: string[] = [];
  if (!notes) throw new Error(`court letter ${entry.id}: no entry in answers.json`);
  if (notes.letterDate !== undefined && !ISO.test(notes.letterDate)) problems.push('letterDate: YYYY-MM-DD');
  if (notes.today !== undefined && !ISO.test(notes.today)) problems.push('today: YYYY-MM-DD');
  for (const label of [...entry.expected.violations, ...entry.expected.no_violation_claims])
    if (!LABEL_RULES[label]) problems.push(`label ${label}: not in LABEL_RULES`);
  const fresh = isFresh(entry);
  // A fresh letter is measured, never read against the analyzer: its notes hold only the facts the
  // holding names, never what the analyzer did (decision 056).
  if (fresh && (Object.keys(notes.expect).length || notes.gapReasons || notes.knownFalseFlags))
    problems.push('a fresh letter records no expect, gapReasons or knownFalseFlags');
  for (const label of fresh || options.expectations === false ? [] : entry.expected.violations) {
    const e = notes.expect[label];
    if (!e || !EXPECTATIONS.includes(e)) problems.push(`expect.${label}: one of ${EXPECTATIONS.join(', ')}`);
    if (e === 'gap' && (notes.gapReasons?.[label]?.length ?? 0) < 30) problems.push(`gapReasons.${label}: say why`);
  }
  for (const [label, why] of Object.entries(notes.knownFalseFlags ?? {}))
    if (!entry.expected.no_violation_claims.includes(label) || why.length < 30) problems.push(`knownFalseFlags.${label}: a rejected theory, with why`);
  for (const label of Object.keys(notes.expect))
    if (!entry.expected.violations.includes(label)) problems.push(`expect.${label}: not a violation the court found`);
  if (problems.length) throw new Error(`court letter ${entry.id}: ${problems.join('; ')}`);
  return notes;
};

/**
 * Every letter of the tier, in the order of letters.jsonl. `expectations: false` reads a corpus whose
 * notes need not say how each violation is expected to be flagged (the paraphrase instrument).
 */
export const loadCourtLetters = (dir: string = COURT_LETTERS_DIR, options: { openedRounds?: number; expectations?: boolean } = {}): CourtLetter[] => {
  refuseRotationFromEnv();
  const openedRounds = options.openedRounds ?? OPENED_ROUNDS;
  const notesById = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8')) as Record<string, CourtLetterNotes>;
  const entries = readFileSync(join(dir, 'letters.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as CourtLetterEntry);
  for (const id of Object.keys(notesById)) if (!entries.some((e) => e.id === id)) throw new Error(`answers.json: ${id} is not in letters.jsonl`);
  return entries.map((entry) => {
    const path = join(dir, entry.file);
    if (!existsSync(path)) throw new Error(`court letter ${entry.id}: ${entry.file} is missing`);
    const raw = readFileSync(path, 'utf8');
    const notes = validateNotes(entry, notesById[entry.id], { expectations: options.expectations });
    const evidence = evidenceProblems(entry);
    if (evidence.length) throw new Error(`court letter ${entry.id}: ${evidence.join('; ')}`);
    const body = stripEditorNotes(raw);
    const text = notes.letterDate ? `${longDate(notes.letterDate)}\n\n${body}` : body;
    const today = notes.today ?? (notes.letterDate ? addDays(notes.letterDate, 10) : '2025-06-01');
    const wordsAnswers: UserAnswers = { state: entry.state };
    return {
      ...entry,
      half: groupOf(entry, openedRounds),
      round: entry.set === undefined ? roundOf(entry.file) : undefined,
      raw,
      text,
      notes,
      lawful: entry.expected.verdict === 'no_violation',
      today,
      wordsAnswers,
      fullAnswers: { ...wordsAnswers, ...notes.answers },
    };
  });
};

/** What the analyzer did on one letter, in one mode. */
export type ModeOutcome = {
  /** Rule ids with a finding (any level). */
  flagged: string[];
  /** Violation labels flagged (one of their rules flagged). */
  violationsFlagged: string[];
  /** Rejected theories flagged, with the rules that flagged them. */
  rejectedFlagged: { label: string; rules: string[] }[];
  /**
   * Violations the court found that no rule flagged but one of their rules asked about: the ids of the
   * questions those rules left (the answers given do not settle them). Empty when none.
   */
  violationsAsked: { label: string; questions: string[] }[];
  /**
   * Violations the court found that no rule flagged and none asked about: what each of their rules
   * returned (`pass`, `not_applicable`), so a silent miss can be told from a gated one by counts alone.
   */
  violationsSilent: { label: string; rules: { id: string; status: string }[] }[];
  errors: string[];
};

/**
 * `asked`: the letter run with only the answers to questions the analyzer itself asks (`askedAnswers`), the way issue 26's
 * measure answers them; present when `runCourtLetters` was asked for it (the reports), absent in the tests.
 */
export type LetterOutcome = { letter: CourtLetter; words: ModeOutcome; answered: ModeOutcome; asked?: ModeOutcome };

const rulesFlagging = (label: string, flagged: ReadonlySet<string>): string[] => (LABEL_RULES[label] ?? []).filter((id) => flagged.has(id));

export const runMode = (letter: CourtLetter, answers: UserAnswers): ModeOutcome => {
  const result = analyzeText(letter.text, { answers, today: letter.today });
  const flagged = new Set(result.findings.map((f) => f.id));
  const violationsFlagged = letter.expected.violations.filter((label) => rulesFlagging(label, flagged).length > 0);
  const violationsAsked = letter.expected.violations
    .filter((label) => !violationsFlagged.includes(label))
    .map((label) => ({
      label,
      questions: [...new Set(result.questions.filter((q) => q.askedBy.some((id) => LABEL_RULES[label]?.includes(id as RuleId))).map((q) => q.id))],
    }))
    .filter((a) => a.questions.length > 0);
  const statusOf = new Map(result.runs.map((run) => [run.rule.meta.id, run.result.status]));
  const violationsSilent = letter.expected.violations
    .filter((label) => !violationsFlagged.includes(label) && !violationsAsked.some((a) => a.label === label))
    .map((label) => ({ label, rules: (LABEL_RULES[label] ?? []).map((id) => ({ id, status: statusOf.get(id) ?? 'not_run' })) }));
  return {
    flagged: [...flagged],
    violationsFlagged,
    rejectedFlagged: letter.expected.no_violation_claims.map((label) => ({ label, rules: rulesFlagging(label, flagged) })).filter((r) => r.rules.length > 0),
    violationsAsked,
    violationsSilent,
    errors: result.errors.map((e) => `${e.ruleId}: ${e.message}`),
  };
};

/** Rounds of questions `askedAnswers` follows: an answer can open a question (a date asked once the debt is called time-barred). */
const ASKED_ROUNDS = 8;

/**
 * The answers issue 26's measure gives (decision 555): start from the words (the state), then answer each question the analysis
 * asks, as the consumer of the holding would (the letter's `answers`), and ask again until no new question the consumer can
 * answer comes; a question the holding leaves open stays unanswered, and an answer to a question never asked is not given.
 * `fullAnswers` gives every fact the holding names, asked or not: the two differ only where a rule uses a fact it never asks.
 */
export const askedAnswers = (letter: CourtLetter): UserAnswers => {
  const answers: Record<string, unknown> = { ...letter.wordsAnswers };
  const known: Record<string, unknown> = letter.fullAnswers;
  for (let round = 0; round < ASKED_ROUNDS; round++) {
    const asked = analyzeText(letter.text, { answers: answers as UserAnswers, today: letter.today }).questions.filter((q) => !(q.id in answers) && q.id in known);
    if (asked.length === 0) break;
    for (const q of asked) answers[q.id] = known[q.id];
  }
  return answers as UserAnswers;
};

export const runCourtLetters = (letters: readonly CourtLetter[] = loadCourtLetters(), options: { asked?: boolean } = {}): LetterOutcome[] =>
  letters.map((letter) => ({
    letter,
    words: runMode(letter, letter.wordsAnswers),
    answered: runMode(letter, letter.fullAnswers),
    ...(options.asked ? { asked: runMode(letter, askedAnswers(letter)) } : {}),
  }));

/** The figures of the tier. */
export type CourtFigures = {
  letters: number;
  violations: number;
  violationsFromWords: number;
  violationsWithAnswers: number;
  /** With only the answers to the questions asked (`askedAnswers`); undefined when the outcomes were run without them. */
  violationsWithAskedAnswers?: number;
  /** Court-found violations not flagged with answers, where a rule of theirs still asks a question the answers leave open. */
  violationsLeftAtQuestion: number;
  /** The same from the words alone: not flagged, a rule of theirs asking a question. */
  violationsFromWordsLeftAtQuestion: number;
  rejected: number;
  /** Rejected theories flagged in either mode. */
  rejectedFlagged: number;
  /**
   * Of those, the ones flagged only by rules that `LABEL_RULES` also counts for one of the letter's own court-found violations
   * (one finding counted twice, decision 540): shown beside the count, never taken from it (decision 555).
   */
  rejectedFlaggedByFoundRules: number;
  lawfulLetters: number;
  /** Lawful letters with any finding, from the words alone / with answers. */
  lawfulFlaggedFromWords: number;
  lawfulFlaggedWithAnswers: number;
};

/** The rejected labels of a letter flagged (either mode) only by rules that also count for one of its court-found violations. */
const rejectedByFoundRules = (o: LetterOutcome): number => {
  const foundRules = new Set(o.letter.expected.violations.flatMap((label) => LABEL_RULES[label] ?? []));
  const byLabel = new Map<string, string[]>();
  for (const r of [...o.words.rejectedFlagged, ...o.answered.rejectedFlagged]) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), ...r.rules]);
  return [...byLabel.values()].filter((rules) => rules.every((id) => foundRules.has(id as RuleId))).length;
};

export const courtFigures = (outcomes: readonly LetterOutcome[]): CourtFigures => {
  const count = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
  const lawful = outcomes.filter((o) => o.letter.lawful);
  return {
    letters: outcomes.length,
    violations: count(outcomes, (o) => o.letter.expected.violations.length),
    violationsFromWords: count(outcomes, (o) => o.words.violationsFlagged.length),
    violationsWithAnswers: count(outcomes, (o) => o.answered.violationsFlagged.length),
    violationsLeftAtQuestion: count(outcomes, (o) => o.answered.violationsAsked.length),
    violationsFromWordsLeftAtQuestion: count(outcomes, (o) => o.words.violationsAsked.length),
    rejected: count(outcomes, (o) => o.letter.expected.no_violation_claims.length),
    ...(outcomes.length > 0 && outcomes.every((o) => o.asked) ? { violationsWithAskedAnswers: count(outcomes, (o) => o.asked?.violationsFlagged.length ?? 0) } : {}),
    rejectedFlagged: count(outcomes, (o) => new Set([...o.words.rejectedFlagged, ...o.answered.rejectedFlagged].map((r) => r.label)).size),
    rejectedFlaggedByFoundRules: count(outcomes, rejectedByFoundRules),
    lawfulLetters: lawful.length,
    lawfulFlaggedFromWords: lawful.filter((o) => o.words.flagged.length > 0).length,
    lawfulFlaggedWithAnswers: lawful.filter((o) => o.answered.flagged.length > 0).length,
  };
};

const frac = (n: number, d: number): string => `${n}/${d}${d ? ` (${Math.round((100 * n) / d)}%)` : ''}`;

/** The figures of each half. */
export const courtFiguresByHalf = (outcomes: readonly LetterOutcome[]): Record<CorpusHalf, CourtFigures> => ({
  development: courtFigures(outcomes.filter((o) => o.letter.half === 'development')),
  closed: courtFigures(outcomes.filter((o) => o.letter.half === 'closed')),
  fresh: courtFigures(outcomes.filter((o) => o.letter.half === 'fresh')),
});

/** When each round was opened, for the report's headings (decisions 031, 049, 082). */
const ROUND_OPENED: Readonly<Record<OpeningRound, string>> = {
  1: 'round 1 (open from the start, decision 031)',
  2: 'round 2 (opened 2026-11-23, decision 049)',
  3: 'round 3 (the closed half until 2026-11-24, opened by decision 082)',
};

/** The development letters' figures by the round that opened them. */
export const courtFiguresByRound = (outcomes: readonly LetterOutcome[]): Partial<Record<OpeningRound, CourtFigures>> =>
  Object.fromEntries(
    ([1, 2, 3] as const)
      .filter((r) => r <= OPENED_ROUNDS)
      .map((r) => [r, courtFigures(outcomes.filter((o) => o.letter.half === 'development' && o.letter.round === r))]),
  );

/** The decisions that opened fresh sets, in order, as the report's heading names them ("107, 113 and 434"). */
const openingDecisions = (): string => {
  const numbers = [...new Set(Object.values(OPENED_FRESH_SETS).map((heading) => /opened by decision (\d+)/.exec(heading)?.[1]).filter((n) => n !== undefined))];
  return numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : numbers.join('');
};

/**
 * The report section: the development letters' figures (with each round's own, so the letters opened
 * last can be followed), then each letter that is not clean; the closed half when one is left
 * (counts only: a closed letter is measured, never read letter by letter); then the fresh sets,
 * together and one by one, counted only and never listed, whatever the options. The heading says
 * what is measured where.
 */
export const formatCourtSection = (outcomes: readonly LetterOutcome[], options: { openedRounds?: number; listClosed?: boolean } = {}): string => {
  const openedRounds = options.openedRounds ?? OPENED_ROUNDS;
  const split = outcomes.filter((o) => o.letter.set === undefined);
  const opened = outcomes.filter((o) => isOpenedFresh(o.letter));
  const dev = outcomes.filter((o) => o.letter.half === 'development');
  const closed = outcomes.filter((o) => o.letter.half === 'closed');
  const fresh = outcomes.filter((o) => o.letter.half === 'fresh');
  const rounds = ([1, 2, 3] as const).filter((r) => r <= openedRounds);
  const openedSets = Object.entries(OPENED_FRESH_SETS);
  const splitRule =
    'split: sha256(file name) first hex digit 0–7 = round 1, else second hex digit 0–7 = round 2, else round 3; ' +
    `rounds 1–${openedRounds} opened = development`;
  const measuredOn = closed.length ? 'the closed half and the fresh sets' : 'the fresh sets only (no closed half is left)';
  return [
    `Court letters (fixtures/court-letters, ${split.length} real letters as courts quoted them in the split, ${opened.length ? `${opened.length} in fresh sets opened for development (decisions ${openingDecisions()}), ` : ''}and ${fresh.length} in fresh sets; ${splitRule}). ` +
      `Rules are changed against development; the measure is ${measuredOn}: counted, never listed, never tuned to.`,
    '',
    formatHalf(`DEVELOPMENT (rounds 1–${openedRounds}${openedSets.length ? ' and the opened fresh sets' : ''}: rules are changed against these)`, dev, true),
    ...rounds.map((r) =>
      formatFigures(
        `  of which ${ROUND_OPENED[r]}`,
        dev.filter((o) => o.letter.round === r),
        '    ',
      ),
    ),
    ...openedSets.map(([set, title]) =>
      formatFigures(
        `  of which ${title}`,
        dev.filter((o) => o.letter.set === set),
        '    ',
      ),
    ),
    closed.length
      ? formatHalf('CLOSED half (measured only: never tune a rule to these letters)', closed, options.listClosed ?? false)
      : 'CLOSED half: none (round 3 opened the whole split for development, decision 082)\n',
    formatHalf(`THE MEASURE: the ${Object.keys(FRESH_SETS).length} FRESH sets together (never opened, never tuned to, counted only)`, fresh, false),
    ...Object.entries(FRESH_SETS).map(([set, title]) =>
      formatHalf(
        `${title}; outside the split, counted only`,
        outcomes.filter((o) => o.letter.set === set),
        false,
        false,
      ),
    ),
  ].join('\n');
};

/** How one corpus label fared over a set of letters: counts only (no letter is named). */
export type LabelFigures = {
  label: string;
  /** Letters where the court found this violation, and how many of them were flagged. */
  found: number;
  foundFromWords: number;
  foundWithAnswers: number;
  /** Of the found ones not flagged with answers, those where a rule of the label still asks a question. */
  foundLeftAtQuestion: number;
  /** Letters where the court rejected this theory, and how many of them were flagged (either mode). */
  rejected: number;
  rejectedFlagged: number;
};

/** Each label's figures over the letters, in label order (labels that occur in none are left out). */
export const labelFigures = (outcomes: readonly LetterOutcome[]): LabelFigures[] => {
  const rows = new Map<string, LabelFigures>();
  const row = (label: string): LabelFigures => {
    let r = rows.get(label);
    if (!r) rows.set(label, (r = { label, found: 0, foundFromWords: 0, foundWithAnswers: 0, foundLeftAtQuestion: 0, rejected: 0, rejectedFlagged: 0 }));
    return r;
  };
  for (const o of outcomes) {
    for (const label of o.letter.expected.violations) {
      const r = row(label);
      r.found += 1;
      if (o.words.violationsFlagged.includes(label)) r.foundFromWords += 1;
      if (o.answered.violationsFlagged.includes(label)) r.foundWithAnswers += 1;
      else if (o.answered.violationsAsked.some((a) => a.label === label)) r.foundLeftAtQuestion += 1;
    }
    const flaggedRejected = new Set([...o.words.rejectedFlagged, ...o.answered.rejectedFlagged].map((r) => r.label));
    for (const label of o.letter.expected.no_violation_claims) {
      const r = row(label);
      r.rejected += 1;
      if (flaggedRejected.has(label)) r.rejectedFlagged += 1;
    }
  }
  const order = Object.keys(LABEL_RULES);
  return [...rows.values()].sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
};

/** Each group's label figures (the two halves and the fresh sets). */
export const labelFiguresByHalf = (outcomes: readonly LetterOutcome[]): Record<CorpusHalf, LabelFigures[]> => ({
  development: labelFigures(outcomes.filter((o) => o.letter.half === 'development')),
  closed: labelFigures(outcomes.filter((o) => o.letter.half === 'closed')),
  fresh: labelFigures(outcomes.filter((o) => o.letter.half === 'fresh')),
});

/** One line per label: found violations flagged (words / answers), rejected theories flagged. Counts only. */
export const formatLabelFigures = (outcomes: readonly LetterOutcome[]): string[] => {
  const rows = labelFigures(outcomes);
  const width = Math.max(0, ...rows.map((r) => r.label.length));
  return [
    `  per label (court found: flagged from words / with answers; court rejected: flagged):`,
    ...rows.map((r) => {
      const asked = r.foundLeftAtQuestion ? ` (${r.foundLeftAtQuestion} more left at a question)` : '';
      const found = r.found ? `found ${r.foundFromWords}/${r.found} words, ${r.foundWithAnswers}/${r.found} answers${asked}` : '';
      const rejected = r.rejected ? `rejected ${r.rejectedFlagged}/${r.rejected} flagged` : '';
      return `    ${r.label.padEnd(width)}  ${[found, rejected].filter(Boolean).join('; ')}`;
    }),
  ];
};

/** ' (isFirstContact ×3, allPagesUploaded ×1)': the questions left on found violations, by count (no letter named). */
const formatQuestionsLeft = (outcomes: readonly LetterOutcome[], mode: 'words' | 'answered'): string => {
  const counts = new Map<string, number>();
  for (const o of outcomes) for (const a of o[mode].violationsAsked) for (const q of a.questions) counts.set(q, (counts.get(q) ?? 0) + 1);
  const parts = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([q, n]) => `${q} ×${n}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

/**
 * ' (overshadowing ×6: overshadow_payment_deadline pass ×4, not_applicable ×2; …)': for the found violations
 * no rule flagged or asked about with answers, what each rule of the label returned, by count (no letter
 * named, no reason quoted: a reason can hold the letter's own dates). The validation-notice rules are
 * summed as `vn_*`. This tells a reading that passed from a gate that stopped the rule.
 */
const formatSilent = (outcomes: readonly LetterOutcome[]): string => {
  const byLabel = new Map<string, { n: number; statuses: Map<string, Map<string, number>> }>();
  for (const o of outcomes)
    for (const miss of o.answered.violationsSilent) {
      let row = byLabel.get(miss.label);
      if (!row) byLabel.set(miss.label, (row = { n: 0, statuses: new Map() }));
      row.n += 1;
      const seen = new Set<string>();
      for (const r of miss.rules) {
        const id = r.id.startsWith('vn_') ? 'vn_*' : r.id;
        const key = `${id}\u0000${r.status}`;
        if (seen.has(key)) continue;
        seen.add(key);
        let m = row.statuses.get(id);
        if (!m) row.statuses.set(id, (m = new Map()));
        m.set(r.status, (m.get(r.status) ?? 0) + 1);
      }
    }
  const parts = [...byLabel.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
    .map(([label, row]) => {
      const rules = [...row.statuses.entries()].map(
        ([id, m]) => `${id} ${[...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([st, n]) => `${st} ×${n}`).join(', ')}`,
      );
      return `${label} ×${row.n}: ${rules.join('; ')}`;
    });
  return parts.length ? ` (${parts.join(' | ')})` : '';
};

/**
 * The rules that flagged the group's lawful letters, with how many letters each (counts only, no
 * letter named): on the measure, the rules that read more than the courts held on text nobody tuned to.
 */
const formatLawfulFlagRules = (outcomes: readonly LetterOutcome[], mode: 'words' | 'answered'): string => {
  const counts = new Map<string, number>();
  for (const o of outcomes) if (o.letter.lawful) for (const id of o[mode].flagged) counts.set(id, (counts.get(id) ?? 0) + 1);
  const parts = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id, n]) => `${id} ×${n}`);
  return parts.length ? parts.join(', ') : 'none';
};

/** The four headline figures of a group, under its title (counts only). */
const figureLines = (title: string, outcomes: readonly LetterOutcome[], indent: string): string[] => {
  const f = courtFigures(outcomes);
  return [
    `${title}, ${f.letters} letters:`,
    `${indent}court-found violations flagged from the words alone: ${frac(f.violationsFromWords, f.violations)}`,
    `${indent}court-found violations flagged once answers are given: ${frac(f.violationsWithAnswers, f.violations)}`,
    ...(f.violationsWithAskedAnswers === undefined
      ? []
      : [`${indent}  of them once only the questions it asks are answered (issue 26's protocol): ${frac(f.violationsWithAskedAnswers, f.violations)}`]),
    `${indent}rejected theories flagged: ${frac(f.rejectedFlagged, f.rejected)}${f.rejectedFlaggedByFoundRules ? ` (${f.rejectedFlaggedByFoundRules} of them only by rules that also count for one of the letter's own court-found violations)` : ''}`,
    `${indent}lawful letters flagged at all: ${frac(f.lawfulFlaggedFromWords, f.lawfulLetters)} from the words alone, ${frac(f.lawfulFlaggedWithAnswers, f.lawfulLetters)} with answers`,
  ];
};

const formatFigures = (title: string, outcomes: readonly LetterOutcome[], indent: string): string => `${figureLines(title, outcomes, indent).join('\n')}\n`;

/**
 * A group's figures under its title (headline, questions left, lawful flags by rule, per label), and,
 * when `listLetters`, each letter that is not clean (never for a closed or fresh group).
 */
/**
 * The court-found violations by whether the text holds what the holding rests on (decision 200), each with how many are
 * flagged from the words alone and with answers; empty when no letter of the group is marked.
 */
export const formatEvidence = (outcomes: readonly LetterOutcome[]): string[] => {
  const marked = outcomes.filter((o) => o.letter.evidence !== undefined);
  if (marked.length === 0) return [];
  const part = (kind: Evidence | undefined): string => {
    const of = (o: LetterOutcome) => o.letter.expected.violations.filter((l) => o.letter.evidence?.[l] === kind);
    const n = outcomes.reduce((sum, o) => sum + of(o).length, 0);
    const words = outcomes.reduce((sum, o) => sum + of(o).filter((l) => o.words.violationsFlagged.includes(l)).length, 0);
    const answered = outcomes.reduce((sum, o) => sum + of(o).filter((l) => o.answered.violationsFlagged.includes(l)).length, 0);
    return `${kind ?? 'not marked'} ${n} (flagged ${frac(words, n)} from the words alone, ${frac(answered, n)} with answers)`;
  };
  const unmarked = outcomes.some((o) => o.letter.evidence === undefined && o.letter.expected.violations.length > 0);
  // The quoted violations not flagged with answers, by label, each with how many a rule left at a question.
  const missed = new Map<string, { n: number; asked: number }>();
  for (const o of outcomes)
    for (const label of o.letter.expected.violations.filter((l) => o.letter.evidence?.[l] === 'quoted' && !o.answered.violationsFlagged.includes(l))) {
      const m = missed.get(label) ?? { n: 0, asked: 0 };
      m.n++;
      if (o.answered.violationsAsked.some((a) => a.label === label)) m.asked++;
      missed.set(label, m);
    }
  const missedText = [...missed]
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
    .map(([label, m]) => `${label} ×${m.n}${m.asked ? ` (${m.asked} left at a question)` : ''}`)
    .join(', ');
  return [
    `  court-found violations by whether the text quotes what the holding rests on (letters.jsonl \`evidence\`, decision 200): ${[...EVIDENCE, ...(unmarked ? [undefined] : [])].map(part).join('; ')}`,
    `  quoted violations not flagged with answers, by label: ${missedText || 'none'}`,
  ];
};

export const formatHalf = (title: string, outcomes: readonly LetterOutcome[], listLetters: boolean, byRule = true): string => {
  const f = courtFigures(outcomes);
  const out = [
    ...figureLines(title, outcomes, '  '),
    `  court-found violations not flagged from the words alone, left at a question: ${f.violationsFromWordsLeftAtQuestion}${formatQuestionsLeft(outcomes, 'words')}`,
    `  court-found violations not flagged with answers, left at a question the answers do not settle: ${f.violationsLeftAtQuestion}${formatQuestionsLeft(outcomes, 'answered')}`,
    ...formatEvidence(outcomes),
    // Not for one fresh set: a few lawful letters, each described by theory in its decision, would be told apart.
    ...(byRule
      ? [
          `  lawful letters flagged, by rule (letters): ${formatLawfulFlagRules(outcomes, 'words')} from the words alone; ${formatLawfulFlagRules(outcomes, 'answered')} with answers`,
          `  court-found violations neither flagged nor asked about with answers (silent), with what their rules returned: ${outcomes.reduce((n, o) => n + o.answered.violationsSilent.length, 0)}${formatSilent(outcomes)}`,
        ]
      : []),
    ...formatLabelFigures(outcomes),
  ];
  for (const o of listLetters ? outcomes : []) {
    const missed = o.letter.expected.violations.filter((l) => !o.answered.violationsFlagged.includes(l));
    const rejected = [...o.words.rejectedFlagged, ...o.answered.rejectedFlagged].map((r) => `${r.label} (${r.rules.join(', ')})`);
    const lawfulFlags = o.letter.lawful ? [...new Set([...o.words.flagged, ...o.answered.flagged])] : [];
    const parts = [
      missed.length ? `missed ${missed.join(', ')}` : '',
      rejected.length ? `rejected theory flagged: ${[...new Set(rejected)].join('; ')}` : '',
      lawfulFlags.length ? `lawful letter flagged: ${lawfulFlags.join(', ')}` : '',
    ].filter(Boolean);
    if (parts.length) out.push(`  ${o.letter.id} ${o.letter.state}: ${parts.join('; ')}`);
  }
  return `${out.join('\n')}\n`;
};
