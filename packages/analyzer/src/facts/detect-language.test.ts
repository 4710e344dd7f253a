import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguage, languageScores } from './detect-language';

describe('detectLanguage', () => {
  it('reads the main language', () => {
    const modelForm = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
    expect(detectLanguage(modelForm)).toBe('en');
    expect(detectLanguage(readFileSync(new URL('./fixtures/spanish-notice.txt', import.meta.url), 'utf8'))).toBe('es');
    expect(detectLanguage('Estamos tratando de cobrar una deuda que usted le debe a Banco Estrella.')).toBe('es');
    expect(detectLanguage('')).toBe('en');
  });

  it('counts marker words', () => {
    expect(languageScores('the debt de la deuda')).toEqual({ en: 2, es: 3 });
  });
});
