import type { Rule } from '../types';

/** The rules of legal-reference §1.4 (threats and false or misleading representations), one folder each. */
export const rules: Rule[] = [];
