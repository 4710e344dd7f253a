import { describe, expect, it } from 'vitest';
import { findFirst } from '../text/find';
import type { Rule } from '../types';
import { analyzeText } from './analyze';
import { caretLines, formatTextReport } from './format-text-report';
import { parseCliArgs } from './parse-cli-args';
import { createRedactor, maskNumber, redactDeep, redactText } from './redact-text';
import { toJsonReport } from './to-json-report';

const TODAY = '2025-06-02';

const LETTER = ['ACME Recovery Services', 'Re: account number 4111-2222-3333-4444', 'Pay now or you will be arrested.'].join('\n');

const arrestRule: Rule = {
  meta: {
    id: 'threat_arrest_or_criminal',
    title: 'Threat of arrest',
    citation: '15 U.S.C. 1692e(4)',
    kind: 'objective',
    section: '1.4',
    description: 'Nonpayment is not a crime.',
    severity: 10,
    value: 1000,
  },
  check: (ctx) => {
    const quote = findFirst(ctx.text, /arrested/);
    const acct = findFirst(ctx.text, /account number [\d-]+/);
    return quote && acct ? { status: 'flag', message: `Threatens arrest (${acct.text}).`, evidence: [quote, acct], confidence: 'high' } : { status: 'pass' };
  },
};

describe('redactText', () => {
  it('masks account, card, reference and Social Security numbers to the last 4, keeping the length', () => {
    expect(redactText('account number 123-456-789')).toBe('account number ***-**6-789');
    expect(redactText('Card 4111 1111 1111 1111 charged')).toBe('Card **** **** **** 1111 charged');
    expect(redactText('Reference: 584-345')).toBe('Reference: **4-345');
    expect(redactText('SSN 123-45-6789')).toBe('SSN ***-**-6789');
    expect(maskNumber('AB1234567Z')).toBe('******567Z');
  });

  it('masks an SSN in every written form, and any standalone 9-digit or 13–19-digit number', () => {
    expect(redactText('SSN 123456789')).toBe('SSN *****6789');
    expect(redactText('SSN#: 123 45 6789')).toBe('SSN#: *** ** 6789');
    expect(redactText('SS# 123-45-6789')).toBe('SS# ***-**-6789');
    expect(redactText('Social Security No. 123456789 on file')).toBe('Social Security No. *****6789 on file');
    expect(redactText('Social Security Number: 123-456-789')).toBe('Social Security Number: ***-**6-789');
    expect(redactText('my number is 987654321.')).toBe('my number is *****4321.');
    expect(redactText('ref 4485123412341234 and 1234567890123')).toBe('ref ************1234 and *********0123');
  });

  it('leaves amounts, dates, phone numbers, ZIP codes and words alone', () => {
    for (const s of [
      'Total $2,284.56 as of January 2, 2017',
      'Call (800) 123-4567',
      'Call 800-123-4567 or 8001234567',
      'your account with Bank of Rockville',
      'account number ending in 6789',
      'Springfield, IL 62701-1234',
      'Balance $123,456,789.00',
      'Dated 2026-01-15 and 01/15/2026',
      'a balance of 123456789.50',
    ])
      expect(redactText(s)).toBe(s);
  });

  it('masks the whole number around the tail the facts stage keeps, in place', () => {
    const text = 'Acct: 123 456 789 and again 123 456 789 end';
    const tail = text.indexOf('789');
    const { documentText, redact } = createRedactor(text, {
      accountNumbers: [{ masked: '****6789', last4: '6789', kind: 'account', span: { start: tail, end: tail + 3, text: '789' } }],
    });
    expect(documentText).toBe('Acct: *** **6 789 and again *** **6 789 end');
    expect(documentText).toHaveLength(text.length);
    expect(redact('the number 123 456 789 was quoted')).toBe('the number *** **6 789 was quoted');
  });

  it('gives the same redactor again for the same letter and facts, a new one for another text', () => {
    const facts = { accountNumbers: [{ masked: '****5678', last4: '5678', kind: 'account' as const, span: { start: 6, end: 14, text: '12345678' } }] };
    const first = createRedactor('Acct: 12345678 due', facts);
    expect(createRedactor('Acct: 12345678 due', facts)).toBe(first);
    const other = createRedactor('Acct: 87654321 due', facts);
    expect(other).not.toBe(first);
    expect(other.documentText).toBe('Acct: ****4321 due');
    expect(first.documentText).toBe('Acct: ****5678 due');
  });

  it('redacts every string of a JSON value', () => {
    expect(redactDeep({ a: ['acct # 12345678'], b: 3 })).toEqual({ a: ['acct # ****5678'], b: 3 });
  });
});

describe('caretLines', () => {
  it('puts a caret under the quoted words', () => {
    const text = 'first\nPay now or you will be arrested.\nlast';
    const at = text.indexOf('arrested');
    expect(caretLines(text, { start: at, end: at + 8, text: 'arrested' })).toEqual(['Pay now or you will be arrested.', '                       ^^^^^^^^']);
  });

  it('cuts a long line to a window around the words', () => {
    const text = `${'x'.repeat(300)} target ${'y'.repeat(300)}`;
    const at = text.indexOf('target');
    const [line, caret] = caretLines(text, { start: at, end: at + 6, text: 'target' });
    expect(line?.startsWith('…')).toBe(true);
    expect(line?.slice(caret?.indexOf('^'), (caret?.indexOf('^') ?? 0) + 6)).toBe('target');
  });
});

describe('formatTextReport and toJsonReport', () => {
  const result = analyzeText(LETTER, { rules: [arrestRule], today: TODAY, answers: { state: 'TX' } });

  it('prints each finding with its quoted line and a caret, and never the full account number', () => {
    const report = formatTextReport(result);
    expect(report).toContain('1. Appears to violate 15 U.S.C. 1692e(4): Threat of arrest');
    expect(report).toContain('Pay now or you will be arrested.');
    expect(report).toMatch(/\n\s+\^{8}\n/);
    expect(report).toContain('account number ****-****-****-4444');
    expect(report).not.toContain('4111-2222-3333');
    expect(report).toContain('STATUTE OF LIMITATIONS');
    expect(report).toContain('lastPaymentDate (date)');
  });

  it('gives the issue keys and the spec blocks, with masked evidence', () => {
    const json = toJsonReport(result);
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        'fields',
        'findings',
        'sol',
        'severity_score',
        'strategy',
        'success_probability',
        'deadlines',
        'questions',
        'extraction',
        'strategic_analysis',
        'violations',
        'urgency',
      ]),
    );
    expect(json.strategy).toBe('DEBT VALIDATION REQUEST');
    const text = JSON.stringify(json);
    expect(text).not.toContain('4111-2222-3333');
    expect(text).not.toContain(LETTER);
    const [finding] = json.findings as { id: string; evidence: { text: string; page: number; start: number; end: number }[]; explanation: string }[];
    expect(finding?.id).toBe('threat_arrest_or_criminal');
    expect(finding?.evidence[0]).toMatchObject({ text: 'arrested', page: 1 });
    expect(finding?.explanation).toContain('****-****-****-4444');
    expect((json.violations as { violation_count: number }).violation_count).toBe(1);
  });
});

describe('CLI arguments', () => {
  it('reads files and options', () => {
    expect(parseCliArgs(['a.pdf', 'b.jpg', '--state', 'ca', '--json', '--as-of', '2025-01-02'])).toEqual({
      files: ['a.pdf', 'b.jpg'],
      state: 'ca',
      asOf: '2025-01-02',
      lang: 'en',
      json: true,
      help: false,
    });
    expect(parseCliArgs(['a.txt', '--lang', 'es']).lang).toBe('es');
  });

  it('refuses bad options', () => {
    expect(() => parseCliArgs(['--state'])).toThrow(/needs a value/);
    expect(() => parseCliArgs(['x.txt', '--lang', 'fr'])).toThrow(/en or es/);
    expect(() => parseCliArgs(['x.txt', '--state', 'California'])).toThrow(/two-letter/);
    expect(() => parseCliArgs(['x.txt', '--as-of', '02/01/2025'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseCliArgs(['--verbose'])).toThrow(/Unknown option/);
  });
});
