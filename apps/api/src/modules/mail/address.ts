import { MailAddressSchema, type MailAddress } from '@debtshield/contracts';

/**
 * Reads the sender and recipient blocks of a letter as @debtshield/letters lays it out (decision 011):
 * blocks separated by blank lines — sender, date, recipient, RE, salutation, … (composeLetter). A
 * block is an address when its last line is "City, ST 12345" (or ZIP+4) and it has a name line and a
 * street line. Anything else (a blank in [BRACKETS], a foreign address, a missing ZIP) reads as
 * nothing, and the user enters the address.
 */

const CITY_LINE = /^(.+?),?\s+([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;

export const parseAddressBlock = (block: string): MailAddress | null => {
  const lines = block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length < 3 || lines.length > 6 || lines.some((l) => /\[[A-Z0-9 ,.'/-]+\]/.test(l))) return null;
  const last = CITY_LINE.exec(lines.at(-1)!);
  if (!last) return null;
  const [, city, state, zip] = last as unknown as [string, string, string, string];
  const middle = lines.slice(1, -1);
  const name = lines[0]!;
  // Name, [company / attention line,] street, [suite]: with three middle lines the first is the company.
  const company = middle.length >= 3 ? middle[0] : undefined;
  const streets = middle.length >= 3 ? middle.slice(1) : middle;
  const parsed = MailAddressSchema.safeParse({
    name,
    ...(company ? { company } : {}),
    address_line1: streets[0],
    ...(streets[1] ? { address_line2: streets.slice(1).join(', ') } : {}),
    address_city: city.replace(/,$/, ''),
    address_state: state,
    address_zip: zip,
  });
  return parsed.success ? parsed.data : null;
};

export type LetterAddresses = { sender: MailAddress | null; recipient: MailAddress | null };

export const readLetterAddresses = (letterText: string): LetterAddresses => {
  const blocks = letterText
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  const sender = blocks[0] ? parseAddressBlock(blocks[0]) : null;
  // The recipient block follows the date line (composeLetter); without a date line, the second block.
  const dateAt = blocks.findIndex((b, i) => i > 0 && i < 3 && !b.includes('\n') && /\d{4}/.test(b));
  const recipientBlock = blocks[dateAt > 0 ? dateAt + 1 : 1];
  return { sender, recipient: recipientBlock ? parseAddressBlock(recipientBlock) : null };
};

/** Blanks a generated letter leaves for the user ([YOUR FULL NAME], [DATE], …): a letter with one is not mailed. */
export const hasLetterBlanks = (text: string): boolean => /\[[A-Z][A-Z0-9 ,.'/-]*\]/.test(text);
