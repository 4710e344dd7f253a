import path from 'node:path';
import os from 'node:os';
import { mkdir } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { openAxePage, runAxe, seriousViolations } from './axe';
import { chooseLanguage, gotoApp, launchBrowser, signInThroughApi } from './browser';
import { LETTER } from './letter-fixture';
import { analyzeLetter, callApi, signInInPage } from './users';

/** The development server: the Lob simulator (no LOB_API_KEY) and the PayPal test checkout. */
const devBaseUrl = inject('devBaseUrl');
/** The production build without LOB_API_KEY: mail disabled. */
const prodBaseUrl = inject('baseUrl');

const MAILED_LETTER = `Jordan Example
77 Elm Street
Springfield, IL 62701

March 10, 2025

Apex Recovery Partners
PO Box 4410
Tulsa, OK 74101

RE: Account ending in 1234

Dear Sir or Madam:

I dispute this debt. Under 15 U.S.C. 1692g(b), please stop collection until you mail me verification of the debt and the name and address of the original creditor.

Sincerely,


______________________________
Jordan Example

Sent by certified mail, return receipt requested.
`;

/** A user who bought Done-for-you (2 letters) and lifetime in the test checkout, with one analysed letter. */
const dfyUser = async () => {
  const email = `dfy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { token } = await signInThroughApi(devBaseUrl, email);
  const api = (path: string, body?: unknown) => callApi(devBaseUrl, path, token, body);
  for (const plan_type of ['lifetime', 'dfy_service']) {
    const order = (await api('/api/payment/create-paypal-order', {
      plan_type,
      email,
      credit_rights_acknowledged: true,
      ...(plan_type === 'dfy_service' ? { dfy_details: { letter_count: 2, authorized: true } } : {}),
    })) as { orderID: string };
    await api('/api/payment/test-checkout/approve', { orderID: order.orderID });
    await api('/api/payment/verify-paypal-order', { orderID: order.orderID, plan_type });
  }
  // A notice dated three days ago: the dispute is timely, so its receipt starts the collection pause (decision 010).
  const recent = new Date(Date.now() - 3 * 86_400_000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const { analysis_id } = await analyzeLetter(devBaseUrl, LETTER.replace('March 3, 2025', recent), token);
  return { token, api, analysis_id };
};

/** Where the mailing screenshots go (looked at by hand). */
const SHOTS = process.env.CERTIFIED_MAIL_SHOTS ?? path.join(os.tmpdir(), 'certified-mail-shots');

type Mailing = { id: string; status: string; pdf_sha256: string; tracking_number: string | null; delivered_on: string | null; events: { name: string }[] };

describe('a done-for-you letter mailed by certified mail through the simulator', () => {
  it('is previewed, approved by its hash, mailed, tracked, and its delivery starts the clock', async () => {
    const { token, api, analysis_id } = await dfyUser();
    const generated = (await api('/api/generate-letter', { analysis_id, letter_kind: 'validation_request' })) as { dispute_id: string };
    const disputeId = generated.dispute_id;
    expect(disputeId).toMatch(/^[0-9a-f-]{36}$/);

    const before = (await api(`/api/dispute/${disputeId}/certified-mail`)) as { mail_mode: string; access: { purchased: boolean; letters_included: number } };
    expect(before).toMatchObject({ mail_mode: 'simulator', access: { purchased: true, letters_included: 2 } });

    const preview = (
      (await api(`/api/dispute/${disputeId}/certified-mail/preview`, { letter_text: MAILED_LETTER })) as { mailing: Mailing & { recipient: unknown } }
    ).mailing;
    expect(preview.recipient).toMatchObject({ name: 'Apex Recovery Partners', address_zip: '74101' });
    await expect(
      api(`/api/dispute/${disputeId}/certified-mail/send`, { mailing_id: preview.id, approved_pdf_sha256: '0'.repeat(64), approved: true }),
    ).rejects.toThrow(/409/);
    const sent = (
      (await api(`/api/dispute/${disputeId}/certified-mail/send`, { mailing_id: preview.id, approved_pdf_sha256: preview.pdf_sha256, approved: true })) as {
        mailing: Mailing;
      }
    ).mailing;
    expect(sent.status).toBe('submitted');
    expect(sent.tracking_number).toMatch(/^\d{22}$/);

    // Five days of USPS scans, signed like Lob's webhooks, through the webhook's own checks.
    await api('/api/dev/lob/advance', { hours: 120 });
    const after = ((await api(`/api/dispute/${disputeId}/certified-mail`)) as { mailing: Mailing }).mailing;
    expect(after.status).toBe('delivered');
    expect(after.events.map((e) => e.name)).toEqual(['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery', 'Delivered']);

    const { dispute } = (await api(`/api/dispute/${disputeId}/status`)) as {
      dispute: {
        timeline: { type: string; date: string; method: string | null }[];
        deadlines: { kind: string; start_date: string; started_by: { type: string } }[];
      };
    };
    expect(dispute.timeline.find((e) => e.type === 'letter_sent')?.method).toBe('certified_mail');
    expect(dispute.timeline.find((e) => e.type === 'letter_delivered')?.date).toBe(after.delivered_on);
    expect(dispute.deadlines.find((d) => d.kind === 'collection_paused_until_verification')).toMatchObject({
      start_date: after.delivered_on,
      started_by: { type: 'dispute_delivered' },
    });

    const pack = await fetch(`${devBaseUrl}/api/certified-mail/${after.id}/evidence.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pack.status).toBe(200);
    expect(pack.headers.get('content-type')).toBe('application/pdf');
  });

  it(
    'through the page: the person prepares the letter, approves the exact PDF, mails it, and the delivery scan starts the clock on the dispute',
    { timeout: 240_000 },
    async () => {
      const { token, api, analysis_id } = await dfyUser();
      const { dispute_id: disputeId } = (await api('/api/generate-letter', { analysis_id, letter_kind: 'validation_request' })) as { dispute_id: string };
      const { user } = (await api('/api/user/profile')) as { user: unknown };
      const browser = await launchBrowser();
      const { page, context } = await openAxePage(browser, { viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      try {
        await mkdir(SHOTS, { recursive: true });
        await signInInPage(page, devBaseUrl, token, user);
        await gotoApp(page, `${devBaseUrl}/response-tracker/${disputeId}`);
        const panel = page.getByRole('region', { name: 'Mail it for me: certified mail' });
        await panel.getByLabel('Your letter, exactly as it should be printed').fill(MAILED_LETTER);
        await panel.getByRole('button', { name: 'Prepare the letter for mailing' }).click();

        // 2. The exact PDF, its fingerprint and both addresses with where they came from; nothing is mailed before approval.
        await panel.getByRole('heading', { name: '2. Check and approve' }).waitFor({ timeout: 60_000 });
        expect(await panel.textContent()).toContain('Apex Recovery Partners');
        expect(await panel.textContent()).toMatch(/[0-9a-f]{64}/);
        expect(await panel.getByRole('button', { name: 'Mail it by certified mail' }).isDisabled()).toBe(true);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, 'approve-390-en.png'), fullPage: true });
        await panel.getByRole('checkbox', { name: 'I have read this letter and approve it for mailing' }).check();
        await panel.getByRole('button', { name: 'Mail it by certified mail' }).click();

        // 3. Tracking: the simulator's USPS scans, a day at a time, through the signed webhook, until delivery.
        await panel.getByRole('heading', { name: '3. Tracking' }).waitFor({ timeout: 60_000 });
        expect(await panel.textContent()).toMatch(/\d{22}/);
        const delivered = panel.getByText(/^Delivered on /);
        for (let day = 0; day < 8 && !(await delivered.isVisible()); day++) {
          await panel.getByRole('button', { name: 'Test mode: move the simulated mail forward one day' }).click();
          await page.waitForTimeout(800);
        }
        await delivered.waitFor({ timeout: 15_000 });
        expect(await panel.getByRole('button', { name: 'Download the evidence pack (PDF)' }).count()).toBe(1);

        // The delivery date is the day the collection pause starts, shown on the dispute's clocks.
        const mailing = ((await api(`/api/dispute/${disputeId}/certified-mail`)) as { mailing: Mailing }).mailing;
        expect(mailing.status).toBe('delivered');
        const shown = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${mailing.delivered_on}T00:00:00Z`),
        );
        await gotoApp(page, `${devBaseUrl}/response-tracker/${disputeId}`);
        const clocks = page.getByRole('region', { name: 'Legal deadlines' });
        await clocks.waitFor();
        expect(await clocks.textContent()).toContain(`Started ${shown}`);
        const timeline = page.getByRole('region', { name: 'What happened' });
        expect(await timeline.textContent()).toMatch(/certified mail/i);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, 'delivered-390-en.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await chooseLanguage(page, 'es');
        await page
          .getByRole('region', { name: /correo certificado/i })
          .first()
          .waitFor();
        await page.screenshot({ path: path.join(SHOTS, 'delivered-1280-es.png'), fullPage: true });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
        await browser.close();
      }
    },
  );

  it('is disabled with a clear message on a production server without LOB_API_KEY', async () => {
    const res = await fetch(`${prodBaseUrl}/api/webhooks/lob`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toContain('mail it yourself');
  });
});
