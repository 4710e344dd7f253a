import { describe, expect, it } from 'vitest';
import { maskEmail } from './logger';

describe('maskEmail', () => {
  it('keeps only the first letter and the domain', () => {
    expect(maskEmail('anna.smith@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});
