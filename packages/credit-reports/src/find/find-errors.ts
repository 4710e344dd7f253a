/**
 * Finds errors worth disputing in one or more parsed reports (legal-reference §4.4, §8.2). Each
 * finding carries the values that prove it, where they were read, and the FCRA section. What only
 * the user can know (an inquiry they authorised, an address, an account that is not theirs) is
 * asked, and becomes a finding only when the user confirms it. An item the user confirms accurate
 * is never part of a finding.
 */
import type { IsoDate } from '@debtshield/analyzer';
import { dayWords, monthsBetween, monthWords, removalDateFor } from '../dates';
import { BUREAU_MEDICAL_POLICY, medicalNotes } from '../law/medical-debt';
import type {
  AccountStatus,
  Bureau,
  ConfirmationRequest,
  CreditFinding,
  ErrorScan,
  Field,
  FindingKind,
  ParsedAccount,
  ParsedCreditReport,
  Proof,
  UserConfirmations,
} from '../types';

export const SECTIONS: Record<FindingKind, string> = {
  duplicate: 'FCRA 607(b) (15 U.S.C. 1681e(b)) maximum possible accuracy; dispute under 611 (1681i) and 623(b) (1681s-2(b))',
  reaged_dofd: 'FCRA 623(a)(5) (15 U.S.C. 1681s-2(a)(5)) date of first delinquency; 605(c)(1) (1681c(c)(1)); dispute under 611 (1681i)',
  obsolete: 'FCRA 605(a)(4) and (c)(1) (15 U.S.C. 1681c(a)(4), (c)(1)): 7 years from 180 days after the first delinquency; dispute under 611 (1681i)',
  balance_after_payoff: 'FCRA 623(a)(2) (15 U.S.C. 1681s-2(a)(2)) duty to correct and update; 607(b) (1681e(b)); dispute under 611 (1681i)',
  history_contradiction: 'FCRA 607(b) (15 U.S.C. 1681e(b)) maximum possible accuracy; 623(a)(1) (1681s-2(a)(1)); dispute under 611 (1681i)',
  inquiry_unauthorised: 'FCRA 604 (15 U.S.C. 1681b) permissible purpose; dispute under 611 (1681i)',
  personal_info_wrong: 'FCRA 607(b) (15 U.S.C. 1681e(b)); dispute under 611 (1681i)',
  not_mine: 'FCRA 605B (15 U.S.C. 1681c-2) identity-theft block (with an identity theft report), or dispute under 611 (1681i) for a mixed file',
  letter_mismatch: 'FCRA 623(a)(1) (15 U.S.C. 1681s-2(a)(1)) accuracy; dispute under 611 (1681i) and 623(b) (1681s-2(b))',
  bureau_mismatch:
    'FCRA 607(b) (15 U.S.C. 1681e(b)) maximum possible accuracy; 623(a)(1)-(2) (1681s-2(a)(1)-(2)); dispute under 611 (1681i) with the bureau whose value is wrong, or with both, the other report attached',
  medical_bureau_policy: `Bureau policy, not law (${BUREAU_MEDICAL_POLICY.source}); dispute under FCRA 611 (15 U.S.C. 1681i)`,
  medical_state_law: 'State law on medical debt (the statute named); dispute under FCRA 611 (15 U.S.C. 1681i)',
};

/**
 * For each kind of finding, the explanation that would make it innocent (the CFPB's Metro 2
 * evaluator, cfpb/Metro2, states one for each of its checks). Shown with the finding.
 */
export const INNOCENT: Record<FindingKind, string> = {
  duplicate:
    'The original creditor may still be updating its own line after the sale (it should then show $0 and "transferred or sold"); if both lines were printed on different dates, one may already be corrected.',
  reaged_dofd:
    'The account may have become current and then fallen behind again: a new delinquency after a return to current has its own first-delinquency date.',
  obsolete:
    'The removal date is worked out from the date of first delinquency the furnisher reported; if that date is wrong on the report, the fault is in that date, not in the removal.',
  balance_after_payoff: 'The balance may be the one at the last report before the payment was recorded; the next monthly update may correct it.',
  history_contradiction: 'The status describes the account today and the grid its past months; a month reported late and later cured can show both.',
  inquiry_unauthorised: 'An application you made through a dealer or a broker can appear under the lender’s name.',
  personal_info_wrong: 'A name or address may come from an application you made, spelled differently.',
  not_mine: 'An account can be reported under a name you do not recognise (a store card issued by a bank, a loan sold to another company).',
  letter_mismatch: 'A collector may add interest or fees the original creditor had not reported, where the contract or the law allows them.',
  bureau_mismatch:
    'A furnisher reports to each bureau separately, and the bureaus update on different days: a value can differ for a month without either being wrong.',
  medical_bureau_policy:
    'The debt may not be medical (a general-purpose credit card used for care is not), or the amount first reported may have been $500 or more; the policy is a promise of the bureaus, not a law.',
  medical_state_law:
    'The law may not reach this debt: a card not issued for health care, a provider outside the state, or a report made before the law took effect.',
};

/** Months of slack when a date is inferred from a month-precision removal date. */
const slackOf = (...fields: Array<Field<IsoDate> | undefined>): number => (fields.some((f) => f?.inferred || f?.precision === 'month') ? 2 : 1);

export const normaliseName = (s: string): string =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\b(LLC|INC|CORP|CO|NA|N A|THE|CORPORATION|COMPANY)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const sameName = (a?: string, b?: string): boolean => !!a && !!b && normaliseName(a) === normaliseName(b);

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

const PAID_OFF: ReadonlySet<AccountStatus> = new Set(['paid', 'settled', 'bankruptcy_discharged']);

export type FindOptions = {
  confirmations?: UserConfirmations;
  /** The person's state (two letters): its law on reporting medical debt applies. */
  state?: string;
  /** The date the items are judged on (default: each report's own date, else today). */
  asOf?: IsoDate;
};

type Located = { bureau: Bureau; report: ParsedCreditReport; account: ParsedAccount };

const keyOf = (bureau: Bureau, id: string): string => `${bureau}:${id}`;

const proofOf = (label: string, field: Field<unknown> | undefined, bureau: Bureau, shown?: string): Proof[] =>
  field
    ? [
        {
          label: field.inferred ? `${label} (inferred)` : label,
          value: shown ?? String(field.value),
          evidence: field.evidence,
          bureau,
        },
      ]
    : [];

const describe = (l: Located): string => `${l.account.creditor.value}${l.account.accountLast4 ? ` (…${l.account.accountLast4.value})` : ''} on ${l.bureau}`;

/** The first month of the delinquency that led to charge-off or collection, when the grid shows its start. */
export const firstLateMonth = (account: ParsedAccount): string | undefined => {
  const months = [...(account.paymentHistory?.value ?? [])].sort((a, b) => a.month.localeCompare(b.month));
  // The last run of late codes that does not return to OK.
  let start: number | undefined;
  for (let i = 0; i < months.length; i++) {
    const c = months[i]!.code;
    if (c === 'OK') start = undefined;
    else if (c !== 'ND' && start === undefined) start = i;
  }
  if (start === undefined || start === 0 || months[start - 1]!.code !== 'OK') return undefined;
  return months[start]!.month;
};

const firstWord = (s: string): string => normaliseName(s).split(' ')[0] ?? '';

/**
 * The same account on two bureaus' reports: the bureaus print account numbers masked differently
 * (Experian the first digits, TransUnion the last), so the account is matched by its creditor's name
 * (the first word at least: 'CITIZENS BANK' and 'CITIZENS BK') and its printed opening date.
 */
export const sameAccountAcross = (x: ParsedAccount, y: ParsedAccount): boolean => {
  // Two columns of one row of a three-bureau table (ids 'acct-3-transunion', 'acct-3-equifax'): one account,
  // whatever each bureau prints as its date opened (the day, or the first of the month).
  if (x.bureau && y.bureau && x.id.replace(`-${x.bureau}`, '') === y.id.replace(`-${y.bureau}`, ''))
    return x.creditor.value === y.creditor.value && x.accountLast4?.value === y.accountLast4?.value;
  if (x.opened && y.opened) return x.opened.value === y.opened.value && firstWord(x.creditor.value) === firstWord(y.creditor.value);
  return sameName(x.creditor.value, y.creditor.value) && !!x.accountLast4 && x.accountLast4.value === y.accountLast4?.value;
};

const ADVERSE: ReadonlySet<AccountStatus> = new Set(['late', 'charged_off', 'collection']);
const GOOD: ReadonlySet<AccountStatus> = new Set(['current', 'paid']);

/** Printed values of one account that two bureaus report differently. */
const bureauDifferences = (x: Located, y: Located): Array<{ summary: string; proof: Proof[]; innocent: string }> => {
  const out: Array<{ summary: string; proof: Proof[]; innocent: string }> = [];
  const name = x.account.creditor.value;
  const both = (label: string, fx: Field<unknown> | undefined, fy: Field<unknown> | undefined, show: (f: Field<unknown>) => string): Proof[] => [
    ...proofOf(`${label} (${x.bureau})`, fx, x.bureau, fx && show(fx)),
    ...proofOf(`${label} (${y.bureau})`, fy, y.bureau, fy && show(fy)),
  ];
  const a = x.account;
  const b = y.account;
  const day = (f: Field<unknown>) => String(f.value);
  for (const [label, fx, fy] of [
    ['Date closed', a.dateClosed, b.dateClosed],
    ['Date of last payment', a.lastPayment, b.lastPayment],
  ] as const) {
    if (fx && fy && !fx.inferred && !fy.inferred && Math.abs(monthsBetween(fx.value, fy.value)) > slackOf(fx, fy)) {
      out.push({
        summary: `${name} is reported with a different ${label.toLowerCase()} on ${x.bureau} (${fx.value}) and on ${y.bureau} (${fy.value}).`,
        proof: both(label, fx, fy, day),
        innocent: INNOCENT.bureau_mismatch,
      });
    }
  }
  const sx = a.status;
  const sy = b.status;
  if (sx && sy && ((ADVERSE.has(sx.value) && GOOD.has(sy.value)) || (ADVERSE.has(sy.value) && GOOD.has(sx.value)))) {
    out.push({
      summary: `${name} is reported as "${sx.printed ?? sx.evidence.text}" on ${x.bureau} and as "${sy.printed ?? sy.evidence.text}" on ${y.bureau}.`,
      proof: both('Status', sx, sy, (f) => (f as typeof sx).printed ?? f.evidence.text),
      innocent: `${INNOCENT.bureau_mismatch} Compare the dates each bureau says the account was updated.`,
    });
  }
  const bx = a.balance;
  const by = b.balance;
  // Balances change every month: compared only when both bureaus were updated in the same month.
  const sameUpdate = a.dateUpdated && b.dateUpdated && a.dateUpdated.value.slice(0, 7) === b.dateUpdated.value.slice(0, 7);
  if (bx && by && sameUpdate && bx.value !== by.value) {
    out.push({
      summary: `${name} shows a balance of ${money(bx.value)} on ${x.bureau} and ${money(by.value)} on ${y.bureau}, both updated in ${monthWords(a.dateUpdated!.value)}.`,
      proof: [...both('Balance', bx, by, (f) => money(f.value as number)), ...both('Date updated', a.dateUpdated, b.dateUpdated, day)],
      innocent: 'A payment posted between the two updates of the same month changes the balance.',
    });
  }
  return out;
};

/** Finds errors in the reports (one per bureau, or several of one bureau over time). */
export const findErrors = (reports: readonly ParsedCreditReport[], options: FindOptions = {}): ErrorScan => {
  const c = options.confirmations ?? {};
  const accurate = new Set(c.accurate ?? []);
  const findings: CreditFinding[] = [];
  const toConfirm: ConfirmationRequest[] = [];
  let n = 0;
  const add = (
    kind: FindingKind,
    summary: string,
    items: string[],
    proof: Proof[],
    side?: 'report' | 'letter',
    innocent: string = INNOCENT[kind],
    section: string = SECTIONS[kind],
  ) => {
    if (items.some((i) => accurate.has(i))) return;
    findings.push({ id: `f-${++n}`, kind, section, summary, items, proof, innocent, ...(side ? { side } : {}) });
  };

  const located: Located[] = reports.flatMap((report) =>
    report.bureau ? report.accounts.map((account) => ({ bureau: report.bureau!.value, report, account })) : [],
  );

  for (const report of reports) {
    const bureau = report.bureau?.value;
    if (!bureau) continue;
    // What is obsolete depends on the report's date: a copy that prints none is not judged against today.
    const asOf = options.asOf ?? report.reportDate?.value;
    const mine = located.filter((l) => l.report === report);

    for (const l of mine) {
      const a = l.account;
      const key = keyOf(bureau, a.id);

      // Not mine: only on the user's word.
      if ((c.notMine ?? []).includes(key)) {
        add(
          'not_mine',
          `You said ${describe(l)} is not yours.`,
          [key],
          [
            ...proofOf('Creditor', a.creditor, bureau),
            ...proofOf('Account number (last 4)', a.accountLast4, bureau),
            ...proofOf('Date opened', a.opened, bureau),
          ],
        );
      }

      // Obsolete: past 7 years + 180 days from the DOFD (paying or settling does not restart it).
      if (a.dofd && asOf) {
        const limit = removalDateFor(a.dofd.value);
        const margin = monthsBetween(limit, asOf);
        if (margin >= slackOf(a.dofd)) {
          add(
            'obsolete',
            `${describe(l)} is reported more than 7 years and 180 days after its first delinquency: it should have come off by ${monthWords(limit)}.`,
            [key],
            [
              ...proofOf('Date of first delinquency', a.dofd, bureau),
              ...proofOf('Removal date printed', a.removalDate, bureau),
              { label: 'Reportable until (DOFD + 180 days + 7 years)', value: limit },
              { label: 'Report date', value: asOf, evidence: report.reportDate?.evidence, bureau },
            ],
          );
        }
      }

      // Medical collections: the bureaus' own policy, and the person's state law (each says which it is).
      for (const note of medicalNotes(a, asOf, options.state)) {
        add(
          note.kind === 'state_law' ? 'medical_state_law' : 'medical_bureau_policy',
          note.summary,
          [key],
          [
            ...proofOf('Creditor', a.creditor, bureau),
            ...proofOf('Status', a.status, bureau, a.status?.printed),
            ...proofOf('Balance', a.balance, bureau, a.balance && money(a.balance.value)),
            ...proofOf('Original creditor', a.originalCreditor, bureau),
          ],
          undefined,
          undefined,
          note.kind === 'state_law' ? note.section : undefined,
        );
      }

      // Balance on an account paid, settled or discharged.
      if (a.status && PAID_OFF.has(a.status.value) && a.balance && a.balance.value > 0) {
        add(
          'balance_after_payoff',
          `${describe(l)} is reported as ${a.status.evidence.text.trim()} but still shows a balance of ${money(a.balance.value)}.`,
          [key],
          [...proofOf('Status', a.status, bureau, a.status.evidence.text.trim()), ...proofOf('Balance', a.balance, bureau, money(a.balance.value))],
        );
      }

      // Payment history that contradicts the account's status and past-due figures.
      const history = [...(a.paymentHistory?.value ?? [])].filter((h) => h.code !== 'ND').sort((x, y) => x.month.localeCompare(y.month));
      // A history of only the months that could be read (a grid drawn with symbols) has no latest months to judge.
      const recent = a.paymentHistory?.partial ? [] : history.slice(-3);
      // A status describes the latest month: a late before it, or a late that month followed by a
      // payment that month or later, is a late since cured, not a contradiction the report proves.
      const latest = recent.at(-1);
      const curedBy = a.lastPayment && latest && a.lastPayment.value.slice(0, 7) >= latest.month.slice(0, 7);
      if (a.status?.value === 'current' && latest && latest.code !== 'OK' && !curedBy) {
        add(
          'history_contradiction',
          `${describe(l)} is reported as current, yet its payment history shows a late payment in its latest month, with no payment recorded since.`,
          [key],
          [
            ...proofOf('Status', a.status, bureau, a.status.evidence.text.trim()),
            ...proofOf('Amount past due', a.pastDue, bureau, a.pastDue && money(a.pastDue.value)),
            ...proofOf('Latest months of the payment history', a.paymentHistory, bureau, recent.map((h) => `${h.month} ${h.code}`).join(', ')),
          ],
        );
      } else if (a.status?.value === 'current' && a.pastDue && a.pastDue.value > 0 && recent.length > 0 && recent.every((h) => h.code === 'OK')) {
        add(
          'history_contradiction',
          `${describe(l)} shows an amount past due while it is reported current and paid on time.`,
          [key],
          [
            ...proofOf('Status', a.status, bureau, a.status.evidence.text.trim()),
            ...proofOf('Amount past due', a.pastDue, bureau, money(a.pastDue.value)),
            ...proofOf('Latest months of the payment history', a.paymentHistory, bureau, recent.map((h) => `${h.month} ${h.code}`).join(', ')),
          ],
        );
      }

      // Re-aged DOFD against the account's own payment history.
      const firstLate = firstLateMonth(a);
      if (a.dofd && firstLate && monthsBetween(`${firstLate}-01`, a.dofd.value) > slackOf(a.dofd)) {
        add(
          'reaged_dofd',
          `${describe(l)} reports a first delinquency of ${monthWords(a.dofd.value)}, but its own payment history shows the delinquency began in ${monthWords(firstLate)}.`,
          [key],
          [...proofOf('Date of first delinquency', a.dofd, bureau), ...proofOf('Payment history', a.paymentHistory, bureau, `first late month ${firstLate}`)],
        );
      }
    }

    // Pairs within one report: duplicates and re-aging between the original creditor and collectors.
    const collections = mine.filter((l) => l.account.kind === 'collection');
    for (const coll of collections) {
      const oc = coll.account.originalCreditor?.value;
      if (!oc) continue;
      const original = mine.find((l) => l.account.kind === 'account' && sameName(l.account.creditor.value, oc));
      if (original) {
        const ob = original.account.balance?.value ?? 0;
        const cb = coll.account.balance?.value ?? 0;
        if (ob > 0 && cb > 0) {
          add(
            'duplicate',
            `The same debt is reported twice: ${describe(original)} still shows ${money(ob)} while ${describe(coll)} collects ${money(cb)} on it.`,
            [keyOf(bureau, original.account.id), keyOf(bureau, coll.account.id)],
            [
              ...proofOf('Original creditor balance', original.account.balance, bureau, money(ob)),
              ...proofOf('Original creditor status', original.account.status, bureau, original.account.status?.evidence.text.trim()),
              ...proofOf('Collector', coll.account.creditor, bureau),
              ...proofOf('Collector names the original creditor', coll.account.originalCreditor, bureau),
              ...proofOf('Collector balance', coll.account.balance, bureau, money(cb)),
            ],
          );
        }
        const od = original.account.dofd;
        const cd = coll.account.dofd;
        if (od && cd && monthsBetween(od.value, cd.value) > slackOf(od, cd)) {
          add(
            'reaged_dofd',
            `${describe(coll)} reports a first delinquency of ${monthWords(cd.value)}, later than the ${monthWords(od.value)} reported by the original creditor ${original.account.creditor.value}: a sale or a new collector does not restart it.`,
            [keyOf(bureau, coll.account.id), keyOf(bureau, original.account.id)],
            [...proofOf('Collector: date of first delinquency', cd, bureau), ...proofOf('Original creditor: date of first delinquency', od, bureau)],
          );
        }
      }
    }
    for (let i = 0; i < collections.length; i++) {
      for (let j = i + 1; j < collections.length; j++) {
        const x = collections[i]!.account;
        const y = collections[j]!.account;
        if (!sameName(x.originalCreditor?.value, y.originalCreditor?.value) || sameName(x.creditor.value, y.creditor.value)) continue;
        const xb = x.balance?.value ?? 0;
        const yb = y.balance?.value ?? 0;
        if (xb > 0 && yb > 0 && Math.abs(xb - yb) <= 0.1 * Math.max(xb, yb)) {
          add(
            'duplicate',
            `Two collectors report the same debt of ${x.originalCreditor!.value}: ${describe(collections[i]!)} (${money(xb)}) and ${describe(collections[j]!)} (${money(yb)}).`,
            [keyOf(bureau, x.id), keyOf(bureau, y.id)],
            [
              ...proofOf('First collector', x.creditor, bureau),
              ...proofOf('First collector balance', x.balance, bureau, money(xb)),
              ...proofOf('Second collector', y.creditor, bureau),
              ...proofOf('Second collector balance', y.balance, bureau, money(yb)),
              ...proofOf('Original creditor (both)', x.originalCreditor, bureau),
            ],
          );
        }
      }
    }

    // Inquiries: asked; a finding only when the user says they did not authorise it.
    for (const q of report.inquiries) {
      const key = keyOf(bureau, q.id);
      const proof = [...proofOf('Company', q.company, bureau), ...proofOf('Date', q.date, bureau)];
      if ((c.unauthorisedInquiries ?? []).includes(key)) {
        add(
          'inquiry_unauthorised',
          `You said you did not authorise the inquiry by ${q.company.value}${q.date ? ` on ${dayWords(q.date.value)}` : ''}.`,
          [key],
          proof,
        );
      } else if (!accurate.has(key)) {
        toConfirm.push({
          item: key,
          kind: 'inquiry',
          question: `Did you apply for credit with ${q.company.value}${q.date ? ` around ${dayWords(q.date.value)}` : ''} or otherwise allow it to check your report?`,
          proof,
        });
      }
    }

    // Personal data: asked; a finding only when the user says it is wrong.
    const personal: Array<[string, Field<unknown>]> = [
      ...report.personal.names.map((f, i) => [`personal:name:${i + 1}`, f] as [string, Field<unknown>]),
      ...report.personal.addresses.map((f, i) => [`personal:address:${i + 1}`, f] as [string, Field<unknown>]),
      ...report.personal.employers.map((f, i) => [`personal:employer:${i + 1}`, f] as [string, Field<unknown>]),
    ];
    for (const [id, field] of personal) {
      const key = keyOf(bureau, id);
      if ((c.wrongPersonal ?? []).includes(key))
        add('personal_info_wrong', `You said "${String(field.value)}" is not your information.`, [key], proofOf(id.split(':')[1]!, field, bureau));
      else if (!accurate.has(key))
        toConfirm.push({ item: key, kind: 'personal', question: `Is "${String(field.value)}" yours?`, proof: proofOf(id.split(':')[1]!, field, bureau) });
    }
    for (const l of mine) {
      const key = keyOf(bureau, l.account.id);
      if (!accurate.has(key) && !(c.notMine ?? []).includes(key)) {
        toConfirm.push({
          item: key,
          kind: 'account',
          question: `Is ${describe(l)} yours?`,
          proof: [...proofOf('Creditor', l.account.creditor, bureau), ...proofOf('Date opened', l.account.opened, bureau)],
        });
      }
    }
  }

  // Across bureaus: the same account reported differently (printed values only, each with its page).
  for (let i = 0; i < located.length; i++) {
    for (let j = i + 1; j < located.length; j++) {
      const x = located[i]!;
      const y = located[j]!;
      if (x.bureau === y.bureau || !sameAccountAcross(x.account, y.account)) continue;
      const xd = x.account.dofd;
      const yd = y.account.dofd;
      if (xd && yd && Math.abs(monthsBetween(xd.value, yd.value)) > slackOf(xd, yd)) {
        const [early, late] = xd.value < yd.value ? [x, y] : [y, x];
        add(
          'reaged_dofd',
          `${early.account.creditor.value} is reported with different first-delinquency dates: ${monthWords(early.account.dofd!.value)} on ${early.bureau} and ${monthWords(late.account.dofd!.value)} on ${late.bureau}. The later one looks re-aged.`,
          [keyOf(late.bureau, late.account.id), keyOf(early.bureau, early.account.id)],
          [
            ...proofOf(`Date of first delinquency (${late.bureau})`, late.account.dofd, late.bureau),
            ...proofOf(`Date of first delinquency (${early.bureau})`, early.account.dofd, early.bureau),
          ],
          undefined,
          xd.inferred || yd.inferred
            ? 'At least one of the two dates is not printed but worked out from the removal date; bureaus may date the removal of an account included in bankruptcy from the filing, not from the delinquency.'
            : INNOCENT.reaged_dofd,
        );
      }
      for (const m of bureauDifferences(x, y))
        add('bureau_mismatch', m.summary, [keyOf(x.bureau, x.account.id), keyOf(y.bureau, y.account.id)], m.proof, undefined, m.innocent);
    }
  }
  return { findings, toConfirm };
};
