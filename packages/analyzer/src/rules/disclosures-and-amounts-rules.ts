import type { Rule } from '../types';
import { rule as amountsContradictory } from './amounts_contradictory/rule';
import { rule as disclosureLanguageMismatch } from './disclosure_language_mismatch/rule';
import { rule as disputeConditionsAdded } from './dispute_conditions_added/rule';
import { rule as disputeMustBeInWritingMisstated } from './dispute_must_be_in_writing_misstated/rule';
import { rule as electronicOptOutMissing } from './electronic_opt_out_missing/rule';
import { rule as interestAccrualNotDisclosed } from './interest_accrual_not_disclosed/rule';
import { rule as interestIncreaseLanguageFalse } from './interest_increase_language_false/rule';
import { rule as miniMirandaMissingSubsequent } from './mini_miranda_missing_subsequent/rule';
import { rule as nonjudicialRepossessionThreat } from './nonjudicial_repossession_threat/rule';
import { rule as overshadowPaymentDeadline } from './overshadow_payment_deadline/rule';
import { rule as overshadowThreatInsidePeriod } from './overshadow_threat_inside_period/rule';
import { rule as payToPayFee } from './pay_to_pay_fee/rule';
import { rule as postdatedCheckSolicitation } from './postdated_check_solicitation/rule';
import { rule as unauthorizedFeesOrInterest } from './unauthorized_fees_or_interest/rule';

/** The rules of legal-reference §1.2, §1.3 and §1.5, one folder each, in legal-reference order. */
export const rules: Rule[] = [
  // §1.2 Overshadowing and misstatement of validation rights
  overshadowPaymentDeadline,
  overshadowThreatInsidePeriod,
  disputeMustBeInWritingMisstated,
  disputeConditionsAdded,
  // §1.3 Required disclosures in every communication
  miniMirandaMissingSubsequent,
  disclosureLanguageMismatch,
  electronicOptOutMissing,
  // §1.5 Amounts, fees and interest
  unauthorizedFeesOrInterest,
  payToPayFee,
  amountsContradictory,
  interestAccrualNotDisclosed,
  interestIncreaseLanguageFalse,
  postdatedCheckSolicitation,
  nonjudicialRepossessionThreat,
];
