/**
 * A line that is only a quoter's elision mark, in any of the forms a quotation uses ("[...]", "[…]", "[. . .]", ". . .", "…", "...",
 * "* * *"): the readers that look at a letter's lines (its first and last lines, its signature block) skip it as they skip "[...]"
 * (decision 367: a quotation's gap is one whatever mark the quoter used).
 */
export const isElisionLine = (line: string): boolean => /^\s*(?:\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|\.\s\.\s\.|…|\.{3,}|\*(?:[ \t]{0,3}\*){2,})\s*$/.test(line);
