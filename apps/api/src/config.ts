import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_CODES_PER_IP } from '@debtshield/contracts';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Empty strings count as missing, so `FOO= npm start` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Which proxies in front of the server to believe about the client's address (X-Forwarded-For), as
 * Fastify's trustProxy takes it: 'false', a hop count ('1': the one proxy in front), or proxy
 * addresses and CIDR ranges ('10.0.0.0/8,127.0.0.1'). 'true' (believe any chain) is refused: anyone
 * could then choose the address the rate limits count (decision 005).
 */
const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: "'true' would trust any proxy chain; give the number of proxies in front (e.g. 1) or their addresses" });
    return z.NEVER;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every((a) => IP_OR_CIDR.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) {
    ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or comma-separated proxy addresses / CIDR ranges' });
    return z.NEVER;
  }
  return list;
});

/**
 * Every setting the server reads, validated once at boot. README lists the same table; keep them
 * in step (a test checks that every variable here is documented there).
 */
export const ConfigSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  // A local trial by default: reachable from this machine only. Set HOST (e.g. 0.0.0.0) to serve others.
  HOST: optional(z.string()).default('127.0.0.1'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  DATA_DIR: optional(z.string()).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  WEB_DIST_DIR: optional(z.string()).default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  RATE_LIMIT_ENABLED: optional(bool).default(true),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(300),
  RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().positive()).default(60_000),
  ANALYZE_RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(30),
  ANONYMOUS_ANALYSIS_BUDGET_SECONDS: optional(z.coerce.number().int().positive()).default(300),
  /** This process takes jobs from the queue (scheduled jobs, and letters to read when READING_JOBS is on); `npm run worker` always does. */
  JOBS_ENABLED: optional(bool).default(true),
  /** Photos and scans are read by queue jobs (worker processes) instead of in the request; unset: on with DATABASE_URL, off on the embedded database. */
  READING_JOBS: optional(bool),
  /** How long a reading job's worker may be silent (no heartbeat) before the queue counts it as gone and hands the job to another. */
  READING_JOB_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(5).max(3600)).default(60),
  /**
   * OCR threads of this process (tesseract.js workers), and so how many readings a worker takes at
   * once. Unset: one per core; a worker process (`npm run worker`) leaves one core to the API and
   * PostgreSQL beside it (cores − 1, at least 1; decision 048).
   */
  OCR_THREADS: optional(z.coerce.number().int().min(1).max(64)),
  /**
   * The CPU priority (nice, 0–19) a worker process (`npm run worker`) gives itself and every thread
   * it starts, so the API instances on the same machine answer first (decision 048); 0 keeps it.
   */
  WORKER_NICE: optional(z.coerce.number().int().min(0).max(19)).default(10),
  /** Tests only (refused in production): the scheduler's clock runs this many times faster than real time, from JOBS_CLOCK_START_MS. */
  JOBS_CLOCK_SPEED: optional(z.coerce.number().int().min(1).max(10_000)),
  JOBS_CLOCK_START_MS: optional(z.coerce.number().int().positive()),
  TRUST_PROXY: optional(trustProxy).default(false),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().positive()).default(10_000),
  ANALYSIS_WORKERS: optional(z.coerce.number().int().min(0).max(64)).default(availableParallelism()),
  PUBLIC_URL: optional(z.url()),
  SESSION_TTL_DAYS: optional(z.coerce.number().int().positive().max(365)).default(30),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()).default('DebtShield <no-reply@debtshield.local>'),
  /** The business's postal address: the contract and the notice of cancellation of a credit purchase name it (15 U.S.C. 1679d, 1679e). */
  BUSINESS_POSTAL_ADDRESS: optional(z.string().min(5).max(300)),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  PAYPAL_API_BASE: optional(z.url()).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: optional(z.string()),
  PAYPAL_TIMEOUT_MS: optional(z.coerce.number().int().positive()).default(15_000),
  /** Lob Print & Mail (certified mail): the secret API key (test_… or live_…); unset: the built-in simulator outside production, mail disabled in production. */
  LOB_API_KEY: optional(z.string().min(1)),
  LOB_API_BASE: optional(z.url()).default('https://api.lob.com/v1'),
  /** The webhook's signing secret from Lob's dashboard; unset with a key: Lob's webhooks are refused. */
  LOB_WEBHOOK_SECRET: optional(z.string().min(1)),
  LOB_TIMEOUT_MS: optional(z.coerce.number().int().positive()).default(20_000),
  /**
   * The key that encrypts the files a user keeps in a dispute's case file (AES-256-GCM): 32 bytes as
   * base64 or 64 hex digits. Without it, development keeps a generated key in DATA_DIR/case-file.key and
   * production does not offer keeping files (decision 020).
   */
  /**
   * Sign-in codes one address may request per rate window (LOGIN_RATE_WINDOW_MINUTES). Many people
   * behind one NAT share an address; the end-to-end tests sign in many users from this machine.
   */
  LOGIN_CODES_PER_IP: optional(z.coerce.number().int().positive().max(100_000)).default(LOGIN_CODES_PER_IP),
  CASE_FILE_KEY: optional(
    z.string().refine((v) => /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), 'base64').length === 32, 'must be 32 bytes: base64, or 64 hex digits'),
  ),
  INBOUND_EMAIL_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name')).default('inbound.debtshield.local'),
  /** The in-app SMTP server that receives forwarded mail (issue 27): off unless turned on. */
  INBOUND_SMTP_ENABLED: optional(bool).default(false),
  INBOUND_SMTP_PORT: optional(z.coerce.number().int().min(0).max(65535)).default(2525),
  /** Interface of the SMTP server; HOST when unset. */
  INBOUND_SMTP_HOST: optional(z.string()),
  /** The bearer secret a provider's inbound webhook sends to POST /api/inbound-email; unset: the route answers 404. */
  INBOUND_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Rules across variables, checked after each one is valid. */
const crossCheck = (config: Config): string[] => [
  ...(config.NODE_ENV === 'production' && !config.SMTP_URL
    ? ['SMTP_URL: required with NODE_ENV=production (sign-in codes are mailed; production never keeps them in the development outbox)']
    : []),
  ...(config.NODE_ENV === 'production' && config.JOBS_CLOCK_SPEED ? ['JOBS_CLOCK_SPEED: a simulated clock is for tests only'] : []),
];

/** OCR threads of a worker process when OCR_THREADS is unset: one core left to the API and PostgreSQL beside it (decision 048). */
export const workerOcrThreads = (cores: number = availableParallelism()): number => Math.max(1, cores - 1);

/** Whether photos and scans go to the reading queue: as READING_JOBS says, else on PostgreSQL only. */
export const readingJobsOn = (config: Pick<Config, 'READING_JOBS' | 'DATABASE_URL'>): boolean => config.READING_JOBS ?? Boolean(config.DATABASE_URL);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once. Throws ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const picked = Object.fromEntries(Object.keys(ConfigSchema.shape).map((key) => [key, env[key]]));
  const parsed = ConfigSchema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
};

/** The config for tests: no rate limit surprises unless asked, quiet logs. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  // Analyses run inline unless a test asks for workers (starting threads per test file is slow); the job
  // queue only where a test asks for it (tests run the purge and reminders themselves, at the time they choose).
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYSIS_WORKERS: '0', JOBS_ENABLED: 'false' }),
  // Never the real web build: what the API's tests see must not depend on whether `npm run build` (or the e2e tier's
  // build) has written apps/web/dist (decision 252); a test of the served app gives its own folder.
  WEB_DIST_DIR: path.join(REPO_ROOT, 'apps', 'api', 'test', 'no-web-build'),
  ...overrides,
});
