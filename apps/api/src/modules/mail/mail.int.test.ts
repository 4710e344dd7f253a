import { createHash } from 'node:crypto';
import { CertifiedMailStatusResponseSchema, DisputeStatusResponseSchema, MailingResponseSchema } from '@debtshield/contracts';
import { certifiedMailEvents, disputeEvents } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, type PDFHexString, PDFName, type PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { insertDispute, insertGeneratedFile } from '../letters/letters.repository';
import { signLobWebhook } from '../../platform/lob/webhook-signature';
import type { LobSimulator, SignedDelivery } from '../../platform/lob/simulator';
import { SAMPLE_LETTER } from './sample-letter';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('certified mail (owner only, Done-for-you)', () => {
  let t: TestApp;
  let sim: LobSimulator;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (url: string, payload: unknown, token: string) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });
  const webhook = (d: Pick<SignedDelivery, 'body' | 'headers'>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/lob', payload: d.body, headers: d.headers });

  const dfyUser = () => insertUserWithSession(t.db, { purchases: [{ name: 'dfy_service' }] });
  const dispute = async (userId: string) =>
    insertDispute(t.db.db, {
      userId,
      analysisId: null,
      collectorName: 'Apex Recovery Partners',
      debtAmount: 1842.5,
      accountLast4: '1234',
      letterKind: 'validation_request',
    });
  const preview = async (token: string, disputeId: string, body: object = { letter_text: SAMPLE_LETTER }) => {
    const res = await post(`/api/dispute/${disputeId}/certified-mail/preview`, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return MailingResponseSchema.parse(res.json()).mailing;
  };
  const send = (token: string, disputeId: string, mailingId: string, hash: string) =>
    post(`/api/dispute/${disputeId}/certified-mail/send`, { mailing_id: mailingId, approved_pdf_sha256: hash, approved: true }, token);

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    if (t.app.certifiedMail.mode !== 'simulator') throw new Error('tests expect the simulator');
    sim = t.app.certifiedMail.simulator;
  });
  afterAll(async () => t?.close());

  it('previews the exact PDF with its SHA-256 and the addresses read from the letter, then mails it as certified with return receipt', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    const m = await preview(u.token, id);
    expect(m.status).toBe('previewed');
    expect(m.recipient).toMatchObject({ name: 'Apex Recovery Partners', address_zip: '60601-4410' });
    expect(m.recipient_source).toBe('letter_text');
    expect(m.return_address).toMatchObject({ name: 'Jordan Reyes', address_line2: 'Apt 4' });
    expect(m.simulated).toBe(true);
    const pdf = await get(m.pdf_url, u.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(m.pdf_sha256);

    const sent = await send(u.token, id, m.id, m.pdf_sha256);
    expect(sent.statusCode, sent.body).toBe(200);
    const mailed = MailingResponseSchema.parse(sent.json()).mailing;
    expect(mailed.status).toBe('submitted');
    expect(mailed.tracking_number).toMatch(/^\d{22}$/);
    const row = (await t.db.db.query.certifiedMailings.findFirst({ where: (c, { eq: e }) => e(c.id, m.id) }))!;
    const letter = sim.letter(row.lobLetterId!)!;
    expect(letter.extraService).toBe('certified_return_receipt');
    expect(
      createHash('sha256')
        .update(letter.file as Uint8Array)
        .digest('hex'),
    ).toBe(m.pdf_sha256);
    expect(sim.idempotencyKeys.at(-1)).toBe(`debtshield-mailing-${m.id}`);
    // A second click mails nothing new.
    const again = await send(u.token, id, m.id, m.pdf_sha256);
    expect(again.statusCode).toBe(200);
    expect(sim.idempotencyKeys.filter((k) => k === `debtshield-mailing-${m.id}`)).toHaveLength(1);
  });

  it('without text of its own, mails the letter generated with the dispute while it is kept (1 hour)', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    await insertGeneratedFile(t.db.db, { userId: u.userId, kind: 'validation_request', fileName: 'validation_request-letter.pdf', content: SAMPLE_LETTER });
    const m = await preview(u.token, id, {});
    expect(m.recipient).toMatchObject({ name: 'Apex Recovery Partners' });
    const gone = await dispute(u.userId);
    const res = await post(`/api/dispute/${gone}/certified-mail/preview`, {}, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Paste your letter');
  });

  it('uses addresses the user entered and says so', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    const recipient = { name: 'Apex Recovery', address_line1: '1 Main St', address_city: 'Dallas', address_state: 'tx', address_zip: '75201' };
    const m = await preview(u.token, id, { letter_text: SAMPLE_LETTER, recipient });
    expect(m.recipient).toMatchObject({ ...recipient, address_state: 'TX' });
    expect(m.recipient_source).toBe('user_entered');
    expect(m.return_address_source).toBe('letter_text');
  });

  it('needs explicit approval and the approved hash: no approval 400, another hash 409, nothing mailed', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    const m = await preview(u.token, id);
    const before = sim.idempotencyKeys.length;
    const unapproved = await post(`/api/dispute/${id}/certified-mail/send`, { mailing_id: m.id, approved_pdf_sha256: m.pdf_sha256 }, u.token);
    expect(unapproved.statusCode).toBe(400);
    const wrong = await send(u.token, id, m.id, 'a'.repeat(64));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toContain('changed since you approved');
    // A new preview withdraws the old one: its hash no longer mails anything.
    const newer = await preview(u.token, id, { letter_text: `${SAMPLE_LETTER}\nP.S. Please reply in writing.` });
    expect(newer.pdf_sha256).not.toBe(m.pdf_sha256);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(409);
    expect(sim.idempotencyKeys.length).toBe(before);
  });

  it('cancels a letter before it is mailed (the letter is not counted), not after', async () => {
    const u = await insertUserWithSession(t.db, { purchases: [{ name: 'dfy_service' }] });
    const id = await dispute(u.userId);
    const m = await preview(u.token, id);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(200);
    const cancel = await post(`/api/dispute/${id}/certified-mail/cancel`, { mailing_id: m.id }, u.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(MailingResponseSchema.parse(cancel.json()).mailing.status).toBe('canceled');
    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status.access.letters_used).toBe(0);
    expect(status.mailing).toBeNull();

    const again = await preview(u.token, id);
    expect((await send(u.token, id, again.id, again.pdf_sha256)).statusCode).toBe(200);
    sim.advance(25 * HOUR);
    const late = await post(`/api/dispute/${id}/certified-mail/cancel`, { mailing_id: again.id }, u.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('can no longer be cancelled');
  });

  it('is owner-only: another user gets 404 for the dispute, the mailing, its PDF and evidence', async () => {
    const owner = await dfyUser();
    const other = await dfyUser();
    const id = await dispute(owner.userId);
    const m = await preview(owner.token, id);
    expect((await get(`/api/dispute/${id}/certified-mail`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/dispute/${id}/certified-mail/preview`, { letter_text: SAMPLE_LETTER }, other.token)).statusCode).toBe(404);
    expect((await send(other.token, id, m.id, m.pdf_sha256)).statusCode).toBe(404);
    expect((await get(m.pdf_url, other.token)).statusCode).toBe(404);
    expect((await get(`/api/certified-mail/${m.id}/evidence.pdf`, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/dispute/${id}/certified-mail` })).statusCode).toBe(401);
  });

  it('without a Done-for-you purchase: status says so, preview and send 403', async () => {
    const u = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const id = await dispute(u.userId);
    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status).toMatchObject({ mail_mode: 'simulator', access: { purchased: false }, mailing: null });
    const res = await post(`/api/dispute/${id}/certified-mail/preview`, { letter_text: SAMPLE_LETTER }, u.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('Done-for-you');
  });

  it('refuses a letter with blanks, and one whose recipient cannot be read unless entered', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    const blanks = await post(
      `/api/dispute/${id}/certified-mail/preview`,
      { letter_text: SAMPLE_LETTER.replace('Jordan Reyes\n12', '[YOUR FULL NAME]\n12') },
      u.token,
    );
    expect(blanks.statusCode).toBe(400);
    const noAddress = await post(
      `/api/dispute/${id}/certified-mail/preview`,
      { letter_text: SAMPLE_LETTER.replace('Chicago, IL 60601-4410', 'Chicago') },
      u.token,
    );
    expect(noAddress.statusCode).toBe(400);
  });

  it('webhooks: a bad or stale signature is refused and nothing stored; a duplicate is stored once; delivery starts the clock', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    // The letter was created ten days ago on the simulator's clock, so its USPS dates are in the past.
    sim.setNow(Date.now() - 10 * DAY);
    const m = await preview(u.token, id);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(200);
    const deliveries = sim.advance(98 * HOUR).filter((d) => JSON.parse(d.body).body.metadata.mailing_id === m.id);
    expect(deliveries.map((d) => d.eventType).at(-1)).toBe('letter.certified.delivered');

    const first = deliveries[0]!;
    const forged = await webhook({ body: first.body, headers: { ...first.headers, 'lob-signature': 'f'.repeat(64) } });
    expect(forged.statusCode).toBe(401);
    const unsigned = await webhook({ body: first.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    const old = String(Date.now() - 10 * 60_000);
    const stale = await webhook({
      body: first.body,
      headers: { 'content-type': 'application/json', 'lob-signature-timestamp': old, 'lob-signature': signLobWebhook(sim.webhookSecret, old, first.body) },
    });
    expect(stale.statusCode).toBe(401);
    const tampered = await webhook({ body: first.body.replace('letter.certified.mailed', 'letter.certified.delivered'), headers: first.headers });
    expect(tampered.statusCode).toBe(401);
    const notJson = await webhook({ body: '{nope', headers: first.headers });
    expect(notJson.statusCode).toBe(400);
    expect(await t.db.db.select().from(certifiedMailEvents).where(eq(certifiedMailEvents.mailingId, m.id))).toHaveLength(0);

    for (const d of deliveries) {
      const res = await webhook(d);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('processed');
    }
    const dup = await webhook(deliveries.at(-1)!);
    expect(dup.json().status).toBe('duplicate');
    expect(await t.db.db.select().from(certifiedMailEvents).where(eq(certifiedMailEvents.mailingId, m.id))).toHaveLength(deliveries.length);

    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status.mailing?.status).toBe('delivered');
    expect(status.mailing?.events.map((e) => e.name)).toEqual(['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery', 'Delivered']);
    const deliveredOn = status.mailing!.delivered_on!;
    expect(deliveredOn < new Date().toISOString().slice(0, 10)).toBe(true);

    const rows = await t.db.db.select().from(disputeEvents).where(eq(disputeEvents.disputeId, id));
    expect(rows.filter((r) => r.type === 'letter_sent')).toHaveLength(1);
    expect(rows.find((r) => r.type === 'letter_sent')).toMatchObject({ method: 'certified_mail', trackingNumber: status.mailing!.tracking_number });
    const delivered = rows.filter((r) => r.type === 'letter_delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.occurredOn).toBe(deliveredOn);

    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, u.token)).json()).dispute;
    const pause = detail.deadlines.find((d) => d.kind === 'collection_paused_until_verification');
    expect(pause).toMatchObject({ start_date: deliveredOn, started_by: { type: 'dispute_delivered', event_id: delivered[0]!.id } });
    expect(pause!.assumptions.join(' ')).not.toContain('No delivery date is recorded');

    // The evidence pack: a PDF with the record, the letter's pages, and the mailed PDF attached byte for byte.
    const pack = await get(status.mailing!.evidence_url!, u.token);
    expect(pack.statusCode).toBe(200);
    expect(pack.headers['content-disposition']).toContain('certified-mail-evidence');
    const doc = await PDFDocument.load(pack.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThan(m.page_count);
    const files = doc.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
    expect((files.lookup(0) as PDFHexString).decodeText()).toBe('mailed-letter.pdf');
    const stream = files.lookup(1, PDFDict).lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    expect(createHash('sha256').update(decodePDFRawStream(stream).decode()).digest('hex')).toBe(m.pdf_sha256);
  });

  it('returned to sender and issues become dispute events the user sees', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    sim.setNow(Date.now() - 30 * DAY);
    sim.nextScenario('never_signed');
    const m = await preview(u.token, id);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(200);
    for (const d of sim.advance(25 * DAY)) expect((await webhook(d)).statusCode).toBe(200);
    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, u.token)).json()).dispute;
    const types = detail.timeline.map((e) => e.type);
    expect(types).toContain('mail_issue');
    expect(types).toContain('mail_returned');
    expect(types).not.toContain('letter_delivered');
    expect(detail.timeline.find((e) => e.type === 'mail_returned')?.description).toBe('Certified letter returned to sender');
    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status.mailing).toMatchObject({ status: 'returned_to_sender', delivered_on: null });
  });

  it('the dev route (this machine only) moves the simulator and feeds its signed events through the webhook checks', async () => {
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/dev/lob/advance',
      payload: { hours: 1 },
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    const u = await dfyUser();
    const id = await dispute(u.userId);
    sim.setNow(Date.now() - 8 * DAY);
    await t.app.inject({ method: 'POST', url: '/api/dev/lob/advance', payload: { next_scenario: 'address_issue' } });
    const m = await preview(u.token, id);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/lob/advance', payload: { hours: 6 * 24 } });
    expect(res.json().delivered).toBeGreaterThanOrEqual(4);
    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status.mailing?.status).toBe('returned_to_sender');
    expect(status.mailing?.events.find((e) => e.detail === 'address_issue')?.action_required).toBe(true);
  });

  it('a "returned to sender" event after delivery adds no return to the timeline (issue 24, item 9; decision 024)', async () => {
    const u = await dfyUser();
    const id = await dispute(u.userId);
    sim.setNow(Date.now() - 30 * DAY);
    const m = await preview(u.token, id);
    expect((await send(u.token, id, m.id, m.pdf_sha256)).statusCode).toBe(200);
    for (const d of sim.advance(25 * DAY)) expect((await webhook(d)).statusCode).toBe(200);
    const row = (await t.db.db.query.certifiedMailings.findFirst({ where: (c, { eq: e }) => e(c.id, m.id) }))!;
    expect(row.status).toBe('delivered');
    const body = JSON.stringify({
      id: `evt_late_return_${m.id.slice(0, 8)}`,
      reference_id: row.lobLetterId,
      event_type: { id: 'letter.certified.returned_to_sender' },
      date_created: new Date().toISOString(),
      body: { id: row.lobLetterId, tracking_number: row.trackingNumber },
    });
    const ts = String(Date.now());
    const res = await webhook({
      body,
      headers: { 'content-type': 'application/json', 'lob-signature-timestamp': ts, 'lob-signature': signLobWebhook(sim.webhookSecret, ts, body) },
    });
    expect(res.json()).toEqual({ success: true, status: 'processed' });
    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, u.token)).json()).dispute;
    const types = detail.timeline.map((e) => e.type);
    expect(types).toContain('letter_delivered');
    expect(types).not.toContain('mail_returned');
    const status = CertifiedMailStatusResponseSchema.parse((await get(`/api/dispute/${id}/certified-mail`, u.token)).json());
    expect(status.mailing).toMatchObject({ status: 'delivered', returned_on: null });
    expect(status.mailing?.delivered_on).not.toBeNull();
    expect(status.mailing?.events.map((e) => e.event_type)).toContain('letter.certified.returned_to_sender');
  });

  it('an event for a letter this server never sent is acknowledged and ignored', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown1',
      reference_id: 'ltr_unknown',
      event_type: { id: 'letter.certified.delivered' },
      date_created: new Date().toISOString(),
      body: { id: 'ltr_unknown' },
    });
    const ts = String(Date.now());
    const res = await webhook({
      body,
      headers: { 'content-type': 'application/json', 'lob-signature-timestamp': ts, 'lob-signature': signLobWebhook(sim.webhookSecret, ts, body) },
    });
    expect(res.json()).toEqual({ success: true, status: 'ignored' });
  });
});

describe('certified mail disabled (production without LOB_API_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525', LOB_API_KEY: undefined });
  });
  afterAll(async () => t?.close());

  it('answers 503 with a clear message, and the status says disabled', async () => {
    const u = await insertUserWithSession(t.db, { purchases: [{ name: 'dfy_service' }] });
    const id = await insertDispute(t.db.db, {
      userId: u.userId,
      analysisId: null,
      collectorName: 'Apex',
      debtAmount: null,
      accountLast4: null,
      letterKind: 'validation_request',
    });
    const status = await t.app.inject({ method: 'GET', url: `/api/dispute/${id}/certified-mail`, headers: { authorization: `Bearer ${u.token}` } });
    expect(status.json()).toMatchObject({ mail_mode: 'disabled' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dispute/${id}/certified-mail/preview`,
      payload: { letter_text: SAMPLE_LETTER },
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toContain('mail it yourself');
    const hook = await t.app.inject({ method: 'POST', url: '/api/webhooks/lob', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(hook.statusCode).toBe(503);
  });
});
