/**
 * @debtshield/letters: response letters as pure templates. Facts and findings in, text out: no IO,
 * no clock (the letter's date is an input), the same input always gives the same letter.
 *
 *   const letter = generateLetter({ kind: letterKindForStrategy(strategy), date: '2026-03-05', facts, findings, state: 'OH' });
 *   letter.body        // the whole letter, plain text
 *   letter.paragraphs  // the body paragraphs (free users get paragraphs[0] only)
 *   letter.notes       // for the user, never for the collector
 */

export type {
  AccountReference,
  AddressLines,
  CollectorLetterInput,
  ConsumerDetails,
  CreditCustomization,
  CreditDisputeItem,
  CreditErrorCategory,
  CreditItem,
  EvidenceText,
  FactValue,
  IsoDate,
  LetterFacts,
  LetterFinding,
  LetterSol,
  RecipientDetails,
} from './inputs';
export type { Bureau, BureauLetter, Letter, LetterKind } from './letter';

// Letters to a debt collector
export { generateLetter, type LetterRequest } from './generate-letter';
export { letterKindForStrategy, type CollectorLetterKind } from './letter-kind-for-strategy';
export { generateValidationRequest, type DisputeReason, type ValidationRequestInput } from './generate-validation-request';
export { CEASE_EXCEPTIONS, generateCeaseLetter, type CeaseLetterInput, type ContactRestrictions } from './generate-cease-letter';
export { amountsInFacts, generateDisputeLetter, type DisputeLetterInput } from './generate-dispute-letter';
export { generateOriginalCreditorRequest } from './generate-original-creditor-request';
export { generateTimeBarredLetter, type TimeBarredLetterInput } from './generate-time-barred-letter';
export { generateSettlementLetter, PAY_FOR_DELETE_NOTE, type SettlementLetterInput, type SettlementOfferTerms } from './generate-settlement-letter';
export { generateViolationNotice, type NoticeViolation, type ViolationNoticeInput } from './generate-violation-notice';
export { generateCounterResponse, type CounterResponseInput, type CounterResponseType } from './generate-counter-response';
export { ALL_VERIFICATION_ITEMS, type VerificationItem } from './shared/verification-items';

// Credit-report letters
export {
  BUREAU_ADDRESS_REGISTRY,
  BUREAU_ADDRESSES,
  BUREAU_NAMES,
  generateBureauDispute,
  generateBureauDisputes,
  type BureauAddressEntry,
  type BureauDisputeInput,
  type PrintedBureauAddress,
} from './generate-bureau-dispute';
export { generateMethodOfVerificationRequest, type MethodOfVerificationInput } from './generate-method-of-verification-request';
export { generateBureauFollowUp, type BureauFollowUpInput, type BureauFollowUpReason } from './generate-bureau-follow-up';
export { generateIdentityTheftBlock, type IdentityTheftBlockInput } from './generate-identity-theft-block';
export { FILE_DISCLOSURE_NOTE, generateFileDisclosureRequest, type FileDisclosureInput } from './generate-file-disclosure-request';
export { generateFurnisherDispute, type FurnisherDisputeInput } from './generate-furnisher-dispute';

// The user's own letter
export { enhanceLetter, type EnhanceLetterInput, type EnhancedLetter, type LetterChange } from './enhance-letter';

// Helpers the API may need
export { BLANK, hasBlanks } from './shared/blanks';
export { accountLast4, maskLongNumbers } from './shared/mask-account';
export { findDanger, screenText, type DangerKind, type Removal } from './shared/screen-statements';
