import { daysBetween, type IsoDate } from '@debtshield/clocks';
import { TRACKER_MIN_SAMPLE } from '@debtshield/contracts';

/**
 * What DebtShield's own tracker recorded about one collector across users: the only source of the
 * detail's insights and success estimate. A figure is shown only when at least TRACKER_MIN_SAMPLE
 * disputes from as many different people stand behind it (nobody can be singled out); otherwise
 * the detail says "not enough data yet".
 */

export type OutcomeRow = {
  userId: string;
  type: string;
  letterKind: string | null;
  events: { type: string; occurredOn: IsoDate; data: Record<string, unknown> }[];
  /** Contact-log entries from the collector dated after the letter was sent. */
  collectorContactsAfterSent: number;
};

type Stat = { sample: number; value: string; basis: string };

export type CollectorOutcomes = {
  minSample: number;
  resolved: number;
  victories: number;
  responseTime: Stat | null;
  settlement: Stat | null;
  aggression: Stat | null;
  approach: Stat | null;
  removal: Stat | null;
};

const VICTORY = new Set(['won', 'settled']);
const outcomeOf = (r: OutcomeRow): string | null => {
  const resolved = r.events.filter((e) => e.type === 'resolved').at(-1);
  return resolved && typeof resolved.data.outcome === 'string' ? resolved.data.outcome : null;
};
const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};
const pct = (part: number, whole: number) => Math.round((part / whole) * 100);

/** Null when fewer than `min` disputes or fewer than `min` distinct people are behind it. */
const enough = (rows: OutcomeRow[], min: number): boolean => rows.length >= min && new Set(rows.map((r) => r.userId)).size >= min;

export const collectorOutcomes = (rows: OutcomeRow[], min: number = TRACKER_MIN_SAMPLE): CollectorOutcomes => {
  const withOutcome = rows.filter((r) => outcomeOf(r) !== null);
  const resolvedOk = enough(withOutcome, min);
  const victories = withOutcome.filter((r) => VICTORY.has(outcomeOf(r)!)).length;

  const answered = rows.flatMap((r) => {
    const sent = r.events.find((e) => e.type === 'letter_sent');
    const reply = sent && r.events.find((e) => e.type === 'reply_received' && e.occurredOn >= sent.occurredOn);
    return sent && reply ? [{ row: r, days: daysBetween(sent.occurredOn, reply.occurredOn) }] : [];
  });
  const responseTime: Stat | null = enough(
    answered.map((a) => a.row),
    min,
  )
    ? { sample: answered.length, value: `${median(answered.map((a) => a.days))} days`, basis: 'median days from the letter sent to the reply received' }
    : null;

  const settled = withOutcome.filter((r) => outcomeOf(r) === 'settled').length;
  const settlement: Stat | null = resolvedOk
    ? { sample: withOutcome.length, value: `${pct(settled, withOutcome.length)}%`, basis: 'share of resolved disputes the users recorded as settled' }
    : null;

  const sent = rows.filter((r) => r.events.some((e) => e.type === 'letter_sent'));
  const aggression: Stat | null = enough(sent, min)
    ? {
        sample: sent.length,
        value: `${pct(sent.filter((r) => r.collectorContactsAfterSent > 0).length, sent.length)}%`,
        basis: 'share of sent disputes whose users logged calls or messages from the collector afterwards',
      }
    : null;

  let approach: Stat | null = null;
  if (resolvedOk) {
    const byKind = new Map<string, { won: number; all: number }>();
    for (const r of withOutcome) {
      const k = byKind.get(r.letterKind ?? 'other') ?? { won: 0, all: 0 };
      k.all += 1;
      if (VICTORY.has(outcomeOf(r)!)) k.won += 1;
      byKind.set(r.letterKind ?? 'other', k);
    }
    const best = [...byKind.entries()].filter(([, v]) => v.all >= min).sort((a, b) => b[1].won / b[1].all - a[1].won / a[1].all)[0];
    if (best)
      approach = {
        sample: best[1].all,
        value: best[0],
        basis: `the letter with the most recorded wins against this collector (${best[1].won} of ${best[1].all})`,
      };
  }

  const credit = withOutcome.filter((r) => r.type === 'credit_dispute');
  const removal: Stat | null = enough(credit, min)
    ? {
        sample: credit.length,
        value: `${pct(credit.filter((r) => outcomeOf(r) === 'won').length, credit.length)}%`,
        basis: 'share of resolved credit disputes the users recorded as won',
      }
    : null;

  return {
    minSample: min,
    resolved: resolvedOk ? withOutcome.length : 0,
    victories: resolvedOk ? victories : 0,
    responseTime,
    settlement,
    aggression,
    approach,
    removal,
  };
};
