/**
 * Paraphrase family for decision 377 (issue 26), from probes of the law: every letter a debt collector sends must disclose that it
 * is from a debt collector, the first one that the collector is attempting to collect a debt and will use any information for that
 * purpose (15 U.S.C. 1692e(11); 12 CFR 1006.18(e)). No words are prescribed; the classic "This is an attempt to collect a debt"
 * was read, and decision 373 read the sender named a collection business. The probes found the same statement in other words
 * flagged as missing: a letter "for the purpose of collecting a debt", "sent in an effort to collect a debt", "a communication to
 * collect a debt", "we are collecting a debt and any information will be used for that purpose", an office "engaged in the
 * collection of debts", "a collector of debts", a firm that "collects debts", and the Spanish twins ("con el propósito de cobrar
 * una deuda", "nos dedicamos al cobro de deudas"). Near misses stay flagged: a letter that says nothing of collecting, one that
 * says the creditor collects, collection of a payment (not a debt), and a letter that only asks for payment. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (line: string): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215',
    'March 3, 2016',
    'John Smith\n12 Elm Street\nDayton, OH 45402',
    'Re: Account No. XXXX4521\nCreditor: First Valley Bank\nBalance Due: $1,245.60',
    'Dear John Smith:',
    'Your account remains unpaid. Please call us at 800-555-0100 to arrange payment.',
    line,
    'Sincerely,\nAcme Recovery Services, Inc.',
  ].join('\n\n');
const outcome = (line: string): string =>
  ruleOutcome('mini_miranda_missing_subsequent', letter(line), { state: 'OH', isFirstContact: false, senderIsOriginalCreditor: false }, '2016-03-13');

describe("the collector's purpose to collect a debt, said in other words", () => {
  it.each([
    'This letter is for the purpose of collecting a debt.',
    'This communication is sent in an effort to collect a debt.',
    'This is a communication to collect a debt.',
    'We are collecting a debt and any information will be used for that purpose.',
    'This office is engaged in the collection of debts.',
    'This letter is sent to collect a debt, and any information obtained will be used for that purpose.',
    'This communication is from a collector of debts.',
    'This firm collects debts on behalf of others.',
    'Esta carta tiene el propósito de cobrar una deuda.',
    'Nos dedicamos al cobro de deudas y cualquier información obtenida será utilizada con ese fin.',
  ])('passes "%s"', (line) => {
    expect(outcome(line)).not.toBe('flag');
  });
});

describe('near misses: no statement, the creditor collecting, a payment collected', () => {
  it.each([
    'We look forward to hearing from you.',
    'First Valley Bank is collecting this account.',
    'Payments are collected by our processor each month.',
    'Please pay the balance to resolve this account.',
  ])('flags "%s"', (line) => {
    expect(outcome(line)).toBe('flag');
  });
});
