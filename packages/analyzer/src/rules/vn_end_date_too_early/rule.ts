import type { IsoDate, Rule, RuleResult } from '../../types';
import {
  daysBetween,
  earliestEndDate,
  endDatesIn,
  type FoundDate,
  formatDate,
  findLetterDate,
  labelledEndDates,
  parseDates,
} from '../_validation-notice/dates';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { letterDateOf, scope } from '../_validation-notice/scope';
import { assumeValidStatements, originalCreditorStatements, verificationStatements } from '../_validation-notice/statements';
import { fromOriginal, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

/** End dates named in the rights statements (their own sentence, or the lead-in / follow-up sentence). */
const statedEndDates = (d: VnDoc): FoundDate[] => {
  const ranges: Range[] = [];
  for (const st of [...verificationStatements(d), ...originalCreditorStatements(d), ...assumeValidStatements(d)])
    for (const r of [st.range, st.next, st.previous]) if (r) ranges.push(r);
  const seen = new Set<number>();
  return [...endDatesIn(d, ranges), ...labelledEndDates(d)].filter((f) => (seen.has(f.start) ? false : (seen.add(f.start), true)));
};

/**
 * The words after an end date that say it is the one the collector's earlier notice gave, up to where that notice's date begins
 * (decision 493): "…by April 30, 2025, the date given in our notice of March 10, 2025", "the date stated in our earlier letter dated",
 * "which is the end date shown in our validation notice of", Spanish "la fecha indicada en nuestro aviso del".
 */
const GIVEN_IN_EARLIER_NOTICE =
  /^,?\s*(?:(?:which\s+is|being)\s+)?(?:the\s+(?:(?:validation\s+)?end\s+)?(?:date|deadline|day)\s+)?(?:given|stated|set\s+(?:out|forth)|set|shown|listed|named|printed)\s+in\s+(?:our|the|my)\s+(?:(?:earlier|previous|prior|first|initial|original|last)\s+)?(?:validation\s+)?(?:notice|letter)\s+(?:of|dated|sent(?:\s+to\s+you)?\s+on|mailed(?:\s+to\s+you)?\s+on)\s+$|^,?\s*(?:(?:que\s+es|siendo)\s+)?(?:la\s+fecha(?:\s+l[ií]mite)?\s+)?(?:indicad|se[ñn]alad|dad|fijad|establecid)a\s+en\s+(?:nuestr[oa]|el|la)\s+(?:(?:primer[oa]?|anterior)\s+)?(?:aviso|carta|notificaci[oó]n)(?:\s+(?:anterior|inicial|de\s+validaci[oó]n))?\s+(?:del?|con\s+fecha(?:\s+del?)?|fechad[oa]\s+el)\s+$/i;

/** The date of the earlier notice an end date is said to come from, when the words give it and it is before this letter's. */
const earlierNoticeOf = (d: VnDoc, e: FoundDate, letter: IsoDate): FoundDate | undefined => {
  const next = parseDates(d.text.slice(e.end, e.end + 140), e.end)[0];
  if (!next || next.iso >= letter) return undefined;
  return GIVEN_IN_EARLIER_NOTICE.test(d.text.slice(e.end, next.start)) ? next : undefined;
};

export const rule: Rule = {
  meta: {
    id: 'vn_end_date_too_early',
    title: 'Validation end date earlier than the law allows',
    citation: '12 CFR 1006.34(b)(5); comments 34(b)(5)-1, -2; 5 U.S.C. 6103(a) (holidays)',
    kind: 'objective',
    section: '1.1',
    description:
      'The validation period ends 30 days after you receive the notice, and the collector may not assume you received it sooner than five business days after it was sent. An earlier end date cuts short your time to dispute.',
    severity: 5,
    value: 750,
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: false });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const letter = letterDateOf(ctx, d);
    if (!letter) return notApplicable('The letter is undated, so the earliest lawful end date cannot be computed.');
    const ends = statedEndDates(d);
    const factEnd = ctx.facts.validationEndDate;
    if (factEnd && ends.length === 0) {
      const start = fromOriginal(d, factEnd.span.start);
      ends.push({ start, end: fromOriginal(d, factEnd.span.end), iso: factEnd.value });
    }
    // An end date said to be the one an earlier notice gave is judged against that notice's date, and that notice's date is not an
    // end date (decision 493).
    const sentFrom = new Map<number, FoundDate>();
    for (const e of ends) {
      const earlier = earlierNoticeOf(d, e, letter.iso);
      if (earlier) sentFrom.set(e.start, earlier);
    }
    const noticeDates = new Set([...sentFrom.values()].map((n) => n.start));
    const judged = noticeDates.size > 0 ? ends.filter((e) => !noticeDates.has(e.start)) : ends;
    if (judged.length === 0) return notApplicable('The notice states no validation end date to check (see vn_end_date_missing).');
    const sentOn = (e: FoundDate): IsoDate => sentFrom.get(e.start)?.iso ?? letter.iso;
    const lawful = earliestEndDate(letter.iso, true);
    const early = judged.filter((e) => e.iso < earliestEndDate(sentOn(e), false).end).sort((a, b) => (a.iso < b.iso ? -1 : 1));
    const notes = [
      ...assumptions,
      ...(letter.assumption ? [letter.assumption] : []),
      'Used the letter date as the date the notice was sent; a later mailing date would make the lawful end date later still.',
      ...[...new Set([...sentFrom.values()].map((n) => n.iso))].map(
        (iso) => `The letter says an end date it gives is the one its notice of ${formatDate(iso)} gave, so that date is judged against that notice's date.`,
      ),
    ];
    const first = early[0];
    if (!first) {
      const onlyObserved = judged.some((e) => e.iso < earliestEndDate(sentOn(e), true).end);
      return pass(
        onlyObserved
          ? [
              ...notes,
              `The end date is earlier than ${formatDate(lawful.end)} only if a weekend holiday's observed weekday is not counted as a business day; the rule text does not settle that, so it is not flagged.`,
            ]
          : notes,
      );
    }
    const strict = earliestEndDate(sentOn(first), false);
    const short = daysBetween(first.iso, strict.end);
    const letterSpan = findLetterDate(d);
    const firstOfEach = early.filter((e, i) => early.findIndex((x) => x.iso === e.iso) === i);
    const evidence = [...firstOfEach.map((e) => toSpan(d, e)), ...(letterSpan && letterSpan.iso === letter.iso ? [toSpan(d, letterSpan)] : [])];
    return flag(
      `This notice gives ${formatDate(first.iso)} as the end of the validation period. For a notice dated ${formatDate(sentOn(first))}, the collector may assume you received it no earlier than ${formatDate(strict.receipt)} (five business days later, not counting weekends and federal holidays), so the period cannot end before ${formatDate(strict.end)}. The stated date is ${short} day${short === 1 ? '' : 's'} early and shortens the time you have to dispute the debt or ask for the original creditor (12 CFR 1006.34(b)(5)).`,
      evidence,
      'high',
      notes,
    );
  },
};
