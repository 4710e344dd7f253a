/**
 * Every check id of legal-reference.md §1.1–§1.9 (69 checks), by section, copied from
 * ../shared/docs/legal-reference.md so the repository does not depend on that file at test time.
 * The catalogue meta-test asserts the registry covers exactly this list. When the reference gains or
 * loses a check, change this file with it.
 */
export const RULE_IDS_BY_SECTION = {
  '1.1': [
    'vn_missing_entirely',
    'vn_collector_communication_disclosure',
    'vn_collector_name_and_dispute_address',
    'vn_consumer_name_and_address',
    'vn_itemization_date_creditor',
    'vn_account_number',
    'vn_current_creditor',
    'vn_itemization_date',
    'vn_amount_on_itemization_date',
    'vn_itemization_table',
    'vn_current_amount',
    'vn_itemization_arithmetic',
    'vn_end_date_missing',
    'vn_end_date_too_early',
    'vn_dispute_right_statement',
    'vn_original_creditor_right_statement',
    'vn_assumed_valid_statement',
    'vn_cfpb_website_statement',
    'vn_electronic_dispute_statement',
    'vn_dispute_prompts',
    'vn_original_creditor_prompt',
    'vn_response_addresses',
    'vn_response_section_placement',
    'vn_not_clear_and_conspicuous',
    'vn_optional_disclosure_misuse',
    'vn_translation_without_english',
  ],
  '1.2': ['overshadow_payment_deadline', 'overshadow_threat_inside_period', 'dispute_must_be_in_writing_misstated', 'dispute_conditions_added'],
  '1.3': ['mini_miranda_missing_subsequent', 'disclosure_language_mismatch', 'electronic_opt_out_missing'],
  '1.4': [
    'threat_arrest_or_criminal',
    'threat_seizure_garnishment',
    'threat_legal_action_unintended',
    'false_attorney_involvement',
    'government_affiliation_implied',
    'simulated_legal_process',
    'legal_process_misdescribed',
    'credit_bureau_impersonation',
    'name_not_true_name',
    'credit_reporting_threat_misleading',
    'reported_before_contact',
    'misstated_legal_status',
    'loss_of_defenses_on_sale',
    'innocent_purchaser_claim',
    'collector_compensation_misstated',
    'settlement_offer_false_urgency',
  ],
  '1.5': [
    'unauthorized_fees_or_interest',
    'pay_to_pay_fee',
    'amounts_contradictory',
    'interest_accrual_not_disclosed',
    'interest_increase_language_false',
    'postdated_check_solicitation',
    'nonjudicial_repossession_threat',
  ],
  '1.6': ['time_barred_suit_threat', 'time_barred_no_disclosure_federal', 'time_barred_state_disclosure_missing'],
  '1.7': ['envelope_language', 'postcard_communication', 'third_party_letter_discloses_debt', 'employer_email_used'],
  '1.8': ['threat_violence', 'obscene_or_abusive_language', 'debtor_list_publication', 'coercive_debt_sale_advertisement'],
  '1.9': ['contact_after_cease_or_refusal', 'collection_after_dispute_before_verification', 'contact_represented_consumer'],
} as const satisfies Record<string, readonly string[]>;

export type RuleSection = keyof typeof RULE_IDS_BY_SECTION;

export type RuleId = (typeof RULE_IDS_BY_SECTION)[RuleSection][number];

export const RULE_IDS: readonly RuleId[] = Object.values(RULE_IDS_BY_SECTION).flat();

/** The section of the legal reference a rule id belongs to. */
export const sectionOfRuleId = (id: string): RuleSection | undefined =>
  (Object.keys(RULE_IDS_BY_SECTION) as RuleSection[]).find((s) => (RULE_IDS_BY_SECTION[s] as readonly string[]).includes(id));

/** Section headings of legal-reference §1, for the generated docs. */
export const SECTION_TITLES: Readonly<Record<RuleSection, string>> = {
  '1.1': 'Regulation F validation-notice content (12 CFR 1006.34)',
  '1.2': 'Overshadowing and misstatement of validation rights',
  '1.3': 'Required disclosures in every communication',
  '1.4': 'Threats and false or misleading representations (1692e, 1006.18)',
  '1.5': 'Amounts, fees and interest (1692f(1), 1006.22(b), 1692e(2)(A))',
  '1.6': 'Time-barred debt',
  '1.7': 'Envelopes, postcards and who the letter is addressed to',
  '1.8': 'Harassing or abusive content in writing (1692d, 1006.14)',
  '1.9': "Letter checks that need the user's own dates",
};
