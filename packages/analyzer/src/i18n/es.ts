import type { MessageKey } from './en';
import { PART1 } from './es/part1';
import { PART2 } from './es/part2';
import { PART3 } from './es/part3';
import { PART4 } from './es/part4';
import { PART5 } from './es/part5';
import { PART6 } from './es/part6';
import { PART7 } from './es/part7';

/**
 * The analyzer's messages in Spanish: neutral Latin-American Spanish, addressed as "usted", for a
 * Spanish-speaking consumer in the US. Same keys and {n} placeholders as src/i18n/en.ts; legal
 * citations, case names and rule ids exactly as in English; English words a letter must print (model
 * form prompts, state notices) are kept in English with the Spanish in parentheses. A new English
 * message needs its Spanish here (any part): TypeScript and src/i18n/catalogue.test.ts say which.
 */
export const ES: Record<MessageKey, string> = { ...PART1, ...PART2, ...PART3, ...PART4, ...PART5, ...PART6, ...PART7 };
