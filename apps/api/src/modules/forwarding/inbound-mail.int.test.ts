import { ErrorResponseSchema, InboundEmailResponseSchema } from '@debtshield/contracts';
import { analyses } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';
import { forwardingAddress } from './forwarding-address';
import { MAX_INBOUND_MESSAGE_BYTES } from './inbound-mail';
import { closeInboundSmtp, createInboundSmtpServer, listenInboundSmtp } from './smtp-inbound';

const DOMAIN = 'inbound.debtshield-test.example';
const SECRET = 'a-webhook-secret-of-some-length';

describe('mail forwarded to a user’s address', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port: number;
  let pdf: Uint8Array;

  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
  const signedIn = async () => {
    const user = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    // The guide shows the address: from then on mail to it is accepted.
    const res = await t.app.inject({ method: 'GET', url: '/api/email-forwarding/address', headers: { authorization: `Bearer ${user.token}` } });
    expect(res.json()).toMatchObject({ address: forwardingAddress(user.userId, DOMAIN) });
    return { ...user, address: forwardingAddress(user.userId, DOMAIN) };
  };
  const dashboardAnalyses = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/analyses', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { analyses: { id: string; collector_name?: string | null }[] }).analyses;
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_WEBHOOK_SECRET: SECRET });
    smtp = createInboundSmtpServer({ db: t.db.db, pool: null, domain: DOMAIN, log: t.app.log });
    port = await listenInboundSmtp(smtp, 0, '127.0.0.1');
    pdf = await letterPdf(THREATENING_LETTER);
  });
  afterAll(async () => {
    await closeInboundSmtp(smtp);
    await t.close();
  });

  it('analyses a PDF attached to a message sent over SMTP as an upload of that user, and shows it in their dashboard', async () => {
    const me = await signedIn();
    expect(await dashboardAnalyses(me.token)).toEqual([]);
    const info = await transport().sendMail({
      from: 'Jordan Example <jordan@example.com>',
      to: me.address,
      subject: 'Fwd: letter from Apex Recovery Partners',
      text: 'Forwarding the letter I got today.',
      attachments: [{ filename: 'apex-letter.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
    expect(info.accepted).toEqual([me.address]);
    expect(info.response).toMatch(/^250 .*Letter received: analysis [0-9a-f-]{36}/);

    const list = await dashboardAnalyses(me.token);
    expect(list).toHaveLength(1);
    const [row] = await t.db.db.select().from(analyses).where(eq(analyses.userId, me.userId));
    // The letter was read (not the covering note): the collector, and the state from the consumer's address.
    expect(row?.state).toBe('IL');
    expect(JSON.stringify(row?.summary)).toMatch(/Apex Recovery Partners/);
    // Masked like every upload: the full account number is never stored.
    expect(row?.textMasked ?? '').not.toContain('4485123412341234');
  });

  it('reads the text of the email when nothing is attached, with the state of the user’s latest analysis', async () => {
    const me = await signedIn();
    await transport().sendMail({ from: 'x@example.com', to: me.address, subject: 'Fwd: payment demand', text: THREATENING_LETTER });
    await transport().sendMail({
      from: 'x@example.com',
      to: me.address,
      subject: 'Fwd: again',
      text: THREATENING_LETTER.replace('Springfield, IL 62701', 'Somewhere'),
    });
    const rows = await t.db.db.select().from(analyses).where(eq(analyses.userId, me.userId));
    expect(rows.map((r) => r.state)).toEqual(['IL', 'IL']);
    // The same letter (collector, account, date) forwarded twice is one letter in the dashboard (issue 27).
    expect(await dashboardAnalyses(me.token)).toHaveLength(1);
  });

  it('refuses unknown recipients at RCPT TO, and a message with nothing to read, without storing anything', async () => {
    const stranger = `letters+abcdefghij@${DOMAIN}`;
    await expect(transport().sendMail({ from: 'x@example.com', to: stranger, subject: 'hi', text: THREATENING_LETTER })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(transport().sendMail({ from: 'x@example.com', to: 'someone@elsewhere.example', subject: 'relay?', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    });
    const me = await signedIn();
    await expect(transport().sendMail({ from: 'x@example.com', to: me.address, subject: 'empty', text: 'hi' })).rejects.toMatchObject({ responseCode: 550 });
    expect(await dashboardAnalyses(me.token)).toEqual([]);
  });

  it('announces its size limit and refuses a larger message with 552', async () => {
    const me = await signedIn();
    const big = Buffer.alloc(MAX_INBOUND_MESSAGE_BYTES, 1);
    await expect(
      transport().sendMail({ from: 'x@example.com', to: me.address, subject: 'big', text: 'x', attachments: [{ filename: 'big.pdf', content: big }] }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await dashboardAnalyses(me.token)).toEqual([]);
  });

  it('takes the same message from a provider’s webhook (secret required) and from the development route', async () => {
    const me = await signedIn();
    const raw = await new MailComposer({
      from: 'jordan@example.com',
      to: me.address,
      subject: 'Fwd: letter',
      text: 'See attached.',
      attachments: [{ filename: 'letter.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    })
      .compile()
      .build();
    const post = (url: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${url}?to=${encodeURIComponent(me.address)}`,
        headers: { 'content-type': 'message/rfc822', ...headers },
        payload: raw,
      });

    const refused = await post('/api/inbound-email', { authorization: 'Bearer wrong-secret-wrong-secret' });
    expect(refused.statusCode).toBe(401);
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('unauthenticated');

    const viaWebhook = await post('/api/inbound-email', { authorization: `Bearer ${SECRET}` });
    expect(viaWebhook.statusCode).toBe(200);
    expect(InboundEmailResponseSchema.parse(viaWebhook.json()).source).toBe('attachments');

    const viaDev = await post('/api/dev/inbound-email', {});
    expect(viaDev.statusCode).toBe(200);
    // Both were analysed; the dashboard counts the same letter once (issue 27).
    expect(await t.db.db.select().from(analyses).where(eq(analyses.userId, me.userId))).toHaveLength(2);
    expect(await dashboardAnalyses(me.token)).toHaveLength(1);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/dev/inbound-email?to=${encodeURIComponent(`letters+zzzzzzzzzz@${DOMAIN}`)}`,
      headers: { 'content-type': 'message/rfc822' },
      payload: raw,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
