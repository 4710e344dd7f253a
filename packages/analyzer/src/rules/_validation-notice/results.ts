import type { RuleResult, Span } from '../../types';

/** Result builders shared by the §1.1 rules. */

export const pass = (assumptions: string[] = []): RuleResult =>
  assumptions.length > 0 ? { status: 'pass', assumptions: [...new Set(assumptions)] } : { status: 'pass' };

export const flag = (message: string, evidence: Span[], confidence: 'high' | 'medium' | 'low', assumptions: string[] = []): RuleResult => ({
  status: 'flag',
  message,
  evidence: dedupe(evidence),
  confidence,
  ...(assumptions.length > 0 ? { assumptions: [...new Set(assumptions)] } : {}),
});

/** A flag on words the letter does say (a statement present but wrong): a missing page cannot cure it (RuleResult.misstated). */
export const misstatedFlag = (message: string, evidence: Span[], confidence: 'high' | 'medium' | 'low', assumptions: string[] = []): RuleResult => {
  const result = flag(message, evidence, confidence, assumptions);
  return result.status === 'flag' ? { ...result, misstated: true } : result;
};

export const notApplicable = (reason: string): RuleResult => ({ status: 'not_applicable', reason });

const dedupe = (spans: Span[]): Span[] => {
  const seen = new Set<string>();
  return spans
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start)
    .filter((s) => {
      const key = `${s.start}:${s.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** 'a, b and c'. */
export const listOf = (items: string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
