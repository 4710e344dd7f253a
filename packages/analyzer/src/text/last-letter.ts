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

/**
 * `read`, memoised on the last text it was given (every rule of one analysis reads the same letter) and
 * forgotten when the analysis ends. Callers must not mutate the result.
 */
export const memoOnLastLetter = <T>(read: (text: string) => T): ((text: string) => T) => {
  let memo: { text: string; value: T } | undefined;
  onForgetLetter(() => {
    memo = undefined;
  });
  return (text: string): T => {
    if (memo?.text === text) return memo.value;
    const value = read(text);
    memo = { text, value };
    return value;
  };
};
