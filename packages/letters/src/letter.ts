/** Every letter the package writes. */
export type LetterKind =
  | 'validation_request'
  | 'cease'
  | 'dispute'
  | 'original_creditor_request'
  | 'time_barred'
  | 'settlement'
  | 'violation_notice'
  | 'continued_dispute'
  | 'settlement_offer'
  | 'cease_desist'
  | 'bureau_dispute'
  | 'method_of_verification'
  | 'furnisher_dispute'
  | 'bureau_follow_up'
  | 'identity_theft_block'
  | 'file_disclosure';

/** The credit bureaus of spec 001 §2.6. */
export type Bureau = 'equifax' | 'experian' | 'transunion';

/**
 * A finished letter. `body` is the whole letter as plain text (sender block, date, recipient block,
 * RE line, salutation, paragraphs, closing and signature line, mailing line). `paragraphs` are the
 * paragraphs between the salutation and the closing, each exactly as it appears in `body`, so the
 * API can hand a free user `paragraphs[0]` and nothing else.
 */
export type Letter = {
  kind: LetterKind;
  subject: string;
  body: string;
  paragraphs: string[];
  /** For the user, never part of the letter: cautions, deadlines, what to fill in. */
  notes: string[];
  /** When to check for an answer (ISO date), when the letter expects one. */
  followUpDate?: string;
};

/** A bureau letter also says which bureau and where it goes (spec 001 §7 `bureau_address`). */
export type BureauLetter = Letter & { bureau: Bureau; bureauAddress: string[] };
