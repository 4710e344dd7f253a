import type { Rule, RuleResult, Span } from '../../types';
import {
  type ItemizationItem,
  type ItemLine,
  itemizationOf,
  itemsSaidNone,
  NO_FEES,
  NO_INTEREST,
  NO_PAYMENTS,
  SEPARATE_PAGE,
} from '../_validation-notice/itemization';
import { lineOf } from '../_validation-notice/dates';
import { flag, listOf, misstatedFlag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { firstIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

/** The three items of the itemization, as the messages name them. */
const ITEM_LABELS = { interest: 'interest', fees: 'fees', payments: 'payments and credits' } as const;

type Item = { key: ItemizationItem; name: string; line?: ItemLine; none: RegExp };

/** Lines of the block (and a few after it) that hold only an amount: the value column of a split table. */
const amountOnlyLines = (d: VnDoc, block: Range): number => {
  let count = 0;
  let after = 0;
  for (const line of d.lines) {
    if (line.start < block.start) continue;
    if (line.start > block.end) after++;
    if (after > 6) break;
    if (/^[-+(]?\s{0,2}\$?\s{0,2}[-+]?\s{0,2}\d[\d,]*(?:\.\d{2})?\)?$/.test(d.text.slice(line.start, line.end))) count++;
  }
  return count;
};

export const rule: Rule = {
  meta: {
    id: 'vn_itemization_table',
    title: 'Interest / fees / payments-and-credits breakdown missing or blank',
    citation: '12 CFR 1006.34(c)(2)(viii); comments 34(c)(2)(viii)-1 to -4',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice must break down how the debt changed since the itemization date: the interest, the fees, and the payments and credits, each shown even when it is zero.',
    severity: 3,
    value: 300,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true, item: 'vn_itemization_table' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const it = itemizationOf(ctx, d);
    const items: Item[] = [
      { key: 'interest', name: ITEM_LABELS.interest, line: it?.interest, none: NO_INTEREST },
      { key: 'fees', name: ITEM_LABELS.fees, line: it?.fees, none: NO_FEES },
      { key: 'payments', name: ITEM_LABELS.payments, line: it?.payments, none: NO_PAYMENTS },
    ];
    const hasTable = items.some((i) => i.line !== undefined);
    const separate = firstIn(d, SEPARATE_PAGE);
    if (!hasTable && separate)
      return pass([
        ...assumptions,
        `The notice points to an itemization elsewhere ("${toSpan(d, separate).text.replace(/\s+/g, ' ')}"); that page was not part of the text read.`,
      ]);

    // An item said as none in a sentence, alone or in a list the negation governs (decision 540), is itemized as "none".
    const saidNone = itemsSaidNone(d);
    const stated = (i: Item): boolean => saidNone.has(i.key) || firstIn(d, i.none) !== undefined;
    const missing = items.filter((i) => i.line === undefined && !stated(i));
    const blank = items.filter((i) => i.line?.blank === true && !stated(i));
    const columnLayout = it !== undefined && blank.length > 0 && amountOnlyLines(d, it.block) >= blank.length;

    if (!hasTable && s.excerpt) return excerptResult('an itemization');
    if (!hasTable && missing.length === 3)
      return flag(
        'This notice does not break down the debt into the interest, fees, and payments and credits since the itemization date. A validation notice must show each of them, even when it is zero, or point to an enclosed separate page that does (12 CFR 1006.34(c)(2)(viii)).',
        it?.current?.line ? [toSpan(d, lineOf(d, it.current.line.start))] : [],
        'high',
        assumptions,
      );
    const evidence: Span[] = [];
    const noLine = missing.length > 0 ? listOf(missing.map((i) => i.name)) : undefined;
    const empty = blank.length > 0 && !columnLayout ? listOf(blank.map((i) => i.name)) : undefined;
    if (empty) for (const i of blank) if (i.line) evidence.push(toSpan(d, lineOf(d, i.line.line.start)));
    // Whole phrases (src/i18n writes each in another language).
    const problems =
      noLine && empty
        ? [`has no line for ${noLine} and leaves ${empty} blank`]
        : noLine
          ? [`has no line for ${noLine}`]
          : empty
            ? [`leaves ${empty} blank`]
            : [];
    if (problems.length === 0)
      return pass(columnLayout ? [...assumptions, "Read the amounts listed under the table's labels as its value column."] : assumptions);
    if (evidence.length === 0 && it) evidence.push(toSpan(d, lineOf(d, it.block.start)));
    // Fields left blank in a table in hand are the table's own statement, wrong as written: no other page fills them
    // (decision 217). A line not there at all may be on a page not in hand, and an OCR'd page may have lost a figure.
    return (noLine === undefined && empty !== undefined && !ctx.doc.lowConfidence ? misstatedFlag : flag)(
      `The itemization in this notice ${problems[0]}. A validation notice must show the interest, the fees, and the payments and credits since the itemization date as separate items; "$0.00" or "none" is fine, a missing or empty field is not (12 CFR 1006.34(c)(2)(viii); comment 34(c)(2)(viii)-1).`,
      evidence,
      'high',
      assumptions,
    );
  },
};
