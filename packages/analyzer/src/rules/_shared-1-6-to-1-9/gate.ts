import type { IsoDate, RuleContext } from '../../types';

/** The outcome of the §0.2 gate questions for a federal FDCPA / Regulation F rule. */
export type GateOutcome = { ok: false; reason: string } | { ok: true; assumptions: string[] };

const CALLS_ITSELF_COLLECTOR =
  /\b(?:is|are|as)\s+(?:a\s+)?debt\s+collectors?\b|\bfrom\s+a\s+debt\s+collector\b|\bcollection\s+agency\b|\bes\s+un\s+cobrador\s+de\s+deudas\b/i;

/**
 * Gate 1 (debt collector) and gate 2 (consumer debt) for rules of §1.6–§1.9, plus court pleadings.
 * `coversCreditors` is set when the rule's law also binds original creditors (some state laws).
 */
export const federalGate = (
  ctx: RuleContext,
  options: { coversCreditors?: boolean; allowPleadings?: boolean } = {},
): GateOutcome => {
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
    assumptions.push(
      CALLS_ITSELF_COLLECTOR.test(ctx.text)
        ? 'Assumed the sender is a debt collector (the letter calls itself one).'
        : 'Assumed the sender is a debt collector (a collection agency, debt buyer or collection law firm), not the original creditor collecting in its own name.',
    );
  }
  if (gates.isConsumerDebt === null) assumptions.push('Assumed the debt is a personal, family or household (consumer) debt.');
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

const CIRCUITS: Record<string, string> = {
  ME: '1st', MA: '1st', NH: '1st', RI: '1st', PR: '1st',
  CT: '2d', NY: '2d', VT: '2d',
  DE: '3d', NJ: '3d', PA: '3d', VI: '3d',
  MD: '4th', NC: '4th', SC: '4th', VA: '4th', WV: '4th',
  LA: '5th', MS: '5th', TX: '5th',
  KY: '6th', MI: '6th', OH: '6th', TN: '6th',
  IL: '7th', IN: '7th', WI: '7th',
  AR: '8th', IA: '8th', MN: '8th', MO: '8th', NE: '8th', ND: '8th', SD: '8th',
  AK: '9th', AZ: '9th', CA: '9th', HI: '9th', ID: '9th', MT: '9th', NV: '9th', OR: '9th', WA: '9th', GU: '9th', MP: '9th',
  CO: '10th', KS: '10th', NM: '10th', OK: '10th', UT: '10th', WY: '10th',
  AL: '11th', FL: '11th', GA: '11th',
  DC: 'D.C.',
};

/** The federal circuit of a state ('7th'), or null. */
export const circuitOf = (state: string | null): string | null => (state ? (CIRCUITS[state.toUpperCase()] ?? null) : null);
