import type { IsoDate, RuleContext } from '../../types';
import { debtCollectorAssumption, GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';

/** The outcome of the §0.2 gate questions for a federal FDCPA / Regulation F rule. */
export type GateOutcome = { ok: false; reason: string } | { ok: true; assumptions: string[] };

/**
 * Gate 1 (debt collector) and gate 2 (consumer debt) for rules of §1.6–§1.9, plus court pleadings.
 * `coversCreditors` is set when the rule's law also binds original creditors (some state laws).
 */
export const federalGate = (ctx: RuleContext, options: { coversCreditors?: boolean; allowPleadings?: boolean } = {}): GateOutcome => {
  const { gates } = ctx;
  if (gates.isCourtPleading && !options.allowPleadings) {
    return { ok: false, reason: 'This document is a court pleading (summons or complaint); this check applies to collection letters.' };
  }
  if (gates.isConsumerDebt === false) {
    return { ok: false, reason: 'The debt is not a personal, family or household debt, so the FDCPA and Regulation F do not cover it (15 U.S.C. 1692a(5)).' };
  }
  const assumptions: string[] = [];
  if (gates.isDebtCollector === false && !options.coversCreditors) {
    return {
      ok: false,
      reason:
        'The sender appears to be the original creditor collecting in its own name, which is not a "debt collector" under 15 U.S.C. 1692a(6). State law (for example California\'s Rosenthal Act) may still apply.',
    };
  }
  if (gates.isDebtCollector === null) {
    assumptions.push(debtCollectorAssumption(ctx.text));
  }
  if (gates.isConsumerDebt === null) assumptions.push(GATE_ASSUMPTIONS.consumerDebt);
  return { ok: true, assumptions };
};

/** The letter's date: the gate, else the facts. */
export const letterDateOf = (ctx: RuleContext): IsoDate | null => ctx.gates.letterDate ?? ctx.facts.letterDate?.value ?? null;

const STATE_ZIP = /\b([A-Z]{2})[\s,.]+\d{5}(?:-\d{4})?\b/;

/** The consumer's two-letter state: the gate, the user's answer, else the consumer's address in the facts. */
export const consumerStateOf = (ctx: RuleContext): string | null => {
  const direct = ctx.gates.state ?? ctx.answers.state;
  if (direct) return direct.toUpperCase();
  const lines = ctx.facts.consumer?.address?.lines ?? [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = STATE_ZIP.exec(lines[i] ?? '');
    if (m?.[1]) return m[1];
  }
  return null;
};
