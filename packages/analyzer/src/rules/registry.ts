import type { Rule } from '../types';
import { rules as section11 } from './validation-notice-rules';
import { rules as section1235 } from './disclosures-and-amounts-rules';
import { rules as section14 } from './threats-and-misrepresentations-rules';
import { rules as section169 } from './conduct-and-time-bar-rules';

/** Every rule of the catalogue, in legal-reference order. */
export const RULES: readonly Rule[] = [...section11, ...section1235, ...section14, ...section169];

export const getRule = (id: string): Rule | undefined => RULES.find((r) => r.meta.id === id);
