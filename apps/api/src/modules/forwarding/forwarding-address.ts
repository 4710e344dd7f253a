import { createHash } from 'node:crypto';
import { FORWARDING_ID_LENGTH, FORWARDING_LOCAL_PART } from '@debtshield/contracts';

/**
 * Mixed into the hash so the id is not a plain SHA-256 of the user id. Changing it changes every
 * user's address: never change it once addresses are handed out.
 */
const FORWARDING_SALT = 'debtshield:email-forwarding:v1';

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32, lower case, without padding (safe in an email's local part, case-insensitive). */
export const base32 = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
};

/** The stable short id of a user's forwarding address: 10 base32 characters (50 bits) of SHA-256(salt + user id). */
export const forwardingId = (userId: string): string =>
  base32(createHash('sha256').update(`${FORWARDING_SALT}:${userId}`, 'utf8').digest()).slice(0, FORWARDING_ID_LENGTH);

/** 'letters+k3v9q2m7xa@inbound.example.com' */
export const forwardingAddress = (userId: string, domain: string): string => `${FORWARDING_LOCAL_PART}+${forwardingId(userId)}@${domain.toLowerCase()}`;
