import { describe, expect, it } from 'vitest';
import { signLobWebhook, verifyLobSignature } from './webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"evt_1","event_type":{"id":"letter.certified.delivered"}}';
const now = Date.parse('2026-03-02T15:00:00Z');

describe("Lob's webhook signature", () => {
  it('accepts the HMAC-SHA256 of `${timestamp}.${body}` (milliseconds or seconds)', () => {
    const ts = String(now);
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: ts, signature: signLobWebhook(secret, ts, body), now })).toEqual({ ok: true });
    const secs = String(now / 1000);
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: secs, signature: signLobWebhook(secret, secs, body), now })).toEqual({ ok: true });
  });

  it('rejects another body, another secret, a missing or malformed header', () => {
    const ts = String(now);
    const sig = signLobWebhook(secret, ts, body);
    expect(verifyLobSignature({ secret, rawBody: body.replace('delivered', 'mailed'), timestamp: ts, signature: sig, now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyLobSignature({ secret: 'other', rawBody: body, timestamp: ts, signature: sig, now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: undefined, signature: sig, now })).toEqual({ ok: false, reason: 'missing' });
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: 'yesterday', signature: sig, now })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: ts, signature: 'zz', now })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects a stale or future timestamp beyond 5 minutes, even when correctly signed', () => {
    const old = String(now - 6 * 60_000);
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: old, signature: signLobWebhook(secret, old, body), now })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const future = String(now + 6 * 60_000);
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: future, signature: signLobWebhook(secret, future, body), now })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const recent = String(now - 4 * 60_000);
    expect(verifyLobSignature({ secret, rawBody: body, timestamp: recent, signature: signLobWebhook(secret, recent, body), now }).ok).toBe(true);
  });
});
