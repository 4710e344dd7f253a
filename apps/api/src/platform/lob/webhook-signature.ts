import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Lob's webhook signatures (Lob's "Using webhooks" guide, help.lob.com/print-and-mail/
 * getting-data-and-results/using-webhooks, section on securing the endpoint; not in the OpenAPI
 * document): every delivery carries `Lob-Signature-Timestamp` and `Lob-Signature`, the hex
 * HMAC-SHA256, under the webhook's secret, of `${timestamp}.${raw body}`. The receiver recomputes
 * it over the raw bytes, compares in constant time, and refuses a timestamp too far from its clock
 * (replays).
 *
 * The timestamp's unit: Lob's samples use milliseconds since the epoch (Date.now()); a value below
 * 10^12 is read as seconds, so either is accepted without loosening the check.
 */

export const SIGNATURE_HEADER = 'lob-signature';
export const TIMESTAMP_HEADER = 'lob-signature-timestamp';
/** Deliveries older or newer than this are refused (Lob retries with a fresh timestamp). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export const signLobWebhook = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

const timestampMs = (value: string): number | undefined => {
  if (!/^\d{9,16}$/.test(value)) return undefined;
  const n = Number(value);
  return n < 1e12 ? n * 1000 : n;
};

export const verifyLobSignature = (input: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  now?: number;
  toleranceMs?: number;
}): SignatureCheck => {
  if (!input.signature || !input.timestamp) return { ok: false, reason: 'missing' };
  const at = timestampMs(input.timestamp.trim());
  if (at === undefined || !/^[0-9a-f]{64}$/i.test(input.signature.trim())) return { ok: false, reason: 'malformed' };
  if (Math.abs((input.now ?? Date.now()) - at) > (input.toleranceMs ?? SIGNATURE_TOLERANCE_MS)) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signLobWebhook(input.secret, input.timestamp.trim(), input.rawBody), 'hex');
  const given = Buffer.from(input.signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
};
