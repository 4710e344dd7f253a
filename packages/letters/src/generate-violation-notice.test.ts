import { describe, expect, it } from 'vitest';
import { generateViolationNotice } from './generate-violation-notice';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, FULL_INPUT, findAdmissions } from './testing/fixtures';

describe('generateViolationNotice', () => {
  it('lists each piece of conduct with its law, the pattern, the demand to stop, the dispute and the reservation of rights', () => {
    const letter = generateViolationNotice({
      ...FULL_INPUT,
      violations: [
        { title: 'Threat of arrest', citation: '15 U.S.C. 1692e(4)' },
        {
          title: 'False credit information, or a threat to report it',
          citation: '15 U.S.C. 1692e(8)',
          when: '2026-03-01',
          account: 'The caller said it was already on my report.',
        },
      ],
      pattern: { title: 'Threats combined with credit-reporting pressure', law: '15 U.S.C. 1692e(4), (5), (8)' },
    });
    expectLetterLayout(letter);
    expect(letter.kind).toBe('violation_notice');
    expect(letter.body).toContain('1. Threat of arrest. This may violate 15 U.S.C. 1692e(4).');
    expect(letter.body).toContain(
      '2. False credit information, or a threat to report it (2026-03-01). The caller said it was already on my report. This may violate 15 U.S.C. 1692e(8).',
    );
    expect(letter.body).toContain('pattern: threats combined with credit-reporting pressure (15 U.S.C. 1692e(4), (5), (8))');
    expect(letter.body).toContain('I ask that you stop this conduct at once.');
    expect(letter.body).toContain('15 U.S.C. 1692k');
    expect(findAdmissions(letter.body)).toEqual([]);
  });

  it("screens the person's own words: no admission, no full account number reaches the letter, and the notes say what was left out", () => {
    const letter = generateViolationNotice({
      ...FULL_INPUT,
      violations: [
        { title: 'Repeated calls', citation: '15 U.S.C. 1692d(5)', account: 'I owe this debt but they called 9 times about account 4111111111114471.' },
      ],
    });
    expect(findAdmissions(letter.body)).toEqual([]);
    expect(letter.body).not.toContain('4111111111114471');
    expect(letter.notes.some((n) => n.startsWith('Left out of the letter'))).toBe(true);
  });

  it('is a template with marked blanks when nothing is known', () => {
    const letter = generateViolationNotice({ ...BARE_INPUT, violations: [] });
    expect(letter.body).toContain('[DESCRIBE WHAT HAPPENED, WITH THE DATE]');
    expect(letter.body).toContain('[YOUR FULL NAME]');
    expect(letter.notes[0]).toMatch(/SQUARE BRACKETS/);
  });
});
