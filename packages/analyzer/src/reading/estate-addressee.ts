/**
 * A letter addressed to a dead person's estate that tells "you" that you owe the debt (decision 230).
 *
 * The address block names the estate or the dead person ("Estate of Isabel Schick", "The Estate of the late Ruth Adams",
 * "c/o Executor, Estate of Ana Silva", "To the personal representative of the Estate of …", "John Carter, Deceased",
 * "Sucesión de Juan Pérez"), and the letter says "you owe", "the debt that you owe", "your balance", "you are responsible
 * for", "owed by you", "usted debe", "su deuda", without ever saying who "you" is or that the estate, not the reader, is
 * liable. The executor or relative who opens it can take the decedent's debt for their own: a misrepresentation of the
 * character of the debt, of who owes it (15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i); Rock v. Greenspoon
 * Marder, D.N.J. 2021). Regulation F lets a collector address the estate and treats its executor or administrator as the
 * consumer (12 CFR 1006.6(a)(4); comment 34(a)(1)-1), so the address alone is lawful; what misleads is telling the reader
 * they owe.
 *
 * Not read: a letter that says the estate owes ("the amount the estate owes", "owed by the estate", "la sucesión debe"),
 * that tells the reader they are not personally liable or will be paid only from the estate's assets, or that says "you"
 * means the reader in their capacity ("as personal representative of the estate"); a letter to a living consumer; an
 * estate spoken of in the body rather than addressed.
 *
 * Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import { matchesOf, testText } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';
import type { Span } from '../types';
import { fold } from '../rules/_disclosures-and-amounts/text';

/** A word of an estate (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const ESTATE_WORD = /\b(?:estate|deceased|dec'?d|sucesi[oó]n|herederos|fallecid|difunt)/;

/** How many lines from the top the address block may run. */
const HEAD_LINES = 20;

/** An address line that names the estate or the dead person as the addressee. */
const ESTATE_ADDRESSEE =
  /^\s*(?:(?:to|attn|attention|dear)\s*:?\s+)?(?:c\/o\s+[^\n,]{1,40},\s*)?(?:(?:to\s+)?the\s+)?(?:(?:personal\s+representative|executor|executrix|administrator|administratrix|heirs)\s+of\s+the\s+)?estate\s+of\s+(?:the\s+late\s+)?\S|^\s*[^\n,]{2,60},\s*(?:deceased|dec'?d\.?|fallecid[oa]|difunt[oa])\s*$|^\s*(?:(?:a\s+)?(?:la\s+)?)?(?:sucesi[oó]n|herederos)\s+(?:de(?:l)?\s+)\S/m;

/** The reader told they owe the debt. */
const YOU_OWE =
  /\b(?:you\s+(?:still\s+|now\s+|currently\s+)?owe|you\s+are\s+(?:personally\s+)?(?:responsible|liable|obligated)\s+for|owed\s+by\s+you|your\s+(?:debt|balance|obligation|unpaid\s+balance|past[- ]due\s+balance)|usted\s+(?:todav[ií]a\s+|a[uú]n\s+)?debe|su\s+(?:deuda|saldo|obligaci[oó]n)|usted\s+es\s+responsable\s+de)\b/g;

/** The reader told whose the debt is: the estate's, not theirs, or "you" in a capacity. */
const LIABILITY_EXPLAINED =
  /\bnot\s+personally\s+(?:liable|responsible|obligated)|\bno\s+personal\s+(?:liability|obligation)|\bowe\s+nothing\s+personally|\bthe\s+estate(?:'s)?\s+(?:owes|is\s+(?:responsible|liable|obligated))|\b(?:owed|owing|payable)\s+by\s+the\s+estate|\b(?:only|solely)\s+(?:from|out\s+of)\s+(?:the\s+)?(?:estate|assets\s+of\s+the\s+estate|estate'?s\s+assets)|\b(?:in\s+(?:your|his|her)\s+(?:capacity|role)\s+as|as)\s+(?:the\s+)?(?:personal\s+representative|executor|executrix|administrator|administratrix)\b|["“]you["”]\s+(?:means|refers)|\bno\s+es\s+(?:personalmente\s+)?responsable|\bla\s+sucesi[oó]n\s+(?:debe|es\s+responsable)|\bresponsabilidad\s+personal\b|\bsolo\s+(?:de|con)\s+los\s+bienes\s+de\s+la\s+sucesi[oó]n/;

export type EstateToldItOwes = { addressee: Span; owes: Span };

/** The estate's address line and the first "you owe" after it, when the letter never says whose the debt is. Memoised on the last text. */
export const readEstateToldItOwes: (text: string) => EstateToldItOwes | undefined = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(ESTATE_WORD, folded)) return undefined;
  let headEnd = 0;
  for (let n = 0; n < HEAD_LINES && headEnd >= 0; n++) headEnd = folded.indexOf('\n', headEnd + 1);
  const head = headEnd < 0 ? folded : folded.slice(0, headEnd);
  const addressee = ESTATE_ADDRESSEE.exec(head);
  if (!addressee || testText(LIABILITY_EXPLAINED, folded)) return undefined;
  const from = addressee.index + addressee[0].length;
  for (const m of matchesOf(YOU_OWE, folded)) {
    const at = m.index ?? 0;
    if (at < from) continue;
    const lineStart = folded.lastIndexOf('\n', addressee.index) + 1;
    const lineEnd = folded.indexOf('\n', addressee.index);
    return { addressee: spanOf(text, lineStart, lineEnd < 0 ? folded.length : lineEnd), owes: spanOf(text, at, at + m[0].length) };
  }
  return undefined;
});
