import type { IsoDate } from './types';
import { addDays, formatLongDate } from './iso-date';
import { wallTime } from './zoned-time';

/**
 * The contact log's checks (legal-reference §2, §2.1): the 7-in-7 call-frequency presumption, the
 * 8 a.m. to 9 p.m. rule in the consumer's time zone, contact after a written cease request, and
 * contact after a dispute before verification. Pure: entries and dates in, findings out, each with
 * the log entries that prove it.
 */

export type ContactChannel = 'call' | 'voicemail' | 'text' | 'email' | 'letter' | 'in_person' | 'other';
export type ContactDirection = 'from_collector' | 'to_collector';
/** How a call ended (legal-reference §2.1 intake). Busy and disconnected calls do not connect and do not count. */
export type CallOutcome = 'conversation' | 'voicemail' | 'no_answer' | 'busy' | 'disconnected';

export type ContactEntry = {
  id: string;
  /** The instant of the contact (stored in UTC; judged on the consumer's clock). */
  at: Date;
  channel: ContactChannel;
  direction: ContactDirection;
  who: string;
  outcome?: CallOutcome | null;
  /** The consumer asked to be called back during this conversation (calls with consent do not count, 1006.14(b)(3)(i)). */
  consentToCall?: boolean;
};

export type ContactFindingKind = 'call_frequency_presumption' | 'call_before_8_after_9' | 'contact_after_cease' | 'collection_during_dispute';

export type ContactFinding = {
  kind: ContactFindingKind;
  citation: string;
  /** 'presumed': the rule presumes a violation (rebuttable); 'possible': worth raising, depends on facts the log cannot hold. */
  strength: 'presumed' | 'possible';
  /** One sentence, English, with the dates; the entries in `evidence` prove it. */
  summary: string;
  evidence: string[];
  /** The consumer's local date the finding is about (the first evidence entry's). */
  date: IsoDate;
};

export type ContactContext = {
  timeZone: string;
  /** The day the collector received a written cease (or refusal to pay) notice. */
  ceaseReceivedDate?: IsoDate | null;
  /** The day the collector received a timely written dispute, and the day verification was mailed (if it was). */
  disputeReceivedDate?: IsoDate | null;
  verificationDate?: IsoDate | null;
};

const CITE = {
  frequency: '12 CFR 1006.14(b)(2); 15 U.S.C. 1692d(5)',
  hours: '15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)(i)',
  cease: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
  dispute: '15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)',
} as const;

const EARLIEST_MINUTE = 8 * 60;
const LATEST_MINUTE = 21 * 60;
export const CALL_CAP_IN_WINDOW = 7;
export const WINDOW_DAYS = 7;

type Local = ContactEntry & { date: IsoDate; minutes: number; time: string };

const counts = (e: Local): boolean =>
  e.direction === 'from_collector' && (e.channel === 'call' || e.channel === 'voicemail') && e.outcome !== 'busy' && e.outcome !== 'disconnected';

/** (A) more than 7 calls within 7 consecutive days; overlapping windows are one finding. */
const tooManyCalls = (calls: Local[]): ContactFinding[] => {
  const windows: { from: IsoDate; ids: Set<string> }[] = [];
  for (let i = 0; i < calls.length; i++) {
    const start = calls[i]!.date;
    const end = addDays(start, WINDOW_DAYS - 1);
    const inWindow = calls.filter((c) => c.date >= start && c.date <= end);
    if (inWindow.length > CALL_CAP_IN_WINDOW) {
      const prev = windows.at(-1);
      if (prev && inWindow.some((c) => prev.ids.has(c.id))) inWindow.forEach((c) => prev.ids.add(c.id));
      else windows.push({ from: start, ids: new Set(inWindow.map((c) => c.id)) });
    }
  }
  return windows.map((w) => {
    const ids = calls.filter((c) => w.ids.has(c.id));
    return {
      kind: 'call_frequency_presumption',
      citation: CITE.frequency,
      strength: 'presumed',
      summary: `${ids.length} calls from ${formatLongDate(ids[0]!.date)} to ${formatLongDate(ids.at(-1)!.date)}: more than ${CALL_CAP_IN_WINDOW} calls within ${WINDOW_DAYS} consecutive days.`,
      evidence: ids.map((c) => c.id),
      date: ids[0]!.date,
    };
  });
};

/** (B) a call within 7 consecutive days after a telephone conversation (the conversation's day is day 1). */
const callAfterConversation = (entries: Local[], calls: Local[]): ContactFinding[] => {
  const out: ContactFinding[] = [];
  const conversations = entries.filter((e) => e.channel === 'call' && e.outcome === 'conversation');
  for (const talk of conversations) {
    const lastDay = addDays(talk.date, WINDOW_DAYS - 1);
    const after = calls.filter((c) => c.id !== talk.id && c.at.getTime() > talk.at.getTime() && c.date <= lastDay);
    if (talk.consentToCall || after.length === 0) continue;
    out.push({
      kind: 'call_frequency_presumption',
      citation: CITE.frequency,
      strength: 'presumed',
      summary: `A call on ${formatLongDate(after[0]!.date)} within ${WINDOW_DAYS} days after a telephone conversation on ${formatLongDate(talk.date)}.`,
      evidence: [talk.id, ...after.map((c) => c.id)],
      date: talk.date,
    });
  }
  return out;
};

const outsideHours = (entries: Local[]): ContactFinding[] =>
  entries
    .filter((e) => e.direction === 'from_collector' && e.channel !== 'letter' && (e.minutes < EARLIEST_MINUTE || e.minutes > LATEST_MINUTE))
    .map((e) => ({
      kind: 'call_before_8_after_9' as const,
      citation: CITE.hours,
      strength: 'presumed' as const,
      summary: `Contact by ${e.channel} at ${e.time} on ${formatLongDate(e.date)} your time, outside 8 a.m. to 9 p.m.`,
      evidence: [e.id],
      date: e.date,
    }));

const afterDate = (entries: Local[], from: IsoDate, until: IsoDate | null | undefined): Local[] =>
  entries.filter((e) => e.direction === 'from_collector' && e.date > from && (!until || e.date < until));

export const checkContactLog = (log: ContactEntry[], context: ContactContext): ContactFinding[] => {
  const entries: Local[] = log.map((e) => ({ ...e, ...wallTime(e.at, context.timeZone) })).sort((a, b) => a.at.getTime() - b.at.getTime());
  const calls = entries.filter(counts);
  const findings: ContactFinding[] = [...tooManyCalls(calls), ...callAfterConversation(entries, calls), ...outsideHours(entries)];
  if (context.ceaseReceivedDate) {
    for (const e of afterDate(entries, context.ceaseReceivedDate, null)) {
      findings.push({
        kind: 'contact_after_cease',
        citation: CITE.cease,
        // A letter saying the collector stops, or naming a remedy it ordinarily uses or intends, is allowed.
        strength: e.channel === 'letter' ? 'possible' : 'presumed',
        summary: `Contact by ${e.channel} on ${formatLongDate(e.date)} after the collector received your written request to stop on ${formatLongDate(context.ceaseReceivedDate)}.`,
        evidence: [e.id],
        date: e.date,
      });
    }
  }
  if (context.disputeReceivedDate) {
    for (const e of afterDate(entries, context.disputeReceivedDate, context.verificationDate)) {
      findings.push({
        kind: 'collection_during_dispute',
        citation: CITE.dispute,
        // Contact is not always collection: a demand for payment is; a reply you asked for may not be.
        strength: 'possible',
        summary: `Contact by ${e.channel} on ${formatLongDate(e.date)}, after the collector received your dispute on ${formatLongDate(context.disputeReceivedDate)} and before it sent verification.`,
        evidence: [e.id],
        date: e.date,
      });
    }
  }
  return findings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};
