import { describe, expect, it } from 'vitest';
import { FILE_DISCLOSURE_NOTE, generateFileDisclosureRequest } from './generate-file-disclosure-request';

describe('generateFileDisclosureRequest', () => {
  const letter = generateFileDisclosureRequest({
    bureau: 'transunion',
    date: '2026-11-23',
    consumer: { name: 'Riley A Samplewood', addressLines: ['3385 Cedar Ln', 'Springfield IL 62701'] },
  });

  it('asks for the whole file under 1681g(a): items, sources, recipients, inquiries, on proof of identity', () => {
    expect(letter.kind).toBe('file_disclosure');
    for (const cite of ['1681g(a)(1)', '1681g(a)(2)', '1681g(a)(3)', '1681g(a)(5)', '1681h(a)(1)']) expect(letter.body).toContain(cite);
    expect(letter.bureauAddress[0]).toBe('TransUnion Consumer Solutions');
    expect(letter.body).toContain('Riley A Samplewood');
  });

  it('says plainly that it deletes nothing and where the free report is', () => {
    expect(letter.notes).toContain(FILE_DISCLOSURE_NOTE);
    expect(letter.notes.join(' ')).toMatch(/annualcreditreport\.com/);
    expect(letter.body).not.toMatch(/delete|remove/i);
  });
});
