import { MAX_USER_LETTER_TEXT } from '@debtshield/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** Step 2 of the enhance flow: the user's own letter, as a file or as text (spec 000 §2, §5). */
export const responseLetterSchema = (t: TFunction, language: string) =>
  z
    .object({
      text: z.string().max(MAX_USER_LETTER_TEXT, t('upload.errors.responseTooLong', { max: MAX_USER_LETTER_TEXT.toLocaleString(language) })),
      file: z.instanceof(File).nullable(),
    })
    .refine((value) => value.file !== null || value.text.trim() !== '', { message: t('upload.errors.noResponseLetter'), path: ['text'] });

export type ResponseLetterValues = { text: string; file: File | null };

export const EMPTY_RESPONSE_LETTER: ResponseLetterValues = { text: '', file: null };
