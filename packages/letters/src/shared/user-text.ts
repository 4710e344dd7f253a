import { cleanLine, shortQuote } from './clean-text';
import { screenText } from './screen-statements';

/**
 * Free text the user typed for a letter (a reason, a description of an error): screened for
 * admissions, promises and account details, long numbers masked, whitespace tidied. What was taken
 * out is reported in notes for the user, never silently.
 */
export const safeUserText = (text: string | undefined): { text?: string; notes: string[] } => {
  if (text === undefined) return { notes: [] };
  const screened = screenText(text);
  const cleaned = cleanLine(screened.text);
  const notes = screened.removed.map((r) => `Left out of the letter: "${shortQuote(r.text, 120)}". ${r.reason}`);
  return { ...(cleaned.length > 0 ? { text: cleaned } : {}), notes };
};
