import type { IsoDate } from '../inputs';
import type { Letter, LetterKind } from '../letter';
import { BLANK, hasBlanks } from './blanks';
import { formatDate } from './format-date';

export const CERTIFIED_MAIL_LINE = 'Sent by certified mail, return receipt requested.';
export const SIGNATURE_LINE = '______________________________';

export type LetterParts = {
  kind: LetterKind;
  subject: string;
  date: IsoDate;
  /** Sender block lines (name first). */
  sender: readonly string[];
  /** Recipient block lines (name first). */
  recipient: readonly string[];
  /** The first line starts with 'RE: '. */
  reLines: readonly string[];
  salutation?: string;
  paragraphs: readonly string[];
  /** Printed name under the signature line. */
  signatureName: string;
  enclosures?: readonly string[];
  notes: readonly string[];
  followUpDate?: IsoDate;
};

const FILL_IN_NOTE = 'Fill in every part in [SQUARE BRACKETS] before you send the letter, and delete any line that does not apply.';

/**
 * Lays out a letter: sender, date, recipient, RE, salutation, paragraphs, closing with a
 * signature line, enclosures, the certified-mail line. Pure: the same parts give the same text.
 */
export const composeLetter = (parts: LetterParts): Letter => {
  const paragraphs = parts.paragraphs.map((p) => p.trim()).filter((p) => p.length > 0);
  const blocks = [
    parts.sender.join('\n'),
    formatDate(parts.date) ?? BLANK.date,
    parts.recipient.join('\n'),
    parts.reLines.join('\n'),
    parts.salutation ?? 'Dear Sir or Madam:',
    ...paragraphs,
    `Sincerely,\n\n\n${SIGNATURE_LINE}\n${parts.signatureName}`,
    ...(parts.enclosures && parts.enclosures.length > 0 ? [`Enclosures:\n${parts.enclosures.map((e) => `- ${e}`).join('\n')}`] : []),
    CERTIFIED_MAIL_LINE,
  ];
  const body = `${blocks.join('\n\n')}\n`;
  const notes = [...(hasBlanks(body) ? [FILL_IN_NOTE] : []), ...parts.notes];
  return {
    kind: parts.kind,
    subject: parts.subject,
    body,
    paragraphs,
    notes: [...new Set(notes)],
    ...(parts.followUpDate ? { followUpDate: parts.followUpDate } : {}),
  };
};
