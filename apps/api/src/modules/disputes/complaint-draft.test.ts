import type { ContactFinding } from '@debtshield/clocks';
import { describe, expect, it } from 'vitest';
import { draftComplaint, type ComplaintInput } from './complaint-draft';
import type { EventRow } from './dispute-view';

const event = (type: string, occurredOn: string, over: Partial<EventRow> = {}): EventRow => ({
  id: `${type}-${occurredOn}`,
  type,
  occurredOn,
  method: null,
  trackingNumber: null,
  notes: null,
  data: {},
  createdAt: new Date('2025-01-01T00:00:00Z'),
  ...over,
});
const finding = (kind: ContactFinding['kind'], strength: ContactFinding['strength'] = 'presumed'): ContactFinding => ({
  kind,
  strength,
  citation: '',
  summary: `${kind} on 2025-03-07 (account 4485123412341234)`,
  evidence: ['x'],
  date: '2025-03-07',
});
const input = (over: Partial<ComplaintInput>): ComplaintInput => ({
  collectorName: 'Apex Recovery Partners',
  debtType: null,
  letterKind: 'validation_request',
  events: [],
  deadlines: [],
  findings: [],
  ...over,
});

describe('the CFPB complaint draft', () => {
  it('names frequent calls and a cease that was ignored with the CFPB\u2019s own sub-issues', () => {
    expect(draftComplaint(input({ findings: [finding('call_frequency_presumption')] }))).toMatchObject({
      issue: 'Communication tactics',
      sub_issue: 'Frequent or repeated calls',
    });
    expect(draftComplaint(input({ letterKind: 'cease', findings: [finding('contact_after_cease'), finding('call_frequency_presumption')] }))).toMatchObject({
      issue: 'Communication tactics',
      sub_issue: 'You told them to stop contacting you, but they keep trying',
    });
  });

  it('leaves the sub-issue to the user when the data names none for what happened', () => {
    const draft = draftComplaint(input({ findings: [finding('call_before_8_after_9')] }));
    expect(draft).toMatchObject({ issue: 'Communication tactics', sub_issue: null });
    expect(draft.notes.join(' ')).toMatch(/Choose the sub-issue/);
  });

  it('writes a dated narrative in order, without account numbers, and lists what to attach', () => {
    const draft = draftComplaint(
      input({
        debtType: 'medical',
        events: [
          event('reply_received', '2025-03-20', { data: { verified: false } }),
          event('letter_sent', '2025-03-05', { method: 'certified_mail', trackingNumber: '9407 1000' }),
          event('letter_delivered', '2025-03-08'),
        ],
        findings: [finding('collection_during_dispute', 'possible')],
      }),
    );
    expect(draft.sub_product).toBe('Medical debt');
    expect(draft.issue).toBe('Written notification about debt');
    expect(draft.narrative.split('\n').slice(0, 3)).toEqual([
      'On March 5, 2025 I sent Apex Recovery Partners a written dispute of the debt and a request for verification by certified mail (tracking number 9407 1000).',
      'It was delivered on March 8, 2025.',
      'On March 20, 2025 I received a reply that did not verify the debt.',
    ]);
    // The user sends these words to the CFPB: dates as people write them, never ISO (decision 255).
    expect(draft.narrative.split('\n').slice(0, 3).join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(draft.narrative).not.toContain('4485123412341234');
    expect(draft.attachments).toEqual([
      'The collection letter you received',
      'Your letter to the collector',
      'Proof of mailing (and the return receipt, if any)',
      "The collector's reply",
      'Your contact log (calls and messages with dates and times)',
    ]);
  });
});
