import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, loadConfig, workerOcrThreads } from './config';

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.RATE_LIMIT_ENABLED).toBe(true);
    // A local trial: this machine only, unless HOST says otherwise.
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('refuses to start in production without SMTP_URL (codes are mailed, never kept in the outbox)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).NODE_ENV).toBe('production');
  });

  it('reads TRUST_PROXY as Fastify does: false, a hop count, or proxy addresses; never "trust everything"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would trust any proxy chain/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000);
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('parses booleans and numbers', () => {
    const config = loadConfig({ RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_MAX: '7', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.RATE_LIMIT_ENABLED).toBe(false);
    expect(config.RATE_LIMIT_MAX).toBe(7);
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it('is documented variable by variable in the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const key of Object.keys(ConfigSchema.shape)) expect(readme, key).toContain(`\`${key}\``);
  });
});

describe('workerOcrThreads', () => {
  it('leaves one core to the API and PostgreSQL beside a worker, and reads with one thread at least', () => {
    expect(workerOcrThreads(1)).toBe(1);
    expect(workerOcrThreads(2)).toBe(1);
    expect(workerOcrThreads(8)).toBe(7);
  });
});
