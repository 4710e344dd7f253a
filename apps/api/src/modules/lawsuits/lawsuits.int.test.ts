import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AnalyzeResponseSchema,
  CaliforniaAnswerResponseSchema,
  DisputeStatusResponseSchema,
  LawsuitPlanResponseSchema,
  LawsuitSaveResponseSchema,
  TexasAnswerResponseSchema,
} from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAnswerDeadline } from '@debtshield/lawsuits';
import { defaultTimeZoneForState, formatLongDate, todayIn, zonedToInstant } from '@debtshield/clocks';
import { mailOutbox } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { sendDueReminders } from '../disputes/reminders';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';

const SUMMONS = readFileSync(
  join(import.meta.dirname, '../../../../../packages/analyzer/fixtures/court-papers/open/tx-justice-citation-debt-claim.txt'),
  'utf8',
);

describe('lawsuits (issue 28)', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  // Today on the calendar of the suits' courts here (California's zone), not UTC's: after midnight UTC they differ.
  const today = todayIn(defaultTimeZoneForState('CA'));
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, ANALYZE_RATE_LIMIT_MAX: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells a summons from a letter at upload: the court paper is named and no letter check runs', async () => {
    const pdf = await letterPdf(SUMMONS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'TX' }, [{ name: 'summons.pdf', type: 'application/pdf', bytes: pdf }]),
    });
    expect(res.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(res.json());
    expect(body.court_paper).toMatchObject({
      is_court_paper: true,
      kinds: ['summons', 'complaint'],
      caption_state: 'TX',
      court_level: 'limited',
      stated_days_to_answer: 14,
    });
    expect(body.court_paper?.plaintiff).toBe('LVNV FUNDING LLC');
    expect(body.violations.violations.filter((v) => v.id.startsWith('vn_'))).toEqual([]);
    expect(body.deadlines).toEqual([]);
  });

  it('gives anyone the deadline, the defenses, the help and the exemptions, storing nothing', async () => {
    const res = await call('POST', '/api/lawsuits/plan', undefined, {
      state: 'TX',
      court_level: 'limited',
      served_on: daysAgo(3),
      plaintiff: 'LVNV Funding LLC',
      amount_claimed: 2418.37,
    });
    expect(res.statusCode).toBe(200);
    const plan = LawsuitPlanResponseSchema.parse(res.json());
    expect(plan.deadline.rule.citation).toContain('502.5');
    expect(plan.deadline.length).toBe(14);
    expect(plan.deadline.status).toBe('open');
    expect(plan.defenses.map((d) => d.id)).toEqual(expect.arrayContaining(['statute_of_limitations', 'standing_debt_buyer', 'require_proof']));
    expect(plan.help.state?.bar).toBe('State Bar of Texas');
    expect(plan.exemptions.federal.map((f) => f.id)).toContain('federal_benefits_in_bank');
    expect(plan.known_from).toEqual({ dispute_id: null, analyses: 0 });
  });

  it('points to the time bar the person answered had passed, with no date counted; a date of last payment wins over the answer (decision 264)', async () => {
    const served = daysAgo(3);
    const facts = { state: 'TX', court_level: 'limited', served_on: served, plaintiff: 'LVNV Funding LLC' };
    const sol = async (extra: object) =>
      LawsuitPlanResponseSchema.parse((await call('POST', '/api/lawsuits/plan', undefined, { ...facts, ...extra })).json()).defenses.find(
        (d) => d.id === 'statute_of_limitations',
      );
    const answered = await sol({ past_limitation_period: true });
    expect(answered).toMatchObject({
      strength: 'points_to_it',
      facts: [{ kind: 'sol_answered_past', state: 'TX', years: 4, filed_on: served }],
      proof: ['time_bar_source', 'last_payment_record', 'charge_off_date', 'no_payment_since'],
    });
    expect(answered?.facts[0]).not.toHaveProperty('runs_out_on');
    expect(answered?.answer_text).not.toMatch(/\d/);
    expect(await sol({ past_limitation_period: false })).toMatchObject({ strength: 'check', facts: [{ kind: 'sol_answered_within', state: 'TX', years: 4 }] });
    // A last payment a year ago is counted and taken over the answer.
    expect(await sol({ past_limitation_period: true, last_payment_date: daysAgo(365) })).toMatchObject({ strength: 'check', facts: [{ kind: 'sol_unknown' }] });
    expect(await sol({})).toMatchObject({ strength: 'check', facts: [{ kind: 'sol_unknown' }] });
  });

  it("takes the answer the person gave on their analysis of the collector's letter, and the lawsuit form's answer over it", async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const pdf = await letterPdf(THREATENING_LETTER);
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'TX', answers: JSON.stringify({ debtPastLimitationPeriod: true }) }, [
        { name: 'letter.pdf', type: 'application/pdf', bytes: pdf },
      ]),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(analysed.statusCode).toBe(200);
    const { analysis_id } = AnalyzeResponseSchema.parse(analysed.json());
    const facts = { state: 'TX', court_level: 'limited', served_on: daysAgo(3), plaintiff: 'Apex Recovery Partners', analysis_id };
    const plan = LawsuitPlanResponseSchema.parse((await call('POST', '/api/lawsuits/plan', me.token, facts)).json());
    expect(plan.known_from.analyses).toBe(1);
    expect(plan.defenses[0]).toMatchObject({ id: 'statute_of_limitations', strength: 'points_to_it', facts: [{ kind: 'sol_answered_past', state: 'TX' }] });
    const told = LawsuitPlanResponseSchema.parse((await call('POST', '/api/lawsuits/plan', me.token, { ...facts, past_limitation_period: false })).json());
    expect(told.defenses[0]).toMatchObject({ strength: 'check', facts: [{ kind: 'sol_answered_within' }] });
    // Someone else's plan never reads this person's answers.
    const anyone = LawsuitPlanResponseSchema.parse((await call('POST', '/api/lawsuits/plan', undefined, facts)).json());
    expect(anyone.defenses[0]).toMatchObject({ strength: 'check', facts: [{ kind: 'sol_unknown' }] });
  });

  it('refuses a day of service in the future and a court date it needs but was not given', async () => {
    const future = await call('POST', '/api/lawsuits/plan', undefined, { state: 'CA', court_level: 'limited', served_on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('served_on');
    const me = await insertUserWithSession(t.db);
    const va = await call('POST', '/api/lawsuits', me.token, { state: 'VA', court_level: 'limited', served_on: daysAgo(2) });
    expect(va.statusCode).toBe(400);
    expect(va.json().error).toContain('date_on_papers');
    expect((await call('POST', '/api/lawsuits', undefined, { state: 'CA', court_level: 'limited', served_on: daysAgo(2) })).statusCode).toBe(401);
  });

  it('puts a saved suit on the tracker’s clocks, in the calendar file, and marks it met once answered', async () => {
    const me = await insertUserWithSession(t.db);
    const served = daysAgo(5);
    const saved = await call('POST', '/api/lawsuits', me.token, {
      state: 'CA',
      court_level: 'limited',
      served_on: served,
      plaintiff: 'Midland Credit Management, Inc.',
      case_number: 'CVRI2400871',
    });
    expect(saved.statusCode).toBe(200);
    const { lawsuit } = LawsuitSaveResponseSchema.parse(saved.json());
    expect(lawsuit.answer_due! > today).toBe(true);
    expect(lawsuit.dispute_id).not.toBeNull();

    const status = await call('GET', `/api/dispute/${lawsuit.dispute_id}/status`, me.token);
    expect(status.statusCode).toBe(200);
    const detail = DisputeStatusResponseSchema.parse(status.json()).dispute;
    const clock = detail.deadlines.find((d) => d.kind === 'lawsuit_answer_due');
    expect(clock).toMatchObject({ due_date: lawsuit.answer_due, status: 'open', binds: 'consumer', citation: 'Cal. Code Civ. Proc. 412.20(a)(3)' });
    expect(detail.smart_action).toMatchObject({ status: 'action_needed', urgency: 'critical', action: 'answer_lawsuit' });
    // The sentence says the date as people write it; the field stays ISO (decision 255).
    expect(detail.smart_action.message).toBe(`You were sued. File your answer with the court by ${formatLongDate(lawsuit.answer_due!)}.`);
    expect(detail.timeline.map((e) => e.type)).toContain('lawsuit_served');

    const ics = await call('GET', `/api/lawsuits/${lawsuit.id}/calendar.ics`, me.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${lawsuit.answer_due!.replace(/-/g, '')}`);

    const other = await insertUserWithSession(t.db);
    expect((await call('GET', `/api/lawsuits/${lawsuit.id}/calendar.ics`, other.token)).statusCode).toBe(404);

    const answered = await call('POST', `/api/lawsuits/${lawsuit.id}/answered`, me.token, { answered_on: today });
    expect(answered.statusCode).toBe(200);
    const after = DisputeStatusResponseSchema.parse((await call('GET', `/api/dispute/${lawsuit.dispute_id}/status`, me.token)).json()).dispute;
    expect(after.deadlines.find((d) => d.kind === 'lawsuit_answer_due')?.status).toBe('met');
    const list = await call('GET', '/api/lawsuits', me.token);
    expect(list.json().lawsuits).toHaveLength(1);
  });

  it('counts Vermont small claims from the mailing date: the plan, the saved suit, the tracker clock and the calendar follow it (decision 065)', async () => {
    const arrived = daysAgo(3);
    const mailed = daysAgo(7);
    const facts = { state: 'VT', court_level: 'limited', served_on: arrived, service_method: 'mail', plaintiff: 'Portfolio Recovery Associates, LLC' };
    const ask = LawsuitPlanResponseSchema.parse((await call('POST', '/api/lawsuits/plan', undefined, facts)).json());
    expect(ask.deadline).toMatchObject({ status: 'needs_mailing_date', due_date: null, counted_from: 'mailing' });
    expect(ask.deadline.rule).toMatchObject({ counts_from: 'mailing', check: { status: 'verified', kind: 'rule_text' } });

    const res = await call('POST', '/api/lawsuits/plan', undefined, { ...facts, mailed_on: mailed });
    expect(res.statusCode).toBe(200);
    const plan = LawsuitPlanResponseSchema.parse(res.json());
    const expected = computeAnswerDeadline({ state: 'VT', level: 'limited', servedOn: arrived, method: 'mail', mailedOn: mailed, today: plan.today });
    expect(plan.deadline).toMatchObject({ counted_from: 'mailing', start_date: mailed, length: 30, due_date: expected.dueDate });
    expect(plan.deadline.rule.citation).toContain('V.R.S.C.P. 3');

    const late = await call('POST', '/api/lawsuits/plan', undefined, { ...facts, mailed_on: today });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toContain('mailed_on');

    const me = await insertUserWithSession(t.db);
    const missing = await call('POST', '/api/lawsuits', me.token, facts);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('mailed_on');
    const saved = await call('POST', '/api/lawsuits', me.token, { ...facts, mailed_on: mailed });
    expect(saved.statusCode).toBe(200);
    const { lawsuit } = LawsuitSaveResponseSchema.parse(saved.json());
    expect(lawsuit.answer_due).toBe(expected.dueDate);

    const detail = DisputeStatusResponseSchema.parse((await call('GET', `/api/dispute/${lawsuit.dispute_id}/status`, me.token)).json()).dispute;
    const clock = detail.deadlines.find((d) => d.kind === 'lawsuit_answer_due');
    expect(clock).toMatchObject({ due_date: expected.dueDate, start_date: mailed, length: 30 });
    expect(clock?.started_by.description).toBe('the court papers were mailed to you');

    const ics = await call('GET', `/api/lawsuits/${lawsuit.id}/calendar.ics`, me.token);
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${expected.dueDate!.replace(/-/g, '')}`);
    expect(ics.body.replace(/\r\n /g, '')).toContain('counted from the day the papers were mailed to you');
  });

  it('emails a reminder with the calendar file before the answer is due (the tracker’s reminder job)', async () => {
    const me = await insertUserWithSession(t.db);
    const zone = defaultTimeZoneForState(null);
    const localToday = todayIn(zone);
    // A Texas justice-court suit (14 days) served so that the answer is due within the reminder window.
    const served = [11, 12, 13]
      .map((n) => new Date(Date.parse(`${localToday}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10))
      .find((d) => {
        const left = computeAnswerDeadline({ state: 'TX', level: 'limited', servedOn: d, today: localToday }).daysRemaining ?? 0;
        return left >= 1 && left <= 3;
      })!;
    const saved = await call('POST', '/api/lawsuits', me.token, { state: 'TX', court_level: 'limited', served_on: served, plaintiff: 'LVNV Funding LLC' });
    expect(saved.statusCode).toBe(200);
    const run = await sendDueReminders(t.app, zonedToInstant(localToday, '10:00', zone));
    expect(run.failed).toBe(0);
    const mail = (await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))) as { subject: string; text: string; attachments: unknown }[];
    const reminder = mail.find((m) => m.subject.includes('Your answer to the lawsuit is due'));
    expect(reminder?.text).toContain('Tex. R. Civ. P. 502.5(a)');
    expect(JSON.stringify(reminder?.attachments)).toContain('BEGIN:VCALENDAR');
  });

  it('drafts California’s general denial from what the person entered', async () => {
    const res = await call('POST', '/api/lawsuits/answer/california', undefined, {
      defendant_name: 'Maria L. Gonzalez',
      defendant_address: '81 Palm Ave, Riverside, CA 92501',
      county: 'Riverside',
      plaintiff: 'Midland Credit Management, Inc.',
      case_number: 'CVRI2400871',
      limited_civil: true,
      complaint_verified: false,
      assigned_claim: true,
      amount_claimed: 2418.37,
      defenses: [{ id: 'standing_debt_buyer', answer_text: 'Plaintiff lacks standing.' }],
      date: today,
    });
    expect(res.statusCode).toBe(200);
    const body = CaliforniaAnswerResponseSchema.parse(res.json());
    expect(body.draft.allowed.allowed).toBe(true);
    expect(body.draft.text).toContain("Maria L. Gonzalez generally denies each and every allegation of plaintiff's complaint.");
    expect(body.filing.fees.map((f) => f.amount)).toEqual([225, 370, 435]);
    const bad = await call('POST', '/api/lawsuits/answer/california', undefined, { defendant_name: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('drafts a Texas justice-court answer (a general denial) from what the person entered, with the steps and the fee and their sources', async () => {
    const res = await call('POST', '/api/lawsuits/answer/texas', undefined, {
      defendant_name: 'James R. Whitaker',
      defendant_address: '1420 Elm St, Dallas, TX 75201',
      county: 'Dallas',
      precinct: '1',
      place: '2',
      plaintiff: 'LVNV Funding, LLC',
      case_number: 'JP01-24-SC00123',
      service_method: 'mail',
      defenses: [{ id: 'standing_debt_buyer', answer_text: 'Plaintiff lacks standing.' }],
      date: today,
    });
    expect(res.statusCode).toBe(200);
    const body = TexasAnswerResponseSchema.parse(res.json());
    expect(body.draft.text).toContain("Defendant James R. Whitaker denies all of the plaintiff's claims");
    expect(body.draft.text).toContain('IN THE JUSTICE COURT, PRECINCT 1, PLACE 2, DALLAS COUNTY, TEXAS');
    expect(body.draft.form.id).toBe('CV-ANS-103');
    expect(body.draft.checks.general_denial).toMatchObject({ status: 'verified', source: expect.stringMatching(/^https:\/\//) });
    expect(body.filing.fees.map((f) => f.amount)).toEqual([0]);
    expect(body.filing.fees_check).toMatchObject({ status: 'verified', quote: expect.stringContaining('costs nothing') });
    // Bad input is a clear 400: no precinct, an unknown way of sending the copy.
    expect((await call('POST', '/api/lawsuits/answer/texas', undefined, { defendant_name: 'J', precinct: '' })).statusCode).toBe(400);
    const badMethod = await call('POST', '/api/lawsuits/answer/texas', undefined, {
      defendant_name: 'James R. Whitaker',
      defendant_address: '1420 Elm St',
      county: 'Dallas',
      precinct: '1',
      plaintiff: 'LVNV Funding, LLC',
      case_number: 'JP01-24-SC00123',
      service_method: 'pigeon',
      defenses: [],
      date: today,
    });
    expect(badMethod.statusCode).toBe(400);
    // The justice court's answer carries no county or district court parts.
    expect(body.draft.court_kind).toBe('justice');
    expect(body.draft.checks.sworn_denial).toBeNull();
    expect(body.filing.fees_vary_by_county).toBe(false);
  });

  const districtAnswer = {
    defendant_name: 'James R. Whitaker',
    defendant_address: '1420 Elm St, Dallas, TX 75201',
    county: 'Dallas',
    court_kind: 'district',
    court_number: '101',
    plaintiff: 'Midland Credit Management, Inc.',
    case_number: 'DC-24-01234',
    service_method: 'efile',
    defenses: [{ id: 'statute_of_limitations', answer_text: 'The claims are barred by the statute of limitations.' }],
  };

  it("drafts a Texas district or county court answer: the court's caption, a Rule 92 general denial, the steps, and no fee figure but the county schedules read", async () => {
    const res = await call('POST', '/api/lawsuits/answer/texas', undefined, { ...districtAnswer, date: today });
    expect(res.statusCode).toBe(200);
    const body = TexasAnswerResponseSchema.parse(res.json());
    expect(body.draft.court_kind).toBe('district');
    expect(body.draft.text).toContain('IN THE DISTRICT COURT OF DALLAS COUNTY, TEXAS, 101ST JUDICIAL DISTRICT');
    expect(body.draft.text).toContain("DEFENDANT'S ORIGINAL ANSWER");
    expect(body.draft.text).toContain('as Rule 92 of the Texas Rules of Civil Procedure allows');
    expect(body.draft.form.id).toBe('CV-ANS-102');
    expect(body.draft.checks.general_denial).toMatchObject({ status: 'verified', kind: 'rule_text', quote: expect.stringContaining('general denial') });
    expect(body.draft.checks.sworn_denial).toMatchObject({ status: 'verified', quote: expect.stringContaining('Rule 93') });
    expect(body.filing.steps).toEqual(expect.arrayContaining(['file_with_clerk_who_issued_citation', 'by_ten_on_answer_day', 'sworn_account_check']));
    // Never a made-up fee: none shown as a figure; the schedules read are linked, and Rule 145 for those who cannot pay.
    expect(body.filing.fees).toEqual([]);
    expect(body.filing.fees_vary_by_county).toBe(true);
    expect(body.filing.fee_schedules.length).toBeGreaterThan(0);
    expect(body.filing.cost_waiver_check).toMatchObject({ kind: 'rule_text', quote: expect.stringContaining('Statement of Inability') });

    const countyCourt = await call('POST', '/api/lawsuits/answer/texas', undefined, {
      ...districtAnswer,
      court_kind: 'county',
      court_number: '3',
      date: today,
    });
    expect(countyCourt.statusCode).toBe(200);
    expect(TexasAnswerResponseSchema.parse(countyCourt.json()).draft.text).toContain('IN THE COUNTY COURT AT LAW NO. 3, DALLAS COUNTY, TEXAS');

    // A district court needs its number; an unknown court is a clear 400.
    expect((await call('POST', '/api/lawsuits/answer/texas', undefined, { ...districtAnswer, court_number: null, date: today })).statusCode).toBe(400);
    expect((await call('POST', '/api/lawsuits/answer/texas', undefined, { ...districtAnswer, court_kind: 'municipal', date: today })).statusCode).toBe(400);
  });
});
