import type { Facts } from '@debtshield/analyzer';
import { bureauClocks, type ClockEvent, type IsoDate } from '@debtshield/clocks';
import type { CreateCreditCenterDisputeRequest, CreditCenterDispute, CreditCenterLetter, CreditReportAnalysis, CreditResponse } from '@debtshield/contracts';
import {
  crossCheckLetter,
  findErrors,
  type Bureau,
  type CreditFinding,
  type Evidence,
  type Field,
  type ParsedCreditReport,
  type Proof,
} from '@debtshield/credit-reports';
import {
  BUREAU_NAMES,
  generateBureauDispute,
  generateBureauFollowUp,
  generateFurnisherDispute,
  generateIdentityTheftBlock,
  generateMethodOfVerificationRequest,
  type ConsumerDetails,
  type CreditDisputeItem,
  type Letter,
  type PrintedBureauAddress,
} from '@debtshield/letters';
import { letterSideMismatches } from './letter-mismatches';

/**
 * The credit repair center's logic (issue 16, decision 019), apart from the routes: a parsed report
 * as the page shows it, the letters of a dispute, each recipient's clock and the letter that follows
 * a bureau's answer. Pure: the routes read and write the database.
 */

type Analysis = Omit<CreditReportAnalysis, 'success'>;
type Item = Analysis['items'][number];
type ItemValue = Item['values'][number];

const ev = (e: Evidence | undefined) => (e ? { page: e.page, text: e.text } : undefined);

const money = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const MONEY_FIELDS = new Set(['balance', 'creditLimit', 'pastDue', 'chargeOffAmount']);

const shown = (field: string, value: unknown): string => {
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return money(value);
  if (Array.isArray(value)) return value.map((m: { month?: string; code?: string }) => `${m.month ?? ''} ${m.code ?? ''}`.trim()).join(', ');
  return String(value);
};

const valueOf = (field: string, f: Field<unknown> | undefined): ItemValue[] =>
  f
    ? [
        {
          field,
          value: shown(field, f.value),
          ...(ev(f.evidence) ? { evidence: ev(f.evidence) } : {}),
          confidence: f.confidence,
          ...(f.inferred ? { inferred: f.inferred } : {}),
        },
      ]
    : [];

const ACCOUNT_FIELDS = [
  'creditor',
  'originalCreditor',
  'accountLast4',
  'type',
  'status',
  'balance',
  'creditLimit',
  'pastDue',
  'opened',
  'lastPayment',
  'dofd',
  'chargeOffAmount',
  'paymentHistory',
  'remarks',
  'removalDate',
] as const;

const proofOut = (p: Proof) => ({
  label: p.label,
  value: p.value,
  ...(ev(p.evidence) ? { evidence: ev(p.evidence) } : {}),
  ...(p.bureau ? { bureau: p.bureau } : {}),
});
const findingOut = (f: CreditFinding) => ({
  id: f.id,
  kind: f.kind,
  section: f.section,
  summary: f.summary,
  ...(f.innocent ? { innocent: f.innocent } : {}),
  items: f.items,
  proof: f.proof.map(proofOut),
});

/** What the page shows of a parsed report: every item with its evidence, the errors found, what only the person can say. */
export const presentReport = (
  report: ParsedCreditReport,
  bureau: Bureau,
  letters: readonly { id: string; facts: Facts }[],
  /** The person's reports from the other bureaus (the latest of each), to compare the same accounts. */
  others: readonly ParsedCreditReport[] = [],
  /** The person's state (two letters), for its law on medical debt. */
  state?: string,
): Omit<Analysis, 'reportId'> => {
  const key = (id: string) => `${bureau}:${id}`;
  const items: Item[] = [
    ...report.accounts.map((a) => ({
      key: key(a.id),
      kind: a.kind,
      title: `${a.creditor.value}${a.accountLast4 ? ` ····${a.accountLast4.value}` : ''}`,
      values: ACCOUNT_FIELDS.flatMap((field) => valueOf(field, a[field] as Field<unknown> | undefined)),
    })),
    ...report.inquiries.map((q) => ({
      key: key(q.id),
      kind: 'inquiry' as const,
      title: q.company.value,
      values: [...valueOf('company', q.company), ...valueOf('date', q.date)],
    })),
    ...report.publicRecords.map((r) => ({
      key: key(r.id),
      kind: 'public_record' as const,
      title: r.recordType.value,
      values: [...valueOf('recordType', r.recordType), ...valueOf('court', r.court), ...valueOf('filed', r.filed), ...valueOf('status', r.status)],
    })),
    ...(
      [
        ['name', report.personal.names],
        ['address', report.personal.addresses],
        ['employer', report.personal.employers],
      ] as const
    ).flatMap(([kind, fields]) =>
      (fields as readonly Field<string>[]).map((f, i) => ({
        key: key(`personal:${kind}:${i + 1}`),
        kind: 'personal' as const,
        title: f.value,
        values: valueOf(kind, f),
      })),
    ),
  ];
  const scan = findErrors([report], state ? { state } : {});
  // Across bureaus: only what compares this report with another, each finding naming both (ids apart from this report's).
  const mine = (k: string) => k.startsWith(`${bureau}:`);
  const across = (others.length ? findErrors([report, ...others.filter((o) => o.bureau && o.bureau.value !== bureau)]).findings : [])
    .filter((f) => (f.kind === 'bureau_mismatch' || f.kind === 'reaged_dofd') && f.items.some(mine) && f.items.some((k) => !mine(k)))
    .map((f, i) => ({ ...f, id: `across-${i + 1}` }));
  // The report side of each disagreement with a letter is disputed here; the letter side is listed apart (letterMismatches).
  const crossed = letters.flatMap((l) => crossCheckLetter(l.facts, [report], { id: l.id })).filter((f) => f.side === 'report');
  const findings = [...scan.findings, ...across, ...crossed].map(findingOut);
  const questions: Analysis['questions'] = [
    ...report.questions.map((q) => ({
      id: q.id,
      ...(q.itemId ? { item: key(q.itemId) } : {}),
      field: q.field,
      question: q.question,
      ...(ev(q.seen) ? { seen: ev(q.seen) } : {}),
      kind: 'value' as const,
    })),
    ...scan.toConfirm.map((c, i) => ({ id: `confirm-${i + 1}`, item: c.item, question: c.question, kind: c.kind, proof: c.proof.map(proofOut) })),
  ];
  return {
    bureau,
    ...(report.reportDate ? { reportDate: report.reportDate.value } : {}),
    items,
    findings,
    letterMismatches: letterSideMismatches(letters, [report]),
    questions,
    warnings: report.warnings,
  };
};

/** Why a dispute cannot be written, for a 400 a person can act on. */
export class DisputeRefused extends Error {}

export type StoredRecipient = {
  recipient: string;
  recipientName: string;
  kind: 'bureau' | 'furnisher';
  bureau?: Bureau;
  response: CreditResponse | null;
  respondedOn: IsoDate | null;
  details?: string;
  /**
   * When the person mailed the letter (issue 27): null until they say so, and no clock runs before it.
   * Absent on disputes made before this was recorded: those count as mailed on the day written.
   */
  mailedOn?: IsoDate | null;
};

export type DisputePlan = {
  summary: string;
  items: string[];
  findings: Analysis['findings'];
  disputeItems: CreditDisputeItem[];
  consumer: ConsumerDetails;
  recipients: StoredRecipient[];
  letters: CreditCenterLetter[];
  /** The dispute address printed on the report, for the letters to that bureau. */
  printedAddress?: PrintedBureauAddress & { bureau: Bureau };
};

const CATEGORY: Partial<Record<string, CreditDisputeItem['category']>> = { not_mine: 'fraud', obsolete: 'oldDebts' };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'furnisher';

export const letterOut = (recipient: string, recipientName: string, letter: Letter, address: readonly string[], date: IsoDate): CreditCenterLetter => ({
  recipient,
  recipientName,
  kind: letter.kind,
  content: letter.body,
  address: [...address],
  fileName: `${recipient}-${letter.kind.replace(/_/g, '-')}-${date}.txt`,
  notes: letter.notes,
});

/**
 * The letters of a dispute: the findings chosen (never one about an item the person confirmed is
 * accurate), the items they said are not theirs, to each bureau chosen and, if asked, to each
 * furnisher of a disputed account.
 */
export const planDispute = (analysis: Analysis, body: CreateCreditCenterDisputeRequest, date: IsoDate): DisputePlan => {
  const accurate = new Set(Object.entries(body.confirmations).flatMap(([k, v]) => (v === 'accurate' ? [k] : [])));
  const notMine = Object.entries(body.confirmations).flatMap(([k, v]) => (v === 'not_mine' ? [k] : []));
  const byId = new Map(analysis.findings.map((f) => [f.id, f]));
  const chosen = body.findings.map((id) => {
    const f = byId.get(id);
    if (!f) throw new DisputeRefused(`Finding ${id} is not one of this report's; read the report again.`);
    const confirmed = f.items.find((i) => accurate.has(i));
    if (confirmed)
      throw new DisputeRefused(`You confirmed that ${titleOf(analysis, confirmed)} is accurate: items you confirm are accurate are never disputed.`);
    return f;
  });
  const itemsByKey = new Map(analysis.items.map((i) => [i.key, i]));
  const value = (item: Item | undefined, field: string) => item?.values.find((v) => v.field === field)?.value;
  const disputeItems: CreditDisputeItem[] = [];
  const keys = new Set<string>();
  for (const f of chosen) {
    const item = itemsByKey.get(f.items.find((i) => itemsByKey.has(i)) ?? '');
    for (const i of f.items) keys.add(i);
    const proof = f.proof.map((p) => `${p.label}: ${p.value}`).join('; ');
    const creditor = value(item, 'creditor') ?? value(item, 'company');
    const last4 = value(item, 'accountLast4');
    disputeItems.push({
      id: f.id,
      category: CATEGORY[f.kind] ?? 'accounts',
      text: `${f.summary}${proof ? ` (${proof})` : ''}. ${f.section}.`,
      ...(creditor ? { creditor } : {}),
      ...(last4 ? { accountNumber: last4 } : {}),
    });
  }
  for (const k of notMine) {
    const item = itemsByKey.get(k);
    if (!item || keys.has(k)) continue;
    keys.add(k);
    const creditor = value(item, 'creditor') ?? value(item, 'company');
    const last4 = value(item, 'accountLast4');
    disputeItems.push({
      id: k,
      category: item.kind === 'account' || item.kind === 'collection' ? 'fraud' : 'accounts',
      text:
        item.kind === 'inquiry'
          ? `I did not authorise this inquiry by ${item.title}.`
          : item.kind === 'personal'
            ? `This information is not mine: ${item.title}.`
            : 'This account is not mine: I did not open or authorise it.',
      ...(creditor ? { creditor } : {}),
      ...(last4 ? { accountNumber: last4 } : {}),
    });
  }
  if (disputeItems.length === 0) throw new DisputeRefused('Choose at least one error to dispute, or mark an item as not yours.');
  if (body.bureaus.length === 0 && !body.furnisher) throw new DisputeRefused('Choose at least one credit bureau, or the company that reported the item.');
  const consumer: ConsumerDetails = {
    name: body.userInfo.name,
    addressLines: [body.userInfo.address, body.userInfo.cityStateZip],
    ...(body.userInfo.ssnLast4 ? { ssnLast4: body.userInfo.ssnLast4 } : {}),
  };
  const recipients: StoredRecipient[] = [];
  const letters: CreditCenterLetter[] = [];
  // Accounts the person says are not theirs: besides the dispute, the identity-theft block (FCRA 605B).
  const stolen = disputeItems.filter((i) => i.category === 'fraud');
  // The address the report prints for disputes goes on the letters to that report's bureau.
  const printedAddress = analysis.bureau && analysis.bureauAddress ? { ...analysis.bureauAddress, bureau: analysis.bureau } : undefined;
  const printedFor = (bureau: Bureau) => (printedAddress?.bureau === bureau ? { printedAddress } : {});
  for (const bureau of body.bureaus) {
    const letter = generateBureauDispute(bureau, { date, consumer, items: disputeItems, ...printedFor(bureau) });
    recipients.push({ recipient: bureau, recipientName: BUREAU_NAMES[bureau], kind: 'bureau', bureau, response: null, respondedOn: null, mailedOn: null });
    letters.push(letterOut(bureau, BUREAU_NAMES[bureau], letter, letter.bureauAddress, date));
    if (stolen.length > 0) {
      const block = generateIdentityTheftBlock({ bureau, date, consumer, items: stolen, ...printedFor(bureau) });
      letters.push(letterOut(bureau, BUREAU_NAMES[bureau], block, block.bureauAddress, date));
    }
  }
  if (body.furnisher) {
    const byCreditor = new Map<string, CreditDisputeItem[]>();
    for (const item of disputeItems) if (item.creditor) byCreditor.set(item.creditor, [...(byCreditor.get(item.creditor) ?? []), item]);
    for (const [creditor, items] of byCreditor) {
      const recipient = `furnisher:${slug(creditor)}`;
      const letter = generateFurnisherDispute({ date, consumer, furnisher: { name: creditor }, items });
      recipients.push({ recipient, recipientName: creditor, kind: 'furnisher', response: null, respondedOn: null, mailedOn: null });
      letters.push(letterOut(recipient, creditor, letter, [creditor], date));
    }
  }
  const names = [...new Set(disputeItems.map((i) => i.creditor).filter((c): c is string => Boolean(c)))];
  const summary = `${disputeItems.length} item${disputeItems.length === 1 ? '' : 's'}${names.length ? `: ${names.slice(0, 3).join(', ')}` : ''}`;
  return { summary, items: [...keys], findings: chosen, disputeItems, consumer, recipients, letters, ...(printedAddress ? { printedAddress } : {}) };
};

const titleOf = (analysis: Analysis, key: string): string => analysis.items.find((i) => i.key === key)?.title ?? key;

const FURNISHER_STATUTE = '15 U.S.C. 1681s-2(a)(8)(E); 12 CFR 1022.43(e)';

/** A recipient's reinvestigation clock, from the legal-clock engine: 30 days from its receipt of the dispute. */
export const recipientClock = (r: StoredRecipient, sentOn: IsoDate, today: IsoDate) => {
  // Not mailed yet (and no answer): no clock runs.
  if (r.mailedOn === null && !r.response) return null;
  const mailed = r.mailedOn ?? sentOn;
  const events: ClockEvent[] = [{ id: 'sent', date: mailed, type: 'dispute_sent', recipient: 'bureau', written: true }];
  if (r.respondedOn) events.push({ id: 'answer', date: r.respondedOn, type: 'bureau_results_received' });
  const deadline = bureauClocks(events, today).find((d) => d.kind === 'bureau_reinvestigation');
  if (!deadline) return null;
  return {
    start: deadline.startDate,
    due: deadline.dueDate,
    // Once the recipient has answered, its clock has stopped: no days left, never overdue.
    days: r.response || deadline.status === 'met' ? null : deadline.daysRemaining,
    statute: r.kind === 'furnisher' ? FURNISHER_STATUTE : deadline.citation,
    assumption: deadline.assumptions.length ? deadline.assumptions.join(' ') : null,
    overdue: !r.response && deadline.status === 'passed',
  };
};

const STATUS: Record<CreditResponse, string> = {
  deleted: 'deleted',
  updated: 'updated',
  verified: 'verified',
  frivolous: 'frivolous',
  no_response: 'no_response',
  reinserted: 'reinserted',
};

export type StoredDispute = {
  id: string;
  createdAt: Date;
  sentOn: IsoDate;
  summary: string;
  items: string[];
  recipients: StoredRecipient[];
};

/** A dispute as the center shows it: each recipient's status and clock; follow-up needed once a clock passed or an answer calls for a letter. */
export const presentDispute = (d: StoredDispute, today: IsoDate): CreditCenterDispute => {
  const recipients = d.recipients.map((r) => {
    const clock = recipientClock(r, d.sentOn, today);
    return {
      recipient: r.recipient,
      recipientName: r.recipientName,
      // "Mailed" only once the person said they mailed it (issue 27); before that, "Not mailed yet".
      status: r.response ? STATUS[r.response] : r.mailedOn === null ? 'draft' : clock?.overdue ? 'overdue' : 'sent',
      clock,
      response: r.response,
    };
  });
  const needsFollowUp = recipients.some((r) => r.clock?.overdue || r.response === 'verified' || r.response === 'frivolous' || r.response === 'reinserted');
  return { id: d.id, createdAt: d.createdAt.toISOString(), items: d.items, summary: d.summary, needsFollowUp, recipients };
};

/** What an answer means, and the next letter when there is one (never a promise of the outcome). */
export const nextStep = (
  r: StoredRecipient,
  response: CreditResponse,
  input: {
    date: IsoDate;
    sentOn: IsoDate;
    answeredOn: IsoDate;
    consumer: ConsumerDetails;
    items: readonly CreditDisputeItem[];
    printedAddress?: PrintedBureauAddress;
  },
): { message: string; letter: CreditCenterLetter | null } => {
  const who = r.recipientName;
  const { date, consumer, items } = input;
  const printed = input.printedAddress ? { printedAddress: input.printedAddress } : {};
  if (r.kind !== 'bureau' || !r.bureau) {
    const messages: Record<CreditResponse, string> = {
      deleted: `${who} says it corrected or deleted what it reported. Check your reports from each bureau in about 30 days.`,
      updated: `${who} says it updated the item. Check whether what it reports now is right; if it is still wrong, dispute it with the credit bureaus.`,
      verified: `${who} says its information is right. You can dispute the item with each credit bureau that reports it (15 U.S.C. 1681i), with your evidence.`,
      frivolous: `${who} says your dispute is frivolous or irrelevant; it must tell you why within 5 business days and what information it needs (12 CFR 1022.43(f)). You can send that information, or dispute with the credit bureaus.`,
      no_response: `${who} had 30 days to investigate (12 CFR 1022.43(e)). You can dispute the item with the credit bureaus, which must reinvestigate.`,
      reinserted: `The item is reported again. Dispute it with the credit bureau that shows it: it must tell you of a reinsertion in writing (15 U.S.C. 1681i(a)(5)(B)).`,
    };
    return { message: messages[response], letter: null };
  }
  const bureau = r.bureau;
  const out = (letter: Letter & { bureauAddress: string[] }) => letterOut(bureau, who, letter, letter.bureauAddress, date);
  switch (response) {
    case 'verified':
      return {
        message: `${who} says it verified the items. You can ask how it verified them: it must answer within 15 days of your request (15 U.S.C. 1681i(a)(7)).`,
        letter: out(
          generateMethodOfVerificationRequest({ bureau, date, consumer, items, disputeDate: input.sentOn, resultsDate: input.answeredOn, ...printed }),
        ),
      };
    case 'frivolous':
      return {
        message: `${who} calls the dispute frivolous or irrelevant. It must tell you what information it needs (15 U.S.C. 1681i(a)(3)); the letter gives it and asks again.`,
        letter: out(
          generateBureauFollowUp({ bureau, reason: 'frivolous', date, consumer, items, disputeDate: input.sentOn, noticeDate: input.answeredOn, ...printed }),
        ),
      };
    case 'no_response':
      return {
        message: `${who} has not sent results. It had 30 days from receiving your dispute (15 U.S.C. 1681i(a)(1)(A)); the letter asks for them. A CFPB complaint is possible once the dispute is 45 days old.`,
        letter: out(generateBureauFollowUp({ bureau, reason: 'no_response', date, consumer, items, disputeDate: input.sentOn, ...printed })),
      };
    case 'reinserted':
      return {
        message: `${who} put back an item it had deleted. It needs the furnisher's certification and must tell you in writing within 5 business days (15 U.S.C. 1681i(a)(5)(B)).`,
        letter: out(
          generateBureauFollowUp({ bureau, reason: 'reinserted', date, consumer, items, disputeDate: input.sentOn, noticeDate: input.answeredOn, ...printed }),
        ),
      };
    case 'deleted':
      return {
        message: `${who} says it deleted the items. Keep its results letter: an item deleted may come back only with the furnisher's certification and a written notice to you (15 U.S.C. 1681i(a)(5)(B)).`,
        letter: null,
      };
    case 'updated':
      return {
        message: `${who} says it updated the items. Check the updated file it sent you; if an item is still wrong, you can dispute it again with new information.`,
        letter: null,
      };
  }
};
