import type { Rule, RuleResult } from '../../types';
import { daysBetween, earliestEndDate, endDatesIn, type FoundDate, formatDate, findLetterDate, labelledEndDates } from '../_validation-notice/dates';
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
    if (ends.length === 0) return notApplicable('The notice states no validation end date to check (see vn_end_date_missing).');

    const lawful = earliestEndDate(letter.iso, true);
    const strict = earliestEndDate(letter.iso, false);
    const early = ends.filter((e) => e.iso < strict.end).sort((a, b) => (a.iso < b.iso ? -1 : 1));
    const notes = [
      ...assumptions,
      ...(letter.assumption ? [letter.assumption] : []),
      'Used the letter date as the date the notice was sent; a later mailing date would make the lawful end date later still.',
    ];
    const first = early[0];
    if (!first) {
      const onlyObserved = ends.some((e) => e.iso < lawful.end);
      return pass(
        onlyObserved
          ? [
              ...notes,
              `The end date is earlier than ${formatDate(lawful.end)} only if a weekend holiday's observed weekday is not counted as a business day; the rule text does not settle that, so it is not flagged.`,
            ]
          : notes,
      );
    }
    const short = daysBetween(first.iso, strict.end);
    const letterSpan = findLetterDate(d);
    const firstOfEach = early.filter((e, i) => early.findIndex((x) => x.iso === e.iso) === i);
    const evidence = [...firstOfEach.map((e) => toSpan(d, e)), ...(letterSpan && letterSpan.iso === letter.iso ? [toSpan(d, letterSpan)] : [])];
    return flag(
      `This notice gives ${formatDate(first.iso)} as the end of the validation period. For a notice dated ${formatDate(letter.iso)}, the collector may assume you received it no earlier than ${formatDate(strict.receipt)} (five business days later, not counting weekends and federal holidays), so the period cannot end before ${formatDate(strict.end)}. The stated date is ${short} day${short === 1 ? '' : 's'} early and shortens the time you have to dispute the debt or ask for the original creditor (12 CFR 1006.34(b)(5)).`,
      evidence,
      'high',
      notes,
    );
  },
};
