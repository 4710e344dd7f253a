import { Fragment } from 'react';

/**
 * A legal citation kept together on a narrow screen (decision 264). At 390 px a line could break
 * between "§" and its number, inside "15 U.S.C. 1692g(a)(3)" or between "(a)" and "(3)". Each single
 * citation of a list ("…; …", "…, …") is kept on one line; the list itself wraps between them. A
 * citation too long for a phone's line is split at its spaces instead, each number kept with the word
 * before it, and a single word longer than that is left free to break, so nothing overflows. The text
 * is left as written (no special spaces), so it reads, copies and searches the same.
 */

/**
 * The longest run kept on one line, in characters. The narrowest place a citation shows is a finding's
 * legal basis on the results page (monospace): 35 characters to the line at 390 px, 31 at 360 px.
 */
export const CITATION_KEPT_CHARS = 31;

/** A run of a citation; `keep`: shown on one line. */
export type CitationGroup = { text: string; keep?: true };

/** Between the single citations of a list. */
const LIST_SEPARATOR = /(;\s+|,\s+)/;
/** A word that goes on from the one before: a section "1692g(a)", a paragraph "(e)(2)", the "-4" of "-1 to -4". */
const GOES_ON = /^[\d(§-]/;
/** A title number that leads into its source ("15" of "15 U.S.C.", "12" of "12 CFR"). */
const TITLE_NUMBER = /^\d+$/;
const STARTS_WITH_LETTER = /^\p{L}/u;

const kept = (text: string): CitationGroup => (text.length <= CITATION_KEPT_CHARS ? { text, keep: true } : { text });

/** A citation too long for one line, in runs split at the spaces that may break. */
const wordRuns = (citation: string): CitationGroup[] => {
  const words = citation.split(' ');
  const runs: string[] = [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    const leadsOn = TITLE_NUMBER.test(word) && STARTS_WITH_LETTER.test(words[i + 1] ?? '');
    const joins =
      before !== undefined && ((GOES_ON.test(word) && !leadsOn) || /^§§?$/.test(before) || (TITLE_NUMBER.test(before) && STARTS_WITH_LETTER.test(word)));
    if (joins && runs.length > 0) runs[runs.length - 1] += ` ${word}`;
    else runs.push(word);
  });
  return runs.flatMap((run, i) => (i === 0 ? [kept(run)] : [{ text: ' ' }, kept(run)]));
};

/** The runs of a citation or a list of them, in order: joined, they are the text as written. */
export const citationGroups = (text: string): CitationGroup[] =>
  text.split(LIST_SEPARATOR).flatMap((part, i): CitationGroup[] => {
    if (part === '') return [];
    if (i % 2 === 1) return [{ text: part }];
    return part.length <= CITATION_KEPT_CHARS ? [{ text: part, keep: true }] : wordRuns(part);
  });

/** A citation, or a list of citations, each kept on one line where it fits. */
export const Citation = ({ text }: { text: string }) => (
  <span className="[overflow-wrap:anywhere]">
    {citationGroups(text).map((g, i) =>
      g.keep ? (
        <span key={i} className="whitespace-nowrap">
          {g.text}
        </span>
      ) : (
        <Fragment key={i}>{g.text}</Fragment>
      ),
    )}
  </span>
);

/** A section of the U.S. Code or the CFR inside a sentence ("15 U.S.C. 1692g(a)(4)", "12 CFR § 1006.34(c)(3)(i)–(iii)"). */
const CODE_SECTION = /\b\d{1,2} (?:U\.S\.C\.|C\.?F\.?R\.?) (?:§§? ?)?\d[\w.-]*(?:\([\w.-]+\))*(?:[–-]\([\w.-]+\))?/g;

/** Prose with the sections of the Code and the CFR it names kept together; the rest as written. */
const Prose = ({ text }: { text: string }) => {
  const parts: (string | CitationGroup)[] = [];
  let from = 0;
  for (const m of text.matchAll(CODE_SECTION)) {
    parts.push(text.slice(from, m.index), kept(m[0]));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' || !p.keep ? (
          <Fragment key={i}>{typeof p === 'string' ? p : p.text}</Fragment>
        ) : (
          <span key={i} className="whitespace-nowrap">
            {p.text}
          </span>
        ),
      )}
    </>
  );
};

/**
 * A sentence that carries a citation (`text` as the catalogue or the analysis wrote it): the citation kept together where
 * it stands whole in the sentence, and any other section of the Code or the CFR the sentence names.
 */
export const TextWithCitation = ({ text, citation }: { text: string; citation: string }) => {
  const at = citation ? text.indexOf(citation) : -1;
  if (at < 0) return <Prose text={text} />;
  return (
    <>
      <Prose text={text.slice(0, at)} />
      <Citation text={citation} />
      <Prose text={text.slice(at + citation.length)} />
    </>
  );
};
