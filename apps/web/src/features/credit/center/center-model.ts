/**
 * What the credit repair center shows, as the page reads it. The API's contract
 * (packages/contracts/src/credit-center.ts) is mapped into these shapes in ./center-api.ts, so the
 * components do not change when a field of the wire format is renamed.
 */
import type { LetterReportMismatch } from '@debtshield/contracts';

export type Bureau = 'equifax' | 'experian' | 'transunion';
export const BUREAUS: readonly Bureau[] = ['equifax', 'experian', 'transunion'];

/** Where a value was read on the report. */
export type Evidence = { page: number; text: string };

/** One value of an item, with its evidence and whether the reader was sure of it. */
export type ItemValue = { field: string; value: string; evidence?: Evidence; confidence?: number; inferred?: string };

export type ItemKind = 'account' | 'collection' | 'inquiry' | 'personal' | 'public_record';

/** An account, collection, inquiry, public record or piece of personal information read on the report. */
export type ReportItem = { key: string; kind: ItemKind; title: string; values: ItemValue[] };

export type Proof = { label: string; value: string; evidence?: Evidence; bureau?: Bureau };

export type Finding = { id: string; kind: string; section: string; summary: string; innocent?: string; items: string[]; proof: Proof[] };

/** A value the reader would not guess, or a fact only the person can state. */
export type Question = {
  id: string;
  item?: string;
  field?: string;
  question: string;
  seen?: Evidence;
  kind?: 'inquiry' | 'personal' | 'account' | 'value';
  proof?: Proof[];
};

export type Analysis = {
  reportId: string;
  bureau?: Bureau;
  reportDate?: string;
  /** The address of the bureau printed on the report, when read. */
  items: ReportItem[];
  findings: Finding[];
  /** The letter side of each disagreement with a collection letter the person analysed. */
  letterMismatches?: LetterReportMismatch[];
  questions: Question[];
  warnings: string[];
};

export type Confirmation = 'not_mine' | 'accurate';

export type Recipient = { id: string; kind: 'bureau' | 'furnisher'; name: string; bureau?: Bureau };

export type Letter = { recipient: string; recipientName: string; kind: string; content: string; address: string[]; fileName: string; notes: string[] };

export type ResponseType = 'deleted' | 'updated' | 'verified' | 'frivolous' | 'no_response' | 'reinserted';
export const RESPONSE_TYPES: readonly ResponseType[] = ['deleted', 'updated', 'verified', 'frivolous', 'no_response', 'reinserted'];

/** A bureau's (or furnisher's) 30-day clock: from the day it received the dispute, not the mailing day. */
export type Clock = { start: string | null; due: string | null; days: number | null; statute: string; assumption: string | null; overdue: boolean };

export type DisputeRecipient = { recipient: string; recipientName: string; status: string; clock: Clock | null; response?: ResponseType | null };

export type Dispute = {
  id: string;
  createdAt: string;
  items: string[];
  summary: string;
  recipients: DisputeRecipient[];
  needsFollowUp: boolean;
};

export type Center = { disputes: Dispute[]; reportsRead: number; findingsFound: number; lettersMade: number };

export type FollowUp = { dispute: Dispute; letter: Letter | null; message: string };
