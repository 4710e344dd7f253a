import {
  AnalyzeResponseSchema,
  CreateCreditCenterDisputeResponseSchema,
  CreditCenterResponseSchema,
  CreditFollowUpResponseSchema,
  CreditReportAnalysisSchema,
  FileDisclosureResponseSchema,
  RecordCreditResponseResponseSchema,
} from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../../../../../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../../../../../packages/credit-reports/src/generate/render-report';
import { GRANITE_LETTER } from '../../../../../packages/credit-reports/src/test-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { FALLBACK_TIME_ZONE, formatLongDate, todayIn } from '@debtshield/clocks';
import { users } from '@debtshield/db';
import { eq } from 'drizzle-orm';

const userInfo = { name: 'Riley A Samplewood', address: '3385 Cedar Ln', cityStateZip: 'Springfield IL 62701', ssnLast4: '' };

describe('credit repair center', () => {
  let t: TestApp;
  let reportPdf: Uint8Array;
  const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
  const analyze = async (token: string | undefined, bytes: Uint8Array = reportPdf, name = 'transunion.pdf', type = 'application/pdf') =>
    t.app.inject({ method: 'POST', url: '/api/credit-repair/analyze', payload: analyzeForm({}, [{ name, type, bytes }]), headers: auth(token) });
  const post = (url: string, token: string | undefined, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const get = (url: string, token: string | undefined) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const creditUser = () => insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    reportPdf = await textPdf(reportPages(generateReport('transunion', 0)));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for signed-in users whose plan includes credit help (402 with the payment path), decided when the request is read', async () => {
    expect((await get('/api/credit-repair/center', undefined)).statusCode).toBe(401);
    const free = await insertUserWithSession(t.db);
    const refused = await get('/api/credit-repair/center', free.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('/payment?product=credit');
    expect((await analyze(free.token)).statusCode).toBe(402);
  });

  it('reads a synthetic TransUnion report: the accounts with their evidence, the planted errors with the FCRA section, no full account number', async () => {
    const me = await creditUser();
    const res = await analyze(me.token);
    expect(res.statusCode).toBe(200);
    const analysis = CreditReportAnalysisSchema.parse(res.json());
    expect(analysis.bureau).toBe('transunion');
    expect(analysis.items.filter((i) => i.kind === 'account' || i.kind === 'collection').length).toBeGreaterThan(2);
    const kinds = analysis.findings.map((f) => f.kind);
    expect(kinds).toContain('obsolete');
    expect(kinds).toContain('balance_after_payoff');
    const obsolete = analysis.findings.find((f) => f.kind === 'obsolete')!;
    expect(obsolete.section).toMatch(/605\(a\)/);
    expect(obsolete.proof.some((p) => p.evidence && p.evidence.page >= 1 && p.evidence.text.length > 0)).toBe(true);
    // Account numbers: the last 4 only, anywhere in the answer (ids aside: a random UUID may start with 8 digits).
    expect(res.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')).not.toMatch(/\d{8,}/);
    const center = CreditCenterResponseSchema.parse((await get('/api/credit-repair/center', me.token)).json());
    expect(center).toMatchObject({ reportsRead: 1, findingsFound: analysis.findings.length, lettersMade: 0, disputes: [] });
    // In Spanish: the findings, their law and proof labels; the report's own words as printed.
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/credit-repair/analyze',
      payload: analyzeForm({}, [{ name: 'transunion.pdf', type: 'application/pdf', bytes: reportPdf }]),
      headers: { ...auth(me.token), 'accept-language': 'es' },
    });
    expect(es.headers['content-language']).toBe('es');
    const spanish = CreditReportAnalysisSchema.parse(es.json()).findings.find((f) => f.kind === 'obsolete')!;
    expect(spanish.summary).toContain('se informa más de 7 años y 180 días después de su primera morosidad');
    expect(spanish.section).toContain('disputa según 611');
  });

  it('a collection letter and the report disagree about the same debt: a finding on both sides, shown with the report and with the letter', async () => {
    // The report's collection GRANITE PORTFOLIO SERVICES (for NORTHWIND BANK, ending 6777) shows $3,336; the letter asks $3,836.
    const me = await insertUserWithSession(t.db, { planType: 'bundle', purchases: [{ name: 'bundle' }] });
    const letter = await letterPdf(GRANITE_LETTER);
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: letter }]),
      headers: auth(me.token),
    });
    expect(analysed.statusCode).toBe(200);
    const first = AnalyzeResponseSchema.parse(analysed.json());
    // No report yet: nothing to compare.
    expect(first.credit_report_mismatches).toBeUndefined();

    const report = CreditReportAnalysisSchema.parse((await analyze(me.token)).json());
    const reportSide = report.findings.filter((f) => f.kind === 'letter_mismatch');
    expect(reportSide.map((f) => f.items)).toEqual([[expect.stringMatching(/^transunion:/), `letter:${first.analysis_id}`]]);
    expect(reportSide[0]!.section).toMatch(/1681s-2|623/);
    expect(report.letterMismatches).toEqual([
      expect.objectContaining({
        field: 'amount',
        bureau: 'transunion',
        letter: first.analysis_id,
        letterValue: '$3,836',
        reportValue: '$3,336',
        section: expect.stringMatching(/1692e\(2\)\(A\)/),
      }),
    ]);
    expect(report.letterMismatches![0]!.evidence.page).toBeGreaterThanOrEqual(1);

    // The letter's results, read again, now carry the letter side: decided when the analysis is read.
    const again = AnalyzeResponseSchema.parse((await get(`/api/analysis/${first.analysis_id}`, me.token)).json());
    expect(again.credit_report_mismatches).toEqual(report.letterMismatches);
    // A new analysis of the same letter is compared when it is made.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: letter }]),
      headers: auth(me.token),
    });
    const secondBody = AnalyzeResponseSchema.parse(second.json());
    expect(secondBody.credit_report_mismatches?.map((m) => [m.field, m.letter])).toEqual([['amount', secondBody.analysis_id]]);
    // Only the owner's reports: another user analysing the same letter sees none.
    const other = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: letter }]),
      headers: auth(other.token),
    });
    expect(AnalyzeResponseSchema.parse(theirs.json()).credit_report_mismatches).toBeUndefined();
  });

  it('refuses what is not a credit report, and files that are not a PDF or an image, with a clear 4xx', async () => {
    const me = await creditUser();
    const letter = await analyze(me.token, await letterPdf('Dear customer, thank you for shopping with us. Your order ships tomorrow.'));
    expect(letter.statusCode).toBe(400);
    expect(letter.json().error).toMatch(/credit report/);
    expect((await analyze(me.token, new TextEncoder().encode('hello'), 'notes.exe', 'application/octet-stream')).statusCode).toBe(415);
  });

  it('writes the FCRA 609 file-disclosure request, which deletes nothing; credit plans only', async () => {
    const body = { bureau: 'experian', userInfo };
    const free = await insertUserWithSession(t.db);
    expect((await post('/api/credit-repair/letters/file-disclosure', free.token, body)).statusCode).toBe(402);
    const me = await creditUser();
    const res = await post('/api/credit-repair/letters/file-disclosure', me.token, body);
    expect(res.statusCode).toBe(200);
    const { letter } = FileDisclosureResponseSchema.parse(res.json());
    expect(letter).toMatchObject({ recipient: 'experian', recipientName: 'Experian', kind: 'file_disclosure' });
    expect(letter.content).toContain('1681g(a)');
    expect(letter.notes.join(' ')).toMatch(/deletes nothing/);
    expect((await post('/api/credit-repair/letters/file-disclosure', me.token, { ...body, bureau: 'innovis' })).statusCode).toBe(400);
  });

  it("uses the dispute address printed on the report for that bureau's letters, and the registry's for the others", async () => {
    const me = await creditUser();
    const pages = [
      ...reportPages(generateReport('transunion', 0)),
      'To dispute information in this report, write to:\nTransUnion LLC\nP.O. Box 2000\nChester, PA 19022-2000',
    ];
    const analysis = CreditReportAnalysisSchema.parse((await analyze(me.token, await textPdf(pages))).json());
    expect(analysis.bureauAddress).toMatchObject({ lines: ['P.O. Box 2000', 'Chester, PA 19022-2000'], page: pages.length });
    const chosen = analysis.findings.find((f) => f.kind === 'obsolete')!.id;
    const res = await post('/api/credit-repair/disputes', me.token, {
      reportId: analysis.reportId,
      findings: [chosen],
      bureaus: ['transunion', 'equifax'],
      userInfo,
    });
    const { letters } = CreateCreditCenterDisputeResponseSchema.parse(res.json());
    expect(letters[0]!.address).toEqual(['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19022-2000']);
    expect(letters[0]!.notes.join(' ')).toContain(`printed on your own TransUnion report (page ${pages.length})`);
    expect(letters[1]!.address).toEqual(['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374-0256']);
  });

  it('an account the person says is not theirs: the dispute, and the identity-theft block (605B) to each bureau', async () => {
    const me = await creditUser();
    const analysis = CreditReportAnalysisSchema.parse((await analyze(me.token)).json());
    const account = analysis.items.find((i) => i.kind === 'account')!;
    const res = await post('/api/credit-repair/disputes', me.token, {
      reportId: analysis.reportId,
      findings: [],
      bureaus: ['transunion', 'experian'],
      confirmations: { [account.key]: 'not_mine' },
      userInfo,
    });
    expect(res.statusCode).toBe(200);
    const { letters } = CreateCreditCenterDisputeResponseSchema.parse(res.json());
    expect(letters.map((l) => `${l.recipient}:${l.kind}`)).toEqual([
      'transunion:bureau_dispute',
      'transunion:identity_theft_block',
      'experian:bureau_dispute',
      'experian:identity_theft_block',
    ]);
    expect(letters[1]!.content).toContain('1681c-2(a)');
    expect(letters[0]!.content).toContain('This account is not mine');
  });

  it('disputes two errors with two bureaus, records "verified" and drafts the method-of-verification letter; the follow-up check; owner only', async () => {
    const me = await creditUser();
    const analysis = CreditReportAnalysisSchema.parse((await analyze(me.token)).json());
    const chosen = ['obsolete', 'balance_after_payoff'].map((k) => analysis.findings.find((f) => f.kind === k)!.id);
    const body = {
      reportId: analysis.reportId,
      findings: chosen,
      bureaus: ['transunion', 'equifax'],
      furnisher: false,
      confirmations: {},
      answers: {},
      userInfo,
    };

    // An item the person confirmed is accurate is never disputed.
    const paid = analysis.findings.find((f) => f.kind === 'balance_after_payoff')!;
    const refused = await post('/api/credit-repair/disputes', me.token, { ...body, confirmations: { [paid.items[0]!]: 'accurate' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/accurate/);
    expect((await post('/api/credit-repair/disputes', me.token, { ...body, bureaus: [] })).statusCode).toBe(400);

    const created = CreateCreditCenterDisputeResponseSchema.parse((await post('/api/credit-repair/disputes', me.token, body)).json());
    expect(created.letters.map((l) => l.recipient)).toEqual(['transunion', 'equifax']);
    for (const letter of created.letters) {
      expect(letter.content).toContain('Riley A Samplewood');
      expect(letter.content).toMatch(/1681i/);
      expect(letter.kind).toBe('bureau_dispute');
    }
    expect(created.letters[0]!.address[0]).toBe('TransUnion Consumer Solutions');

    // Written is not mailed (issue 27): "Not mailed yet", and no clock, until the person records the mailing.
    const written = CreditCenterResponseSchema.parse((await get('/api/credit-repair/center', me.token)).json()).disputes[0]!;
    expect(written.recipients.map((r) => r.status)).toEqual(['draft', 'draft']);
    expect(written.recipients.map((r) => r.clock)).toEqual([null, null]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await post(`/api/credit-repair/disputes/${created.disputeId}/mailed`, me.token, { recipient: 'transunion', date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatch(/up to today/);
    // "Up to today" is the person's today: the zone their browser sends (checked, then remembered), not UTC's or ours.
    const badZone = await post(`/api/credit-repair/disputes/${created.disputeId}/mailed`, me.token, {
      recipient: 'transunion',
      date: todayIn(FALLBACK_TIME_ZONE),
      time_zone: 'Mars/Olympus',
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error).toMatch(/time_zone/);
    const farEast = 'Pacific/Kiritimati'; // UTC+14: its today is the latest on Earth
    for (const recipient of ['transunion', 'equifax'])
      expect(
        (await post(`/api/credit-repair/disputes/${created.disputeId}/mailed`, me.token, { recipient, date: todayIn(farEast), time_zone: farEast })).statusCode,
      ).toBe(200);
    const [stored] = await t.db.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, me.userId));
    expect(stored?.timeZone).toBe(farEast);

    const center = CreditCenterResponseSchema.parse((await get('/api/credit-repair/center', me.token)).json());
    const dispute = center.disputes[0]!;
    expect(dispute.recipients.map((r) => r.status)).toEqual(['sent', 'sent']);
    const clock = dispute.recipients[0]!.clock!;
    expect(clock.statute).toMatch(/1681i\(a\)\(1\)/);
    // 30 days from the bureau's receipt, not from the mailing: the receipt is assumed later than the day written.
    expect(clock.start! > todayIn(FALLBACK_TIME_ZONE)).toBe(true);
    expect(clock.assumption).toBeTruthy();

    const other = await creditUser();
    expect((await get(`/api/credit-repair/disputes/${created.disputeId}/follow-up`, other.token)).statusCode).toBe(404);
    expect(
      (
        await post(`/api/credit-repair/disputes/${created.disputeId}/responses`, other.token, {
          recipient: 'transunion',
          response: 'verified',
          date: clock.start,
        })
      ).statusCode,
    ).toBe(404);

    const nothingYet = CreditFollowUpResponseSchema.parse((await get(`/api/credit-repair/disputes/${created.disputeId}/follow-up`, me.token)).json());
    expect(nothingYet.letter).toBeNull();
    // Each recipient's last day as people write it, never ISO (decision 255); the clock's `due` stays ISO.
    const due = nothingYet.dispute.recipients[0]!.clock!.due!;
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nothingYet.message).toContain(`TransUnion has until ${formatLongDate(due)}`);
    expect(nothingYet.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const spanish = CreditFollowUpResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/credit-repair/disputes/${created.disputeId}/follow-up`,
          headers: { ...auth(me.token), 'accept-language': 'es' },
        })
      ).json(),
    );
    expect(spanish.message).toMatch(/^Todavía no hay nada que enviar: TransUnion tiene hasta el \d{1,2} de [a-z]+ de \d{4}/);
    expect(spanish.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const today = todayIn(FALLBACK_TIME_ZONE);
    const recorded = RecordCreditResponseResponseSchema.parse(
      (
        await post(`/api/credit-repair/disputes/${created.disputeId}/responses`, me.token, { recipient: 'transunion', response: 'verified', date: today })
      ).json(),
    );
    expect(recorded.letter?.kind).toBe('method_of_verification');
    expect(recorded.letter?.content).toMatch(/1681i\(a\)\(7\)/);
    expect(recorded.message).not.toMatch(/guarantee|will be removed|score/i);
    expect(
      (await post(`/api/credit-repair/disputes/${created.disputeId}/responses`, me.token, { recipient: 'experian', response: 'verified', date: today }))
        .statusCode,
    ).toBe(400);

    const followUp = CreditFollowUpResponseSchema.parse((await get(`/api/credit-repair/disputes/${created.disputeId}/follow-up`, me.token)).json());
    expect(followUp.dispute.recipients[0]).toMatchObject({ recipient: 'transunion', response: 'verified', status: 'verified' });
    // Answered: its clock has stopped.
    expect(followUp.dispute.recipients[0]!.clock).toMatchObject({ days: null, overdue: false });
    expect(followUp.dispute.recipients[1]!.clock?.days).toBeGreaterThan(0);
    expect(followUp.dispute.needsFollowUp).toBe(true);
    expect(followUp.letter?.kind).toBe('method_of_verification');

    const frivolous = RecordCreditResponseResponseSchema.parse(
      (await post(`/api/credit-repair/disputes/${created.disputeId}/responses`, me.token, { recipient: 'equifax', response: 'frivolous', date: today })).json(),
    );
    expect(frivolous.letter?.kind).toBe('bureau_follow_up');
    expect(frivolous.letter?.content).toContain('1681i(a)(3)');
    const after = CreditCenterResponseSchema.parse((await get('/api/credit-repair/center', me.token)).json());
    expect(after.lettersMade).toBe(4);
  });
});
