import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_TTL_MINUTES } from '@debtshield/contracts';

/** A one-time sign-in code: 6 random digits, zero-padded ('004217'). */
export const generateLoginCode = (): string => String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');

/**
 * What is stored instead of the code: SHA-256 of `<row id>:<code>`, hex. The row id salts it, so
 * one table of the million possible hashes does not read every row.
 */
export const hashLoginCode = (rowId: string, code: string): string => createHash('sha256').update(`${rowId}:${code}`, 'utf8').digest('hex');

/** Whether `code` is the one stored as `storedHash`, in constant time. */
export const loginCodeMatches = (storedHash: string, rowId: string, code: string): boolean => {
  const expected = Buffer.from(storedHash, 'utf8');
  const actual = Buffer.from(hashLoginCode(rowId, code), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** The web app's origin for links in mail: PUBLIC_URL, or localhost on the server's port. */
export const publicBaseUrl = (config: { PUBLIC_URL?: string | undefined; PORT: number }): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** The emailed sign-in link: the login page with the address and the link's secret. */
export const signInLink = (baseUrl: string, email: string, linkSecret: string): string =>
  `${baseUrl}/login?email=${encodeURIComponent(email)}&token=${encodeURIComponent(linkSecret)}`;

export const LOGIN_MAIL_SUBJECT = 'Your DebtShield sign-in code';

/** The sign-in mail. The code stays out of the subject (it shows in notifications and lock screens). */
export const loginMailText = (code: string, link: string): string =>
  [
    `Your DebtShield sign-in code is ${code}.`,
    '',
    `It expires in ${LOGIN_CODE_TTL_MINUTES} minutes and works once.`,
    '',
    'Or sign in with this link (it also works once, within the same time):',
    link,
    '',
    'If you did not ask for this, ignore this email.',
  ].join('\n');
