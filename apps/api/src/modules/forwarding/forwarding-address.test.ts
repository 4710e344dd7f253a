import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, forwardingAddress, forwardingId } from './forwarding-address';

describe('forwarding address', () => {
  it('encodes base32 as RFC 4648 (lower case, no padding)', () => {
    const enc = (text: string) => base32(new TextEncoder().encode(text));
    expect(enc('')).toBe('');
    expect(enc('f')).toBe('my');
    expect(enc('fo')).toBe('mzxq');
    expect(enc('foo')).toBe('mzxw6');
    expect(enc('foob')).toBe('mzxw6yq');
    expect(enc('fooba')).toBe('mzxw6ytb');
    expect(enc('foobar')).toBe('mzxw6ytboi');
  });

  it('derives a stable 10-character id from the salted SHA-256 of the user id', () => {
    const userId = '7b0f4c1e-2d7e-4a5b-9a59-1f4c1d8f2b10';
    expect(forwardingId(userId)).toMatch(/^[a-z2-7]{10}$/);
    expect(forwardingId(userId)).toBe(forwardingId(userId));
    expect(forwardingId(userId)).not.toBe(forwardingId('7b0f4c1e-2d7e-4a5b-9a59-1f4c1d8f2b11'));
    // Salted: not the first characters of the bare hash of the id.
    expect(forwardingId(userId)).not.toBe(base32(createHash('sha256').update(userId).digest()).slice(0, 10));
  });

  it('builds letters+<id>@<domain>', () => {
    expect(forwardingAddress('user-1', 'Inbound.Example.com')).toBe(`letters+${forwardingId('user-1')}@inbound.example.com`);
  });
});
