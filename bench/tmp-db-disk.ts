import { createDb, users, analyses } from '@debtshield/db';
import { rmSync } from 'node:fs';
for (const dir of ['/tmp/pgl-a', '/tmp/pgl-a']) {
rmSync(dir, { recursive: true, force: true });
const h = await createDb({ dataDir: dir });
await h.migrate();
const db = h.db;
const [u] = await db.insert(users).values({ email: 'a@example.com' } as any).returning();
const summary = { x: 'y'.repeat(3000) };
const vals = () => ({ userId: u!.id, flowType: 'standard', state: 'CA', accessLevel: 'preview', textMasked: 'z'.repeat(4000), userLetterMasked: null, textExpiresAt: new Date(), extraction: { a: 1 }, answers: { state: 'CA' }, summary, createdAt: new Date(), fileSha256: 'x'.repeat(64) } as any);
const N = 600;
const time = async (name: string, f: () => Promise<unknown>) => { for (let i = 0; i < 50; i++) await f(); const c = process.cpuUsage(); const t = performance.now(); for (let i = 0; i < N; i++) await f(); const cu = process.cpuUsage(c); console.log(name, ((performance.now() - t) / N).toFixed(3), 'ms wall', ((cu.user + cu.system) / 1000 / N).toFixed(3), 'ms cpu'); };
await time('drizzle insert disk', () => db.insert(analyses).values(vals()).returning({ id: analyses.id }));
await time('drizzle select user', () => db.select().from(users).limit(1));
await h.executeSql('set synchronous_commit = off');
await time('drizzle insert disk sync off', () => db.insert(analyses).values(vals()).returning({ id: analyses.id }));
await h.close();
}
