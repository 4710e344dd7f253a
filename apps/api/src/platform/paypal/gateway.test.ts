import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simulatorSigningKey } from './gateway';

describe('simulatorSigningKey', () => {
  it('is the same for every process given the same CASE_FILE_KEY (hex or base64), another for another key, and not the key itself', () => {
    const key = randomBytes(32);
    const fromHex = simulatorSigningKey({ CASE_FILE_KEY: key.toString('hex') });
    expect(fromHex).toHaveLength(32);
    expect(simulatorSigningKey({ CASE_FILE_KEY: key.toString('base64') })?.equals(fromHex!)).toBe(true);
    expect(fromHex?.equals(key)).toBe(false);
    expect(simulatorSigningKey({ CASE_FILE_KEY: randomBytes(32).toString('hex') })?.equals(fromHex!)).toBe(false);
  });

  it('is undefined without CASE_FILE_KEY (the simulator draws a key of its own)', () => {
    expect(simulatorSigningKey({})).toBeUndefined();
  });
});
