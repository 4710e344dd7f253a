import type { Letter as ContractLetter } from '@debtshield/contracts';
import type { Letter } from '@debtshield/letters';

/**
 * A generated letter as the API sends it. A preview carries only the first paragraph of the body:
 * the rest never leaves the server (the page's blur is cosmetic).
 */
export const presentLetter = (letter: Letter, full: boolean): ContractLetter => ({
  kind: letter.kind,
  subject: letter.subject,
  content: full ? letter.body : (letter.paragraphs[0] ?? ''),
  is_preview: !full,
  notes: full ? [...letter.notes] : [],
  follow_up_date: full ? (letter.followUpDate ?? null) : null,
});
