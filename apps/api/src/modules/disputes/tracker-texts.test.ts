import { addDays, wallTime, type IsoDate } from '@debtshield/clocks';
import type { DisputeDetail } from '@debtshield/contracts';
import { describe, expect, it } from 'vitest';
import { expectCatalogue } from '../../../test/catalogue';
import { nextStep, presentDispute, type StoredRecipient } from '../credit/credit-center';
import type { CollectorOutcomes } from './collector-outcomes';
import { presentDetail, type ContactRow, type DisputeRow, type EventRow, type ViewInput } from './dispute-view';
import { replyAction, type ReplyJudgment } from './judge-reply';
import { localizeCreditDispute, localizeDetail, TRACKER_EN, TRACKER_ES, trackerText } from './tracker-texts';

const TODAY = '2026-11-20' as IsoDate;
const TZ = 'America/Chicago';
const ago = (days: number) => addDays(TODAY, -days);

const row = (over: Partial<DisputeRow> = {}): DisputeRow => ({
  id: 'd-1',
  type: 'debt_collection',
  collectorName: 'Apex Recovery Partners',
  debtAmountCents: 184250,
  accountLast4: '1234',
  letterKind: 'validation_request',
  createdAt: new Date(`${ago(40)}T15:00:00Z`),
  noticeDate: ago(45),
  noticeEndDate: null,
  analysisViolations: 1,
  ...over,
});

let n = 0;
const event = (type: string, daysAgo: number, over: Partial<EventRow> = {}): EventRow => ({
  id: `e-${++n}`,
  type,
  occurredOn: ago(daysAgo),
  method: null,
  trackingNumber: null,
  notes: null,
  data: {},
  createdAt: new Date(`${ago(daysAgo)}T16:00:00Z`),
  ...over,
});

const contact = (daysAgo: number, hourUtc: number, over: Partial<ContactRow> = {}): ContactRow => ({
  id: `c-${++n}`,
  at: new Date(`${ago(daysAgo)}T${String(hourUtc).padStart(2, '0')}:30:00Z`),
  channel: 'call',
  direction: 'from_collector',
  who: 'Apex',
  outcome: 'conversation',
  timeZone: TZ,
  notes: null,
  ...over,
});

const input = (dispute: DisputeRow, events: EventRow[], contacts: ContactRow[] = [], today: IsoDate = TODAY): ViewInput => ({
  dispute,
  events,
  contacts,
  today,
  timeZone: TZ,
  contactDate: (c) => wallTime(c.at, c.timeZone).date,
});

const none: CollectorOutcomes = {
  minSample: 5,
  resolved: 0,
  victories: 0,
  responseTime: null,
  settlement: null,
  aggression: null,
  approach: null,
  removal: null,
};
const plenty: CollectorOutcomes = {
  minSample: 5,
  resolved: 9,
  victories: 4,
  responseTime: { sample: 7, value: '12 days', basis: 'median days from the letter sent to the reply received' },
  settlement: { sample: 9, value: '22%', basis: 'share of resolved disputes the users recorded as settled' },
  aggression: { sample: 8, value: '38%', basis: 'share of sent disputes whose users logged calls or messages from the collector afterwards' },
  approach: { sample: 6, value: 'validation_request', basis: 'the letter with the most recorded wins against this collector (3 of 5)' },
  removal: { sample: 6, value: '50%', basis: 'share of resolved credit disputes the users recorded as won' },
};

const sent = (daysAgo: number, over: Partial<EventRow> = {}) =>
  event('letter_sent', daysAgo, { method: 'certified_mail', trackingNumber: '9407111899223344556677', ...over });

/** Every kind of dispute the tracker shows: each smart action, event, clock, warning, alert and finding. */
const SCENARIOS: [string, ViewInput, CollectorOutcomes][] = [
  ['not sent, notice dated', input(row({ noticeDate: ago(3) }), [event('letter_generated', 2)]), none],
  ['not sent, notice mailed date unknown', input(row({ noticeDate: null }), [event('letter_generated', 2)]), none],
  ['notice end date printed', input(row({ noticeDate: ago(3), noticeEndDate: addDays(TODAY, 20) }), [event('letter_generated', 2)]), none],
  ['notice end date earlier than the law', input(row({ noticeDate: ago(3), noticeEndDate: addDays(TODAY, 2) }), [event('letter_generated', 2)]), none],
  ['sent by mail, no delivery, day 27', input(row(), [event('letter_generated', 30), sent(27, { method: 'regular_mail', trackingNumber: null })]), plenty],
  [
    'delivered, then calls at night and twice in a week, and a reply demanding payment',
    input(
      row(),
      [
        event('letter_generated', 30),
        sent(20),
        event('letter_delivered', 15),
        event('reply_received', 5, { data: { verified: false, kept_collecting: true } }),
      ],
      [contact(10, 3), contact(9, 18), contact(8, 18, { channel: 'text', outcome: null })],
    ),
    plenty,
  ],
  [
    'after a cease letter',
    input(row({ letterKind: 'cease' }), [event('letter_generated', 30), sent(20), event('letter_delivered', 15)], [contact(3, 18, { channel: 'voicemail' })]),
    none,
  ],
  ['reply recorded, not read', input(row(), [sent(20), event('reply_received', 3)]), none],
  ['reply not verified', input(row(), [sent(20), event('reply_received', 3, { data: { verified: false } }), event('reply_read', 3)]), none],
  ['reply verified', input(row(), [sent(20), event('reply_received', 3, { data: { verified: true } }), event('reply_read', 3)]), none],
  [
    'next steps, a returned letter, an issue',
    input(row(), [
      sent(20),
      event('mail_returned', 10),
      event('mail_issue', 9, { data: { description: 'Insufficient address' } }),
      event('mail_issue', 8),
      event('next_action_taken', 7, { data: { action: 'continued_dispute' } }),
      event('next_action_taken', 6, { data: { action: 'settlement_offer' } }),
      event('next_action_taken', 5, { data: { action: 'cease_desist' } }),
      event('next_action_taken', 4, { data: { action: 'prepare_failure_notice' } }),
      event('next_action_taken', 3, { data: { action: 'file_complaints' } }),
      event('next_action_taken', 2, {}),
    ]),
    none,
  ],
  ['won', input(row(), [sent(60), event('resolved', 2, { data: { outcome: 'won', amount_saved_cents: 100000 } })]), plenty],
  ['settled', input(row(), [sent(60), event('resolved', 2, { data: { outcome: 'settled' } })]), none],
  ['lost', input(row(), [sent(60), event('resolved', 2, { data: { outcome: 'lost' } }), event('resolved', 1, {})]), none],
  ['credit: waiting', input(row({ type: 'credit_dispute', letterKind: 'dispute' }), [sent(10)]), none],
  ['validation period ends today', input(row({ noticeDate: ago(3), noticeEndDate: TODAY }), [event('letter_generated', 2)]), none],
  ['validation period ends tomorrow', input(row({ noticeDate: ago(3), noticeEndDate: addDays(TODAY, 1) }), [event('letter_generated', 2)]), none],
  ['credit: reinvestigation late', input(row({ type: 'credit_dispute', letterKind: 'dispute' }), [sent(50)]), none],
  [
    'credit: verified',
    input(row({ type: 'credit_dispute', letterKind: 'dispute' }), [sent(20), event('reply_received', 3, { data: { verified: true } }), event('reply_read', 3)]),
    none,
  ],
  [
    'credit: reply recorded',
    input(row({ type: 'credit_dispute', letterKind: 'dispute' }), [sent(20), event('letter_delivered', 15), event('reply_received', 3)]),
    none,
  ],
];

/** Every sentence of a detail the API writes (what localizeDetail localizes). */
const sentences = (d: DisputeDetail): string[] => [
  ...[d.warning, d.timeline_summary.last_action, d.next_recommended_action].filter((s): s is string => s !== null),
  d.smart_action.message,
  ...d.smart_action.next_steps,
  d.smart_action.legal_impact,
  ...d.timeline.map((e) => e.description),
  ...d.steps.map((s) => s.label),
  ...d.deadlines.flatMap((x) => [x.started_by.description, ...x.assumptions, x.citation]),
  ...d.deadline_alerts.map((a) => a.message),
  ...d.findings.map((f) => f.summary),
  ...Object.values(d.ai_insights).flatMap((i) => (i.available ? [i.value, i.basis] : [])),
  ...(d.success_prediction.available ? [d.success_prediction.formula] : []),
];

/** Citations and names pass through unchanged, as they should: not sentences to translate. */
const isCitationOrValue = (s: string) => /^(?:\d|15 U\.S\.C\.|12 CFR|[\d$%\s.,:()-]+$)/.test(s) || /^[\w-]+$/.test(s) || s === 'Insufficient address';

describe("the tracker's sentences in Spanish (issue 15)", () => {
  it('has Spanish for every English message, with the same placeholders', () => {
    expectCatalogue(TRACKER_EN, TRACKER_ES);
  });

  it('writes every sentence of every kind of dispute in Spanish, values kept', () => {
    const misses: string[] = [];
    const seen = new Set<string>();
    for (const [name, scenario, outcomes] of SCENARIOS) {
      const detail = presentDetail(scenario, outcomes);
      for (const s of sentences(detail)) seen.add(s);
      localizeDetail(detail, 'es', (miss) => {
        if (!isCitationOrValue(miss)) misses.push(`${name}: ${miss}`);
      });
    }
    expect(misses).toEqual([]);
    // The scenarios reach every kind of sentence: each smart action, clocks that were assumed, findings, alerts.
    const all = [...seen].join('\n');
    for (const expected of [
      'Send your letter and record it as sent.',
      'Collection activity was recorded after your dispute',
      'outside 8 a.m. to 9 p.m.',
      'within 7 days after a telephone conversation',
      'after the collector received your written request to stop',
      'before it sent verification',
      'Day 27 of 30',
      '(today)',
      '(in 1 day)',
      'receipt is assumed 5 business days after mailing',
      'victories ÷ resolved disputes',
      'You recorded this dispute as won.',
      'The bureau says the item was verified.',
      'reinvestigation was due on',
    ])
      expect(all, expected).toContain(expected);
  });

  it('starts a lawsuit clock counted from the mailing on the mailing day, and says so in Spanish (decision 065)', () => {
    const served = event('lawsuit_served', 3, {
      data: {
        lawsuit_id: 'l-1',
        answer_due: addDays(TODAY, 23),
        citation: 'V.R.S.C.P. 3(b)(1), (2), (d)',
        length: 30,
        counted_from: 'mailing',
        start_date: ago(7),
      },
    });
    const detail = presentDetail(input(row({ letterKind: 'lawsuit', noticeDate: null }), [served]), none);
    const clock = detail.deadlines.find((d) => d.kind === 'lawsuit_answer_due');
    expect(clock).toMatchObject({ start_date: ago(7), due_date: addDays(TODAY, 23) });
    expect(clock?.started_by.description).toBe('the court papers were mailed to you');
    const es = localizeDetail(detail, 'es').deadlines.find((d) => d.kind === 'lawsuit_answer_due');
    expect(es?.started_by.description).toBe('le enviaron por correo los documentos judiciales');
  });

  it('keeps dates, tracking numbers, names and citations as they are', () => {
    const detail = localizeDetail(presentDetail(SCENARIOS[5]![1], plenty), 'es');
    const sentEvent = detail.timeline.find((e) => e.type === 'letter_sent')!;
    expect(sentEvent.description).toBe('Carta enviada por correo certificado (seguimiento 9407111899223344556677)');
    expect(detail.smart_action.legal_impact).toContain('15 U.S.C. 1692g(b)');
    expect(detail.findings.map((f) => f.summary).join(' ')).toMatch(/fuera del horario de 8 a\.m\. a 9 p\.m\./);
    expect(detail.deadlines.map((d) => d.citation)).toEqual(presentDetail(SCENARIOS[5]![1], plenty).deadlines.map((d) => d.citation));
    // English is left exactly as written.
    expect(localizeDetail(presentDetail(SCENARIOS[5]![1], plenty), 'en')).toEqual(presentDetail(SCENARIOS[5]![1], plenty));
  });

  it("writes the reply's judgment in Spanish", () => {
    const base: ReplyJudgment = {
      verified: false,
      enclosed: [],
      amount_matches: null,
      creditor_matches: null,
      demands_payment: false,
      kept_collecting: false,
      new_violations: [],
      ocr_confidence: 0.9,
    };
    const findings = [{ id: 'false_threat', citation: '15 U.S.C. 1692e(5)' }] as Parameters<typeof replyAction>[1];
    const judgments: ReplyJudgment[] = [
      { ...base, demands_payment: true, kept_collecting: true },
      { ...base, new_violations: ['false_threat'] },
      { ...base, new_violations: ['false_threat', 'other'] },
      base,
      { ...base, verified: true, enclosed: ['an itemization', 'account statements'], amount_matches: false, creditor_matches: false },
      { ...base, verified: true, enclosed: ['an itemization'], amount_matches: false },
      { ...base, verified: true, enclosed: ['the signed agreement', 'a copy of a judgment', 'the chain of ownership'] },
    ];
    const misses: string[] = [];
    for (const j of judgments) {
      const a = replyAction(j, findings);
      for (const s of [a.message, ...a.next_steps, a.legal_impact]) trackerText(s, 'es', (m) => (isCitationOrValue(m) ? null : misses.push(m)));
    }
    expect(misses).toEqual([]);
    expect(trackerText(replyAction(judgments[4]!, findings).message, 'es')).toBe('La verificación no coincide con la primera carta (monto y acreedor).');
  });

  it("writes the credit center's answers and clocks in Spanish", () => {
    const consumer = { name: 'Riley A Samplewood', address: '3385 Cedar Ln', cityStateZip: 'Springfield IL 62701' };
    const bureau: StoredRecipient = {
      recipient: 'transunion',
      recipientName: 'TransUnion',
      kind: 'bureau',
      bureau: 'transunion',
      response: null,
      respondedOn: null,
    };
    const furnisher: StoredRecipient = { recipient: 'furnisher:x', recipientName: 'Northwind Bank', kind: 'furnisher', response: null, respondedOn: null };
    const misses: string[] = [];
    for (const r of [bureau, furnisher])
      for (const response of ['deleted', 'updated', 'verified', 'frivolous', 'no_response', 'reinserted'] as const) {
        const step = nextStep(r, response, { date: TODAY, sentOn: ago(40), answeredOn: ago(2), consumer, items: [] });
        trackerText(step.message, 'es', (m) => misses.push(m));
      }
    expect(misses).toEqual([]);
    const dispute = presentDispute({ id: 'c-1', createdAt: new Date(), sentOn: ago(10), summary: '1 item', items: [], recipients: [bureau, furnisher] }, TODAY);
    const es = localizeCreditDispute(dispute, 'es');
    expect(es.recipients[0]!.clock?.assumption).toMatch(/^No hay fecha de entrega registrada: se supone que el agencia|^No hay fecha de entrega registrada/);
    expect(es.recipients[0]!.clock?.assumption).not.toMatch(/assumed|Calendar/);
    expect(es.summary).toBe('1 dato');
    expect(trackerText('2 items: PINECREST RECOVERY LLC, REDWOOD STUDENT LOANS', 'es')).toBe('2 datos: PINECREST RECOVERY LLC, REDWOOD STUDENT LOANS');
    expect(trackerText('Nothing to send yet: TransUnion has until December 10, 2026; Northwind Bank has until December 10, 2026.', 'es')).toBe(
      'Todavía no hay nada que enviar: TransUnion tiene hasta el 10 de diciembre de 2026; Northwind Bank tiene hasta el 10 de diciembre de 2026.',
    );
  });
});

describe('dates in the tracker sentences, written the way people do (decision 255)', () => {
  const ISO = /\b\d{4}-\d{2}-\d{2}\b/;
  const detailOf = (name: string): DisputeDetail => {
    const found = SCENARIOS.find(([n]) => n === name);
    if (!found) throw new Error(name);
    return presentDetail(found[1], found[2]);
  };

  it('puts no ISO date into any sentence, in English or Spanish, while the due dates stay ISO', () => {
    for (const [name, scenario, outcomes] of SCENARIOS) {
      const detail = presentDetail(scenario, outcomes);
      for (const s of [...sentences(detail), ...sentences(localizeDetail(detail, 'es'))]) expect(s, name).not.toMatch(ISO);
      for (const d of detail.deadlines) if (d.due_date !== null) expect(d.due_date, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('writes the validation period, its alert and the assumptions with long dates (November 22, 2026; 22 de noviembre de 2026)', () => {
    const detail = detailOf('notice end date earlier than the law');
    expect(detail.smart_action.message).toBe('Send your letter and record it as sent. Your validation period ends on November 22, 2026.');
    expect(detail.smart_action.legal_impact).toContain('A written dispute sent by November 22, 2026 obliges the collector');
    expect(detail.deadline_alerts[0]?.message).toBe('Your validation period ends on November 22, 2026 (in 2 days).');
    expect(detail.warning).toBe('Your validation period ends on November 22, 2026.');
    const validation = detail.deadlines.find((d) => d.kind === 'validation_period_end')!;
    expect(validation.due_date).toBe('2026-11-22');
    expect(validation.assumptions.join(' ')).toMatch(
      /The end date on the notice \(November 22, 2026\) is earlier than 30 days after receipt \(December \d{1,2}, 2026\)/,
    );
    const es = localizeDetail(detail, 'es');
    expect(es.smart_action.message).toBe('Envíe su carta y registre que la envió. Su período de validación termina el 22 de noviembre de 2026.');
    expect(es.smart_action.legal_impact).toContain('Una disputa por escrito enviada a más tardar el 22 de noviembre de 2026 obliga');
    expect(es.deadline_alerts[0]?.message).toBe('Su período de validación termina el 22 de noviembre de 2026 (en 2 días).');
    expect(es.warning).toBe('Su período de validación termina el 22 de noviembre de 2026.');
    expect(es.deadlines.find((d) => d.kind === 'validation_period_end')!.assumptions.join(' ')).toMatch(
      /La fecha final del aviso \(22 de noviembre de 2026\) es anterior a 30 días después de la recepción \(\d{1,2} de diciembre de 2026\)/,
    );
  });

  it("writes the credit bureau's late reinvestigation and the contact-log findings with long dates", () => {
    const late = detailOf('credit: reinvestigation late');
    expect(late.smart_action.message).toMatch(/^The bureau's reinvestigation was due on [A-Z][a-z]+ \d{1,2}, 2026 and no results are recorded\.$/);
    expect(localizeDetail(late, 'es').smart_action.message).toMatch(
      /^La reinvestigación de la agencia vencía el \d{1,2} de [a-z]+ de 2026 y no hay resultados registrados\.$/,
    );
    const calls = detailOf('delivered, then calls at night and twice in a week, and a reply demanding payment');
    expect(calls.findings.map((f) => f.summary)).toContain('A call on November 11, 2026 within 7 days after a telephone conversation on November 9, 2026.');
    expect(localizeDetail(calls, 'es').findings.map((f) => f.summary)).toContain(
      'Una llamada el 11 de noviembre de 2026 dentro de los 7 días siguientes a una conversación telefónica del 9 de noviembre de 2026.',
    );
    expect(trackerText('8 calls from November 3, 2026 to November 9, 2026: more than 7 calls within 7 consecutive days.', 'es')).toBe(
      '8 llamadas del 3 de noviembre de 2026 al 9 de noviembre de 2026: más de 7 llamadas en 7 días consecutivos.',
    );
  });

  it('tells a sued person the answer date in words, in both languages', () => {
    const served = event('lawsuit_served', 3, {
      data: { lawsuit_id: 'l-1', answer_due: '2026-12-10', citation: 'Tex. R. Civ. P. 502.5', length: 14, counted_from: 'service', start_date: ago(3) },
    });
    const detail = presentDetail(input(row({ letterKind: 'lawsuit', noticeDate: null }), [served]), none);
    expect(detail.smart_action.message).toBe('You were sued. File your answer with the court by December 10, 2026.');
    expect(localizeDetail(detail, 'es').smart_action.message).toBe(
      'Lo demandaron. Presente su respuesta ante el tribunal a más tardar el 10 de diciembre de 2026.',
    );
  });
});
