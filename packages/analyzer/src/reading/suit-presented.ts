/**
 * A letter that presents litigation by its form rather than in a sentence (decision 186): a caption ("BARETTA FINANCIAL
 * vs. [consumer]", "Acme Funding LLC v. Dana Price", the New York "-against-" form, Spanish "… contra …"), a court's
 * docket number standing as a line ("Docket No. CV-2025-119", "Expediente judicial No. 123/2025"), a "Case No." beside a caption
 * or a litigation heading, or a heading that names the suit ("NOTICE OF PENDING LAWSUIT", "AVISO DE DEMANDA",
 * "LITIGATION NOTICE", "PRE-SUIT NOTICE").
 *
 * Two kinds, by what the form tells the least sophisticated consumer:
 * - `begun`: the suit exists (a caption, a docket number, a case number beside a caption or a litigation heading, a
 *   heading that names a pending or filed suit). With no suit filed, the presentation is false on the day the letter
 *   is written (Sears v. Baretta Financial, W.D. Va. 2015: "LITIGATION NOTICE", "BARETTA FINANCIAL vs. [consumer]",
 *   "Case No.", when no suit was filed or intended, "clearly threatened legal action", 1692e(5)).
 * - `announced`: the suit is coming ("LITIGATION NOTICE", "LAWSUIT NOTICE", "NOTICE OF INTENT TO SUE", "PRE-SUIT
 *   NOTICE", "AVISO PREVIO A DEMANDA"): a threat stated as the letter's title, as categorical as "we will sue".
 *
 * Not read: a "pre-legal" notice (it says nothing legal has begun), a heading that names a suit only in a condition
 * ("WHAT HAPPENS IF A LAWSUIT IS FILED"), a case cited ("Pantoja v. Portfolio Recovery Associates, 857 F.3d 904"), a
 * "Case No." or "File No." alone (collectors number their files so), a sentence. A letter that says plainly that no suit
 * has been filed leaves its caption or number `announced`, not `begun`; so does a caption the letter titles as a notice
 * before suit ("Re: Creditor v. Consumer — PRE-SUIT NOTICE", "NOTICE OF INTENT TO SUE" over it, "AVISO PREVIO A DEMANDA"),
 * its docket or case number still `begun` (decision 540). English and Spanish; memoised on the last text.
 */
import type { Span } from '../types';
import { memoOnLastLetter } from '../text/last-letter';
import { testPart } from '../text/prefilter';

/** A caption: "Creditor v. Debtor" on a line of its own (a Re: line too; "vs.:" as a form's label has it). Shared with `simulated_legal_process`. */
export const VERSUS_LINE = /^[^\n]{3,70}\s(?:v\.|vs\.?|versus|contra):?\s[^\n]{3,70}$/im;
/** The caption's second party starts with a capital ("contra Dana Price", "vs. [...]"), not a sentence's word ("protegidos contra embargo."). */
export const CAPTION_PARTY = /(?:^|\s)(?:[vV]\.|[vV][sS]\.?|[vV]ersus|VERSUS|[cC]ontra|CONTRA):?\s+[A-Z\u00c0-\u00de0-9"“[]/;
/** A case cited, not a caption: a reporter ("817 F.3d 72", "WL"), a court and year in parentheses, "See". */
export const CASE_CITATION =
  /\b\d+\s+(?:F\.\s?(?:2d|3d|4th|Supp\.?(?:\s?[23]d)?|App'x)|U\.\s?S\.|S\.\s?Ct\.|N\.[EWY]\.\s?(?:2d|3d)?|A\.\s?[23]d|P\.\s?[23]d|So\.\s?[23]d|WL|B\.R\.)\s+\d+|\([^()]{0,30}\b(?:19|20)\d\d\)|^\W*(?:see|cf\.|citing|quoting)\b/i;
/** The New York "-against-" form (a caption set over lines with "v." alone on the middle line is `VERSUS_LINE`'s). */
export const AGAINST_CAPTION = /^[^\n.]{3,70}\n\W*against\W*\n[^\n.]{3,70}$/im;
/**
 * A court's docket number standing as a line of its own ("Docket Number: CV-2025-11930", "Index No. 11930/2025", "Civil
 * Action No. 25-0119", "Expediente judicial No. 123/2025"). "Case No.", "File No." and a bare "Expediente" are not (collectors number
 * their files so).
 */
export const DOCKET_LINE =
  /^[^\S\n]*\b(?:docket|index|civil\s+action|cause|court\s+(?:case|file)|expediente\s+judicial)\s*(?:no\.?|number|#|n[uú]m(?:ero|\.)?|n\.?[ºo°])\s*:?\s*[A-Z0-9][\w/-]{2,}[^\n]{0,30}$/im;
/** "Case No. KL0000044110", "Caso No. 2025-119", "Número de caso: …" as a line of its own: a suit's mark beside a caption or a litigation heading. */
const CASE_NUMBER_LINE =
  /^[^\S\n]*(?:case|caso|suit|lawsuit)\s*(?:no\.?|number|#|n[uú]m(?:ero|\.)?|n\.?[ºo°])\s*:?\s*[A-Z0-9][\w/-]{2,}[^\S\n]*$|^[^\S\n]*n[uú]mero\s+de\s+(?:caso|demanda|expediente)\s*:?\s*[A-Z0-9][\w/-]{2,}[^\S\n]*$/im;

/** A heading that names a suit as pending or filed (a line of its own). */
const BEGUN_HEADING =
  /^\W*(?:(?:official|formal|important|final)\s+)?(?:notice|notification)\s+of\s+(?:(?:a\s+)?(?:pending|filed|commenced)\s+)?(?:lawsuit|suit|civil\s+(?:action|suit)|court\s+action|legal\s+proceedings?)(?:\s+(?:filed|pending)(?:\s+against\s+you)?)?\W*$|^\W*(?:pending|filed)\s+(?:lawsuit|suit|litigation|court\s+action|legal\s+action)(?:\s+(?:notice|notification))?\W*$|^\W*(?:lawsuit|suit|litigation)\s+(?:pending|filed)\W*$|^\W*(?:aviso|notificaci[oó]n)\s+de\s+(?:demanda|juicio|acci[oó]n\s+judicial)(?:\s+(?:pendiente|presentada|interpuesta))?\W*$|^\W*demanda\s+(?:pendiente|presentada|interpuesta)\W*$/im;
/** A heading that announces a suit as the letter's subject (a line of its own), not as a condition. */
const ANNOUNCED_HEADING =
  /^\W*(?:(?:final|formal|official|important|second|last)\s+)?(?:litigation|lawsuit|legal\s+action|court\s+action)\s+(?:notice|notification|warning|alert)\W*$|^\W*(?:(?:final|formal|official)\s+)?notice\s+of\s+(?:litigation|intent(?:ion)?\s+to\s+(?:sue|litigate|commence\s+(?:suit|litigation|legal\s+action)|file\s+(?:suit|a\s+lawsuit|a\s+complaint|a\s+claim)))\W*$|^\W*(?:final\s+)?pre[-\s]?(?:suit|filing)\s+(?:notice|demand|letter)\W*$|^\W*(?:(?:final|last)\s+)?(?:notice|demand|warning)\s+(?:before|prior\s+to)\s+(?:filing\s+)?(?:suit|a\s+lawsuit|lawsuit|litigation)\W*$|^\W*(?:aviso|notificaci[oó]n|advertencia)\s+(?:de\s+litigio|de\s+intenci[oó]n\s+de\s+demandar|previ[oa]\s+a\s+(?:la\s+)?demanda|antes\s+de\s+(?:la\s+)?demanda)\W*$/im;

/** The letter says plainly that no suit has been filed ("No lawsuit has been filed", "we have not sued you", "no se ha presentado ninguna demanda"). */
const NO_SUIT_YET =
  /\bno\s+(?:lawsuit|suit|legal\s+action|case|court\s+action)\s+(?:has\s+(?:yet\s+)?been|was|is)\s+(?:yet\s+)?(?:filed|pending|commenced|brought)|\b(?:we|our\s+client|(?:the|your)\s+creditor)\s+(?:have|has)\s+not\s+(?:yet\s+)?(?:filed|sued|commenced|brought)|\bthis\s+(?:letter\s+|notice\s+)?is\s+not\s+a\s+(?:lawsuit|summons|court\s+(?:document|paper|order))|\bno\s+se\s+ha\s+(?:presentado|iniciado|interpuesto)\s+(?:ninguna\s+|una\s+)?(?:demanda|acci[oó]n\s+legal)/i;

/**
 * A title that says the letter comes before suit (decision 540): "PRE-SUIT NOTICE", "Pre-Litigation Notice", "NOTICE OF
 * INTENT TO (SUE | FILE SUIT)", "notice before (filing) suit", "AVISO PREVIO A DEMANDA", "AVISO DE INTENCIÓN DE DEMANDAR",
 * "aviso antes de la demanda", on a heading line or on the caption's own line. It says the suit has not begun as plainly
 * as "no lawsuit has been filed". "LITIGATION NOTICE", "LAWSUIT NOTICE" and "AVISO DE DEMANDA" do not (Sears).
 */
const BEFORE_SUIT_TITLE =
  /\bpre[-\s]?(?:suit|filing|litigation)\s+(?:notice|demand|letter)\b|\bnotice\s+of\s+intent(?:ion)?\s+to\s+(?:sue|litigate|commence\s+(?:suit|litigation|legal\s+action)|file\s+(?:suit|a\s+lawsuit|a\s+complaint|a\s+claim))\b|\b(?:notice|demand|warning)\s+(?:before|prior\s+to)\s+(?:filing\s+)?(?:suit|a\s+lawsuit|lawsuit|litigation)\b|\b(?:aviso|notificaci[oó]n|advertencia)\s+(?:de\s+intenci[oó]n\s+de\s+demandar|previ[oa]\s+a\s+(?:la\s+)?demanda|antes\s+de\s+(?:la\s+)?demanda)\b/i;

export type SuitPresented = {
  /** The caption, docket-number, case-number and heading lines that present a suit as existing. */
  begun: Span[];
  /** The headings that announce a suit to come (and, where the letter says none is filed yet, its caption and number lines). */
  announced: Span[];
};

const trimmed = (s: Span): Span => {
  const lead = s.text.length - s.text.trimStart().length;
  const text = s.text.trim();
  return { start: s.start + lead, end: s.start + lead + text.length, text };
};

/** One line's form of a multiline pattern: `^` and `$` then bound the line itself (each line is tested alone, which is faster). */
const oneLine = (re: RegExp): RegExp => new RegExp(re.source, re.flags.replace(/[mg]/g, ''));
const VERSUS_ONE = oneLine(VERSUS_LINE);
const DOCKET_ONE = oneLine(DOCKET_LINE);
const CASE_NUMBER_ONE = oneLine(CASE_NUMBER_LINE);
const BEGUN_ONE = oneLine(BEGUN_HEADING);
const ANNOUNCED_ONE = oneLine(ANNOUNCED_HEADING);
/** A line worth testing at all: a caption's "v."/"contra", a number's keyword, a heading's noun (most lines have none). */
const MAY_PRESENT =
  /\s(?:v\.|vs\.?|versus|contra):?\s|docket|index|action|cause|court|expediente|case|caso|suit|\bsue\b|intent|litig|demanda|juicio|n[uú]mero/i;
const AGAINST_ALONE = /^\W*against\W*$/i;

const read = (text: string): SuitPresented => {
  const captions: Span[] = [];
  const dockets: Span[] = [];
  const caseNumbers: Span[] = [];
  const begunHeadings: Span[] = [];
  const announcedHeadings: Span[] = [];
  const lines: Span[] = [];
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, end, text: text.slice(start, end) });
    start = end + 1;
  }
  lines.forEach((line, i) => {
    const t = line.text;
    // Each line's test asked of the prefilter on the letter first (decision 525): most letters hold neither "against" nor
    // most of the keywords, and a pattern the filter prunes runs on each line as its few alternatives.
    if (t.length > 200 || !testPart(MAY_PRESENT, text, t)) {
      // The "-against-" form: the word alone between two short lines without a full stop.
      const prev = lines[i - 1];
      const next = lines[i + 1];
      if (prev && next && testPart(AGAINST_ALONE, text, t) && [prev, next].every((l) => l.text.length >= 3 && l.text.length <= 70 && !l.text.includes('.')))
        captions.push(trimmed({ start: prev.start, end: next.end, text: text.slice(prev.start, next.end) }));
      return;
    }
    if (VERSUS_ONE.test(t) && CAPTION_PARTY.test(t) && !CASE_CITATION.test(t)) captions.push(trimmed(line));
    if (DOCKET_ONE.test(t)) dockets.push(trimmed(line));
    if (CASE_NUMBER_ONE.test(t)) caseNumbers.push(trimmed(line));
    if (BEGUN_ONE.test(t)) begunHeadings.push(trimmed(line));
    if (ANNOUNCED_ONE.test(t)) announcedHeadings.push(trimmed(line));
  });
  // A "Case No." line counts only beside a caption or a litigation heading (collectors number their files so).
  const numbers = captions.length + begunHeadings.length + announcedHeadings.length > 0 ? caseNumbers : [];
  // Titled as a notice before suit (decision 540): the caption is a draft of the suit to come, as under NO_SUIT_YET; a
  // docket or case number, or a heading naming a pending suit, still presents one as begun.
  const beforeSuit = [...announcedHeadings, ...captions].some((line) => BEFORE_SUIT_TITLE.test(line.text));
  const drafts = beforeSuit ? captions : [];
  const forms = [...(beforeSuit ? [] : captions), ...dockets, ...numbers, ...begunHeadings].sort((a, b) => a.start - b.start);
  // Said plainly that no suit is filed yet: the caption and number are a draft of the suit to come, a threat of it.
  if (forms.length + announcedHeadings.length + drafts.length > 0 && NO_SUIT_YET.test(text))
    return { begun: [], announced: [...announcedHeadings, ...drafts, ...forms].sort((a, b) => a.start - b.start) };
  return { begun: forms, announced: [...announcedHeadings, ...drafts].sort((a, b) => a.start - b.start) };
};

/** How the letter presents a suit by its form (see the file's comment). Memoised on the last text; callers must not mutate the result. */
export const readSuitPresented: (text: string) => SuitPresented = memoOnLastLetter(read);
