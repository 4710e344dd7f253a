import { describe, expect, it } from 'vitest';
import { letterKindForStrategy } from './letter-kind-for-strategy';

describe('letterKindForStrategy', () => {
  it.each([
    ['DEBT VALIDATION REQUEST', 'validation_request'],
    ['CEASE AND DESIST', 'cease'],
    ['DEBT DISPUTE', 'dispute'],
    ['TIME-BARRED DEBT RESPONSE', 'time_barred'],
    ['SETTLEMENT NEGOTIATION', 'settlement'],
    ['ANSWER THE LAWSUIT', 'validation_request'],
    ['validation', 'validation_request'],
    ['cease', 'cease'],
    ['dispute', 'dispute'],
    ['statute', 'time_barred'],
    ['original_creditor_request', 'original_creditor_request'],
    ['settlement_offer', 'settlement'],
    [undefined, 'validation_request'],
    ['something else', 'validation_request'],
  ] as const)('%s -> %s', (strategy, kind) => {
    expect(letterKindForStrategy(strategy)).toBe(kind);
  });
});
