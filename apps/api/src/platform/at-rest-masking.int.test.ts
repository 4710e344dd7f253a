import { CreateCreditCenterDisputeResponseSchema, CreditReportAnalysisSchema, MailingResponseSchema } from '@debtshield/contracts';
import { certifiedMailings } from '@debtshield/db';
import { eq, sql } from 'drizzle-orm';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../../../../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../../../../packages/credit-reports/src/generate/render-report';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { analyzeForm, insertUserWithSession } from '../../test/factories';
import { insertDispute } from '../modules/letters/letters.repository';
import { SAMPLE_LETTER } from '../modules/mail/sample-letter';
import { purgeExpired } from './jobs';
import { FALLBACK_TIME_ZONE, todayIn } from '@debtshield/clocks';

// Issue 24, item 7: no full SSN or card number rests in any column or stored file, whatever a person
// types into the five places the audit found (decision 023).
const SSN = '123-45-6789';
const CARD = '4111 1111 1111 1111';
const AMEX = '3782-822463-10005';
const SECRETS = `SSN ${SSN}, card ${CARD}, other card ${AMEX}, ssn again 987654321`;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** Full SSNs (any written form) and 13–19 digit card numbers (Luhn-valid) in a text. */
export const unmaskedNumbers = (text: string): string[] => {
  // Ids, hashes and the test's own email addresses (a timestamp in them) are not numbers a person typed.
  const clean = text
    .replace(/[\w.+-]+@example\.com/g, '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/[0-9a-f]{40,}/gi, '<hash>');
  const found: string[] = [];
  for (const m of clean.matchAll(/(?<![\d*])\d{3}([- ]?)\d{2}\1\d{4}(?![\d*])/g)) found.push(m[0]);
  for (const m of clean.matchAll(/(?<![\d*])\d(?:[ -]?\d){12,18}(?![\d*])/g)) if (luhn(m[0].replace(/\D/g, ''))) found.push(m[0]);
  return found;
};

/** The text drawn in a PDF: every stream inflated, the strings of its text operators decoded, one line each. */
const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    // The strings shown by text operators (Tj, TJ, ' and "), hex or literal.
    for (const m of raw.matchAll(/<([0-9A-Fa-f]*)>\s*(?:Tj|'|")|\(((?:[^()\\]|\\.)*)\)\s*(?:Tj|'|")/g)) {
      parts.push(m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : (m[2] ?? ''));
    }
  }
  return parts.join('\n');
};

describe('nothing private rests unmasked (issue 24, item 7)', () => {
  let t: TestApp;
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => t?.close());

  it('knows what it looks for', () => {
    expect(unmaskedNumbers(SECRETS)).toEqual([SSN, '987654321', CARD, AMEX]);
    expect(unmaskedNumbers('***-**-6789 **** **** **** 1111 ***********0005 60601-4410 (312) 555-0100 2026-11-23')).toEqual([]);
  });

  it('masks the five places before storing, and drops previews never mailed after their hour', async () => {
    // 1–2. A credit dispute's personal details and answers, and the bureau's answer as the person copied it.
    const credit = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/credit-repair/analyze',
      payload: analyzeForm({}, [{ name: 'r.pdf', type: 'application/pdf', bytes: await textPdf(reportPages(generateReport('transunion', 0))) }]),
      headers: { authorization: `Bearer ${credit.token}` },
    });
    const analysis = CreditReportAnalysisSchema.parse(read.json());
    const account = analysis.items.find((i) => i.kind === 'account')!;
    const created = await post(
      '/api/credit-repair/disputes',
      {
        reportId: analysis.reportId,
        findings: [],
        bureaus: ['transunion'],
        confirmations: { [account.key]: 'not_mine' },
        answers: { [account.key]: `Never opened it. ${SECRETS}` },
        userInfo: { name: `Riley Samplewood ${SSN}`, address: `3385 Cedar Ln, card ${CARD}`, cityStateZip: 'Springfield IL 62701', ssnLast4: '6789' },
      },
      credit.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { disputeId, letters } = CreateCreditCenterDisputeResponseSchema.parse(created.json());
    expect(unmaskedNumbers(JSON.stringify(letters))).toEqual([]);
    const answered = await post(
      `/api/credit-repair/disputes/${disputeId}/responses`,
      { recipient: 'transunion', response: 'verified', date: todayIn(FALLBACK_TIME_ZONE), details: `They wrote: ${SECRETS}` },
      credit.token,
    );
    expect(answered.statusCode, answered.body).toBe(200);

    // 3–4. Certified mail: the recipient and the letter's PDF.
    const mailer = await insertUserWithSession(t.db, { purchases: [{ name: 'dfy_service' }] });
    const disputeOf = () =>
      insertDispute(t.db.db, {
        userId: mailer.userId,
        analysisId: null,
        collectorName: 'Apex',
        debtAmount: 1,
        accountLast4: '1111',
        letterKind: 'validation_request',
      });
    const first = await disputeOf();
    const preview = await post(
      `/api/dispute/${first}/certified-mail/preview`,
      {
        letter_text: `${SAMPLE_LETTER}\n\nMy SSN is ${SSN} and the card is ${CARD}.`,
        recipient: { name: `Apex Recovery acct ${CARD}`, address_line1: '1 Main St', address_city: 'Dallas', address_state: 'TX', address_zip: '75201' },
      },
      mailer.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const mailing = MailingResponseSchema.parse(preview.json()).mailing;
    expect(mailing.recipient.name).toBe('Apex Recovery acct **** **** **** 1111');
    const shown = await t.app.inject({ method: 'GET', url: mailing.pdf_url, headers: { authorization: `Bearer ${mailer.token}` } });
    const drawn = await pdfText(shown.rawPayload);
    expect(drawn).toContain('***-**-6789');
    expect(unmaskedNumbers(drawn)).toEqual([]);

    // 5. Feedback.
    expect(
      (await post('/api/feedback', { feedback: `My card ${CARD} was charged twice. ${SECRETS}`, email: 'f@example.com', feedback_type: 'issue' })).statusCode,
    ).toBe(200);

    // Every column of every table, and every stored PDF.
    const tables = (await t.db.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as {
      rows: { table_name: string }[];
    };
    expect(tables.rows.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const rows = (await t.db.db.execute(sql.raw(`select row_to_json(t)::text as j from "${table}" t`))) as unknown as { rows: { j: string }[] };
      for (const { j } of rows.rows) for (const hit of unmaskedNumbers(j.replace(/"pdf_base64":"[^"]*"/g, ''))) leaks.push(`${table}: ${hit}`);
    }
    for (const row of await t.db.db.select({ pdf: certifiedMailings.pdfBase64 }).from(certifiedMailings)) {
      for (const hit of unmaskedNumbers(await pdfText(Buffer.from(row.pdf, 'base64')))) leaks.push(`certified mail PDF: ${hit}`);
    }
    expect(leaks).toEqual([]);

    // A preview never mailed expires with its PDF after its hour; a mailed letter stays.
    const second = await disputeOf();
    const kept = MailingResponseSchema.parse(
      (await post(`/api/dispute/${second}/certified-mail/preview`, { letter_text: SAMPLE_LETTER }, mailer.token)).json(),
    ).mailing;
    expect(
      (await post(`/api/dispute/${second}/certified-mail/send`, { mailing_id: kept.id, approved_pdf_sha256: kept.pdf_sha256, approved: true }, mailer.token))
        .statusCode,
    ).toBe(200);
    await purgeExpired(t.app, new Date(Date.now() + 30 * 60_000));
    expect(await t.db.db.select({ id: certifiedMailings.id }).from(certifiedMailings).where(eq(certifiedMailings.id, mailing.id))).toHaveLength(1);
    await purgeExpired(t.app, new Date(Date.now() + 61 * 60_000));
    expect(await t.db.db.select({ id: certifiedMailings.id }).from(certifiedMailings).where(eq(certifiedMailings.id, mailing.id))).toHaveLength(0);
    expect(await t.db.db.select({ id: certifiedMailings.id }).from(certifiedMailings).where(eq(certifiedMailings.id, kept.id))).toHaveLength(1);
  });
});
