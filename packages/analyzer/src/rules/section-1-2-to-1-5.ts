import type { Rule } from '../types';

/** The rules of legal-reference §1.2, §1.3 and §1.5, one folder each. */
export const rules: Rule[] = [];
