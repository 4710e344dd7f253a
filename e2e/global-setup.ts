import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { nodeFlagsOf } from '../apps/api/scripts/node-flags.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same app with NODE_ENV=development: dev outbox and PayPal test checkout. */
    devBaseUrl: string;
    /** The development server's inbound SMTP port (forwarded mail, issue 27). */
    devSmtpPort: number;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = (): Promise<number> =>
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

const waitForHealth = async (url: string, server: ChildProcess, output: () => string): Promise<void> => {
  // A guard, not a target: on a loaded 2-core machine a server has taken over a minute to start.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy in 120 s:\n${output()}`);
};

/**
 * Builds the web app and starts two servers (see startServer); stops both with SIGTERM at the end.
 */
export default async function setup(project: TestProject) {
  // Built in child processes (an in-process Vite build keeps handles open after the run), as the
  // web package's build script does: the bundle, the prerendered pages, the compressed copies.
  const web = path.join(root, 'apps/web');
  for (const step of [
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    // As `npm run build`: the pages' HTML with their chunks named for preloading, then the frame prerendered into it.
    ['scripts/route-preloads.mjs'],
    ['scripts/prerender.mjs'],
    ['scripts/precompress.mjs'],
  ]) {
    // NODE_ENV as `npm run build` has it (vitest sets 'test', which would make Vite build React's development copy).
    const built = spawnSync(process.execPath, step, { cwd: web, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (built.status !== 0) throw new Error(`the web build failed at ${step.join(' ')}:\n${built.stdout}\n${built.stderr}`);
  }
  // The production server runs the built JavaScript, as `npm start` does.
  const apiBuilt = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')], { cwd: root, encoding: 'utf8' });
  if (apiBuilt.status !== 0) throw new Error(`the server build failed:\n${apiBuilt.stdout}\n${apiBuilt.stderr}`);
  const [production, development] = await Promise.all([startServer('production'), startServer('development')]);
  project.provide('baseUrl', production.url);
  project.provide('devBaseUrl', development.url);
  project.provide('devSmtpPort', development.smtpPort);
  return async () => {
    const results = await Promise.allSettled([production.stop(), development.stop()]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}

/**
 * The real server (production: `npm start`'s built entry; development: its sources) on a free port with a temporary embedded database.
 * 'production' is the app as deployed; 'development' adds what production refuses on purpose
 * (the dev mail outbox, the PayPal test checkout) so journeys can read a sign-in code and buy a
 * plan offline. `stop` sends SIGTERM and checks a clean exit within 15 s.
 */
const startServer = async (nodeEnv: 'production' | 'development'): Promise<{ url: string; smtpPort: number; stop: () => Promise<void> }> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-e2e-'));
  const port = await freePort();
  const smtpPort = await freePort();
  let log = '';
  // Production runs the bundle `npm start` runs; development the TypeScript sources, as `npm run dev`.
  const entry =
    nodeEnv === 'production'
      ? [...nodeFlagsOf('start'), path.join(root, 'apps/api/dist/main.mjs')]
      : ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')];
  const server = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Production refuses to boot without SMTP; its journeys here send no mail (a closed local port).
      SMTP_URL: nodeEnv === 'production' ? 'smtp://127.0.0.1:9' : '',
      PAYPAL_CLIENT_ID: '',
      PAYPAL_CLIENT_SECRET: '',
      LOB_API_KEY: '',
      // Every journey signs its own users in from this one address: above the default of 20 codes per window.
      LOGIN_CODES_PER_IP: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Development receives forwarded mail on its own SMTP port (issue 27); production leaves it off, as by default.
      INBOUND_SMTP_ENABLED: nodeEnv === 'development' ? 'true' : 'false',
      INBOUND_SMTP_PORT: String(smtpPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => log);

  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => {
      timer = setTimeout(() => r('timeout'), 15_000);
    });
    const code = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    if (code === 'timeout') {
      server.kill('SIGKILL');
      throw new Error(`the ${nodeEnv} server did not shut down within 15 s of SIGTERM`);
    }
    if (code !== 0) throw new Error(`the ${nodeEnv} server exited with ${code} on SIGTERM:\n${log}`);
  };
  return { url, smtpPort, stop };
};
