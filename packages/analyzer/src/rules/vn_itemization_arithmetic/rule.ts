import type { Rule, RuleContext, RuleResult } from '../../types';
import { CURRENT, type Itemization, type ItemLine, itemizationOf, moneyIn, readItemizations } from '../_validation-notice/itemization';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { lineOf } from '../_validation-notice/dates';
import { toSpan, type VnDoc } from '../_validation-notice/vn-doc';
import { testText } from '../../text/prefilter';
import { readAmountTables, type AmountRow } from '../../reading/amount-parts';

/** One cent of rounding per line of the itemization. */
const TOLERANCE = 0.05;

const usd = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The line's amount: a number, 0 for 'none' / '$0', undefined when it cannot be read. */
const amountOf = (line: ItemLine | undefined): number | undefined => {
  if (!line || line.blank) return undefined;
  if (line.value === null) return 0;
  return line.value?.value;
};

const PAYMENT_WORDS = /\bpaid\b|\bpayments?\b|\bcredits?\b|\bcredited\b|\bpag[oó](?![\w\u00c0-\u017f])|\bpagos\b|\bacredit|\badjustments?\b/i;

/**
 * Every amount row between the base line and the current-amount line, signed (payments and
 * credits subtract): catches itemizations with extra rows ('Court costs', a second fee line).
 */
const rowsTotal = (d: VnDoc, it: Itemization, base: number): number | undefined => {
  if (!it.base || !it.current) return undefined;
  let total = base;
  for (const line of d.lines) {
    if (line.start <= it.base.line.start || line.start >= it.current.line.start) continue;
    const amount = moneyIn(d, line)[0];
    if (!amount) continue;
    const text = d.text.slice(line.start, line.end);
    total += testText(PAYMENT_WORDS, text) || /^\s*[-(]/.test(d.text.slice(amount.start, amount.end)) ? -amount.value : amount.value;
  }
  return Math.round(total * 100) / 100;
};

/**
 * A table of parts and a total that is not the Regulation F itemization ("Principal / Interest / Collection costs /
 * Total"): a total larger than its parts claims a sum no line explains (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1);
 * decision 145). A total smaller than its parts is not flagged here: a court in the Second Circuit held an unexplained
 * lower total neither misleading nor material (Kleinman v. Frontline Asset Strategies, E.D.N.Y. 2020), while another
 * found it could deceive (Garcia v. Law Offices of Howard Lee Schiff, D. Conn. 2018); the Regulation F itemization,
 * whose five lines the law itself sets, is still added up both ways above.
 */
/** A row's label as the letter writes it (its line without the figure), or as read from the sentence. */
const labelIn = (row: AmountRow): string => row.span.text.replace(/\s*[:|.]*\s*[-+(]*\s*\$[\d,.]+\)?$/, '').trim() || row.label;

const partsResult = (ctx: RuleContext, assumptions: string[], otherwise: RuleResult): RuleResult => {
  const tables = readAmountTables(ctx.text);
  const over = tables.find((t) => t.total.value - t.sum > TOLERANCE);
  if (!over) {
    if (tables.length === 0) return otherwise;
    const under = tables.find((t) => t.sum - t.total.value > TOLERANCE);
    return pass(
      under
        ? [
            ...assumptions,
            `The letter's total (${usd(under.total.value)}) is less than the parts it lists (${usd(under.sum)}); courts differ on whether an unexplained lower figure misleads (Kleinman v. Frontline Asset Strategies, E.D.N.Y. 2020), so it is not flagged.`,
          ]
        : [...assumptions, 'The parts the letter lists add up to its total.'],
    );
  }
  // Each part as the letter labels it, in quotation marks: the letter's words, not the analyzer's.
  const terms = over.parts
    .map((p, i) => `${i === 0 ? (p.kind === 'subtract' ? '− ' : '') : p.kind === 'subtract' ? ' − ' : ' + '}${usd(p.value)} ("${labelIn(p)}")`)
    .join('');
  return flag(
    `The amounts this letter lists do not add up to the total it asks for: ${terms} = ${usd(over.sum)}, but it states "${labelIn(over.total)}" as ${usd(over.total.value)}, ${usd(Math.round((over.total.value - over.sum) * 100) / 100)} more than its parts, with nothing in the letter saying what the difference is. A collector must state the amount of the debt accurately and may collect only amounts it can show are owed (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1)). Before paying, ask in writing what the extra amount is for.`,
    [...over.parts.map((p) => p.span), over.total.span],
    ctx.doc.lowConfidence ? 'low' : 'medium',
    assumptions,
  );
};

/** The five figures of one table, or undefined when one cannot be read. */
const figuresOf = (it: Itemization) => {
  const base = amountOf(it.base);
  const interest = amountOf(it.interest);
  const fees = it.fees === it.interest ? 0 : amountOf(it.fees);
  const payments = amountOf(it.payments);
  const current = amountOf(it.current);
  if (base === undefined || interest === undefined || fees === undefined || payments === undefined || current === undefined) return undefined;
  return { base, interest, fees, payments, current };
};

/** One table added up: a pass, a flag, or undefined when its figures cannot all be read. */
const tableResult = (ctx: RuleContext, d: VnDoc, it: Itemization, assumptions: string[], regF: boolean): RuleResult | undefined => {
  const f = figuresOf(it);
  if (!f) return undefined;
  const { base, interest, fees, payments, current } = f;
  const expected = Math.round((base + interest + fees - payments) * 100) / 100;
  const difference = Math.round((current - expected) * 100) / 100;
  if (Math.abs(difference) <= TOLERANCE) return pass(assumptions);
  const allRows = rowsTotal(d, it, base);
  if (allRows !== undefined && Math.abs(current - allRows) <= TOLERANCE)
    return pass([...assumptions, 'The itemization has more rows than interest, fees and payments; all its rows were added up.']);
  const lines = [it.base, it.interest, it.fees === it.interest ? undefined : it.fees, it.payments, it.current].flatMap((l) =>
    l ? [toSpan(d, lineOf(d, l.line.start))] : [],
  );
  const ocr = ctx.doc.lowConfidence ? ['Parts of this letter were hard to read; check the amounts against the paper letter.'] : [];
  return flag(
    `The itemization in this notice does not add up: ${usd(base)} owed on the itemization date + ${usd(interest)} interest + ${usd(fees)} fees − ${usd(payments)} payments and credits = ${usd(expected)}, but the notice states the current amount as ${usd(current)}, a difference of ${usd(Math.abs(difference))}. A notice that misstates the amount of the debt may violate 15 U.S.C. 1692e(2)(A) and 1692g(a)(1)${regF ? ' and 12 CFR 1006.34(c)(2)(vii)–(ix)' : ''}.`,
    lines,
    ctx.doc.lowConfidence ? 'medium' : 'high',
    [...assumptions, ...ocr],
  );
};

/** The total after the last account's table: the first current-amount line with a figure that follows it. */
const totalAfter = (d: VnDoc, last: Itemization): ItemLine | undefined => {
  for (const line of d.lines) {
    if (line.start <= last.block.end) continue;
    const text = d.text.slice(line.start, line.end);
    if (!testText(CURRENT, text)) continue;
    const amount = moneyIn(d, line)[0];
    return amount ? { line, value: amount, blank: false } : undefined;
  }
  return undefined;
};

/**
 * Several accounts itemized one by one: each table must reach its own amount now, and the accounts their total. Undefined (the
 * one-table reading decides) when a table's figures cannot all be read.
 */
const accountsResult = (ctx: RuleContext, d: VnDoc, accounts: Itemization[], assumptions: string[], regF: boolean): RuleResult | undefined => {
  const figures = accounts.map(figuresOf);
  if (figures.some((f) => f === undefined)) return undefined;
  for (const it of accounts) {
    const result = tableResult(ctx, d, it, assumptions, regF);
    if (result?.status !== 'pass') return result;
  }
  const total = totalAfter(d, accounts[accounts.length - 1] as Itemization);
  const sum = Math.round(figures.reduce((n, f) => n + (f?.current ?? 0), 0) * 100) / 100;
  const stated = total?.value?.value;
  if (!total || stated === undefined || Math.abs(stated - sum) <= TOLERANCE)
    return pass([
      ...assumptions,
      `The notice itemizes ${accounts.length} accounts; each adds up to its own amount now${total ? ', and together they make the total' : ''}.`,
    ]);
  return flag(
    `The accounts this notice itemizes do not add up to the total it states: their amounts now (${figures.map((f) => usd(f?.current ?? 0)).join(' + ')}) come to ${usd(sum)}, but the notice states the total as ${usd(stated)}, a difference of ${usd(Math.abs(Math.round((stated - sum) * 100) / 100))}. A notice that misstates the amount of the debt may violate 15 U.S.C. 1692e(2)(A) and 1692g(a)(1)${regF ? ' and 12 CFR 1006.34(c)(2)(vii)–(ix)' : ''}.`,
    [...accounts.map((it) => toSpan(d, lineOf(d, (it.current as ItemLine).line.start))), toSpan(d, lineOf(d, total.line.start))],
    ctx.doc.lowConfidence ? 'medium' : 'high',
    assumptions,
  );
};

export const rule: Rule = {
  meta: {
    id: 'vn_itemization_arithmetic',
    title: 'Itemization does not add up',
    citation: '12 CFR 1006.34(c)(2)(vii)–(ix); 15 U.S.C. 1692e(2)(A), 1692g(a)(1)',
    kind: 'objective',
    section: '1.1',
    description:
      'The amount owed on the itemization date, plus interest and fees, minus payments and credits, must equal the current amount the notice states. A breakdown that does not add up misstates the amount of the debt.',
    severity: 6,
    value: 1000,
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    // Figures that do not add up misstate the amount of the debt in any letter (15 U.S.C. 1692e(2)(A); Garcia v. Law
    // Offices of Howard Lee Schiff, D. Conn. 2018: a charge-off balance and a different current balance with zero
    // lines between them), not only in the validation notice: read wherever the letter itemizes the debt.
    const s = scope(ctx, { regFOnly: false, safeHarbour: false, validationNoticeOnly: false });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const regF = s.regime === 'regf';
    // Several debts itemized one by one, then their total (1006.34(c)(2)(viii)): each table and the total are added up.
    const accounts = readItemizations(d);
    if (accounts.length >= 2) {
      const result = accountsResult(ctx, d, accounts, assumptions, regF);
      if (result) return result;
    }
    const it = itemizationOf(ctx, d);
    if (!it) return partsResult(ctx, assumptions, notApplicable('The notice has no itemization to add up.'));
    return (
      tableResult(ctx, d, it, assumptions, regF) ??
      partsResult(
        ctx,
        assumptions,
        notApplicable('The itemization is incomplete or unreadable (see vn_itemization_table and vn_amount_on_itemization_date), so it cannot be added up.'),
      )
    );
  },
};
