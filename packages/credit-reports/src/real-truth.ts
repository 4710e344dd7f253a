/**
 * Scores the reader against the truth files of real reports (`*.truth.json`, written by hand from
 * the page images: every tradeline with every field as printed, the grids, and `must_not_flag`).
 *
 * A tradeline is found when a parsed account has the same visible account digits (else the same
 * creditor, in order). A field is right when the parsed tradeline printed the same label with the
 * same value, compared on letters and digits only (an OCR slip of punctuation or spacing, 'Salt
 * Lake City. UT' or 'C LOSED', is not a different value). A false finding is any finding on a
 * report whose truth file lists no error.
 */
import type { CreditFinding, ParsedAccount, ParsedCreditReport } from './types';

export type TruthAccount = {
  creditor: string;
  account_visible_last4?: string;
  fields_as_printed: Record<string, string>;
  payment_history?: unknown;
};
export type RealTruth = {
  sample_id: string;
  file: string;
  /** The bureau, or 'three-bureau' for a monitoring service's report (its tradelines in `accounts_by_bureau`). */
  bureau: string;
  accounts: TruthAccount[];
  /** A three-bureau report: each bureau column's tradelines, by the bureau's name ('TransUnion'…). */
  accounts_by_bureau?: Record<string, TruthAccount[]>;
  errors: Array<{ kind?: string; target?: string }>;
  must_not_flag?: Array<{ target?: string; tempting_rule: string; why_not: string }>;
};

export type RealScore = {
  sample: string;
  tradelines: number;
  found: number;
  fields: number;
  fieldsRight: number;
  /** The six fields of the target (creditor, balance, status, opened, last payment, first delinquency) when printed. */
  keyFields: number;
  keyRight: number;
  extraAccounts: number;
  falseFindings: number;
  misses: string[];
};

const alnum = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const KEY_LABELS = /^(balance|pay status|status|account status|date opened|last payment made|date of last payment|recent payment|date of first delinquency)$/i;

/** Parsed accounts matched to the truth's tradelines (by visible digits, then creditor in order). */
export const matchReal = (truth: readonly TruthAccount[], parsed: readonly ParsedAccount[]): Array<ParsedAccount | undefined> => {
  const used = new Set<ParsedAccount>();
  const out: Array<ParsedAccount | undefined> = truth.map(() => undefined);
  truth.forEach((t, i) => {
    const p = t.account_visible_last4 && parsed.find((x) => !used.has(x) && x.accountLast4?.value === t.account_visible_last4?.toUpperCase());
    if (p) {
      out[i] = p;
      used.add(p);
    }
  });
  truth.forEach((t, i) => {
    if (out[i]) return;
    const p = parsed.find((x) => !used.has(x) && alnum(x.creditor.value) === alnum(t.creditor));
    if (p) {
      out[i] = p;
      used.add(p);
    }
  });
  return out;
};

export const scoreReal = (truth: RealTruth, report: ParsedCreditReport, findings: readonly CreditFinding[]): RealScore => {
  const matched = matchReal(truth.accounts, report.accounts);
  const score: RealScore = {
    sample: truth.sample_id,
    tradelines: truth.accounts.length,
    found: matched.filter(Boolean).length,
    fields: 0,
    fieldsRight: 0,
    keyFields: 0,
    keyRight: 0,
    extraAccounts: report.accounts.length - matched.filter(Boolean).length,
    falseFindings: truth.errors.length === 0 ? findings.length : 0,
    misses: [],
  };
  truth.accounts.forEach((t, i) => {
    const p = matched[i];
    const name = `${t.creditor}${t.account_visible_last4 ? ` *${t.account_visible_last4}` : ''}`;
    score.keyFields++;
    if (p && alnum(p.creditor.value) === alnum(t.creditor)) score.keyRight++;
    else score.misses.push(`${name}: creditor ${p ? `read "${p.creditor.value}"` : 'not found'}`);
    for (const [label, value] of Object.entries(t.fields_as_printed)) {
      if (label === 'Account Name') continue; // the creditor, scored above
      score.fields++;
      const key = KEY_LABELS.test(label);
      if (key) score.keyFields++;
      const read = p?.printed?.filter((f) => alnum(f.label) === alnum(label)) ?? [];
      if (read.some((f) => alnum(f.value) === alnum(value))) {
        score.fieldsRight++;
        if (key) score.keyRight++;
      } else score.misses.push(`${name}: ${label} = "${value}"; read ${read.length ? read.map((f) => `"${f.value}"`).join(', ') : 'nothing'}`);
    }
  });
  for (const f of findings) if (truth.errors.length === 0) score.misses.push(`false finding: ${f.kind} on ${f.items.join(', ')}: ${f.summary}`);
  return score;
};

/**
 * Scores the reports read from one sample. A bureau's own report is scored as above. A three-bureau
 * report is scored column by column against `accounts_by_bureau` (a column the reader did not find
 * scores nothing found); a finding is false unless the truth lists an error of its kind on its
 * account (by visible digits or creditor).
 */
export const scoreRealReports = (truth: RealTruth, reports: readonly ParsedCreditReport[], findings: readonly CreditFinding[]): RealScore => {
  const byBureau = truth.accounts_by_bureau;
  if (!byBureau) return scoreReal(truth, reports[0]!, findings);
  const total: RealScore = {
    sample: truth.sample_id,
    tradelines: 0,
    found: 0,
    fields: 0,
    fieldsRight: 0,
    keyFields: 0,
    keyRight: 0,
    extraAccounts: 0,
    falseFindings: 0,
    misses: [],
  };
  for (const [bureau, accounts] of Object.entries(byBureau)) {
    const report = reports.find((r) => r.bureau?.value === bureau.toLowerCase());
    const one = report
      ? scoreReal({ ...truth, accounts, errors: [{}] }, report, [])
      : { ...total, tradelines: accounts.length, found: 0, misses: [`no ${bureau} column read`] };
    for (const k of ['tradelines', 'found', 'fields', 'fieldsRight', 'keyFields', 'keyRight', 'extraAccounts'] as const) total[k] += one[k];
    total.misses.push(...one.misses.map((m) => `${bureau}: ${m}`));
    if (!report) total.fields += accounts.reduce((n, a) => n + Object.keys(a.fields_as_printed).length, 0);
  }
  const accounts = reports.flatMap((r) => r.accounts);
  for (const f of findings) {
    const named = accounts.filter((a) => f.items.some((k) => k.endsWith(`:${a.id}`)));
    const listed = truth.errors.some(
      (e) => e.kind === f.kind && named.some((a) => (a.accountLast4 && e.target?.includes(a.accountLast4.value)) || e.target?.includes(a.creditor.value)),
    );
    if (!listed) {
      total.falseFindings++;
      total.misses.push(`false finding: ${f.kind} on ${f.items.join(', ')}: ${f.summary}`);
    }
  }
  return total;
};
