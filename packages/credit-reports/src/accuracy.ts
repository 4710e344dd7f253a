/**
 * Scores a parse against the generator's ground truth (field-level precision and recall) and the
 * error finders against the planted errors. Shared by the unit tests and `npm run credit:report`.
 *
 * A field counts once per value printed: read right = true positive; read wrong = a false positive
 * and a false negative; not read (or asked as a question) = a false negative; read where nothing was
 * printed = a false positive. Dates compare at the precision printed; a DOFD inferred from a removal
 * month is right within 31 days. A payment history is one field: right when every reported month
 * matches.
 */
import { daysBetween } from '@debtshield/clocks';
import { removalDateFor } from './dates';
import { findErrors } from './find/find-errors';
import type { TruthAccount, TruthReport } from './generate/generate-report';
import type { CreditFinding, Field, ParsedAccount, ParsedCreditReport, UserConfirmations } from './types';

export type Counts = { tp: number; fp: number; fn: number };
export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
export const addCounts = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
export const precision = (c: Counts): number => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
export const recall = (c: Counts): number => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));

export type FieldScore = { counts: Counts; misses: string[] };

const compare = <T>(score: FieldScore, where: string, truth: T | undefined, read: Field<T> | undefined, same: (a: T, b: T) => boolean = (a, b) => a === b) => {
  if (truth === undefined && read === undefined) return;
  if (truth === undefined) {
    score.counts.fp++;
    score.misses.push(`${where}: read ${JSON.stringify(read!.value)} where nothing is printed`);
  } else if (read === undefined) {
    score.counts.fn++;
    score.misses.push(`${where}: not read (${JSON.stringify(truth)})`);
  } else if (same(truth, read.value)) score.counts.tp++;
  else {
    score.counts.fp++;
    score.counts.fn++;
    score.misses.push(`${where}: read ${JSON.stringify(read.value)}, printed ${JSON.stringify(truth)}`);
  }
};

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();
const withinMonth = (a: string, b: string) => Math.abs(daysBetween(a, b)) <= 31;
const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** Parsed accounts matched to the truth: same kind, and the same last 4 (else the same creditor). */
export const matchAccounts = (truth: readonly TruthAccount[], parsed: readonly ParsedAccount[]): Map<string, ParsedAccount> => {
  const out = new Map<string, ParsedAccount>();
  const used = new Set<ParsedAccount>();
  const tryMatch = (ok: (t: TruthAccount, p: ParsedAccount) => boolean) => {
    for (const t of truth) {
      if (out.has(t.id)) continue;
      const p = parsed.find((x) => !used.has(x) && x.kind === t.kind && ok(t, x));
      if (p) {
        out.set(t.id, p);
        used.add(p);
      }
    }
  };
  tryMatch((t, p) => p.accountLast4?.value === t.accountNumber.slice(-4) && sameText(p.creditor.value, t.creditor));
  tryMatch((t, p) => p.accountLast4?.value === t.accountNumber.slice(-4));
  tryMatch((t, p) => sameText(p.creditor.value, t.creditor));
  return out;
};

/** Field-level score of one parse. */
export const scoreParse = (truth: TruthReport, parsed: ParsedCreditReport): FieldScore => {
  const s: FieldScore = { counts: emptyCounts(), misses: [] };
  compare(s, 'bureau', truth.bureau, parsed.bureau);
  compare(s, 'report date', truth.reportDate, parsed.reportDate);
  const p = parsed.personal;
  truth.personal.names.forEach((name, i) => compare(s, `name ${i + 1}`, name, p.names[i], sameText));
  for (const extra of p.names.slice(truth.personal.names.length)) compare(s, 'name', undefined, extra);
  compare(s, 'SSN last 4', truth.personal.ssnLast4, p.ssnLast4);
  compare(s, 'birth year', truth.personal.birthYear, p.birthYear);
  truth.personal.addresses.forEach((a, i) => compare(s, `address ${i + 1}`, a, p.addresses[i], sameText));
  for (const extra of p.addresses.slice(truth.personal.addresses.length)) compare(s, 'address', undefined, extra);
  truth.personal.employers.forEach((e, i) => compare(s, `employer ${i + 1}`, e, p.employers[i], sameText));

  const matched = matchAccounts(truth.accounts, parsed.accounts);
  const printsDofd = truth.bureau === 'equifax';
  for (const t of truth.accounts) {
    const a = matched.get(t.id);
    const w = `${t.id} ${t.creditor}`;
    compare(s, `${w} creditor`, t.creditor, a?.creditor, sameText);
    compare(s, `${w} original creditor`, t.originalCreditor, a?.originalCreditor, sameText);
    compare(s, `${w} account last 4`, t.accountNumber.slice(-4), a?.accountLast4);
    compare(s, `${w} type`, t.type, a?.type);
    compare(s, `${w} status`, t.status, a?.status);
    compare(s, `${w} balance`, t.balance, a?.balance);
    compare(s, `${w} credit limit`, t.creditLimit, a?.creditLimit);
    compare(s, `${w} past due`, t.pastDue, a?.pastDue);
    compare(s, `${w} opened`, t.opened, a?.opened);
    compare(s, `${w} last payment`, t.lastPayment, a?.lastPayment);
    compare(s, `${w} DOFD`, t.dofd, a?.dofd, printsDofd ? undefined : withinMonth);
    if (!printsDofd) compare(s, `${w} removal date`, t.dofd && removalDateFor(t.dofd), a?.removalDate, sameMonth);
    compare(s, `${w} charge-off amount`, t.chargeOffAmount, a?.chargeOffAmount);
    compare(s, `${w} remarks`, t.remarks, a?.remarks, sameText);
    const reported = t.history.filter((h) => h.code !== 'ND');
    const history = reported.length > 0 ? reported.map((h) => `${h.month}:${h.code}`).join(' ') : undefined;
    const readHistory = a?.paymentHistory && {
      ...a.paymentHistory,
      value: a.paymentHistory.value
        .filter((h) => h.code !== 'ND')
        .map((h) => `${h.month}:${h.code}`)
        .join(' '),
    };
    compare(s, `${w} payment history`, history, readHistory && readHistory.value ? readHistory : undefined);
  }
  for (const extra of parsed.accounts.filter((a) => ![...matched.values()].includes(a)))
    compare(s, `unexpected account ${extra.creditor.value}`, undefined, extra.creditor);

  truth.inquiries.forEach((q, i) => {
    const r = parsed.inquiries[i];
    compare(s, `inquiry ${i + 1} company`, q.company, r?.company, sameText);
    compare(s, `inquiry ${i + 1} date`, q.date, r?.date);
  });
  for (const extra of parsed.inquiries.slice(truth.inquiries.length)) compare(s, 'inquiry', undefined, extra.company);
  truth.publicRecords.forEach((pr, i) => {
    const r = parsed.publicRecords[i];
    compare(s, `record ${i + 1} type`, pr.recordType, r?.recordType, sameText);
    compare(s, `record ${i + 1} court`, pr.court, r?.court, sameText);
    compare(s, `record ${i + 1} filed`, pr.filed, r?.filed);
    compare(s, `record ${i + 1} status`, pr.status, r?.status, sameText);
    compare(s, `record ${i + 1} reference last 4`, pr.reference.slice(-4), r?.referenceLast4);
  });
  for (const extra of parsed.publicRecords.slice(truth.publicRecords.length)) compare(s, 'public record', undefined, extra.recordType);
  return s;
};

export type ErrorScore = {
  planted: number;
  found: number;
  missed: string[];
  /** Findings that match no planted error. */
  falseFindings: CreditFinding[];
  /** Findings that touch an account the generator made right. */
  findingsOnCorrectAccounts: CreditFinding[];
  /** Requests to confirm before the user answered (inquiries, personal data, accounts). */
  toConfirm: number;
};

/** The user's answers as the truth gives them, in the parse's item keys. */
export const answersFor = (truth: TruthReport, parsed: ParsedCreditReport): UserConfirmations => {
  const matched = matchAccounts(truth.accounts, parsed.accounts);
  const key = (id: string) => `${truth.bureau}:${id.startsWith('acct-') || id.startsWith('coll-') ? (matched.get(id)?.id ?? `missing-${id}`) : id}`;
  return {
    notMine: truth.answers.notMine.map(key),
    unauthorisedInquiries: truth.answers.unauthorisedInquiries.map(key),
    wrongPersonal: truth.answers.wrongPersonal.map(key),
  };
};

/** Runs the finders with the truth's answers and compares the findings with the planted errors. */
export const scoreErrors = (truth: TruthReport, parsed: ParsedCreditReport): ErrorScore => {
  const matched = matchAccounts(truth.accounts, parsed.accounts);
  const key = (id: string) => `${truth.bureau}:${id.startsWith('acct-') || id.startsWith('coll-') ? (matched.get(id)?.id ?? `missing-${id}`) : id}`;
  const unanswered = findErrors([parsed]);
  const { findings } = findErrors([parsed], { confirmations: answersFor(truth, parsed) });
  const plantedKeys = truth.planted.map((p) => ({ ...p, keys: p.items.map(key) }));
  const matches = (f: CreditFinding, p: (typeof plantedKeys)[number]) => f.kind === p.kind && p.keys.every((k) => f.items.includes(k));
  const missed = plantedKeys.filter((p) => !findings.some((f) => matches(f, p))).map((p) => `${p.kind} (${p.items.join(', ')}): ${p.note}`);
  // The generator plants no medical-debt notice, but the bureaus' policy applies to its medical collections
  // that are paid or under $500 (law/medical-debt.ts): such a notice is right, not a false finding.
  const medicalByPolicy = new Set(
    truth.accounts
      .filter((a) => a.kind === 'collection' && (a.type === 'medical' || /MEDICAL/.test(`${a.creditor} ${a.originalCreditor ?? ''}`)) && a.balance < 500)
      .map((a) => key(a.id)),
  );
  const expectedNotice = (f: CreditFinding) => f.kind === 'medical_bureau_policy' && f.items.every((i) => medicalByPolicy.has(i));
  const falseFindings = findings.filter((f) => !plantedKeys.some((p) => matches(f, p)) && !expectedNotice(f));
  const erroneous = new Set(plantedKeys.flatMap((p) => p.keys));
  const correctAccounts = truth.accounts.map((a) => key(a.id)).filter((k) => !erroneous.has(k));
  return {
    planted: truth.planted.length,
    found: truth.planted.length - missed.length,
    missed,
    falseFindings,
    findingsOnCorrectAccounts: findings.filter((f) => !expectedNotice(f) && f.items.some((i) => correctAccounts.includes(i))),
    toConfirm: unanswered.toConfirm.length,
  };
};
