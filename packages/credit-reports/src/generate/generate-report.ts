/**
 * Synthetic credit reports (no real person's data: made-up names, streets and lenders, random
 * numbers), seeded and deterministic, with ground truth and planted errors. Three scenarios rotate by
 * the report's index, so a few reports per bureau plant every kind of error, next to accounts that
 * are right (which must yield no finding).
 */
import { addDays, addMonths, addYears, type IsoDate } from '@debtshield/clocks';
import { mulberry32 } from '@debtshield/analyzer/render-fixtures';
import { removalDateFor } from '../dates';
import type { AccountStatus, AccountType, Bureau, FindingKind, HistoryCode, HistoryMonth } from '../types';

export type TruthAccount = {
  /** Same scheme as the parser's ids: 'acct-1'.., 'coll-1'.. in print order. */
  id: string;
  kind: 'account' | 'collection';
  creditor: string;
  originalCreditor?: string;
  accountNumber: string;
  type: AccountType;
  status: AccountStatus;
  balance: number;
  creditLimit?: number;
  pastDue: number;
  opened: IsoDate;
  lastPayment?: IsoDate;
  dofd?: IsoDate;
  chargeOffAmount?: number;
  history: HistoryMonth[];
  remarks?: string;
};

export type TruthInquiry = { id: string; company: string; date: IsoDate };
export type TruthRecord = { id: string; recordType: string; court: string; filed: IsoDate; status: string; reference: string };

export type PlantedError = { kind: FindingKind; items: string[]; note: string };

export type TruthReport = {
  bureau: Bureau;
  seed: number;
  reportDate: IsoDate;
  personal: { names: string[]; ssnLast4: string; birthYear: number; addresses: string[]; employers: string[] };
  accounts: TruthAccount[];
  inquiries: TruthInquiry[];
  publicRecords: TruthRecord[];
  planted: PlantedError[];
  /** What the user answers when asked (item keys without the bureau prefix). */
  answers: { notMine: string[]; unauthorisedInquiries: string[]; wrongPersonal: string[] };
};

const FIRST = ['JORDAN', 'CASEY', 'RILEY', 'MORGAN', 'AVERY', 'QUINN'];
const MIDDLE = ['A', 'B', 'L', 'M', 'R', 'T'];
const LAST = ['EXAMPLAR', 'SAMPLEWOOD', 'TESTFIELD', 'FICTUS', 'MOCKRIDGE', 'DEMOLAND'];
const STREETS = ['MAPLE ST', 'OAK AVE', 'CEDAR LN', 'BIRCH RD', 'WILLOW WAY', 'ELM CT'];
const CITIES = ['SPRINGFIELD IL 62701', 'RIVERTON WY 82501', 'FAIRVIEW OR 97024', 'GREENVILLE OH 45331'];
const EMPLOYERS = ['ACME LOGISTICS', 'BRIGHTPATH SCHOOLS', 'NORTHSTAR FOODS', 'CIVIC WATER WORKS'];
const BANKS = ['NORTHWIND BANK', 'SUMMIT CARD SERVICES', 'HARBOR CREDIT UNION', 'PRAIRIE NATIONAL BANK'];
const LENDERS = ['BLUEFIELD AUTO FINANCE', 'REDWOOD STUDENT LOANS', 'ATLAS WIRELESS', 'LAKESIDE MEDICAL GROUP'];
const COLLECTORS = ['PINECREST RECOVERY LLC', 'MERIDIAN COLLECTIONS INC', 'GRANITE PORTFOLIO SERVICES'];
const STRANGERS = ['COASTAL JEWELERS', 'VELVET FURNITURE CREDIT'];
const INQUIRERS = ['NORTHWIND BANK', 'QUICKLANE AUTO SALES', 'BRIGHTSTAR MOBILE', 'EVERGREEN APARTMENTS'];

type Rng = { next: () => number; int: (lo: number, hi: number) => number; pick: <T>(xs: readonly T[]) => T; digits: (n: number) => string };

const rngOf = (seed: number): Rng => {
  const next = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!,
    digits: (n) => Array.from({ length: n }, (_, i) => String(i === 0 ? int(1, 9) : int(0, 9))).join(''),
  };
};

/** The type a lender's name suggests (the synthetic names say what they lend). */
const typeFor = (name: string): AccountType =>
  /MEDICAL/.test(name)
    ? 'medical'
    : /WIRELESS/.test(name)
      ? 'utility'
      : /STUDENT/.test(name)
        ? 'student_loan'
        : /AUTO/.test(name)
          ? 'auto_loan'
          : 'personal_loan';

const firstOfMonth = (iso: IsoDate): IsoDate => `${iso.slice(0, 7)}-01`;
const LATE_RUN: HistoryCode[] = ['30', '60', '90', '120', '150', '180'];

/**
 * 24 months of history ending the month before the report: 'ND' before opening (and after a
 * transfer), 'OK' while paid, then the late run from the month after the DOFD, then 'CO'.
 */
const historyFor = (reportDate: IsoDate, opened: IsoDate, dofd: IsoDate | undefined, endMonth?: IsoDate, lateNow: HistoryCode[] = []): HistoryMonth[] => {
  const months: HistoryMonth[] = [];
  const last = addMonths(firstOfMonth(reportDate), -1);
  for (let i = 23; i >= 0; i--) {
    const m = addMonths(last, -i);
    let code: HistoryCode = 'OK';
    if (m < firstOfMonth(opened) || (endMonth && m > firstOfMonth(endMonth))) code = 'ND';
    else if (dofd && m > firstOfMonth(dofd)) {
      const k = (Number(m.slice(0, 4)) - Number(dofd.slice(0, 4))) * 12 + Number(m.slice(5, 7)) - Number(dofd.slice(5, 7)) - 1;
      code = LATE_RUN[k] ?? 'CO';
    }
    months.push({ month: m.slice(0, 7), code });
  }
  lateNow.forEach((code, i) => {
    months[months.length - lateNow.length + i]!.code = code;
  });
  return months;
};

export const SCENARIOS = 3;

/**
 * One report. `index` picks the scenario (index % 3) and, with the bureau, the seed: the same
 * arguments always give the same report.
 */
export const generateReport = (bureau: Bureau, index: number): TruthReport => {
  const seed = 1000 * (['equifax', 'experian', 'transunion'].indexOf(bureau) + 1) + index;
  const r = rngOf(seed);
  const reportDate = addDays('2026-09-01', r.int(0, 60));
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const name = `${first} ${r.pick(MIDDLE)} ${last}`;
  const street = () => `${r.int(100, 9899)} ${r.pick(STREETS)}, ${r.pick(CITIES)}`;
  const personal = {
    names: [name, `${first} ${last}`],
    ssnLast4: r.digits(4),
    birthYear: r.int(1960, 1998),
    addresses: [street(), street()],
    employers: [r.pick(EMPLOYERS)],
  };
  const accounts: Omit<TruthAccount, 'id'>[] = [];
  const collections: Omit<TruthAccount, 'id'>[] = [];
  const planted: Array<{ kind: FindingKind; refs: Array<Omit<TruthAccount, 'id'> | string>; note: string }> = [];
  const answers: TruthReport['answers'] = { notMine: [], unauthorisedInquiries: [], wrongPersonal: [] };
  const ago = (months: number) => addDays(addMonths(reportDate, -months), -r.int(0, 20));
  const money = (lo: number, hi: number) => r.int(lo, hi);
  const number = () => r.digits(16);
  const banks = [...BANKS].sort(() => r.next() - 0.5);
  const lenders = [...LENDERS].sort(() => r.next() - 0.5);
  const collectors = [...COLLECTORS].sort(() => r.next() - 0.5);

  type Draft = Omit<TruthAccount, 'id'>;
  /** An account at its original creditor (a card unless said otherwise), nothing past due. */
  const account = (fields: Pick<Draft, 'creditor' | 'status' | 'balance' | 'opened' | 'history'> & Partial<Draft>): Draft => ({
    kind: 'account',
    accountNumber: number(),
    type: 'credit_card',
    pastDue: 0,
    ...fields,
  });
  /** A collection account: the whole balance past due, no payment grid. */
  const collection = (creditor: string, originalCreditor: string, balance: number, dofd: IsoDate, opened: IsoDate): Draft => ({
    kind: 'collection',
    creditor,
    originalCreditor,
    accountNumber: number(),
    type: 'collection',
    status: 'collection',
    balance,
    pastDue: balance,
    opened,
    dofd,
    history: [],
  });
  /** A card charged off at `dofd` and sold: still showing `balance` at the original creditor. */
  const soldCard = (creditor: string, dofd: IsoDate, years: number, balance: number, chargeOffAmount: number): Draft =>
    account({
      creditor,
      status: 'transferred',
      balance,
      pastDue: balance,
      creditLimit: money(10, 40) * 100,
      opened: addYears(dofd, -years),
      lastPayment: addDays(dofd, -20),
      dofd,
      chargeOffAmount,
      history: historyFor(reportDate, addYears(dofd, -years), dofd, addMonths(dofd, 7)),
    });

  // Right in every report: a current card, a paid-off loan, a debt sold to a collector shown
  // correctly ($0 at the original creditor, the same DOFD at the collector).
  const cardOpened = ago(r.int(40, 120));
  accounts.push(
    account({
      creditor: banks[0]!,
      status: 'current',
      balance: money(100, 2500),
      creditLimit: money(30, 90) * 100,
      opened: cardOpened,
      lastPayment: ago(1),
      history: historyFor(reportDate, cardOpened, undefined),
    }),
  );
  const loanOpened = ago(r.int(50, 70));
  const loanClosed = ago(r.int(3, 12));
  accounts.push(
    account({
      creditor: lenders[0]!,
      type: typeFor(lenders[0]!),
      status: 'paid',
      balance: 0,
      opened: loanOpened,
      lastPayment: loanClosed,
      history: historyFor(reportDate, loanOpened, undefined, loanClosed),
    }),
  );
  const soldDofd = ago(r.int(30, 48));
  const soldAmount = money(600, 4000);
  accounts.push({ ...soldCard(banks[1]!, soldDofd, 3, 0, soldAmount), remarks: 'Account transferred to another lender' });
  collections.push({ ...collection(collectors[0]!, banks[1]!, soldAmount, soldDofd, addMonths(soldDofd, 9)), remarks: 'Placed for collection' });

  const scenario = index % SCENARIOS;
  if (scenario === 0) {
    // Duplicate: the original creditor still shows the balance of a debt sold to a collector.
    const dofd = ago(r.int(20, 30));
    const amount = money(500, 3000);
    const oc = soldCard(banks[2]!, dofd, 4, amount, amount);
    const coll = collection(collectors[1]!, banks[2]!, amount, dofd, addMonths(dofd, 8));
    accounts.push(oc);
    collections.push(coll);
    planted.push({ kind: 'duplicate', refs: [oc, coll], note: 'original creditor still reports the balance of a debt sold to a collector' });
    // Obsolete: a collection past 7 years + 180 days from its DOFD.
    const oldDofd = ago(r.int(92, 110));
    const old = collection(collectors[2]!, lenders[1]!, money(200, 1500), oldDofd, addMonths(oldDofd, 10));
    collections.push(old);
    planted.push({ kind: 'obsolete', refs: [old], note: 'past 7 years and 180 days from the DOFD' });
    // Balance on an account paid in full.
    const paidOpened = ago(r.int(30, 60));
    const paid = account({
      creditor: lenders[2]!,
      type: typeFor(lenders[2]!),
      status: 'paid',
      balance: money(150, 900),
      opened: paidOpened,
      lastPayment: ago(5),
      history: historyFor(reportDate, paidOpened, undefined, ago(5)),
    });
    accounts.push(paid);
    planted.push({ kind: 'balance_after_payoff', refs: [paid], note: 'paid in full but still shows a balance' });
  } else if (scenario === 1) {
    // Re-aged DOFD: the collector reports a later DOFD than the original creditor.
    const dofd = ago(r.int(40, 60));
    const amount = money(700, 2500);
    const oc = soldCard(banks[2]!, dofd, 5, 0, amount);
    const coll = collection(collectors[1]!, banks[2]!, amount, addMonths(dofd, 18), addMonths(dofd, 20));
    accounts.push(oc);
    collections.push(coll);
    planted.push({ kind: 'reaged_dofd', refs: [coll, oc], note: 'collector DOFD 18 months after the original creditor DOFD' });
    // Two collectors report the same debt.
    const dofd2 = ago(r.int(24, 36));
    const amount2 = money(300, 1200);
    const c1 = collection(collectors[0]!, lenders[1]!, amount2, dofd2, addMonths(dofd2, 7));
    const c2 = collection(collectors[2]!, lenders[1]!, amount2, dofd2, addMonths(dofd2, 14));
    collections.push(c1, c2);
    planted.push({ kind: 'duplicate', refs: [c1, c2], note: 'two collectors report the same debt' });
    // History contradicts the status: "pays as agreed" while the last months are late.
    const opened = ago(r.int(30, 90));
    const contra = account({
      creditor: banks[3]!,
      status: 'current',
      balance: money(800, 3000),
      creditLimit: money(30, 60) * 100,
      opened,
      lastPayment: ago(3),
      history: historyFor(reportDate, opened, undefined, undefined, ['30', '60', '90']),
    });
    accounts.push(contra);
    planted.push({ kind: 'history_contradiction', refs: [contra], note: 'status current, last three months late' });
    // A previous address the user never lived at.
    personal.addresses.push(street());
    planted.push({ kind: 'personal_info_wrong', refs: [`personal:address:${personal.addresses.length}`], note: 'an address the user never had' });
    answers.wrongPersonal.push(`personal:address:${personal.addresses.length}`);
  } else {
    // Mixed file: an account of someone else (the user says "not mine").
    const opened = ago(r.int(12, 30));
    const stranger = account({
      creditor: r.pick(STRANGERS),
      status: 'current',
      balance: money(300, 2000),
      creditLimit: money(10, 30) * 100,
      opened,
      lastPayment: ago(1),
      history: historyFor(reportDate, opened, undefined),
    });
    accounts.push(stranger);
    planted.push({ kind: 'not_mine', refs: [stranger], note: 'mixed file: the user does not recognise it' });
    // A charged-off account whose DOFD was moved later than its own payment history shows.
    const trueDofd = ago(r.int(14, 18));
    const coOpened = addYears(trueDofd, -3);
    const coBalance = money(900, 2500);
    const co = account({
      creditor: banks[2]!,
      status: 'charged_off',
      balance: coBalance,
      pastDue: coBalance,
      chargeOffAmount: coBalance,
      creditLimit: money(10, 30) * 100,
      opened: coOpened,
      lastPayment: addDays(trueDofd, -22),
      dofd: addMonths(trueDofd, 9),
      history: historyFor(reportDate, coOpened, trueDofd),
    });
    accounts.push(co);
    planted.push({ kind: 'reaged_dofd', refs: [co], note: 'DOFD 9 months after the first late month of its own history' });
    // Balance on an account discharged in bankruptcy.
    const filed = ago(r.int(20, 40));
    const bkOpened = addYears(filed, -3);
    const bk = account({
      creditor: banks[3]!,
      status: 'bankruptcy_discharged',
      balance: money(400, 2000),
      creditLimit: money(10, 30) * 100,
      opened: bkOpened,
      lastPayment: addMonths(filed, -2),
      dofd: addMonths(filed, -1),
      history: historyFor(reportDate, bkOpened, addMonths(filed, -1), addMonths(filed, 4)),
    });
    accounts.push(bk);
    planted.push({ kind: 'balance_after_payoff', refs: [bk], note: 'discharged in bankruptcy but still shows a balance' });
    // Obsolete collection with a small old balance.
    const oldDofd = ago(r.int(95, 105));
    const old = collection(collectors[1]!, lenders[3]!, money(150, 700), oldDofd, addMonths(oldDofd, 6));
    collections.push(old);
    planted.push({ kind: 'obsolete', refs: [old], note: 'past 7 years and 180 days from the DOFD' });
  }

  const idOf = new Map<Omit<TruthAccount, 'id'>, string>();
  const withIds: TruthAccount[] = [
    ...accounts.map((a, i) => {
      idOf.set(a, `acct-${i + 1}`);
      return { id: `acct-${i + 1}`, ...a };
    }),
    ...collections.map((a, i) => {
      idOf.set(a, `coll-${i + 1}`);
      return { id: `coll-${i + 1}`, ...a };
    }),
  ];
  for (const p of planted) {
    if (p.kind === 'not_mine') answers.notMine.push(...p.refs.map((ref) => (typeof ref === 'string' ? ref : idOf.get(ref)!)));
  }

  const inquiries: TruthInquiry[] = [r.pick(INQUIRERS), r.pick(INQUIRERS.filter((x) => x !== banks[0]))]
    .filter((c, i, all) => all.indexOf(c) === i)
    .map((company, i) => ({ id: `inq-${i + 1}`, company, date: ago(r.int(2, 20)) }));
  if (scenario === 0) {
    inquiries.push({ id: `inq-${inquiries.length + 1}`, company: 'RAPIDCASH ONLINE LOANS', date: ago(r.int(2, 10)) });
    answers.unauthorisedInquiries.push(`inq-${inquiries.length}`);
    planted.push({ kind: 'inquiry_unauthorised', refs: [`inq-${inquiries.length}`], note: 'an inquiry the user did not authorise' });
  }
  const publicRecords: TruthRecord[] =
    scenario === 2
      ? [
          {
            id: 'pr-1',
            recordType: 'Bankruptcy Chapter 7',
            court: 'US BANKRUPTCY COURT',
            filed: accounts.find((a) => a.status === 'bankruptcy_discharged')!.lastPayment!,
            status: 'Discharged',
            reference: r.digits(8),
          },
        ]
      : [];

  return {
    bureau,
    seed,
    reportDate,
    personal,
    accounts: withIds,
    inquiries,
    publicRecords,
    planted: planted.map((p) => ({ kind: p.kind, note: p.note, items: p.refs.map((ref) => (typeof ref === 'string' ? ref : idOf.get(ref)!)) })),
    answers,
  };
};

/** The removal date a bureau prints for an adverse item (undefined for items in good standing). */
export const truthRemoval = (a: TruthAccount): IsoDate | undefined => (a.dofd ? removalDateFor(a.dofd) : undefined);
