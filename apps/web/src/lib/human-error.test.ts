import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { humanServerMessage } from './human-error';

afterEach(async () => {
  await changeLanguage('en');
});

describe('server input errors as a person reads them (issue 27: never a field name)', () => {
  it('writes the known date errors as sentences, with the date in the reader’s language', async () => {
    expect(humanServerMessage('sent_date: the date sent cannot be after today (2026-11-23).', 'invalid_input')).toBe(
      'The date you sent the letter cannot be after today (November 23, 2026).',
    );
    expect(humanServerMessage('received_date: use a date up to today (2026-11-23), YYYY-MM-DD.', 'invalid_input')).toBe(
      'Use a date up to today (November 23, 2026).',
    );
    await changeLanguage('es');
    expect(humanServerMessage('sent_date: the date sent cannot be before the letter was generated (2026-11-20).', 'invalid_input')).toBe(
      'La fecha en que envió la carta no puede ser anterior a la fecha en que se redactó (20 de noviembre de 2026).',
    );
  });

  it('drops any other field name (English), or says it in Spanish', async () => {
    const message = 'Please check your input. body.answers.lastPaymentDate: Use a date like 2024-01-31; state: Choose a state.';
    expect(humanServerMessage(message, 'invalid_input')).toBe('Please check your input. Use a date like 2024-01-31; Choose a state.');
    expect(humanServerMessage(message, 'invalid_input')).not.toMatch(/[a-z_]+:/);
    await changeLanguage('es');
    expect(humanServerMessage(message, 'invalid_input')).toBe('Revise lo que escribió e inténtelo de nuevo.');
  });

  it('leaves other messages alone', () => {
    expect(humanServerMessage('We could not find this analysis.', 'not_found')).toBe('We could not find this analysis.');
    expect(humanServerMessage('Files must be under 10 MB.', 'invalid_input')).toBe('Files must be under 10 MB.');
  });
});
