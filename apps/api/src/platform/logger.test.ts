import { describe, expect, it } from 'vitest';
import { maskEmail, serializeError } from './logger';

describe('maskEmail', () => {
  it('keeps only the first letter and the domain', () => {
    expect(maskEmail('anna.smith@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});

describe('serializeError', () => {
  it('keeps a failed query’s SQL but not its parameters (letter text, emails)', () => {
    const query = Object.assign(new Error('Failed query: insert into "analyses" ("text") values ($1)\nparams: Dear Jordan, account 4485123412341234'), {
      query: 'insert into "analyses" ("text") values ($1)',
      params: ['Dear Jordan, account 4485123412341234'],
    });
    query.cause = new Error('PGlite is closed');
    const logged = JSON.stringify(serializeError(query));
    expect(logged).toContain('insert into \\"analyses\\"');
    expect(logged).toContain('PGlite is closed');
    expect(logged).not.toContain('Dear Jordan');
    expect(logged).not.toContain('4485123412341234');
  });

  it('keeps the stack frames, not the message the stack starts with, and cuts long messages', () => {
    const error = new Error(`${'x'.repeat(1000)} secret`);
    const safe = serializeError(error);
    expect(safe.message.length).toBeLessThanOrEqual(300);
    expect(safe.stack).toMatch(/^\s*at /);
    expect(safe.stack).not.toContain('secret');
  });
});
