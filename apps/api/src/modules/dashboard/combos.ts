import type { Combo, ViolationHistoryItem } from '@debtshield/contracts';
import { collectorKey } from '../intel/collector-key';

/**
 * Patterns of violations by one collector that strengthen a complaint or a claim, each with its
 * legal reason. A pattern never multiplies money: statutory damages in an individual action stay
 * capped at $1,000 (15 U.S.C. 1692k(a)(2)(A)); what a pattern changes is what the court weighs in
 * setting them — "the frequency and persistence of noncompliance … the nature of such noncompliance,
 * and the extent to which such noncompliance was intentional" (1692k(b)(1)) — and how a regulator
 * reads a complaint.
 *
 * Each side of a pattern is a set of violation types: an analyzer rule id or a user-added kind.
 */
type Pattern = { name: string; title: string; law: string; message: string; sides: readonly (readonly string[])[] };

const THREATS = [
  'threat_arrest_or_criminal',
  'threat_seizure_garnishment',
  'threat_legal_action_unintended',
  'time_barred_suit_threat',
  'threat_violence',
  'nonjudicial_repossession_threat',
  'threat',
];
const CREDIT_REPORTING = ['credit_reporting_threat_misleading', 'reported_before_contact', 'credit_bureau_impersonation', 'false_credit_reporting'];
const HARASSMENT = ['repeated_calls', 'calls_outside_hours', 'abusive_language', 'obscene_or_abusive_language', 'threat_violence'];
const PRIVACY = [
  'workplace_contact',
  'third_party_disclosure',
  'third_party_letter_discloses_debt',
  'employer_email_used',
  'postcard_communication',
  'debtor_list_publication',
];
const VALIDATION = [
  'collection_after_dispute_before_verification',
  'overshadow_payment_deadline',
  'overshadow_threat_inside_period',
  'dispute_must_be_in_writing_misstated',
  'dispute_conditions_added',
  'vn_missing_entirely',
];
const IGNORED_STOP = ['contact_after_cease_or_refusal', 'contact_after_cease', 'contact_represented_consumer', 'contact_when_represented'];
const ATTORNEY = ['false_attorney_involvement', 'simulated_legal_process', 'legal_process_misdescribed', 'government_affiliation_implied'];
const TIME_BARRED = ['time_barred_suit_threat', 'time_barred_no_disclosure_federal', 'time_barred_state_disclosure_missing'];
const AMOUNTS = [
  'unauthorized_fees_or_interest',
  'pay_to_pay_fee',
  'amounts_contradictory',
  'interest_accrual_not_disclosed',
  'interest_increase_language_false',
];

export const COMBO_PATTERNS: readonly Pattern[] = [
  {
    name: 'threat_and_credit_pressure',
    title: 'Threats combined with credit-reporting pressure',
    law: '15 U.S.C. 1692e(4), (5), (8), 1692e(10)',
    message:
      'The same collector both threatened you and used your credit report as leverage. Together these show a strategy of intimidation rather than a single careless sentence, which a court weighs when it decides whether and how much statutory damages to award.',
    sides: [THREATS, CREDIT_REPORTING],
  },
  {
    name: 'harassment_pattern',
    title: 'A pattern of harassment',
    law: '15 U.S.C. 1692d, 1692d(5); 12 CFR 1006.14(b)',
    message:
      'Several kinds of harassing conduct by one collector (calls, their timing, their language) are evidence that the conduct was persistent and intended to annoy, abuse or harass, the test of 1692d.',
    sides: [HARASSMENT, HARASSMENT],
  },
  {
    name: 'privacy_and_pressure',
    title: 'Your debt told to others, with pressure on you',
    law: '15 U.S.C. 1692c(a)(3), 1692c(b), 1692d',
    message:
      'The collector involved other people (your employer, family or others) and also pressured you directly. Disclosure to third parties is a separate violation from the pressure, and the two together show a course of conduct.',
    sides: [PRIVACY, [...THREATS, ...HARASSMENT]],
  },
  {
    name: 'validation_ignored',
    title: 'Your right to dispute undermined',
    law: '15 U.S.C. 1692g(a), (b); 12 CFR 1006.34',
    message:
      'The collector both failed to respect your validation rights and kept pressing for payment. Collection activity that overshadows or ignores a dispute goes to the core of 1692g, and repeated instances show it was not an isolated mistake.',
    sides: [VALIDATION, [...VALIDATION, ...THREATS, ...AMOUNTS]],
  },
  {
    name: 'ignored_stop_request',
    title: 'Contact after you told them to stop or had a lawyer',
    law: '15 U.S.C. 1692c(a)(2), 1692c(c); 12 CFR 1006.6',
    message:
      'The collector kept contacting you after a written request to stop, or after learning you had a lawyer, and committed other violations while doing so. Continuing after notice is strong evidence that the noncompliance was intentional (1692k(b)(1)).',
    sides: [IGNORED_STOP, [...THREATS, ...HARASSMENT, ...PRIVACY, ...CREDIT_REPORTING, ...AMOUNTS, ...IGNORED_STOP]],
  },
  {
    name: 'false_legal_authority',
    title: 'False legal authority with threats',
    law: '15 U.S.C. 1692e(3), (5), (9), (13)',
    message:
      'The collector borrowed the authority of lawyers, courts or government and also threatened action. Courts treat an implied lawyer or legal process as especially misleading to the least sophisticated consumer when it comes with a threat.',
    sides: [ATTORNEY, THREATS],
  },
  {
    name: 'old_debt_pressure',
    title: 'Pressure on a debt that may be too old to sue on',
    law: '15 U.S.C. 1692e(2)(A), (5); 12 CFR 1006.26(b)',
    message:
      'The collector pressed a debt that appears to be past the statute of limitations, and also misstated the debt or threatened you. Collecting time-barred debt with threats or without the required disclosures is a recognised pattern regulators act on.',
    sides: [TIME_BARRED, [...TIME_BARRED, ...THREATS, ...AMOUNTS, ...CREDIT_REPORTING]],
  },
];

export const COMBO_DAMAGES_NOTE =
  'A pattern does not multiply money. In an individual FDCPA case statutory damages are capped at $1,000 per case (15 U.S.C. 1692k(a)(2)(A)), plus any actual damages you can prove and attorney’s fees; a pattern is what a court weighs in deciding how much of that to award (1692k(b)(1)).';

type Candidate = Pick<ViolationHistoryItem, 'id' | 'type' | 'collectorName'>;

/**
 * The patterns among one person's violations, grouped by collector (a pattern is one collector's
 * conduct). Each pattern needs two different violations, one on each side.
 */
export const findCombos = (violations: readonly Candidate[]): Combo[] => {
  const byCollector = new Map<string, { name: string | null; items: Candidate[] }>();
  for (const v of violations) {
    const key = v.collectorName ? collectorKey(v.collectorName) : '';
    const group = byCollector.get(key) ?? { name: v.collectorName, items: [] };
    group.items.push(v);
    byCollector.set(key, group);
  }
  const combos: Combo[] = [];
  for (const [key, group] of byCollector) {
    // Violations with no collector named cannot be tied to one collector's conduct.
    if (!key) continue;
    for (const p of COMBO_PATTERNS) {
      const [a, b] = p.sides as [readonly string[], readonly string[]];
      const first = group.items.filter((v) => a.includes(v.type));
      const second = group.items.filter((v) => b.includes(v.type));
      const pair = first.flatMap((x) => second.filter((y) => y.id !== x.id && y.type !== x.type).map((y) => [x, y] as const))[0];
      if (!pair) continue;
      const ids = [...new Set([...first, ...second].map((v) => v.id))];
      combos.push({
        name: p.name,
        title: p.title,
        message: p.message,
        law: p.law,
        violation_ids: ids,
        collector_name: group.name,
        damages_note: COMBO_DAMAGES_NOTE,
      });
    }
  }
  return combos;
};
