import type { AnalyzeResponse } from '@debtshield/contracts';
import { enhanceLetter } from '@debtshield/letters';
import type { AnalysisSummary } from '../letters/letter-inputs';

/**
 * The enhance flow's improved letter. Without enhancement access only its first paragraph is sent;
 * the changes and tips stay on the server.
 */
export const presentEnhancement = (options: {
  userLetter: string;
  summary: AnalysisSummary;
  today: string;
  canEnhance: boolean;
  redact: (s: string) => string;
}): NonNullable<AnalyzeResponse['enhancement']> => {
  const { summary, canEnhance, redact } = options;
  const enhanced = enhanceLetter({ userLetter: options.userLetter, findings: summary.findings, facts: summary.facts, strategy: summary.strategy, date: options.today });
  return {
    enhanced: canEnhance ? enhanced.enhanced : (enhanced.enhanced.split(/\n\s*\n/)[0] ?? ''),
    is_preview: !canEnhance,
    changes: canEnhance ? enhanced.changes.map((c) => ({ kind: c.kind, text: redact(c.text), reason: c.reason })) : [],
    tips: canEnhance ? [...enhanced.tips] : [],
  };
};
