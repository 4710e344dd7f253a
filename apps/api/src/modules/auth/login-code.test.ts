import { describe, expect, it } from 'vitest';
import { generateLoginCode, hashLoginCode, loginCodeMatches, loginMailText, publicBaseUrl, signInLink } from './login-code';

describe('login codes', () => {
  it('are 6 digits, zero-padded, and vary', () => {
    const codes = Array.from({ length: 200 }, generateLoginCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as a hash salted with the row id, checked in constant time', () => {
    const hash = hashLoginCode('row-1', '004217');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('004217');
    expect(hashLoginCode('row-2', '004217')).not.toBe(hash);
    expect(loginCodeMatches(hash, 'row-1', '004217')).toBe(true);
    expect(loginCodeMatches(hash, 'row-1', '004218')).toBe(false);
    expect(loginCodeMatches(hash, 'row-2', '004217')).toBe(false);
    expect(loginCodeMatches('short', 'row-1', '004217')).toBe(false);
  });
});

describe('sign-in mail', () => {
  it('links to the login page of PUBLIC_URL, or localhost on the port', () => {
    expect(publicBaseUrl({ PUBLIC_URL: 'https://debtshield.example/', PORT: 3000 })).toBe('https://debtshield.example');
    expect(publicBaseUrl({ PUBLIC_URL: undefined, PORT: 8080 })).toBe('http://localhost:8080');
    expect(signInLink('https://debtshield.example', 'a+b@example.com', 'sEcReT_-1')).toBe(
      'https://debtshield.example/login?email=a%2Bb%40example.com&token=sEcReT_-1',
    );
  });

  it('gives the code, its expiry, the link and what to do if it was not asked for', () => {
    const text = loginMailText('004217', 'https://debtshield.example/login?email=x&token=y');
    expect(text).toContain('004217');
    expect(text).toContain('10 minutes');
    expect(text).toContain('https://debtshield.example/login?email=x&token=y');
    expect(text).toContain('If you did not ask for this, ignore this email.');
  });
});
