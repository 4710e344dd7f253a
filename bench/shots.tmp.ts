import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { createDb, purchases, sessions, users } from '@debtshield/db';
import { makeTwoPagePdf } from './analyzer-benchmarks';
import { startServer } from './benchmarks';

const out = process.env.SHOTS ?? '/tmp/h27b-shots';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-shots-'));
const handle = await createDb({ dataDir: path.join(dataDir, 'pglite') });
await handle.migrate();
const email = `shots-${Date.now()}@example.com`;
const [user] = await handle.db.insert(users).values({ email, planType: 'lifetime' }).returning({ id: users.id });
await handle.db.insert(purchases).values({ userId: user!.id, name: 'debt_lifetime', amountCents: 0, purchasedAt: new Date() });
const token = randomBytes(32).toString('base64url');
await handle.db.insert(sessions).values({ userId: user!.id, tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'), expiresAt: new Date(Date.now() + 86_400_000) });
await handle.close();
const server = await startServer({}, { dataDir });
const analyse = async (t?: string) => {
  const form = new FormData();
  form.set('state', 'MD');
  form.set('file', new Blob([new Uint8Array(await makeTwoPagePdf())], { type: 'application/pdf' }), 'letter.pdf');
  const res = await fetch(`${server.url}/api/analyze-strategic`, { method: 'POST', headers: t ? { authorization: `Bearer ${t}` } : {}, body: form });
  return (await res.json()) as Record<string, unknown>;
};
await analyse(token);
const visitor = await analyse();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const lang of (process.env.LANGS ?? 'en,es').split(',')) {
    for (const width of (process.env.WIDTHS ?? '390,1280').split(',').map(Number)) {
      for (const js of [false, true]) {
        for (const [name, p, storage] of [
          ['results', '/results', { analysisResults: JSON.stringify({ ...visitor, timestamp: new Date().toISOString(), file_name: 'letter.pdf' }), language: lang }],
          ['dashboard', '/dashboard', { token, user: JSON.stringify({ id: user!.id, email, name: null }), language: lang }],
          ['credit', '/dashboard/credit', { token, user: JSON.stringify({ id: user!.id, email, name: null }), language: lang }],
        ] as const) {
          if (!js && name !== 'results' && name !== 'dashboard') continue;
          const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, locale: lang === 'es' ? 'es-MX' : 'en-US', javaScriptEnabled: js });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`));
          if (js) {
            await page.goto(`${server.url}/robots.txt`);
            await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v as string); }, storage);
          }
          await page.goto(`${server.url}${p}`);
          if (js) {
            await page.waitForSelector('html[data-app="running"]', { timeout: 120_000 });
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(500);
          }
          const file = `${out}/${name}-${js ? 'app' : 'frame'}-${lang}-${width}.png`;
          await page.screenshot({ path: file });
          console.log(file, page.url(), errors.join(' | '));
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
