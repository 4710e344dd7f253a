import type { Question } from '../../types';
import { QUESTIONS } from '../_shared/questions';

/**
 * What the §1.1 rules ask about the collector's first contact: the first letter, and a phone call
 * before it (asked on its own, so this isFirstContact wording leaves the call out; the §1.4 wording,
 * QUESTIONS.isFirstContact, folds it in).
 */
export const FIRST_CONTACT_QUESTIONS: Question[] = [
  { id: 'isFirstContact', text: 'Is this the first letter you received from this collector about this debt?', type: 'boolean' },
  QUESTIONS.priorPhoneContactDate,
];
