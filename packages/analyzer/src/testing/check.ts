import type { Rule, RuleResult } from '../types';
import { type ContextInput, makeContext, type NoticeContextInput, noticeContext } from './make-context';

/** The rule's result on `text` with explicit facts, gates and answers (see makeContext). */
export const check = (rule: Rule, text: string, input: ContextInput = {}): RuleResult => rule.check(makeContext(text, input));

/** The rule's result on `text` read as a settled validation notice (see noticeContext). */
export const checkNotice = (rule: Rule, text: string, input: NoticeContextInput = {}): RuleResult => rule.check(noticeContext(text, input));

/** The quoted words of a flag's evidence (empty for any other result). */
export const quotes = (result: RuleResult): string[] => (result.status === 'flag' ? result.evidence.map((e) => e.text) : []);
