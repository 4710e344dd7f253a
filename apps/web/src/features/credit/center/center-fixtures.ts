import { apiError, json, type MockHandler } from '../../../testing/mock-api';
import type { Analysis, Center, Dispute, FollowUp, Letter } from './center-model';

/** Test data of the credit center's tests (synthetic: no real person). */

export const signIn = () => {
  window.localStorage.setItem('token', 'opaque-token');
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      id: 'u1',
      email: 'jordan@example.com',
      name: 'Jordan',
      plan_type: 'lifetime',
      plan_expires_at: null,
      purchases: [],
      subscription_status: 'none',
      debt_scans_used: 0,
      credit_scans_used: 0,
      analyses_limit: 999,
    }),
  );
};

export const ANALYSIS: Analysis = {
  reportId: 'r-1',
  bureau: 'transunion',
  reportDate: '2026-11-01',
  items: [
    {
      key: 'transunion:acct-1',
      kind: 'account',
      title: 'NORTHWIND BANK ····4421',
      values: [
        { field: 'creditor', value: 'NORTHWIND BANK', evidence: { page: 1, text: 'NORTHWIND BANK' }, confidence: 1 },
        { field: 'balance', value: '$1,240', evidence: { page: 1, text: 'Balance: $1,240' }, confidence: 0.98 },
      ],
    },
    {
      key: 'transunion:coll-1',
      kind: 'collection',
      title: 'PINECREST RECOVERY LLC',
      values: [
        {
          field: 'dofd',
          value: '2023-03-01',
          evidence: { page: 2, text: 'Date of 1st Delinquency: 03/2023' },
          confidence: 0.9,
          inferred: 'Inferred from the removal date',
        },
      ],
    },
  ],
  findings: [
    {
      id: 'f-1',
      kind: 'reaged_dofd',
      section: 'FCRA 623(a)(5) (15 U.S.C. 1681s-2(a)(5)) date of first delinquency',
      summary: 'The date of first delinquency was moved later than the original creditor reports (re-aging)',
      items: ['transunion:coll-1'],
      proof: [
        { label: 'Collector reports', value: '2023-03', evidence: { page: 2, text: 'Date of 1st Delinquency: 03/2023' }, bureau: 'transunion' },
        { label: 'Original creditor reports', value: '2020-06', evidence: { page: 1, text: 'Delinquent since 06/2020' }, bureau: 'transunion' },
      ],
    },
    {
      id: 'f-2',
      kind: 'duplicate',
      section: 'FCRA 607(b) (15 U.S.C. 1681e(b)) maximum possible accuracy',
      summary: 'The same debt is listed twice',
      items: ['transunion:acct-1'],
      proof: [{ label: 'Balance', value: '$1,240', evidence: { page: 1, text: 'Balance: $1,240' } }],
    },
  ],
  questions: [
    {
      id: 'q-1',
      item: 'transunion:coll-1',
      field: 'balance',
      question: 'What balance does your report print for PINECREST RECOVERY LLC?',
      seen: { page: 2, text: 'Balance: $1,2?0' },
    },
  ],
  warnings: [],
};

const letter = (recipient: string, recipientName: string, kind: string, content: string, address: string[]): Letter => ({
  recipient,
  recipientName,
  kind,
  content,
  address,
  fileName: `${recipient}-${kind}-2026-11-23.txt`,
  notes: [],
});

export const CREATED = {
  disputeId: 'd-1',
  letters: [
    letter('transunion', 'TransUnion', 'bureau_dispute', 'Jordan Examplar\nFCRA 611 dispute…', [
      'TransUnion Consumer Solutions',
      'P.O. Box 2000',
      'Chester, PA 19016',
    ]),
    letter('experian', 'Experian', 'bureau_dispute', 'Jordan Examplar\nFCRA 611 dispute…', ['Experian', 'P.O. Box 4500', 'Allen, TX 75013']),
  ],
};

const DISPUTE: Dispute = {
  id: 'd-1',
  createdAt: '2026-11-15T10:00:00.000Z',
  items: ['transunion:coll-1'],
  summary: 'PINECREST RECOVERY LLC: re-aged date of first delinquency',
  needsFollowUp: false,
  recipients: [
    {
      recipient: 'transunion',
      recipientName: 'TransUnion',
      status: 'sent',
      response: null,
      clock: {
        start: '2026-11-20',
        due: '2026-12-20',
        days: 27,
        statute: 'FCRA 611(a)(1) (15 U.S.C. 1681i(a)(1))',
        assumption: 'Assumed delivered 5 days after mailing; record the return receipt for the exact date.',
        overdue: false,
      },
    },
  ],
};

export const CENTER_EMPTY: Center = { disputes: [], reportsRead: 0, findingsFound: 0, lettersMade: 0 };
export const CENTER_ONE: Center = { disputes: [DISPUTE], reportsRead: 1, findingsFound: 2, lettersMade: 2 };

export const RECORDED = {
  message: 'TransUnion says the item is verified. Ask how it was verified.',
  letter: letter(
    'transunion',
    'TransUnion',
    'method_of_verification',
    'Under FCRA 611(a)(7) (15 U.S.C. 1681i(a)(7)) please describe the procedure used to verify…',
    ['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19016'],
  ),
};

export const FOLLOW_UP: FollowUp = {
  dispute: { ...DISPUTE, needsFollowUp: true },
  message: 'TransUnion’s 30 days have passed with no answer recorded.',
  letter: RECORDED.letter,
};

/** The wire format of the API (packages/contracts/src/credit-center.ts), built from the fixtures above. */
export const wire = {
  createPath: '/api/credit-repair/disputes',
  recordPath: '/api/credit-repair/disputes/d-1/responses',
  centerRefused: (): Record<string, MockHandler> => ({
    'GET /api/credit-repair/center': () => apiError(403, 'The credit repair center is part of the credit plans.', 'forbidden'),
  }),
  center: (center: Center): Record<string, MockHandler> => ({ 'GET /api/credit-repair/center': () => json({ success: true, ...center }) }),
  readingPath: '/api/credit-repair/readings',
  /** The report's reading: taken at once, then (after the progress states given) the report. */
  analyze: (analysis: Analysis, progress: { status: 'reading' | 'checking'; page: number; pages: number }[] = []): Record<string, MockHandler> => {
    let looks = 0;
    return {
      'POST /api/credit-repair/readings': () => json({ success: true, readingId: 'r-1' }, 202),
      'GET /api/credit-repair/readings/r-1': () => {
        const state = progress[looks++];
        return json(state ? { success: true, ...state } : { success: true, status: 'done', report: { success: true, ...analysis } });
      },
    };
  },
  /** A reading that ends with the server's reason the report could not be read. */
  readingFailed: (message: string): Record<string, MockHandler> => ({
    'POST /api/credit-repair/readings': () => json({ success: true, readingId: 'r-1' }, 202),
    'GET /api/credit-repair/readings/r-1': () => json({ success: true, status: 'failed', error: { code: 'invalid_input', message } }),
  }),
  create: (created: typeof CREATED): Record<string, MockHandler> => ({ 'POST /api/credit-repair/disputes': () => json({ success: true, ...created }) }),
  record: (recorded: typeof RECORDED): Record<string, MockHandler> => ({
    'POST /api/credit-repair/disputes/d-1/responses': () => json({ success: true, ...recorded }),
  }),
  followUp: (followUp: FollowUp): Record<string, MockHandler> => ({
    'GET /api/credit-repair/disputes/d-1/follow-up': () => json({ success: true, ...followUp }),
  }),
  followUpRefused: (): Record<string, MockHandler> => ({
    'GET /api/credit-repair/disputes/d-1/follow-up': () => apiError(403, 'The credit repair center is part of the credit plans.', 'forbidden'),
  }),
  sentFindings: (body: Record<string, unknown>) => body.findings,
  sentBureaus: (body: Record<string, unknown>) => body.bureaus,
  sentResponse: (body: Record<string, unknown>) => body.response,
};
