import type { Rule } from '../types';
import { rules as section11 } from './section-1-1';
import { rules as section1235 } from './section-1-2-to-1-5';
import { rules as section14 } from './section-1-4';
import { rules as section169 } from './section-1-6-to-1-9';

/** Every rule of the catalogue, in legal-reference order. */
export const RULES: readonly Rule[] = [...section11, ...section1235, ...section14, ...section169];

export const getRule = (id: string): Rule | undefined => RULES.find((r) => r.meta.id === id);
