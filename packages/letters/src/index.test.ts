import { describe, expect, it } from 'vitest';
import * as letters from './index';

describe('@debtshield/letters entry point', () => {
  it('exports every generator and the enhancer', () => {
    for (const name of [
      'generateLetter',
      'letterKindForStrategy',
      'generateValidationRequest',
      'generateCeaseLetter',
      'generateDisputeLetter',
      'generateOriginalCreditorRequest',
      'generateTimeBarredLetter',
      'generateSettlementLetter',
      'generateCounterResponse',
      'generateBureauDispute',
      'generateBureauDisputes',
      'generateMethodOfVerificationRequest',
      'generateFurnisherDispute',
      'enhanceLetter',
    ] as const) {
      expect(typeof letters[name], name).toBe('function');
    }
  });

  it('writes the default letter for an unknown strategy with nothing known', () => {
    const l = letters.generateLetter({ kind: letters.letterKindForStrategy(undefined), date: '2026-03-05' });
    expect(l.kind).toBe('validation_request');
    expect(letters.hasBlanks(l.body)).toBe(true);
  });
});
