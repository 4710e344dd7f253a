import { describe, expect, it } from 'vitest';
import { type ContactEntry, checkContactLog } from './contact-log';
import { zonedToInstant } from './zoned-time';

const TZ = 'America/Chicago';
const at = (local: string) => {
  const [date, time] = local.split(' ') as [string, string];
  return zonedToInstant(date, time, TZ);
};
const call = (id: string, local: string, extra: Partial<ContactEntry> = {}): ContactEntry => ({
  id,
  at: at(local),
  channel: 'call',
  direction: 'from_collector',
  who: 'ABC Recovery',
  outcome: 'no_answer',
  ...extra,
});
const kinds = (list: { kind: string }[]) => list.map((f) => f.kind);

describe('7-in-7 call frequency (12 CFR 1006.14(b)(2))', () => {
  it('presumes a violation at the 8th call within 7 consecutive days, with every call as evidence', () => {
    const log = Array.from({ length: 8 }, (_, i) => call(`c${i}`, `2025-03-${String(3 + (i % 7)).padStart(2, '0')} 10:00`));
    const found = checkContactLog(log, { timeZone: TZ });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'call_frequency_presumption', strength: 'presumed', date: '2025-03-03' });
    expect(found[0]!.evidence).toHaveLength(8);
    expect(found[0]!.citation).toContain('1006.14(b)(2)');
    // The summary is a sentence a person reads (and a CFPB complaint quotes): long dates, the finding's date ISO (decision 255).
    expect(found[0]!.summary).toBe('8 calls from March 3, 2025 to March 9, 2025: more than 7 calls within 7 consecutive days.');
  });

  it('allows 7 calls in 7 days, and 8 calls spread over 8 days', () => {
    const seven = Array.from({ length: 7 }, (_, i) => call(`c${i}`, `2025-03-03 1${i}:00`));
    expect(checkContactLog(seven, { timeZone: TZ })).toEqual([]);
    const spread = Array.from({ length: 8 }, (_, i) => call(`c${i}`, `2025-03-${String(3 + i).padStart(2, '0')} 10:00`));
    expect(checkContactLog(spread, { timeZone: TZ })).toEqual([]);
  });

  it('does not count calls that never connected, calls the consumer placed, or texts', () => {
    const base = Array.from({ length: 7 }, (_, i) => call(`c${i}`, `2025-03-03 1${i}:00`));
    for (const extra of [
      call('x', '2025-03-04 10:00', { outcome: 'busy' }),
      call('x', '2025-03-04 10:00', { outcome: 'disconnected' }),
      call('x', '2025-03-04 10:00', { direction: 'to_collector' }),
      call('x', '2025-03-04 10:00', { channel: 'text', outcome: null }),
    ]) {
      expect(checkContactLog([...base, extra], { timeZone: TZ })).toEqual([]);
    }
    // A call that reached voicemail connects and counts.
    expect(kinds(checkContactLog([...base, call('x', '2025-03-04 10:00', { outcome: 'voicemail' })], { timeZone: TZ }))).toEqual([
      'call_frequency_presumption',
    ]);
  });

  it('merges overlapping windows into one finding', () => {
    const log = Array.from({ length: 12 }, (_, i) => call(`c${i}`, `2025-03-${String(3 + Math.floor(i / 2)).padStart(2, '0')} 1${i % 2}:00`));
    const found = checkContactLog(log, { timeZone: TZ });
    expect(found).toHaveLength(1);
    expect(found[0]!.evidence).toHaveLength(12);
  });

  it('presumes a violation for a call within 7 days after a telephone conversation (its day is day 1)', () => {
    const talk = call('talk', '2025-03-03 10:00', { outcome: 'conversation' });
    const day7 = checkContactLog([talk, call('c7', '2025-03-09 10:00')], { timeZone: TZ });
    expect(day7).toHaveLength(1);
    expect(day7[0]).toMatchObject({ kind: 'call_frequency_presumption', evidence: ['talk', 'c7'], date: '2025-03-03' });
    expect(checkContactLog([talk, call('sameDay', '2025-03-03 15:00')], { timeZone: TZ })[0]!.evidence).toEqual(['talk', 'sameDay']);
    expect(checkContactLog([talk, call('c8', '2025-03-10 10:00')], { timeZone: TZ })).toEqual([]);
  });

  it('counts a conversation the consumer started, but not calls the consumer asked for', () => {
    const mine = call('talk', '2025-03-03 10:00', { outcome: 'conversation', direction: 'to_collector' });
    expect(kinds(checkContactLog([mine, call('c', '2025-03-05 10:00')], { timeZone: TZ }))).toEqual(['call_frequency_presumption']);
    const consent = call('talk', '2025-03-03 10:00', { outcome: 'conversation', consentToCall: true });
    expect(checkContactLog([consent, call('c', '2025-03-05 10:00')], { timeZone: TZ })).toEqual([]);
  });
});

describe('8 a.m. to 9 p.m. in the consumer\u2019s time zone (12 CFR 1006.6(b)(1)(i))', () => {
  it('flags 7:59 and 21:01, not 8:00 or 21:00', () => {
    const found = checkContactLog(
      [call('a', '2025-03-04 07:59'), call('b', '2025-03-04 08:00'), call('c', '2025-03-05 21:00'), call('d', '2025-03-06 21:01')],
      { timeZone: TZ },
    );
    expect(found.map((f) => [f.kind, f.evidence[0], f.citation.includes('1006.6(b)(1)(i)')])).toEqual([
      ['call_before_8_after_9', 'a', true],
      ['call_before_8_after_9', 'd', true],
    ]);
  });

  it('judges on the consumer\u2019s clock across a daylight-saving change', () => {
    // 13:30 UTC on 9 March 2025 is 8:30 a.m. in Chicago (CDT began at 2 a.m.), 7:30 a.m. by standard time.
    const e: ContactEntry = { id: 'dst', at: new Date('2025-03-09T13:30:00Z'), channel: 'text', direction: 'from_collector', who: 'ABC' };
    expect(checkContactLog([e], { timeZone: TZ })).toEqual([]);
    // The same instant is 6:30 a.m. in Los Angeles.
    expect(kinds(checkContactLog([e], { timeZone: 'America/Los_Angeles' }))).toEqual(['call_before_8_after_9']);
  });

  it('dates a late-night contact by the consumer\u2019s local date', () => {
    const e: ContactEntry = { id: 'late', at: new Date('2025-06-10T02:30:00Z'), channel: 'email', direction: 'from_collector', who: 'ABC' };
    const found = checkContactLog([e], { timeZone: TZ });
    expect(found[0]).toMatchObject({ kind: 'call_before_8_after_9', date: '2025-06-09' });
    expect(found[0]!.summary).toBe('Contact by email at 21:30 on June 9, 2025 your time, outside 8 a.m. to 9 p.m.');
  });

  it('ignores letters and the consumer\u2019s own contacts', () => {
    expect(
      checkContactLog([call('l', '2025-03-04 06:00', { channel: 'letter', outcome: null }), call('m', '2025-03-04 06:00', { direction: 'to_collector' })], {
        timeZone: TZ,
      }),
    ).toEqual([]);
  });
});

describe('contact after a cease request (1692c(c)) or after a dispute before verification (1692g(b))', () => {
  it('flags collector contact after the cease notice was received; a letter only as possible', () => {
    const found = checkContactLog(
      [
        call('same', '2025-03-05 10:00'),
        call('next', '2025-03-06 10:00'),
        call('letter', '2025-03-07 10:00', { channel: 'letter' }),
        call('mine', '2025-03-07 11:00', { direction: 'to_collector' }),
      ],
      { timeZone: TZ, ceaseReceivedDate: '2025-03-05' },
    );
    expect(found.map((f) => [f.kind, f.evidence[0], f.strength])).toEqual([
      ['contact_after_cease', 'next', 'presumed'],
      ['contact_after_cease', 'letter', 'possible'],
    ]);
    expect(found[0]!.summary).toBe('Contact by call on March 6, 2025 after the collector received your written request to stop on March 5, 2025.');
  });

  it('flags contact between the dispute\u2019s receipt and verification', () => {
    const found = checkContactLog([call('before', '2025-03-04 10:00'), call('during', '2025-03-07 10:00'), call('after', '2025-03-11 10:00')], {
      timeZone: TZ,
      disputeReceivedDate: '2025-03-05',
      verificationDate: '2025-03-10',
    });
    expect(found.map((f) => [f.kind, f.evidence[0]])).toEqual([['collection_during_dispute', 'during']]);
    expect(found[0]!.summary).toBe(
      'Contact by call on March 7, 2025, after the collector received your dispute on March 5, 2025 and before it sent verification.',
    );
    expect(found[0]!.citation).toContain('1692g(b)');
  });

  it('keeps flagging while no verification is recorded', () => {
    const found = checkContactLog([call('during', '2025-04-07 10:00')], { timeZone: TZ, disputeReceivedDate: '2025-03-05' });
    expect(kinds(found)).toEqual(['collection_during_dispute']);
  });
});
