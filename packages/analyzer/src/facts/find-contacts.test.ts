import { describe, expect, it } from 'vitest';
import { findPhones, findWebsites } from './find-contacts';

describe('findPhones', () => {
  it('reads US phone numbers, not fax numbers or parts of longer numbers', () => {
    const text = 'Call (800) 123-4567 or 1-888-555-0142, 312.555.0199. Fax (215) 555-0171. Acct 1234-567-8901-22.';
    expect(findPhones(text).map((p) => p.value)).toEqual(['(800) 123-4567', '(888) 555-0142', '(312) 555-0199']);
    expect(findPhones(text)[1]!.span.text).toBe('1-888-555-0142');
  });
});

describe('findWebsites', () => {
  it('reads sites by their root, not e-mail domains', () => {
    const text = 'Visit www.example.com/dispute or https://pay.acme-recovery.net. Write to help@example.org. Go to www.cfpb.gov/debt-collection.';
    expect(findWebsites(text).map((w) => w.value)).toEqual(['www.example.com', 'pay.acme-recovery.net', 'www.cfpb.gov']);
  });
});
