/**
 * Readers keep what they read of the last letter (its text, folded text, sentences, readings) so the
 * rules of one analysis share it. Each registers here how to drop it, and the analysis drops them all
 * when it ends: no letter's words stay in a long-lived process after its analysis (an idle server keeps
 * none; uploads and letter text are gone within the hour, spec 000).
 */
const forgetters: (() => void)[] = [];

/** Registers how a memo of the last letter is dropped. */
export const onForgetLetter = (forget: () => void): void => {
  forgetters.push(forget);
};

/** Drops every memo of the last letter read. */
export const forgetLastLetter = (): void => {
  for (const forget of forgetters) forget();
};
