import { isWord, wordsRepairedInPlace } from './normalize';
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
 * - a no-break space or another of Unicode's spaces becomes a plain space (decision 351);
 * - "[sic]", "(sic)", "[sic.]", "[sic!]" become spaces;
 * - a bracketed change of up to three letters inside a word ("[a]ct", "you[r]", "[T]he") loses its
 *   brackets; the freed characters become spaces after the word;
 * - a bracketed insertion of one to six words standing alone ("[to]", "[the debt]", "[Name]") loses
 *   its brackets (a space each side); "[...]", "[…]" and other marks of a gap stay, as the completeness
 *   gate reads them;
 * - a word hyphenated across a line break is joined ("collec-\ntion" -> "collection"), a compound
 *   whose halves are both words, and that is not itself one word, keeps its hyphen ("debt-\ncollection"
 *   -> "debt-collection", but "collect-\nor" -> "collector"); the
 *   line break moves to just after the joined word, so the count of lines stays;
 * - a vertical bar alone at a line's start or end (OCR's reading of a page edge or a border) becomes a space (decision 334);
 * - a word OCR misread by its letters' shapes ("c0llector", "arnount", "vvrite") becomes the word, padded with spaces to
 *   its length, where the repair makes a known word (decision 338); since decision 345 also "c" read for "e" and "e" for "c",
 *   "I" for "l", "cl" for "d", "li" for "h", a digit in a word of two letters ("t0"), and a word split by a stray space
 *   ("wri ting"), the known words being the analyzer's own patterns' words, and never where the word as written is a real
 *   English or Spanish word ("clay", "dear") or both pieces are ("any one");
 * - a line break inside a sentence wrapped across lines (a PDF's or a scan's text, a quotation set to a page's width) becomes
 *   a space, so a sentence reads as one line (decision 328): the line before is long (30 characters or more) and ends on a
 *   word in lower case or a comma, and the next opens in lower case ("has been contracted to lead and" over "represent in
 *   the collection"), or the line before ends on a word that cannot end a sentence or a label ("the", "your", "of", "to")
 *   and the next opens with any letter ("…awarded on your" over "Springleaf Financial Services Inc. account"). A blank line,
 *   a line ending on a stop, a colon or a figure, and a short line (a name, an address, a label) are never joined. Decision 364:
 *   a sentence parted by one or two blank lines (OCR taking a photo's wide line spacing for a paragraph's end) is joined too,
 *   the blank lines read as spaces, where the line before (25 characters or more) ends on a word in lower case or a comma and
 *   the line after opens in lower case, as no paragraph of a letter does;
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

/**
 * Words that never end a sentence or a label: a line ending on one runs on into the next. In lower case only: a line ending
 * on a state's code ("Indianapolis, IN", "Birmingham, AL", "Wilmington, DE") is an address, not a sentence.
 */
const RUNS_ON =
  /(?:^|[\s(])(?:the|a|an|your|our|their|its|his|her|of|to|for|with|and|or|by|on|in|at|from|that|this|these|is|are|was|were|be|been|has|have|had|will|shall|may|must|can|you|we|which|who|whom|el|la|los|las|su|sus|de|del|al|a|y|o|en|con|por|para|que|es|son|ha|han|usted|nuestro|nuestra)$/;

/** A page's number as a page prints it at its head or foot: "Page 1 of 2", "Página 2 de 2", "Pg. 2", "- 2 -", "2". */
/**
 * A letter, a small letter: module constants, not literals in the loop (decision 525). A bundle for Node 20 (esbuild, as the
 * bench and the server are built) writes a literal with a bare `\p{…}` as `new RegExp(…)`, made anew at every turn.
 */
const LETTER = /\p{L}/u;
const SMALL_LETTER = /\p{Ll}/u;
const PAGE_MARK = /^(?:(?:page|p[aá]gina|pg\.?)\s*\d{1,3}(?:\s*(?:of|de|\/)\s*\d{1,3})?|[-–—]?\s*\d{1,3}\s*[-–—]?)$/i;

/** The letter's first lines up to its first blank line (its letterhead), which a later page may print again at its head. */
const headLines = (text: string): Set<string> => {
  const top = text.slice(0, 400);
  const blank = top.search(/\n[ \t]*\n/);
  return new Set(
    (blank < 0 ? top : top.slice(0, blank))
      .split('\n')
      .map((l) => l.replace(/\f/g, '').trim())
      .filter((l) => l.length >= 6)
      .slice(0, 6),
  );
};

/**
 * The lines a page break puts inside a sentence that runs on from one page to the next (decision 339): the page's number,
 * the form feed, blank lines, and the letterhead printed again at the next page's head. From `from` (a line's start): where
 * the sentence goes on, and the line breaks passed, when at least one page break or page number was among them.
 */
const pageFurniture = (text: string, from: number, head: () => Set<string>): { next: number } | undefined => {
  let at = from;
  let paged = false;
  for (let lines = 0; lines < 6; lines++) {
    const nl = text.indexOf('\n', at);
    const line = text.slice(at, nl < 0 ? text.length : nl);
    const parts = line.split('\f').map((p) => p.trim());
    // The letterhead counts only after the page break that brings it back.
    const furniture = parts.every((p, i) => p === '' || PAGE_MARK.test(p) || ((paged || i > 0) && head().has(p)));
    if (!furniture || nl < 0) break;
    paged ||= parts.length > 1 || parts.some((p) => PAGE_MARK.test(p));
    at = nl + 1;
  }
  return paged && at > from ? { next: at } : undefined;
};

/**
 * The line breaks inside a wrapped sentence (see above), as ranges of `text` to read as spaces: a line break, or a page break
 * with the page furniture it brings (decision 339).
 */
const wrapBreaks = (text: string): [number, number][] => {
  const out: [number, number][] = [];
  let lineStart = 0;
  let head: Set<string> | undefined;
  const headOf = (): Set<string> => (head ??= headLines(text));
  let joinedTo = 0;
  for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
    const prev = text.slice(lineStart, nl).trim();
    lineStart = nl + 1;
    if (prev === '' || nl < joinedTo) continue;
    let j = nl + 1;
    while (j < text.length && (text[j] === ' ' || text[j] === '\t')) j++;
    // A page break inside the sentence: the form feed, the page's number, the letterhead again, then the sentence goes on.
    const furniture = text[j] === '\f' || !LETTER.test(text[j] ?? '') || PAGE_MARK.test(lineAt(text, j)) ? pageFurniture(text, nl + 1, headOf) : undefined;
    if (furniture) j = furniture.next;
    while (j < text.length && (text[j] === ' ' || text[j] === '\t' || text[j] === '\f')) j++;
    // A sentence parted by blank lines (decision 364: OCR that takes a photo's wide line spacing for a paragraph's end, a
    // quotation set out in pieces): the line before ends on a word in lower case or a comma, and the line after the blank lines
    // opens in lower case, as no paragraph of a letter does. Up to two blank lines, with nothing on them.
    if (text[j] === '\n' && !furniture && prev.length >= 25 && /[\p{Ll},]$/u.test(prev)) {
      let k = j;
      for (let blank = 0; blank < 3 && text[k] === '\n'; blank++) {
        k++;
        while (k < text.length && (text[k] === ' ' || text[k] === '\t')) k++;
      }
      if (k > j && SMALL_LETTER.test(text[k] ?? '')) {
        out.push([nl, k]);
        joinedTo = k;
        continue;
      }
    }
    const next = text[j];
    const goesOn = next !== undefined && next !== '\n' && /[\p{L}\d$]/u.test(next);
    // Both sides say the sentence runs on (a word in lower case, or a comma, over a line that opens in lower case): 25 characters
    // are enough; a line ending on a word that cannot end a sentence, over one that opens in capitals, must be 45.
    if (
      goesOn &&
      prev.length >= 25 &&
      LETTER.test(next) &&
      ((SMALL_LETTER.test(next) && /[\p{Ll},]$/u.test(prev)) || (prev.length >= 45 && RUNS_ON.test(prev)))
    ) {
      out.push([nl, furniture ? j : nl + 1]);
      joinedTo = j;
    } else if (furniture && goesOn && !/[.!?:;]["'”’)]*$/.test(prev)) {
      // Not a wrap the words show, but the page's furniture still sits inside an unfinished sentence: it is read as spaces,
      // the line break before it kept, as if the page had gone on.
      out.push([nl + 1, j]);
      joinedTo = j;
    }
  }
  return out;
};

/** The line of `text` that starts at `at`, without form feeds, trimmed. */
const lineAt = (text: string, at: number): string => {
  const nl = text.indexOf('\n', at);
  return text
    .slice(at, nl < 0 ? text.length : nl)
    .replace(/\f/g, '')
    .trim();
};

const unwrap = (text: string): string => {
  const breaks = wrapBreaks(text);
  if (breaks.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [from, to] of breaks) {
    out += `${text.slice(at, from)}${' '.repeat(to - from)}`;
    at = to;
  }
  return out + text.slice(at);
};

const readingTextOf = (text: string): string => unwrap(marksTakenOut(wordsRepairedInPlace(edgeBarsTakenOut(oddSpacesAsSpaces(text)))));

/**
 * A no-break space, or another of Unicode's spaces (en, em, thin, figure, narrow no-break, ideographic), as PDFs' text layers and
 * word processors write them between words: read as the space it stands for, one character for one, so a reader that names a
 * plain space (a slot's "Creditor: ", a sentence's end) reads the line as typed (decision 351).
 */
const ODD_SPACE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/;
const ODD_SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const oddSpacesAsSpaces = (text: string): string => (ODD_SPACE.test(text) ? text.replace(ODD_SPACES, ' ') : text);

/**
 * A vertical bar standing alone at a line's start or end ("…for that purpose. |", "| Dear Ms. Lee:"): what OCR reads from a
 * page's edge, a fold or a box's border in a phone photo, never a word of the letter (decision 334). It becomes a space, so
 * the line ends, or opens, on its own last or first word. Not on a line with a bar inside it: a table's row ("| Amount due |
 * Due date |") keeps its cells' borders.
 */
const EDGE_BAR_LINE = /^([ \t]*[|¦]+(?=[ \t]|$))?([^|¦\n]*?)((?<=^|[ \t])[|¦]+[ \t]*)?$/gm;
const edgeBarsTakenOut = (text: string): string =>
  text.includes('|') || text.includes('¦')
    ? text.replace(EDGE_BAR_LINE, (m, lead: string | undefined, body: string, tail: string | undefined) =>
        lead === undefined && tail === undefined ? m : `${' '.repeat(lead?.length ?? 0)}${body}${' '.repeat(tail?.length ?? 0)}`,
      )
    : text;

const marksTakenOut = (text: string): string => {
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
