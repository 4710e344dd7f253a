import { formatLongDate } from '@debtshield/clocks';
import type { Gates, SolStatus } from '../types';
import type { Deadline } from './compute-deadlines';

/**
 * Urgency (spec 000 §3: urgency_level and an urgency list with messages): how soon the user must act,
 * from the deadlines, the statute of limitations and threats in the letter.
 */

export type UrgencyLevel = 'low' | 'medium' | 'high' | 'critical';

export type UrgencyMessage = { level: UrgencyLevel; message: string };

export type Urgency = { level: UrgencyLevel; messages: UrgencyMessage[] };

const RANK: Record<UrgencyLevel, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/** Findings that threaten action against the consumer: they raise urgency whatever the dates. */
export const THREAT_RULE_IDS: ReadonlySet<string> = new Set([
  'threat_arrest_or_criminal',
  'threat_seizure_garnishment',
  'threat_legal_action_unintended',
  'threat_violence',
  'time_barred_suit_threat',
  'simulated_legal_process',
  'nonjudicial_repossession_threat',
  'overshadow_threat_inside_period',
]);

export type UrgencyInput = {
  deadlines: readonly Deadline[];
  sol: SolStatus;
  gates: Gates;
  findingIds: readonly string[];
};

export const computeUrgency = ({ deadlines, sol, gates, findingIds }: UrgencyInput): Urgency => {
  const messages: UrgencyMessage[] = [];
  const push = (level: UrgencyLevel, message: string): void => {
    messages.push({ level, message });
  };

  if (gates.isCourtPleading)
    push(
      'critical',
      'This looks like court papers. A court sets its own deadline to answer (often 20 to 30 days): if you miss it you can lose by default. Consider talking to a lawyer or legal aid now.',
    );

  // Dates in the messages are written for a person ("June 6, 2025"), and the last day and one day are said as such:
  // whole sentences, so that src/i18n can write each in another language. The deadline keeps its ISO date (decision 251).
  for (const d of deadlines) {
    const date = formatLongDate(d.date);
    if (d.kind === 'validation_end_date' || d.kind === 'dispute_window') {
      if (d.daysLeft < 0) continue;
      const left =
        d.daysLeft === 0
          ? `Today is the last day to dispute in writing (${date}).`
          : d.daysLeft === 1
            ? `1 day left to dispute in writing (${date}).`
            : `${d.daysLeft} days left to dispute in writing (${date}).`;
      if (d.daysLeft <= 7) push('high', left);
      else if (d.daysLeft <= 14) push('medium', left);
    }
    if (d.kind === 'settlement_offer' && d.daysLeft >= 0 && d.daysLeft <= 7)
      push(
        'medium',
        d.daysLeft === 0
          ? `The settlement offer in the letter ends today (${date}); you do not have to accept it to keep your rights.`
          : d.daysLeft === 1
            ? `The settlement offer in the letter ends in 1 day (${date}); you do not have to accept it to keep your rights.`
            : `The settlement offer in the letter ends in ${d.daysLeft} days (${date}); you do not have to accept it to keep your rights.`,
      );
  }

  const validationEnd = deadlines.find((d) => d.kind === 'validation_end_date');
  if (validationEnd && validationEnd.daysLeft < 0)
    push('medium', 'The validation end date has passed: you can still dispute, but the collector no longer has to pause collection while it verifies.');

  if (sol.status === 'likely_expired')
    push('high', 'The debt is likely past the statute of limitations: do not pay or sign anything about it before reading the revival warning.');
  else if (sol.status === 'within' && sol.runsOutOn) {
    const soon = deadlines.find((d) => d.kind === 'sol_runs_out');
    if (soon && soon.daysLeft >= 0 && soon.daysLeft <= 180)
      push('medium', `The statute of limitations likely runs out in ${soon.daysLeft} days: a payment or written acknowledgment now could restart it.`);
  }

  const threats = findingIds.filter((id) => THREAT_RULE_IDS.has(id));
  if (threats.length > 0) push('high', 'The letter threatens action against you; see the findings for whether the law allows it.');

  const level = messages.reduce<UrgencyLevel>((max, m) => (RANK[m.level] > RANK[max] ? m.level : max), 'low');
  return { level, messages: messages.sort((a, b) => RANK[b.level] - RANK[a.level]) };
};
