import type { Rule, RuleResult } from '../../types';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, financialProductOf, scope } from '../_validation-notice/scope';
import { matchesIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';
import { testText } from '../../text/prefilter';

/** 'account number', 'Acct #', 'account ending in', 'número de cuenta', 'card number'. */
const LABEL =
  /\b(?:account|acct|a\/c|card|loan|contract|cuenta)\b\.?\s*(?:number|no\.?|num\.?|#|n[uú]mero|n[uú]m\.?)?\s*(?:ending(?:\s+(?:in|with))?|que\s+termina\s+en)?\s*[:#]?|\bn[uú]mero\s+de\s+cuenta\b\s*[:#]?/gi;
/** A full or truncated number: '123-456-789', '****7350', 'XXXX-XXXX-XXXX-0932', '4417'. */
const NUMBER = /^\s*(?:is\s+|es\s+)?(?:(?:ending|ends)\s+(?:in|with)\s+|(?:que\s+)?termina\s+en\s+)?[*xX#•.\d][\d*xX#•. -]{0,30}?\d{3,}/i;
/** Labels of the collector's own file or reference number (an optional item, 1006.34(d)(3)(ii)). */
const COLLECTOR_REFERENCE =
  /\b(?:our|agency|collector'?s?|internal|file|reference|ref|client\s+ref(?:erence)?)\s*(?:account|acct|file|reference|ref)?\s*(?:number|no\.?|#)?\s*[:#]?\s*$/i;

type Found = { range: Range; isReference: boolean };

const accountNumbers = (d: VnDoc): Found[] => {
  const out: Found[] = [];
  for (const label of matchesIn(d, LABEL)) {
    const after = d.text.slice(label.end, label.end + 45);
    const m = NUMBER.exec(after);
    if (!m) continue;
    const before = d.text.slice(Math.max(0, label.start - 30), label.start);
    const labelText = d.text.slice(label.start, label.end);
    const isReference = COLLECTOR_REFERENCE.test(before) || /^\s*(?:our|reference)\b/i.test(labelText);
    out.push({ range: { start: label.start, end: label.end + m.index + m[0].length }, isReference });
  }
  return out;
};

const REFERENCE_LINE = /\b(?:our\s+(?:reference|file|account)|reference|ref\.?|file)\s*(?:number|no\.?|#)?\s*[:#]\s*[A-Z0-9][\w-]{2,}/gi;
const NON_FINANCIAL = /\b(?:medical|hospital|physician|clinic|ambulance|dental|patient)\b/i;

export const rule: Rule = {
  meta: {
    id: 'vn_account_number',
    title: 'Account number missing',
    citation: '12 CFR 1006.34(c)(2)(iv); comment 34(c)(2)(iv)-1',
    kind: 'objective',
    section: '1.1',
    description:
      "A validation notice must show the account number the debt had with the creditor on the itemization date (the last four digits are enough). The collector's own reference number does not replace it.",
    severity: 2,
    value: 150,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (ctx.facts.accountNumbers.some((a) => a.kind === 'account')) return pass(assumptions);
    const found = accountNumbers(d);
    if (found.some((f) => !f.isReference)) return pass(assumptions);

    if (s.excerpt) return excerptResult('an account number');
    const references = [...found.map((f) => f.range), ...matchesIn(d, REFERENCE_LINE)].slice(0, 3).map((r) => toSpan(d, r));
    const financial = financialProductOf(ctx, d);
    if (!financial.required && testText(NON_FINANCIAL, d.text) && references.length === 0)
      return pass([
        ...assumptions,
        'Assumed this debt (a medical or similar bill) never had an account number; if it did, the notice had to show it (comment 34(c)(2)(iv)-1).',
      ]);
    return flag(
      references.length > 0
        ? "This notice shows only the collector's own reference number, not the account number the debt had with the creditor. A validation notice must show that account number, or a recognisable part of it such as the last four digits (12 CFR 1006.34(c)(2)(iv))."
        : 'This notice does not show the account number of the debt. A validation notice must show the account number the debt had on the itemization date, or a recognisable part of it such as the last four digits (12 CFR 1006.34(c)(2)(iv)).',
      references,
      financial.required ? 'high' : 'medium',
      [...assumptions, ...(financial.assumption ? [financial.assumption] : []), 'Assumed the debt had an account number with the creditor.'],
    );
  },
};
