import { randomBytes } from 'node:crypto';
import { CaseFileListResponseSchema, UploadResponseResponseSchema } from '@debtshield/contracts';
import { caseFiles, disputeEvents } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { insertDispute } from '../letters/letters.repository';

const REPLY = `Apex Recovery Partners\nPO Box 4410\nTulsa, OK 74101\n\nRe: Account 4111222233334444\n\nWe received your letter. The balance due is $1,842.50. Please remit payment in full within 10 days.\n\nApex Recovery Partners`;

describe("a dispute's case file: originals kept only when asked, encrypted at rest, owner only, deletable (issue 15)", () => {
  let t: TestApp;
  const key = randomBytes(32).toString('base64');
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const upload = async (id: string, token: string, fields: Record<string, string>, name = 'reply 4111222233334444.pdf') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dispute/${id}/upload-response`,
      payload: analyzeForm(fields, [{ name, type: 'application/pdf', bytes: await letterPdf(REPLY) }]),
      headers: auth(token),
    });
  const dispute = (userId: string) =>
    insertDispute(t.db.db, {
      userId,
      analysisId: null,
      collectorName: 'Apex Recovery Partners',
      debtAmount: 1842.5,
      accountLast4: '4444',
      letterKind: 'validation_request',
    });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, CASE_FILE_KEY: key });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps nothing unless asked; "keep in my case file" stores the original encrypted, and only its owner lists, downloads and deletes it', async () => {
    const me = await insertUserWithSession(t.db);
    const other = await insertUserWithSession(t.db);
    const id = await dispute(me.userId);

    // By default the reply is read and dropped.
    const first = await upload(id, me.token, {});
    const plain = UploadResponseResponseSchema.parse(first.json());
    expect(plain.kept_files).toBeUndefined();
    // What is kept by default: the judgment and the reply's text, masked.
    const [event] = await t.db.db.select().from(disputeEvents).where(eq(disputeEvents.id, plain.event_id));
    const maskedText = (event!.data as { masked_text?: string }).masked_text ?? '';
    expect(maskedText).toContain('Apex Recovery Partners');
    expect(maskedText).toContain('4444');
    expect(maskedText).not.toContain('4111222233334444');
    expect(CaseFileListResponseSchema.parse((await get(`/api/dispute/${id}/case-files`, me.token)).json())).toEqual({
      success: true,
      available: true,
      files: [],
    });

    // Asked: the original is kept, under a masked name, with its fingerprint.
    const original = await letterPdf(REPLY);
    const res = await upload(id, me.token, { keep_in_case_file: 'true' });
    expect(res.statusCode).toBe(200);
    const body = UploadResponseResponseSchema.parse(res.json());
    expect(body.kept_files).toHaveLength(1);
    const kept = body.kept_files![0]!;
    expect(kept.file_name).not.toContain('4111222233334444');
    expect(kept.file_name).toMatch(/4444\.pdf$/);
    expect(kept.size_bytes).toBe(original.length);

    // At rest: ciphertext only, sealed with the configured key.
    const [row] = await t.db.db.select().from(caseFiles).where(eq(caseFiles.id, kept.id));
    const stored = Buffer.from(row!.ciphertext, 'base64');
    expect(stored.length).toBe(original.length);
    expect(stored.subarray(0, 5).toString()).not.toBe('%PDF-');
    expect(row!.ciphertext).not.toContain(Buffer.from(original).subarray(0, 64).toString('base64'));

    // The owner downloads the exact bytes; anyone else gets 404, a visitor 401.
    const download = await get(`/api/dispute/${id}/case-files/${kept.id}`, me.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['cache-control']).toContain('no-store');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(original.length);
    expect((await get(`/api/dispute/${id}/case-files/${kept.id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/dispute/${id}/case-files`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/dispute/${id}/case-files/${kept.id}`)).statusCode).toBe(401);
    const notMine = await t.app.inject({ method: 'DELETE', url: `/api/dispute/${id}/case-files/${kept.id}`, headers: auth(other.token) });
    expect(notMine.statusCode).toBe(404);

    // A row moved to another user's dispute does not open (sealed with its owner and dispute).
    const theirs = await dispute(other.userId);
    await t.db.db.update(caseFiles).set({ userId: other.userId, disputeId: theirs }).where(eq(caseFiles.id, kept.id));
    const moved = await get(`/api/dispute/${theirs}/case-files/${kept.id}`, other.token);
    expect(moved.statusCode).toBe(409);
    await t.db.db.update(caseFiles).set({ userId: me.userId, disputeId: id }).where(eq(caseFiles.id, kept.id));

    // Deleted for good.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/dispute/${id}/case-files/${kept.id}`, headers: auth(me.token) });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.db.select().from(caseFiles).where(eq(caseFiles.id, kept.id))).toEqual([]);
    expect((await get(`/api/dispute/${id}/case-files/${kept.id}`, me.token)).statusCode).toBe(404);
  });

  it('a file sealed under another key is refused with a clear 409, never garbage', async () => {
    const me = await insertUserWithSession(t.db);
    const id = await dispute(me.userId);
    const kept = UploadResponseResponseSchema.parse((await upload(id, me.token, { keep_in_case_file: 'true' })).json()).kept_files![0]!;
    const rotated = await buildTestApp({ JOBS_ENABLED: false, CASE_FILE_KEY: randomBytes(32).toString('hex') });
    try {
      // The same database rows, read by a server with another key.
      const [row] = await t.db.db.select().from(caseFiles).where(eq(caseFiles.id, kept.id));
      const opened = rotated.app.caseFileVault!.open(row!, `case-file:v1:${me.userId}:${id}`);
      expect(opened).toBeNull();
    } finally {
      await rotated.close();
    }
    // The same server opens it.
    expect((await get(`/api/dispute/${id}/case-files/${kept.id}`, me.token)).statusCode).toBe(200);
  });

  it('a server that keeps no files (production without a key) refuses "keep" before reading, and says so in the list', async () => {
    const noVault = await buildTestApp({ JOBS_ENABLED: false });
    try {
      noVault.app.caseFileVault = null;
      const me = await insertUserWithSession(noVault.db);
      const id = await insertDispute(noVault.db.db, {
        userId: me.userId,
        analysisId: null,
        collectorName: 'Apex Recovery Partners',
        debtAmount: 1842.5,
        accountLast4: '4444',
        letterKind: 'validation_request',
      });
      const res = await noVault.app.inject({
        method: 'POST',
        url: `/api/dispute/${id}/upload-response`,
        payload: analyzeForm({ keep_in_case_file: 'true' }, [{ name: 'reply.pdf', type: 'application/pdf', bytes: await letterPdf(REPLY) }]),
        headers: auth(me.token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/not available/);
      const list = CaseFileListResponseSchema.parse(
        (await noVault.app.inject({ method: 'GET', url: `/api/dispute/${id}/case-files`, headers: auth(me.token) })).json(),
      );
      expect(list.available).toBe(false);
    } finally {
      await noVault.close();
    }
  });
});
