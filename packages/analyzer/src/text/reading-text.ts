import { isWord } from './normalize';
import { onForgetLetter } from './last-letter';

/**
 * The text the rules read: the letter's own characters, with the marks a court (or a person quoting
 * a letter) adds to it taken out, and words broken across a line joined, at the SAME LENGTH, so
 * every offset still points at the same place of the document (evidence is re-read from the
 * document's own text, so what a finding quotes is unchanged). Court opinions quote letters with
 * "[sic]", with letters changed in brackets ("[a]ct now", "you[r] account"), with words put in
 * ("[to] make payment", "[Debtor]"), and PDFs and scans break words at the end of a line
 * ("collec-\ntion"); a rule written for the letter's words should read all of them (decision 083).
 *
 * What moves, always within the marked stretch, so nothing crosses a word it did not touch:
 * - "[sic]", "(sic)", "[sic.]", "[sic!]" become spaces;
 * - a bracketed change of up to three letters inside a word ("[a]ct", "you[r]", "[T]he") loses its
 *   brackets; the freed characters become spaces after the word;
 * - a bracketed insertion of one to six words standing alone ("[to]", "[the debt]", "[Name]") loses
 *   its brackets (a space each side); "[...]", "[…]" and other marks of a gap stay, as the completeness
 *   gate reads them;
 * - a word hyphenated across a line break is joined ("collec-\ntion" -> "collection"), a compound
 *   whose halves are both words, and that is not itself one word, keeps its hyphen ("debt-\ncollection"
 *   -> "debt-collection", but "collect-\nor" -> "collector"); the
 *   line break moves to just after the joined word, so the count of lines stays.
 */
export const readingText = (text: string): string => {
  // The gates and the rules of one analysis ask for the same text: one entry is enough.
  if (memo?.text === text) return memo.reading;
  const reading = readingTextOf(text);
  memo = { text, reading };
  return reading;
};

let memo: { text: string; reading: string } | undefined;
onForgetLetter(() => {
  memo = undefined;
});

const readingTextOf = (text: string): string => {
  if (!text.includes('[') && !text.includes('(sic') && !text.includes('(SIC') && !/-[ \t]*\n/.test(text)) return text;
  return text
    .replace(/[[(]sic[.!]?[\])]/gi, (m) => ' '.repeat(m.length))
    .replace(/(\p{L}*)\[(\p{L}{1,3})\](\p{L}*)/gu, (m, before: string, inside: string, after: string) =>
      before === '' && after === '' ? m : `${before}${inside}${after}${'  '}`,
    )
    .replace(/(^|[^\p{L}\]])\[(\p{L}[\p{L}'’.-]*(?:[ ]+\p{L}[\p{L}'’.-]*){0,5})\](?=[^\p{L}[]|$)/gu, (_m, lead: string, inside: string) => `${lead} ${inside} `)
    .replace(/(\p{L}{2,})-([ \t]*\n[ \t]*)(\p{Ll}+)/gu, (m, left: string, gap: string, right: string) => {
      const compound = !isWord(`${left}${right}`) && isWord(left) && isWord(right);
      const joined = compound ? `${left}-${right}` : `${left}${right}`;
      return `${joined}${' '.repeat(m.length - joined.length - 1)}\n`;
    });
};
