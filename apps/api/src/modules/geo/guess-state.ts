import { isIP } from 'node:net';
import { US_STATE_CODES, type UsStateCode } from '@debtshield/contracts';
import geoip from 'fast-geoip';

/** Loopback, private, link-local and CGNAT addresses say nothing about where a person is. */
export const isPublicAddress = (ip: string): boolean => {
  const version = isIP(ip);
  if (version === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return !(
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (version === 6) {
    const lower = ip.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPublicAddress(lower.slice(7));
    return !(lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80'));
  }
  return false;
};

/**
 * The US state of an IP address from the GeoLite2 data bundled in the `fast-geoip` package (read
 * from disk, no network). Null when unknown, outside the US, or not a public address.
 */
export const guessState = async (ip: string): Promise<UsStateCode | null> => {
  if (!isPublicAddress(ip)) return null;
  try {
    const found = await geoip.lookup(ip);
    if (!found || found.country !== 'US') return null;
    return (US_STATE_CODES as readonly string[]).includes(found.region) ? (found.region as UsStateCode) : null;
  } catch {
    return null;
  }
};
