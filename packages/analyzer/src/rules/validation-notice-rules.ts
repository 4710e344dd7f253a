import type { Rule } from '../types';
import { rule as vnAccountNumber } from './vn_account_number/rule';
import { rule as vnAmountOnItemizationDate } from './vn_amount_on_itemization_date/rule';
import { rule as vnAssumedValidStatement } from './vn_assumed_valid_statement/rule';
import { rule as vnCfpbWebsiteStatement } from './vn_cfpb_website_statement/rule';
import { rule as vnCollectorCommunicationDisclosure } from './vn_collector_communication_disclosure/rule';
import { rule as vnCollectorNameAndDisputeAddress } from './vn_collector_name_and_dispute_address/rule';
import { rule as vnConsumerNameAndAddress } from './vn_consumer_name_and_address/rule';
import { rule as vnCurrentAmount } from './vn_current_amount/rule';
import { rule as vnCurrentCreditor } from './vn_current_creditor/rule';
import { rule as vnDisputePrompts } from './vn_dispute_prompts/rule';
import { rule as vnDisputeRightStatement } from './vn_dispute_right_statement/rule';
import { rule as vnElectronicDisputeStatement } from './vn_electronic_dispute_statement/rule';
import { rule as vnEndDateMissing } from './vn_end_date_missing/rule';
import { rule as vnEndDateTooEarly } from './vn_end_date_too_early/rule';
import { rule as vnItemizationArithmetic } from './vn_itemization_arithmetic/rule';
import { rule as vnItemizationDate } from './vn_itemization_date/rule';
import { rule as vnItemizationDateCreditor } from './vn_itemization_date_creditor/rule';
import { rule as vnItemizationTable } from './vn_itemization_table/rule';
import { rule as vnMissingEntirely } from './vn_missing_entirely/rule';
import { rule as vnNotClearAndConspicuous } from './vn_not_clear_and_conspicuous/rule';
import { rule as vnOptionalDisclosureMisuse } from './vn_optional_disclosure_misuse/rule';
import { rule as vnOriginalCreditorPrompt } from './vn_original_creditor_prompt/rule';
import { rule as vnOriginalCreditorRightStatement } from './vn_original_creditor_right_statement/rule';
import { rule as vnResponseAddresses } from './vn_response_addresses/rule';
import { rule as vnResponseSectionPlacement } from './vn_response_section_placement/rule';
import { rule as vnTranslationWithoutEnglish } from './vn_translation_without_english/rule';

/** The rules of legal-reference §1.1 (Regulation F validation-notice content), one folder each, in legal-reference order. */
export const rules: Rule[] = [
  vnMissingEntirely,
  vnCollectorCommunicationDisclosure,
  vnCollectorNameAndDisputeAddress,
  vnConsumerNameAndAddress,
  vnItemizationDateCreditor,
  vnAccountNumber,
  vnCurrentCreditor,
  vnItemizationDate,
  vnAmountOnItemizationDate,
  vnItemizationTable,
  vnCurrentAmount,
  vnItemizationArithmetic,
  vnEndDateMissing,
  vnEndDateTooEarly,
  vnDisputeRightStatement,
  vnOriginalCreditorRightStatement,
  vnAssumedValidStatement,
  vnCfpbWebsiteStatement,
  vnElectronicDisputeStatement,
  vnDisputePrompts,
  vnOriginalCreditorPrompt,
  vnResponseAddresses,
  vnResponseSectionPlacement,
  vnNotClearAndConspicuous,
  vnOptionalDisclosureMisuse,
  vnTranslationWithoutEnglish,
];
