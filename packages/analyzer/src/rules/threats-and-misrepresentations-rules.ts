import type { Rule } from '../types';
import { rule as collectorCompensationMisstated } from './collector_compensation_misstated/rule';
import { rule as creditBureauImpersonation } from './credit_bureau_impersonation/rule';
import { rule as creditReportingThreatMisleading } from './credit_reporting_threat_misleading/rule';
import { rule as falseAttorneyInvolvement } from './false_attorney_involvement/rule';
import { rule as governmentAffiliationImplied } from './government_affiliation_implied/rule';
import { rule as innocentPurchaserClaim } from './innocent_purchaser_claim/rule';
import { rule as legalProcessMisdescribed } from './legal_process_misdescribed/rule';
import { rule as lossOfDefensesOnSale } from './loss_of_defenses_on_sale/rule';
import { rule as misstatedLegalStatus } from './misstated_legal_status/rule';
import { rule as nameNotTrueName } from './name_not_true_name/rule';
import { rule as reportedBeforeContact } from './reported_before_contact/rule';
import { rule as settlementOfferFalseUrgency } from './settlement_offer_false_urgency/rule';
import { rule as simulatedLegalProcess } from './simulated_legal_process/rule';
import { rule as threatArrestOrCriminal } from './threat_arrest_or_criminal/rule';
import { rule as threatLegalActionUnintended } from './threat_legal_action_unintended/rule';
import { rule as threatSeizureGarnishment } from './threat_seizure_garnishment/rule';

/** The rules of legal-reference §1.4 (threats and false or misleading representations), one folder each, in reference order. */
export const rules: Rule[] = [
  threatArrestOrCriminal,
  threatSeizureGarnishment,
  threatLegalActionUnintended,
  falseAttorneyInvolvement,
  governmentAffiliationImplied,
  simulatedLegalProcess,
  legalProcessMisdescribed,
  creditBureauImpersonation,
  nameNotTrueName,
  creditReportingThreatMisleading,
  reportedBeforeContact,
  misstatedLegalStatus,
  lossOfDefensesOnSale,
  innocentPurchaserClaim,
  collectorCompensationMisstated,
  settlementOfferFalseUrgency,
];
