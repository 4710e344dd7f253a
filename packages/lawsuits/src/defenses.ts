import { addYears, type IsoDate } from '@debtshield/clocks';

/**
 * What can be raised against a collection suit, from what DebtShield already knows of the debt
 * (issue 28 part 3, decision 027): the statute of limitations (the state table and the last
 * payment, or the person's answer that the time limit to sue had passed, decision 264), a debt
 * buyer as plaintiff, a validation dispute never answered, the amount sued for against the amounts
 * in the letters, an identity-theft report, a bankruptcy discharge, arbitration in the card
 * agreement, and FDCPA violations already found in the collector's letters. Each is a defense that
 * may apply and what proves it, never a promise: the court decides.
 *
 * The words for the person are the web's (i18n `lawsuit.defenses.<id>`); `answerText` is the
 * English a court filing carries (the draft answer), and `citation` the law it rests on.
 */

export type DefenseId =
  | 'statute_of_limitations'
  | 'standing_debt_buyer'
  | 'validation_not_answered'
  | 'amount_differs'
  | 'identity_theft'
  | 'bankruptcy_discharge'
  | 'arbitration'
  | 'fdcpa_counterclaim'
  | 'require_proof';

export type DefenseStrength =
  /** What DebtShield knows points to it. */
  | 'points_to_it'
  /** It may apply; a fact only the person (or the papers) can give decides it. */
  | 'check';

export type DefenseFact =
  | { kind: 'sol_ran_out'; state: string; years: number; runsOutOn: IsoDate; filedOn: IsoDate; basis: string }
  /** The person answered that the time limit to sue had passed (decision 254): no date was counted, so none is given. */
  | { kind: 'sol_answered_past'; state: string; years: number | null; filedOn: IsoDate; basis: string }
  /** The person answered that it had not passed: still to check, with no date counted. */
  | { kind: 'sol_answered_within'; state: string; years: number | null }
  | { kind: 'sol_unknown'; state: string | null; years: number | null }
  | { kind: 'plaintiff_not_original_creditor'; plaintiff: string; originalCreditor: string | null }
  | { kind: 'dispute_sent_no_verification'; sentOn: IsoDate }
  | { kind: 'amounts'; claimedCents: number; letterCents: number[] }
  | { kind: 'identity_theft_reported' }
  | { kind: 'bankruptcy_discharged'; dischargedOn: IsoDate | null }
  | { kind: 'arbitration_clause'; known: boolean }
  | { kind: 'letter_findings'; ruleIds: string[]; latestLetterDate: IsoDate | null };

export type Defense = {
  id: DefenseId;
  strength: DefenseStrength;
  /** What DebtShield knows that led here (shown with it). */
  facts: DefenseFact[];
  /** What would prove it, as ids the page words (`lawsuit.proof.<id>`). */
  proof: string[];
  /** The statute or rule, as a citation only (the page words the rest); empty when the defense rests on no one provision (standing, burden of proof). */
  citation: string;
  /** The words a draft answer carries for it (an affirmative defense or a denial), in English. */
  answerText: string;
};

export type DebtKnowledge = {
  state: string;
  /** The day the suit was filed (or, when unknown, served): the statute is judged on it. */
  filedOn: IsoDate;
  plaintiff: string | null;
  originalCreditor: string | null;
  /** The statute of limitations as the analyzer computed it on `filedOn` (packages/analyzer computeSolStatus). */
  sol: {
    status: 'within' | 'likely_expired' | 'unknown';
    years: number | null;
    runsOutOn: IsoDate | null;
    basis: string;
    /** The status rests on the person's answer whether the time limit to sue had passed, not on a date (decision 254): no `runsOutOn`. */
    fromAnswer?: boolean;
  } | null;
  /** The person's written validation dispute, and whether the collector ever verified. */
  validationDispute: { sentOn: IsoDate; verified: boolean } | null;
  amountClaimedCents: number | null;
  /** Amounts the collector's letters stated (the analyses of this debt). */
  letterAmountsCents: number[];
  identityTheftReported: boolean | null;
  bankruptcyDischarge: { discharged: boolean; dischargedOn: IsoDate | null } | null;
  arbitrationClause: boolean | null;
  /** FDCPA findings from the collector's letters already analysed (rule ids), and the latest letter's date. */
  letterFindings: { ruleIds: string[]; latestLetterDate: IsoDate | null };
};

const normalize = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[,.]/g, ' ')
    .replace(/\b(?:inc|llc|l\s*l\s*c|n\s*a|na|corp|corporation|company|co|lp|ltd|the|bank|usa|dba|d\/b\/a)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Plaintiffs that buy charged-off debt (public filings and CFPB/FTC orders name them as debt buyers). */
const KNOWN_DEBT_BUYERS =
  /\b(?:midland\s+(?:funding|credit\s+management)|lvnv\s+funding|portfolio\s+recovery|cavalry\s+(?:spv|portfolio)|unifund|jefferson\s+capital|crown\s+asset|asset\s+acceptance|encore\s+capital|palisades\s+collection|velocity\s+investments|sherman\s+(?:originator|acquisition)|resurgent|pinnacle\s+credit|absolute\s+resolutions|second\s+round|atlantic\s+credit\s+&?\s*finance|bluestem|national\s+collegiate\s+student\s+loan\s+trust)\b/i;

/** FDCPA suits must be filed within one year of the violation (15 U.S.C. 1692k(d)). */
export const FDCPA_COUNTERCLAIM_YEARS = 1;

export const possibleDefenses = (k: DebtKnowledge): Defense[] => {
  const out: Defense[] = [];

  const timeBarred = {
    id: 'statute_of_limitations',
    strength: 'points_to_it',
    citation: '12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), 1692f',
    answerText:
      'The claims are barred by the applicable statute of limitations: the suit was filed after the period to sue on this debt had run from the last payment or the default.',
  } as const;
  if (k.sol?.status === 'likely_expired' && k.sol.years !== null && k.sol.runsOutOn)
    out.push({
      ...timeBarred,
      facts: [{ kind: 'sol_ran_out', state: k.state, years: k.sol.years, runsOutOn: k.sol.runsOutOn, filedOn: k.filedOn, basis: k.sol.basis }],
      proof: ['last_payment_record', 'charge_off_date', 'no_payment_since'],
    });
  // Decision 264: the person answered that the time limit had passed. The defense rests on that answer; no date is given, and
  // what told them so comes first among the proofs, then the records that give the court a date.
  else if (k.sol?.status === 'likely_expired' && k.sol.fromAnswer)
    out.push({
      ...timeBarred,
      facts: [{ kind: 'sol_answered_past', state: k.state, years: k.sol.years, filedOn: k.filedOn, basis: k.sol.basis }],
      proof: ['time_bar_source', 'last_payment_record', 'charge_off_date', 'no_payment_since'],
    });
  else
    out.push({
      id: 'statute_of_limitations',
      strength: 'check',
      facts: [
        k.sol?.status === 'within' && k.sol.fromAnswer
          ? { kind: 'sol_answered_within', state: k.state, years: k.sol.years }
          : { kind: 'sol_unknown', state: k.sol ? k.state : null, years: k.sol?.years ?? null },
      ],
      proof: ['last_payment_record', 'charge_off_date', 'no_payment_since'],
      citation: '12 CFR 1006.26(b)',
      answerText: 'The claims may be barred by the applicable statute of limitations.',
    });

  const plaintiff = k.plaintiff?.trim() || null;
  const differs =
    plaintiff !== null &&
    k.originalCreditor !== null &&
    normalize(plaintiff) !== normalize(k.originalCreditor) &&
    !normalize(plaintiff).includes(normalize(k.originalCreditor));
  if (plaintiff && (differs || KNOWN_DEBT_BUYERS.test(plaintiff)))
    out.push({
      id: 'standing_debt_buyer',
      strength: 'points_to_it',
      facts: [{ kind: 'plaintiff_not_original_creditor', plaintiff, originalCreditor: k.originalCreditor }],
      proof: ['chain_of_assignment', 'account_in_bill_of_sale', 'signed_agreement', 'account_statements'],
      citation: '',
      answerText:
        'Plaintiff lacks standing and is not the real party in interest: it has not shown that it owns this account through a complete chain of assignment from the original creditor, or a contract that binds Defendant.',
    });

  if (k.validationDispute && !k.validationDispute.verified)
    out.push({
      id: 'validation_not_answered',
      strength: 'points_to_it',
      facts: [{ kind: 'dispute_sent_no_verification', sentOn: k.validationDispute.sentOn }],
      proof: ['dispute_letter_copy', 'proof_of_mailing', 'no_verification_received'],
      citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)',
      answerText:
        'Defendant disputed this debt in writing and Plaintiff or its collector never provided verification, yet collection continued (15 U.S.C. 1692g(b)).',
    });

  if (k.amountClaimedCents !== null && k.letterAmountsCents.length > 0 && k.letterAmountsCents.some((a) => a !== k.amountClaimedCents))
    out.push({
      id: 'amount_differs',
      strength: 'points_to_it',
      facts: [{ kind: 'amounts', claimedCents: k.amountClaimedCents, letterCents: [...new Set(k.letterAmountsCents)] }],
      proof: ['collection_letters', 'account_statements', 'itemization'],
      citation: '15 U.S.C. 1692f(1), 1692e(2)(A)',
      answerText:
        'Defendant denies that the amount claimed is owed: it differs from the amounts stated in the collection letters, and Plaintiff has not shown how it was calculated or that any interest and fees were authorized.',
    });

  if (k.identityTheftReported)
    out.push({
      id: 'identity_theft',
      strength: 'points_to_it',
      facts: [{ kind: 'identity_theft_reported' }],
      proof: ['ftc_identity_theft_report', 'police_report', 'bureau_block'],
      citation: '15 U.S.C. 1681c-2, 1692e(2)(A)',
      answerText: 'Defendant did not open or use this account and is not liable for it: the account resulted from identity theft, which Defendant reported.',
    });

  if (k.bankruptcyDischarge?.discharged)
    out.push({
      id: 'bankruptcy_discharge',
      strength: 'points_to_it',
      facts: [{ kind: 'bankruptcy_discharged', dischargedOn: k.bankruptcyDischarge.dischargedOn }],
      proof: ['discharge_order', 'schedules_listing_debt'],
      citation: '11 U.S.C. 524(a)',
      answerText: 'The debt was discharged in bankruptcy; the discharge bars this action (11 U.S.C. 524(a)).',
    });

  if (k.arbitrationClause !== false)
    out.push({
      id: 'arbitration',
      strength: k.arbitrationClause ? 'points_to_it' : 'check',
      facts: [{ kind: 'arbitration_clause', known: k.arbitrationClause === true }],
      proof: ['card_agreement', 'arbitration_clause_text'],
      citation: '9 U.S.C. 2-4',
      answerText: 'The account agreement contains an arbitration clause, and Defendant reserves the right to elect arbitration of this claim.',
    });

  if (k.letterFindings.ruleIds.length > 0) {
    const latest = k.letterFindings.latestLetterDate;
    const withinYear = latest === null || addYears(latest, FDCPA_COUNTERCLAIM_YEARS) >= k.filedOn;
    out.push({
      id: 'fdcpa_counterclaim',
      strength: withinYear ? 'points_to_it' : 'check',
      facts: [{ kind: 'letter_findings', ruleIds: [...k.letterFindings.ruleIds], latestLetterDate: latest }],
      proof: ['collection_letters', 'debtshield_findings'],
      citation: '15 U.S.C. 1692k(a), (d)',
      answerText: 'Defendant reserves the right to assert counterclaims under the Fair Debt Collection Practices Act, 15 U.S.C. 1692k.',
    });
  }

  out.push({
    id: 'require_proof',
    strength: 'points_to_it',
    facts: [],
    proof: ['plaintiff_must_prove'],
    citation: '',
    answerText: 'Defendant denies each allegation that Defendant does not expressly admit and demands strict proof of every element of the claim.',
  });
  return out;
};
