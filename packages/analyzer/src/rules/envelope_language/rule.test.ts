import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { spanOf } from '../../text/find';
import { rule } from './rule';

const LETTER = 'The above account has been placed with our office for collection.\nThis communication is from a debt collector.';

const run = (envelopeText: string | undefined, state?: string): RuleResult =>
  rule.check(
    makeContext(LETTER, { answers: { ...(envelopeText === undefined ? {} : { envelopeText }), ...(state ? { state } : {}) }, gates: { state: state ?? null } }),
  );

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('envelope_language', () => {
  it('asks what the envelope shows when the user has not said', () => {
    const r = run(undefined);
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['envelopeText']);
  });

  it("flags words revealing debt collection, in any circuit, quoting the user's words", () => {
    const r = flag(run('ABC Collections, PO Box 1, Dallas TX 75201 - PAST DUE ACCOUNT', 'TX'));
    expect(r.confidence).toBe('high');
    expect(r.message).toContain('"PAST DUE"');
    expect(r.evidence).toEqual([]);
  });

  it('flags "TIME SENSITIVE DOCUMENT" with high confidence in the 7th Circuit (Preston)', () => {
    const r = flag(run('TIME SENSITIVE DOCUMENT', 'IL'));
    expect(r.confidence).toBe('high');
    expect(r.message).toMatch(/Preston/);
  });

  it('passes a benign marking in the 5th and 8th Circuits (Goswami, Strand)', () => {
    expect(run('Priority Letter', 'TX').status).toBe('pass');
    expect(run('PERSONAL & CONFIDENTIAL', 'MN').status).toBe('pass');
  });

  it('passes a marking that reveals no debt where the circuit has not ruled, as most district courts there do (Masuda; Lindbergh), and flags it low when the circuit is unknown', () => {
    for (const [typed, state] of [
      ['PERSONAL & CONFIDENTIAL', 'CA'],
      ['Transmittal, and a blue stripe across the envelope', 'CT'],
      ['URGENT - OPEN IMMEDIATELY', 'MA'],
      ['Important Correspondence Enclosed', 'CO'],
      ['Payment in full is enclosed.', 'VA'],
      ['Personal y Confidencial', 'FL'],
    ]) {
      const r = run(typed, state);
      expect({ typed, state, status: r.status }).toEqual({ typed, state, status: 'pass' });
      if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/has not ruled/);
    }
    expect(flag(run('PERSONAL & CONFIDENTIAL')).confidence).toBe('low');
    // Where the circuit has ruled, the same words are still judged by its ruling.
    expect(flag(run('PERSONAL & CONFIDENTIAL', 'OH')).confidence).toBe('medium');
    expect(flag(run('URGENT - OPEN IMMEDIATELY', 'WI')).confidence).toBe('high');
    expect(flag(run('Personal y Confidencial', 'NJ')).confidence).toBe('medium');
    // Words that reveal a debt are never benign.
    expect(flag(run('FINAL NOTICE', 'CA')).confidence).toBe('high');
  });

  it('flags an account number through the window, high in the 3d Circuit (Douglass), low where the circuit has not ruled, and passes it where district courts held it benign (Perez; Gelinas; Martell)', () => {
    const r = flag(run('Acct # 9483726150', 'NJ'));
    expect(r.confidence).toBe('high');
    expect(r.message).toMatch(/Douglass/);
    expect(flag(run('Acct # 9483726150', 'WA')).confidence).toBe('low');
    expect(flag(run('Acct # 9483726150', 'WA')).message).toMatch(/has not ruled/);
    for (const [typed, state] of [
      ['Only the number 20591933 shows through the window above my name', 'NY'],
      ['Acct # 9483726150', 'CT'],
      ['A barcode in the window that encodes my account number', 'FL'],
      ['Se ve mi número de cuenta por la ventana', 'GA'],
    ]) {
      const p = run(typed, state);
      expect({ typed, state, status: p.status }).toEqual({ typed, state, status: 'pass' });
      if (p.status === 'pass') expect(p.assumptions?.join(' ')).toMatch(/Perez/);
    }
    // The user's own words for the sender are a description, not a name printed on the envelope.
    expect(run('Only my account number with the collector shows through the window; the envelope is blank', 'NY').status).toBe('pass');
    expect(flag(run('Only my account number with the collector shows through the window', 'PA')).message).toMatch(/Douglass/);
    expect(flag(run('ABC Collections and its return address', 'NY')).confidence).toBe('high');
    expect(flag(run('THE COLLECTION BUREAU, PO Box 9', 'NY')).confidence).toBe('high');
    // A sum of money is not a bare number: it says what is owed.
    expect(flag(run('$1,250.00 above my name', 'NY')).confidence).toBe('low');
  });

  it('weighs a code whose content is not said one step lower in the 3d Circuit (DiNaples turned on what the code held)', () => {
    const bare = flag(run('Through the window: the return address and a square QR code', 'PA'));
    expect(bare.confidence).toBe('medium');
    expect(bare.message).toMatch(/assumes the code holds your account number/);
    expect(flag(run('A QR code on the envelope; scanned, it shows my account number', 'PA')).confidence).toBe('high');
    expect(flag(run('QR code', 'IL')).confidence).toBe('high');
    expect(flag(run('QR code', 'OK')).confidence).toBe('low');
  });

  it('reads an unlabelled reference number through the window as an account number, not a ZIP code', () => {
    const r = flag(run('R-xxxx-5459-R241 shows through the window above my name and address', 'PA'));
    expect(r.message).toMatch(/R-xxxx-5459-R241/);
    expect(flag(run('30388063', 'OH')).message).toMatch(/30388063/);
    expect(run('Midland Credit Management, PO Box 2121, Warren MI 48090-2011', 'PA').status).toBe('pass');
  });

  it("reads the window from the letter itself: a reference number or marking printed just above the consumer's name, as a conditional finding", () => {
    const top = (line: string) =>
      `Convergent Outsourcing, Inc.\nPO Box 9004\nRenton, WA 98057\n\n${line}\nCourtney Douglass\n123 Elm Street\nNorristown, PA 19401\n\nDear Courtney Douglass,\n${LETTER}`;
    const ask = (text: string, state: string): RuleResult => {
      const at = text.indexOf('Courtney Douglass');
      const name = { value: 'Courtney Douglass', span: spanOf(text, at, at + 'Courtney Douglass'.length) };
      return rule.check(makeContext(text, { answers: { state }, gates: { state }, facts: { consumer: { name } } }));
    };
    const acct = flag(ask(top('R-xxxx-5459-R241'), 'PA'));
    expect(acct.confidence).toBe('medium');
    expect(acct.message).toMatch(/unless your envelope has no window/);
    expect(acct.evidence.map((e) => e.text)).toEqual(['R-xxxx-5459-R241']);
    expect(acct.assumptions?.some((a) => /window envelope/.test(a))).toBe(true);
    expect(flag(ask(top('TIME SENSITIVE DOCUMENT'), 'IL')).confidence).toBe('low');
    expect(ask(top('TIME SENSITIVE DOCUMENT'), 'TX').status).toBe('pass');
    // Nothing above the name but the sender's block: the question stays.
    expect(ask(top('').replace('\n\n\n', '\n\n'), 'PA').status).toBe('needs_input');
  });

  it('reads an account number told in words, or a code that encodes it (Daubert v. NRA Group, 3d Cir. 2017)', () => {
    for (const typed of [
      'A barcode shows through the window; scanned, it reveals my account number',
      'There is a bar code in the window that encodes my account number',
      'my account number shows through the window',
      'You can see the reference number above my address',
      'Se ve mi número de cuenta por la ventana',
      'Un código de barras en la ventana; escaneado, revela mi cuenta',
    ]) {
      const r = run(typed, 'PA');
      expect({ typed, status: r.status, confidence: r.status === 'flag' ? r.confidence : null }).toEqual({ typed, status: 'flag', confidence: 'high' });
    }
    // The postal barcode carries only routing data; saying no account number shows is not one.
    for (const typed of ['Intelligent Mail barcode and my address', 'My name and address, no account number', 'the return address, without any account number'])
      expect({ typed, status: run(typed, 'PA').status }).toEqual({ typed, status: 'pass' });
  });

  it('does not read the heading above a salutation as the window area', () => {
    const text = (line: string) => `Account Balance: $2,875.54\n${line}\nDear Jane Roe:\nThis communication is in regard to your store card account.`;
    const ask = (t: string): RuleResult => {
      const at = t.indexOf('Jane Roe');
      const name = { value: 'Jane Roe', span: spanOf(t, at, at + 'Jane Roe'.length) };
      return rule.check(makeContext(t, { answers: { state: 'PA' }, gates: { state: 'PA' }, facts: { consumer: { name } } }));
    };
    expect(ask(text('Minimum Payment Due: $579.00')).status).toBe('needs_input');
    expect(ask(text('Saldo vencido: $579.00').replace('Dear', 'Estimada')).status).toBe('needs_input');
  });

  it('passes mail-handling items allowed by comment 22(f)(2)-1', () => {
    const r = run('North South Group, P.O. Box 123456, Pasadena CA 91111. PRESORTED FIRST-CLASS MAIL U.S. POSTAGE PAID. Address Service Requested. IMb', 'MD');
    expect(r.status).toBe('pass');
  });

  it('passes an empty answer', () => {
    expect(run('').status).toBe('pass');
    expect(run('none').status).toBe('pass');
  });

  it('is not applicable to a postcard or an email', () => {
    expect(rule.check(makeContext(LETTER, { answers: { isPostcard: true } })).status).toBe('not_applicable');
    expect(rule.check(makeContext(LETTER, { answers: { deliveredElectronically: true } })).status).toBe('not_applicable');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
