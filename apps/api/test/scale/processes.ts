import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsOf } from '../../scripts/node-flags.mjs';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export type Started = {
  name: string;
  child: ChildProcess;
  /** Everything it printed (pino's JSON lines). */
  output: () => string;
  /** SIGTERM, and waits for the exit (SIGKILL after 15 s). */
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown, no cleanup, as a machine that dies. */
  kill: () => Promise<void>;
};

/** One process of the built server (`dist/main.mjs`) or worker (`dist/worker.mjs`), as `npm start` / `npm run worker` run them. */
export const startProcess = (name: string, entry: 'main' | 'worker', env: Record<string, string>): Started => {
  const child = spawn(process.execPath, [...nodeFlagsOf(entry === 'main' ? 'start' : 'worker'), path.join(API_DIR, 'dist', `${entry}.mjs`)], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (sig: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(sig);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, output: () => out, stop: () => signal('SIGTERM', 15_000), kill: () => signal('SIGKILL', 5_000) };
};

export const waitFor = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
};

export const waitForHealth = (p: Started, url: string): Promise<void> =>
  waitFor(
    `${p.name} to be healthy`,
    async () => {
      if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode}:\n${p.output()}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    90_000,
    200,
  );
