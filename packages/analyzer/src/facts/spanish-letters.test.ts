import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../engine/analyze';

/**
 * Letters written in Spanish (test-fixtures/spanish/, written for these tests in the way collectors'
 * Spanish letters are written; the legal reference quotes no Spanish model form beyond its two optional
 * Spanish-offer lines, so none of them claims to be the CFPB's Spanish form): facts are read, gates
 * answered and the rules applied as for an English letter. The CFPB's Spanish model notice in the
 * same envelope as an English one is corpus/spanish-notice-with-english.
 */

const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/spanish/${name}.txt`, import.meta.url), 'utf8');
const TODAY = '2025-03-20';

describe('a validation notice written in Spanish', () => {
  const text = fixture('notice-complete');

  it('gives its facts: dates written in Spanish, amounts, the creditors and the collector', () => {
    const { facts, gates } = analyzeText(text, { today: TODAY, answers: { state: 'TX' } });
    expect(facts.language).toBe('es');
    expect(facts.letterDate?.value).toBe('2025-03-15');
    expect(facts.letterDate?.span.text).toBe('15 de marzo de 2025');
    expect(facts.validationEndDate?.value).toBe('2025-04-28');
    expect(facts.itemizationDate?.value).toBe('2025-01-01');
    expect(facts.collector?.name.value).toBe('Cobranzas del Sur, LLC');
    expect(facts.currentCreditor?.value).toBe('Banco Westfield');
    expect(facts.itemization.amountOnItemizationDate?.value).toBe(1200);
    expect(facts.itemization.interest?.value).toBe(50);
    expect(facts.itemization.fees?.value).toBe(0);
    expect(facts.itemization.paymentsAndCredits?.value).toBe(0);
    expect(facts.itemization.currentAmount?.value).toBe(1250);
    expect(facts.accountNumbers.map((a) => a.last4)).toContain('6789');
    // "es un cobrador de deudas", "¿Cómo puede disputar la deuda?": a debt collector's validation notice.
    expect(gates).toMatchObject({ isDebtCollector: true, isValidationNotice: true, isRegF: true, isConsumerFinancialProduct: true });
  });

  it('flags nothing when an English notice came with it, and asks about the English notice when nothing says so', () => {
    const withEnglish = analyzeText(text, { today: TODAY, answers: { state: 'TX', receivedEnglishNotice: true } });
    expect(withEnglish.errors).toEqual([]);
    expect(withEnglish.findings.map((f) => f.id)).toEqual([]);
    const unknown = analyzeText(text, { today: TODAY, answers: { state: 'TX' } });
    expect(unknown.findings.map((f) => f.id)).toEqual([]);
    expect(unknown.questions.find((q) => q.id === 'receivedEnglishNotice')?.askedBy).toEqual(['vn_translation_without_english']);
  });

  it('is flagged under 12 CFR 1006.34(e)(1) when no English notice came with it or before it', () => {
    const r = analyzeText(text, { today: TODAY, answers: { state: 'TX', receivedEnglishNotice: false } });
    const f = r.findings.find((x) => x.id === 'vn_translation_without_english');
    expect(f?.message).toMatch(/1006\.34\(e\)\(1\)/);
    expect(f?.evidence.map((e) => e.text)).toEqual(['cobrador de deudas']);
  });

  it('reads in Spanish for a Spanish reader, the quoted Spanish words as written', () => {
    const r = analyzeText(text, { today: TODAY, answers: { state: 'TX', receivedEnglishNotice: false }, lang: 'es' });
    const f = r.findings.find((x) => x.id === 'vn_translation_without_english');
    expect(f?.title).toBe('Aviso traducido enviado sin una versión en inglés');
    expect(f?.message).toMatch(/^Este aviso de validación está completamente en español/);
    expect(f?.evidence.map((e) => e.text)).toEqual(['cobrador de deudas']);
  });
});

describe('a later letter written in Spanish', () => {
  it('is judged by the same rules: threats of arrest and garnishment in Spanish, a suit threatened in the future tense', () => {
    const r = analyzeText(fixture('later-letter-threats'), { today: '2025-06-05', answers: { state: 'TX' } });
    expect(r.facts.language).toBe('es');
    expect(r.facts.letterDate?.value).toBe('2025-06-02');
    expect(r.facts.balances?.map((b) => b.value)).toContain(1250);
    expect(r.facts.accountNumbers.map((a) => a.last4)).toEqual(['6789']);
    expect(r.gates.isDebtCollector).toBe(true);
    const ids = r.findings.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['threat_arrest_or_criminal', 'threat_seizure_garnishment']));
    // "presentaremos una demanda": whether a suit was intended is a question for the person.
    expect(r.questions.find((q) => q.id === 'lawsuitFiled')?.askedBy).toContain('threat_legal_action_unintended');
    const arrest = r.findings.find((f) => f.id === 'threat_arrest_or_criminal');
    expect(arrest?.evidence.map((e) => e.text).join(' ')).toMatch(/delito|arrestado/);
  });

  it('with its debt-collector disclosure only in English is flagged (12 CFR 1006.18(e)(4)), quoting the English words', () => {
    const r = analyzeText(fixture('later-letter-english-disclosure'), { today: '2025-07-15', answers: { state: 'TX', isFirstContact: false } });
    expect(r.facts.language).toBe('es');
    expect(r.facts.originalCreditor?.value).toBe('Banco Westfield');
    expect(r.facts.balances?.map((b) => b.value)).toContain(1250);
    const mismatch = r.findings.find((f) => f.id === 'disclosure_language_mismatch');
    expect(mismatch?.message).toMatch(/1006\.18\(e\)\(4\)/);
    expect(mismatch?.evidence.map((e) => e.text).join(' ')).toMatch(/debt collector/);
  });
});
