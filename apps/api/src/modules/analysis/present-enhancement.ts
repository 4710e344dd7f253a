import type { Lang } from '@debtshield/analyzer';
import type { AnalyzeResponse } from '@debtshield/contracts';
import { enhanceLetter } from '@debtshield/letters';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { letterNoteText } from '../letters/letter-notes-texts';

export type Enhancement = NonNullable<AnalyzeResponse['enhancement']>;

/** The enhance flow's improved letter in full: the user's letter, with changes (redacted) and tips. */
export const buildEnhancement = (options: { userLetter: string; summary: AnalysisSummary; today: string; redact: (s: string) => string }): Enhancement => {
  const { summary, redact } = options;
  const enhanced = enhanceLetter({
    userLetter: options.userLetter,
    findings: summary.findings,
    facts: summary.facts,
    strategy: summary.strategy,
    date: options.today,
  });
  return {
    enhanced: enhanced.enhanced,
    is_preview: false,
    changes: enhanced.changes.map((c) => ({ kind: c.kind, text: redact(c.text), reason: c.reason })),
    tips: [...enhanced.tips],
  };
};

/**
 * What of the enhancement leaves the server. Without enhancement access only its first paragraph
 * is sent; the changes and tips stay on the server. The reasons and tips are in the reader's language.
 */
export const presentEnhancement = (enhancement: Enhancement, canEnhance: boolean, lang: Lang = 'en'): Enhancement => {
  if (!canEnhance) return { enhanced: enhancement.enhanced.split(/\n\s*\n/)[0] ?? '', is_preview: true, changes: [], tips: [] };
  // The improved letter stays English (it goes to the collector); why each change was made, and the tips, are for the person.
  const t = (text: string) => letterNoteText(text, lang);
  return { ...enhancement, changes: enhancement.changes.map((c) => ({ ...c, reason: t(c.reason) })), tips: enhancement.tips.map(t) };
};
