import type { Letter as ContractLetter } from '@debtshield/contracts';
import type { Lang } from '@debtshield/analyzer';
import type { Letter } from '@debtshield/letters';
import { letterNoteText } from './letter-notes-texts';

/**
 * A generated letter as the API sends it. A preview carries only the first paragraph of the body:
 * the rest never leaves the server (the page's blur is cosmetic). The letter is English (it goes to a
 * US collector); its notes, written for the person, are in the reader's language.
 */
export const presentLetter = (letter: Letter, full: boolean, lang: Lang = 'en'): ContractLetter => ({
  kind: letter.kind,
  subject: letter.subject,
  content: full ? letter.body : (letter.paragraphs[0] ?? ''),
  is_preview: !full,
  notes: full ? letter.notes.map((note) => letterNoteText(note, lang)) : [],
  follow_up_date: full ? (letter.followUpDate ?? null) : null,
});
