import type { Rule } from '../types';
import { rule as collectionAfterDisputeBeforeVerification } from './collection_after_dispute_before_verification/rule';
import { rule as coerciveDebtSaleAdvertisement } from './coercive_debt_sale_advertisement/rule';
import { rule as contactAfterCeaseOrRefusal } from './contact_after_cease_or_refusal/rule';
import { rule as contactRepresentedConsumer } from './contact_represented_consumer/rule';
import { rule as debtorListPublication } from './debtor_list_publication/rule';
import { rule as employerEmailUsed } from './employer_email_used/rule';
import { rule as envelopeLanguage } from './envelope_language/rule';
import { rule as obsceneOrAbusiveLanguage } from './obscene_or_abusive_language/rule';
import { rule as postcardCommunication } from './postcard_communication/rule';
import { rule as thirdPartyLetterDisclosesDebt } from './third_party_letter_discloses_debt/rule';
import { rule as threatViolence } from './threat_violence/rule';
import { rule as timeBarredNoDisclosureFederal } from './time_barred_no_disclosure_federal/rule';
import { rule as timeBarredStateDisclosureMissing } from './time_barred_state_disclosure_missing/rule';
import { rule as timeBarredSuitThreat } from './time_barred_suit_threat/rule';

/** The rules of legal-reference §1.6 to §1.9, one folder each, in legal-reference order. */
export const rules: Rule[] = [
  // §1.6 Time-barred debt
  timeBarredSuitThreat,
  timeBarredNoDisclosureFederal,
  timeBarredStateDisclosureMissing,
  // §1.7 Envelopes, postcards and who the letter is addressed to
  envelopeLanguage,
  postcardCommunication,
  thirdPartyLetterDisclosesDebt,
  employerEmailUsed,
  // §1.8 Harassing or abusive content in writing
  threatViolence,
  obsceneOrAbusiveLanguage,
  debtorListPublication,
  coerciveDebtSaleAdvertisement,
  // §1.9 Letter checks that need the user's own dates
  contactAfterCeaseOrRefusal,
  collectionAfterDisputeBeforeVerification,
  contactRepresentedConsumer,
];
