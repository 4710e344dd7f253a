/**
 * Paraphrase family for decision 345 (issue 26): a phone photo's OCR misreads printed letters by their shapes ("c" for "e",
 * "I" for "l", "cl" for "d", "li" for "h", a digit for a letter in a short word) and splits words with a stray space; the
 * rules must read the letter's words as written, in English and Spanish, while every quote still shows the letter's own
 * characters. A real word is never "repaired" into another ("clay" is no "day"), nor an acronym, a state's code, a name or
 * a photo's noise. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ocrNoise } from '../../scripts/ocr-noise';
import { analyzeText } from '../index';
import { spanishStatuteEraLetter, statuteEraLetter } from '../reading/test-letters';
import { readingText } from './reading-text';

const analysis = (text: string) => analyzeText(text, { answers: { state: 'OH' }, today: '2016-03-13' });
const flagged = (text: string): string[] => analysis(text).findings.map((f) => f.id);

describe('words OCR misread by their shapes read as written (decision 345)', () => {
  it('reads each misreading as the word, at the same length', () => {
    for (const [scanned, read] of [
      ['Clicnt: First Valley Bank', 'Client: First Valley Bank'],
      ['we will filc a lawsuit', 'we will file a lawsuit'],
      ['dispute this dcbt', 'dispute this debt'],
      ['within tcn days', 'within ten days'],
      ['the Iaw limits', 'the law limits'],
      ['TotaI due', 'Total due'],
      ['IS NOT VALlD', 'IS NOT VALID'],
      ['Wc will bc paid', 'We will be paid'],
      ['a fee has been aclded', 'a fee has been added '],
      ['tlie account', 'the  account'],
      ['send it t0 us 0f course', 'send it to us of course'],
      ['in wri ting', 'in writing '],
      ['as of Dec ember 2', 'as of December  2'],
      ['una dcmanda en su contra', 'una demanda en su contra'],
      ['debe presentarse por cscrito', 'debe presentarse por escrito'],
      ['un cargo dc cobranza', 'un cargo de cobranza'],
    ]) {
      const got = readingText(scanned!);
      expect(got.length, scanned).toBe(scanned!.length);
      expect(got, scanned).toBe(read);
    }
  });

  it('leaves real words, pairs of real words, acronyms, codes, names, accented words and a photo’s noise as written', () => {
    for (const kept of [
      // Real words one misreading from a known word.
      'the clay is dear',
      'a bag of rice',
      // Two real words a stray space could have split a known word into.
      'any one of us, in form and law suit',
      // Acronyms and a state's code in capitals.
      'CACH, LLC and RCS under the USC; Columbia, SC and DC',
      // Names and addresses.
      'Hawthorne Ln, Erie, PA; McIntosh',
      // A Spanish word with an accent is read whole, never its ASCII pieces.
      'su historial de crédito',
      // Two letters of a photo's noise are no Spanish word.
      'sc ie Ei',
      // Codes and ordinals.
      'Account XXXX1234, Ref. A1B2, the 1st of May, Suite 4B',
    ])
      expect(readingText(kept), kept).toBe(kept);
  });
});

describe('the rules read a sentence whose words OCR misread (decision 345)', () => {
  const mustFlag: [string, string, 'en' | 'es'][] = [
    ['If you do not pay within tcn days, we will filc a lawsuit against you.', 'overshadow_threat_inside_period', 'en'],
    ['If you do not pay within ten days, we wiIl file a Iawsuit against you.', 'overshadow_threat_inside_period', 'en'],
    ['If you do not pay within ten days, we will file a laws uit against you.', 'overshadow_threat_inside_period', 'en'],
    ['You rnust dispute this debt in wri ting.', 'dispute_must_be_in_writing_misstated', 'en'],
    ['You must dispute this dcbt in writing.', 'dispute_must_be_in_writing_misstated', 'en'],
    ['A collcction fee of $50.00 has been added to your account.', 'unauthorized_fees_or_interest', 'en'],
    ['A collection fce of $50.00 has been aclded to your account.', 'unauthorized_fees_or_interest', 'en'],
    ['Si no paga dentro de diez días, presentaremos una dcmanda en su contra.', 'overshadow_threat_inside_period', 'es'],
    ['Si no paga dentro de diez días, lo dcmandaremos.', 'overshadow_threat_inside_period', 'es'],
    ['Toda disputa dcbe presentarse por escrito.', 'dispute_must_be_in_writing_misstated', 'es'],
    ['Toda disputa debe presentarse por cscrito.', 'dispute_must_be_in_writing_misstated', 'es'],
    ['Se ha agregado un cargo dc cobranza de $50.00 a su saldo.', 'unauthorized_fees_or_interest', 'es'],
  ];
  it.each(mustFlag)('flags "%s" (%s, %s)', (sentence, rule, lang) => {
    const text = lang === 'es' ? spanishStatuteEraLetter(sentence) : statuteEraLetter(sentence, { notice: true });
    const result = analysis(text);
    const finding = result.findings.find((f) => f.id === rule);
    expect(finding, sentence).toBeDefined();
    // What the finding quotes is the letter's own characters, misreadings and all.
    for (const e of finding!.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
  });

  const mustNotFlag: [string, string, 'en' | 'es'][] = [
    // The statute's own words: a dispute may be made orally; no fee added; no suit threatened.
    ['You rnay dispute this dcbt orally or in vvriting.', 'dispute_must_be_in_writing_misstated', 'en'],
    ['No collection fce has been aclded to your account.', 'unauthorized_fees_or_interest', 'en'],
    ['We wiIl not sue you for this dcbt.', 'overshadow_threat_inside_period', 'en'],
    ['Puede disputar esta dcuda por escrito o por teléfono.', 'dispute_must_be_in_writing_misstated', 'es'],
    ['No se ha agregado ningún cargo dc cobranza a su saldo.', 'unauthorized_fees_or_interest', 'es'],
  ];
  it.each(mustNotFlag)('stays silent on "%s" (%s, %s)', (sentence, rule, lang) => {
    const text = lang === 'es' ? spanishStatuteEraLetter(sentence) : statuteEraLetter(sentence, { notice: true });
    expect(flagged(text), sentence).not.toContain(rule);
  });
});

describe('the OCR-noise harness (scripts/ocr-noise.ts)', () => {
  const text = statuteEraLetter('If you do not pay within ten days, we will file a lawsuit against you.', { notice: true });
  it('is the same for the same seed and key, and misreads about the share of words asked', () => {
    expect(ocrNoise(text, { rate: 0.03, seed: 1, key: 'L1' })).toEqual(ocrNoise(text, { rate: 0.03, seed: 1, key: 'L1' }));
    expect(ocrNoise(text, { rate: 0.03, seed: 1, key: 'L1' }).text).not.toBe(ocrNoise(text, { rate: 0.03, seed: 2, key: 'L1' }).text);
    const words = (text.match(/[A-Za-z0-9]+/g) ?? []).length;
    const long = text.repeat(20);
    const made = ocrNoise(long, { rate: 0.03, seed: 7 }).misreadings.length;
    expect(made / (words * 20)).toBeGreaterThan(0.015);
    expect(made / (words * 20)).toBeLessThan(0.045);
  });
});
