import type { Rule } from '../types';

/** The rules of legal-reference §1.1 (Regulation F validation-notice content), one folder each. */
export const rules: Rule[] = [];
