import nodemailer from 'nodemailer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTextPdf } from '../packages/analyzer/src/extract/test-helpers';
import { gotoApp, launchBrowser, openPage, signInThroughApi } from './browser';
import { LETTER } from './letter-fixture';
import { signInInPage } from './users';

/** The development server: it runs the inbound SMTP server on its own port (issue 27). */
const baseUrl = inject('devBaseUrl');
const smtpPort = inject('devSmtpPort');

describe('forwarding a collector’s email', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a letter attached to an email sent to the user’s address (through the dev SMTP server) appears as an analysis in the dashboard, at 390 px', async () => {
    const email = `forwarding-${Date.now()}@example.com`;
    const { token, user } = await signInThroughApi(baseUrl, email);
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await signInInPage(page, baseUrl, token, user);

    // The guide shows the address and what happens to mail sent to it.
    await gotoApp(page, `${baseUrl}/email-forwarding`);
    await page.getByRole('heading', { name: 'Forwarded emails are analyzed for you' }).waitFor();
    const address = (await page.locator('code').filter({ hasText: '@' }).first().textContent())?.trim() ?? '';
    expect(address).toMatch(/^letters\+[a-z2-7]{10}@/);

    await gotoApp(page, `${baseUrl}/dashboard`);
    await page.getByText('No letter checked yet.').waitFor();

    const pdf = await makeTextPdf([LETTER.split('\n')]);
    const info = await nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }).sendMail({
      from: `Jordan Example <${email}>`,
      to: address,
      subject: 'Fwd: Letter from Apex Recovery Partners',
      text: 'This came in the mail today.',
      attachments: [{ filename: 'apex-letter.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
    expect(info.accepted).toEqual([address]);

    await page.reload();
    const recent = page.getByRole('region', { name: 'Recent Analyses' });
    await recent.getByText('Apex Recovery Partners').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('No letter checked yet.').count()).toBe(0);
    await context.close();
  });
});
