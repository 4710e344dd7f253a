import type { Rule } from '../types';

/** The rules of legal-reference §1.6 to §1.9, one folder each. */
export const rules: Rule[] = [];
