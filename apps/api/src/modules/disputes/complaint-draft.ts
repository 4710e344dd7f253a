import { redactText } from '@debtshield/analyzer';
import { formatLongDate, type ContactFinding, type Deadline } from '@debtshield/clocks';
import type { EventRow } from './dispute-view';

/**
 * A CFPB complaint drafted from a debt-collection dispute's own record (the `file_complaints` smart
 * action): one company per complaint; product, sub-product, issue and sub-issue named as the CFPB's
 * form and public complaint data name them (only pairs seen in that data; otherwise the sub-issue is
 * left for the user to choose); a dated narrative from the timeline without account numbers; the
 * attachments to add. Pure. The user files it themselves at consumerfinance.gov/complaint.
 */

export type ComplaintDraft = {
  company: string;
  product: 'Debt collection';
  sub_product: string;
  issue: string;
  sub_issue: string | null;
  narrative: string;
  attachments: string[];
  notes: string[];
};

const SUB_PRODUCTS: Record<string, string> = {
  credit_card: 'Credit card debt',
  medical: 'Medical debt',
  auto_loan: 'Auto debt',
  mortgage: 'Mortgage debt',
  payday: 'Payday loan debt',
};

const METHOD_WORDS: Record<string, string> = { certified_mail: 'by certified mail', regular_mail: 'by mail', email: 'by email', fax: 'by fax' };

export type ComplaintInput = {
  collectorName: string | null;
  debtType: string | null;
  letterKind: string | null;
  events: EventRow[];
  deadlines: Deadline[];
  findings: ContactFinding[];
};

const issueOf = (input: ComplaintInput): { issue: string; sub_issue: string | null } => {
  const breached = input.deadlines.some((d) => d.kind === 'collection_paused_until_verification' && d.status === 'breached');
  const unverified = input.events.some((e) => e.type === 'reply_received' && e.data.verified === false);
  if (breached || unverified) return { issue: 'Written notification about debt', sub_issue: "Didn't receive enough information to verify debt" };
  const kinds = new Set(input.findings.filter((f) => f.strength === 'presumed').map((f) => f.kind));
  if (kinds.has('contact_after_cease')) return { issue: 'Communication tactics', sub_issue: 'You told them to stop contacting you, but they keep trying' };
  if (kinds.has('call_frequency_presumption')) return { issue: 'Communication tactics', sub_issue: 'Frequent or repeated calls' };
  if (kinds.has('call_before_8_after_9')) return { issue: 'Communication tactics', sub_issue: null };
  return { issue: 'Written notification about debt', sub_issue: null };
};

/** The narrative is sent to the CFPB in the user's words: dates as people write them ("March 5, 2025"), decision 255. */
const sentence = (e: EventRow, company: string): string | null => {
  const on = formatLongDate(e.occurredOn);
  switch (e.type) {
    case 'letter_sent':
      return `On ${on} I sent ${company} a written ${e.data.kind === 'cease' ? 'request to stop contacting me' : 'dispute of the debt and a request for verification'} ${METHOD_WORDS[e.method ?? ''] ?? ''}${e.trackingNumber ? ` (tracking number ${e.trackingNumber})` : ''}.`.replace(
        /\s+\./,
        '.',
      );
    case 'letter_delivered':
      return `It was delivered on ${on}.`;
    case 'reply_received':
      if (e.data.kept_collecting === true) return `On ${on} I received a reply that demanded payment without verifying the debt.`;
      if (e.data.verified === false) return `On ${on} I received a reply that did not verify the debt.`;
      if (e.data.verified === true) return `On ${on} I received a reply with documents offered as verification.`;
      return `On ${on} I received a reply.`;
    default:
      return null;
  }
};

export const draftComplaint = (input: ComplaintInput): ComplaintDraft => {
  const company = input.collectorName?.trim() || 'the debt collector';
  const { issue, sub_issue } = issueOf(input);
  const timeline = [...input.events]
    .sort((a, b) => (a.occurredOn < b.occurredOn ? -1 : a.occurredOn > b.occurredOn ? 1 : 0))
    .map((e) => sentence({ ...e, data: { ...e.data, kind: input.letterKind } }, company))
    .filter((s): s is string => s !== null);
  const breach = input.deadlines.find((d) => d.kind === 'collection_paused_until_verification' && d.status === 'breached');
  const findings = input.findings.filter((f) => f.strength === 'presumed' || f.kind === 'collection_during_dispute').map((f) => f.summary);
  const narrative = [
    ...timeline,
    ...(breach
      ? ['The collector continued to collect after it received my dispute and before it sent verification, which 15 U.S.C. 1692g(b) does not allow.']
      : []),
    ...(findings.length ? ['From my contact log:', ...findings.map((f) => `- ${f}`)] : []),
    'I ask that the company stop collecting until it verifies the debt, correct its records, and respond to this complaint.',
  ].join('\n');
  const attachments = [
    'The collection letter you received',
    ...(input.events.some((e) => e.type === 'letter_sent') ? ['Your letter to the collector', 'Proof of mailing (and the return receipt, if any)'] : []),
    ...(input.events.some((e) => e.type === 'reply_received') ? ["The collector's reply"] : []),
    ...(input.findings.length ? ['Your contact log (calls and messages with dates and times)'] : []),
  ];
  return {
    company,
    product: 'Debt collection',
    sub_product: SUB_PRODUCTS[input.debtType ?? ''] ?? 'I do not know',
    issue,
    sub_issue,
    // Account numbers and SSNs never go into the narrative: the CFPB publishes narratives (with consent).
    narrative: redactText(narrative),
    attachments,
    notes: [
      'One company per complaint: file a separate complaint for each company.',
      ...(sub_issue === null ? ['Choose the sub-issue on the form that best fits what happened.'] : []),
      'Black out account numbers and your Social Security number on the copies you attach.',
      'This is a draft for you to check and file yourself at consumerfinance.gov/complaint; it is legal information, not legal advice.',
    ],
  };
};
