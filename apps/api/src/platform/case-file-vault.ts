import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Encryption at rest for the files a user keeps in a dispute's case file (issue 15, decision 020):
 * AES-256-GCM with a random 12-byte IV per file and the owner and dispute as additional data, so a
 * row copied to another user's dispute does not open. The key comes from CASE_FILE_KEY; development
 * without it keeps a generated key in DATA_DIR (so files survive a restart); tests use a key of their
 * own; production without it offers no case file (the routes say so with a 503).
 */

export type Sealed = { keyId: string; iv: string; authTag: string; ciphertext: string };

export type Vault = {
  keyId: string;
  seal: (plain: Buffer, context: string) => Sealed;
  /** The original bytes, or null when they cannot be opened with this key (another key, or altered). */
  open: (sealed: Sealed, context: string) => Buffer | null;
};

export const decodeKey = (value: string): Buffer => {
  const v = value.trim();
  return /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
};

/** A short public name of a key (not the key): which key sealed a file. */
const keyIdOf = (key: Buffer) => createHash('sha256').update('debtshield-case-file-key').update(key).digest('hex').slice(0, 16);

export const createVault = (key: Buffer): Vault => {
  if (key.length !== 32) throw new Error('A case-file key is 32 bytes.');
  const keyId = keyIdOf(key);
  return {
    keyId,
    seal: (plain, context) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
      return { keyId, iv: iv.toString('base64'), authTag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
    },
    open: (sealed, context) => {
      if (sealed.keyId !== keyId) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
};

/** The development key, generated once and kept next to the embedded database (readable by its owner only). */
const developmentKey = (dataDir: string): Buffer => {
  const file = path.join(dataDir, 'case-file.key');
  try {
    return decodeKey(readFileSync(file, 'utf8'));
  } catch {
    const key = randomBytes(32);
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use that one.
      return decodeKey(readFileSync(file, 'utf8'));
    }
    chmodSync(file, 0o600);
    return key;
  }
};

/** The server's vault, decided once from the config; null when keeping files is not offered. */
export const vaultFromConfig = (config: Pick<Config, 'CASE_FILE_KEY' | 'NODE_ENV' | 'DATA_DIR'>): Vault | null => {
  if (config.CASE_FILE_KEY) return createVault(decodeKey(config.CASE_FILE_KEY));
  if (config.NODE_ENV === 'production') return null;
  if (config.NODE_ENV === 'test') return createVault(randomBytes(32));
  return createVault(developmentKey(config.DATA_DIR));
};
