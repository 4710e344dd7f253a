import type { MessageKey } from './en';
import { RULES_VALIDATION_NOTICE } from './es/rules-validation-notice';
import { RULES_OVERSHADOWING_AND_DISCLOSURES } from './es/rules-overshadowing-and-disclosures';
import { RULES_THREATS_AND_MISREPRESENTATIONS } from './es/rules-threats-and-misrepresentations';
import { RULES_AMOUNTS_FEES_INTEREST } from './es/rules-amounts-fees-interest';
import { RULES_TIME_BARRED_DEBT } from './es/rules-time-barred-debt';
import { RULES_CONDUCT_AND_USER_DATES } from './es/rules-conduct-and-user-dates';
import { STATUTE_OF_LIMITATIONS } from './es/statute-of-limitations';
import { READING_THE_FILE } from './es/reading-the-file';
import { QUESTIONS_STRATEGY_AND_REPORT } from './es/questions-strategy-and-report';

/**
 * The analyzer's messages in Spanish: neutral Latin-American Spanish, addressed as "usted", for a
 * Spanish-speaking consumer in the US. Same keys and {n} placeholders as src/i18n/en.ts; legal
 * citations, case names and rule ids exactly as in English; English words a letter must print (model
 * form prompts, state notices) are kept in English with the Spanish in parentheses. A new English
 * message needs its Spanish here, in the file of its area (a rule's messages go with its section of
 * the legal reference): TypeScript and src/i18n/catalogue.test.ts say which.
 */
export const ES: Record<MessageKey, string> = {
  ...RULES_VALIDATION_NOTICE,
  ...RULES_OVERSHADOWING_AND_DISCLOSURES,
  ...RULES_THREATS_AND_MISREPRESENTATIONS,
  ...RULES_AMOUNTS_FEES_INTEREST,
  ...RULES_TIME_BARRED_DEBT,
  ...RULES_CONDUCT_AND_USER_DATES,
  ...STATUTE_OF_LIMITATIONS,
  ...READING_THE_FILE,
  ...QUESTIONS_STRATEGY_AND_REPORT,
};
