/**
 * A lawyer who signs "Martin J. Szabo, Attorney at Law" above the firm's name (issue 26, open law letter W239). Tests, not the
 * measure.
 *
 * The law: a debt collector must use the true name of its business (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); an individual
 * signing with a professional title is a person, not a second business name. The firm's name in the letterhead and under the
 * signature is one name.
 *
 * What was missed on the start code: the signer's name with "Attorney at Law" was read as a business name other than the firm's.
 *
 * Near miss: a second company named as a payee with no link to the firm still flags.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (signature: string, extra = ''): string =>
  [
    'ERIE SHORE LEGAL GROUP, LTD.\n600 Superior Ave E, Suite 1300\nCleveland, OH 44114',
    'September 8, 2025',
    'Mr. Nathan Koval\n14220 Madison Ave\nLakewood, OH 44107',
    'Re: Lakeshore Community Bank, personal line of credit XXXX3044, balance $8,462.15',
    `Dear Mr. Koval:\n\nI have reviewed your account file. Please call me at 216-555-0177 to discuss payment.${extra}`,
    `Very truly yours,\n${signature}\nErie Shore Legal Group, Ltd.`,
    'This communication is from a debt collector.',
  ].join('\n\n');
const flagged = (signature: string, extra?: string): boolean =>
  runRule('name_not_true_name', letter(signature, extra), { allPagesUploaded: true, isFirstContact: false }, 'OH', '2025-09-18').flagged;

describe('a lawyer signing with the title "Attorney at Law"', () => {
  it.each(['Martin J. Szabo, Attorney at Law', 'Martin J. Szabo, Esq.', 'Martin Szabo, Attorney-at-Law'])('"%s" stays silent', (signature) => {
    expect(flagged(signature)).toBe(false);
  });
  it('a payee that is another company with no link still flags', () => {
    expect(flagged('Martin J. Szabo, Attorney at Law', ' Make your check payable to Keystone Portfolio Services LLC.')).toBe(true);
  });
});
