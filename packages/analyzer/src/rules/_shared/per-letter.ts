import type { RuleContext } from '../../types';

/**
 * A reading whose answer is kept with the rule context (one analysis, never longer), for what several rules ask of the same
 * letter: the letterhead, signature, disclosure and payee lines; one rule's result another rule weighs. Callers must not change
 * what it gives.
 */
export const perLetter = <T>(find: (ctx: RuleContext) => T): ((ctx: RuleContext) => T) => {
  const known = new WeakMap<RuleContext, T>();
  return (ctx) => {
    if (!known.has(ctx)) known.set(ctx, find(ctx));
    return known.get(ctx) as T;
  };
};
