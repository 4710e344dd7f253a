import { describe, expect, it } from 'vitest';
import { COMBO_PATTERNS, findCombos } from './combos';

const item = (id: string, type: string, collectorName: string | null = 'Apex Recovery') => ({ id, type, collectorName });

describe('findCombos', () => {
  it('finds a threat of arrest with a false credit-reporting threat from one collector, with its law and ids', () => {
    const combos = findCombos([
      item('a1:threat_arrest_or_criminal', 'threat_arrest_or_criminal'),
      item('a1:credit_reporting_threat_misleading', 'credit_reporting_threat_misleading'),
    ]);
    expect(combos.map((c) => c.name)).toEqual(['threat_and_credit_pressure']);
    expect(combos[0]!.violation_ids.sort()).toEqual(['a1:credit_reporting_threat_misleading', 'a1:threat_arrest_or_criminal']);
    expect(combos[0]!.law).toContain('1692e');
    expect(combos[0]!.collector_name).toBe('Apex Recovery');
  });

  it('joins a violation the user added to one the analyzer found, for the same collector however its name is written', () => {
    const combos = findCombos([
      item('u1', 'false_credit_reporting', 'APEX RECOVERY, LLC'),
      item('a2:threat_seizure_garnishment', 'threat_seizure_garnishment', 'Apex Recovery'),
    ]);
    expect(combos.map((c) => c.name)).toContain('threat_and_credit_pressure');
  });

  it('never joins two collectors, nor one violation with itself, nor a collector nobody named', () => {
    expect(findCombos([item('x', 'threat_arrest_or_criminal', 'Apex'), item('y', 'credit_reporting_threat_misleading', 'Midland')])).toEqual([]);
    expect(findCombos([item('x', 'repeated_calls'), item('y', 'repeated_calls')])).toEqual([]);
    expect(findCombos([item('x', 'threat', null), item('y', 'false_credit_reporting', null)])).toEqual([]);
  });

  it('never promises more money: every combo says statutory damages stay capped at $1,000 per case', () => {
    const combos = findCombos([item('a', 'repeated_calls'), item('b', 'abusive_language'), item('c', 'workplace_contact'), item('d', 'threat')]);
    expect(combos.length).toBeGreaterThan(1);
    for (const c of combos) {
      expect(c.damages_note).toMatch(/does not multiply money/);
      expect(c.damages_note).toContain('1692k(a)(2)(A)');
      expect(c).not.toHaveProperty('multiplier');
    }
    expect(COMBO_PATTERNS.every((p) => p.law.length > 0 && p.message.length > 0)).toBe(true);
  });
});
