import { z } from 'zod';

/**
 * The person's details for their letters (issue 27): filled once in the dashboard, printed on every
 * letter written for them (response letters, power letters, templates, counter-letters) in place of
 * [YOUR FULL NAME] and the address blanks.
 */
export const ProfileSchema = z.object({
  name: z.string().nullable(),
  /** Street line, then city, state and ZIP, one per line. */
  mailing_address: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema });

/** PUT /api/user/letter-details: an empty field clears it. */
export const UpdateProfileRequestSchema = z.object({
  name: z.string().trim().max(120, 'A name has at most 120 characters.'),
  mailing_address: z
    .string()
    .trim()
    .max(300, 'An address has at most 300 characters.')
    .refine((value) => value.split(/\r?\n/).length <= 4, 'Write the address on at most 4 lines.'),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The address as the lines a letter prints (blank lines dropped). */
export const addressLines = (address: string | null | undefined): string[] =>
  (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
