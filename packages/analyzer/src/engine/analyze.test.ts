import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFirst } from '../text/find';
import type { Rule, RuleMeta, RuleResult } from '../types';
import { analyzeText, COURT_PAPER_REASON, documentFromText } from './analyze';
import { MODEL_FORM_OVERSHADOW_REASON, MODEL_FORM_REASON } from './run-rule';

const MODEL_FORM = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
const TODAY = '2025-06-02';

const meta = (id: string, overrides: Partial<RuleMeta> = {}): RuleMeta => ({
  id,
  title: `Title of ${id}`,
  citation: '15 U.S.C. 1692e',
  kind: 'objective',
  section: '1.4',
  description: 'test rule',
  severity: 5,
  value: 1000,
  ...overrides,
});

const ruleOf = (id: string, check: Rule['check'], overrides: Partial<RuleMeta> = {}): Rule => ({ meta: meta(id, overrides), check });

/** Flags the first match of `pattern`, passes when there is none. */
const phraseRule = (id: string, pattern: RegExp, overrides: Partial<RuleMeta> = {}): Rule =>
  ruleOf(
    id,
    (ctx): RuleResult => {
      const span = findFirst(ctx.text, pattern);
      return span ? { status: 'flag', message: `found ${span.text}`, evidence: [span], confidence: 'high' } : { status: 'pass' };
    },
    overrides,
  );

const alwaysFlag = (id: string, overrides: Partial<RuleMeta> = {}): Rule =>
  ruleOf(id, () => ({ status: 'flag', message: 'missing', evidence: [], confidence: 'high' }), overrides);

const statusOf = (result: ReturnType<typeof analyzeText>, id: string): RuleResult | undefined => result.runs.find((r) => r.rule.meta.id === id)?.result;

describe('analyzeText', () => {
  it('keeps going when a rule throws, and reports the error for that rule only', () => {
    const rules = [
      ruleOf('broken_rule', () => {
        throw new Error('boom');
      }),
      phraseRule('threat_arrest_or_criminal', /\barrest/i),
    ];
    const result = analyzeText('We will have you arrested.', { rules, today: TODAY });
    expect(result.errors).toEqual([{ ruleId: 'broken_rule', message: 'boom' }]);
    expect(statusOf(result, 'broken_rule')).toMatchObject({ status: 'not_applicable', reason: expect.stringContaining('Internal error') });
    expect(result.findings.map((f) => f.id)).toEqual(['threat_arrest_or_criminal']);
  });

  it('treats a rule that returns nothing as an internal error', () => {
    const rules = [ruleOf('empty_rule', () => undefined as unknown as RuleResult)];
    expect(analyzeText('text', { rules, today: TODAY }).errors[0]?.ruleId).toBe('empty_rule');
  });

  it('quotes the evidence exactly, with its page, line and column', () => {
    const rules = [phraseRule('threat_arrest_or_criminal', /arrested/)];
    const result = analyzeText('Page one.\fFirst line\nYou will be arrested today.', { rules, today: TODAY });
    const [finding] = result.findings;
    expect(finding?.evidence).toEqual([{ start: expect.any(Number), end: expect.any(Number), text: 'arrested', page: 2, line: 2, column: 12 }]);
    const ev = finding?.evidence[0];
    expect(result.context.text.slice(ev?.start, ev?.end)).toBe('arrested');
  });

  it("phrases judgment findings as 'may violate' and objective ones as 'appears to violate'", () => {
    const rules = [phraseRule('a_rule', /alpha/), phraseRule('b_rule', /beta/, { kind: 'judgment' })];
    const result = analyzeText('alpha beta', { rules, today: TODAY });
    const byId = Object.fromEntries(result.findings.map((f) => [f.id, f]));
    expect(byId.a_rule).toMatchObject({ mayViolate: false, headline: 'Appears to violate 15 U.S.C. 1692e: Title of a_rule' });
    expect(byId.b_rule).toMatchObject({ mayViolate: true, headline: 'May violate 15 U.S.C. 1692e: Title of b_rule' });
  });

  it('orders findings by weight so the most serious comes first', () => {
    const rules = [phraseRule('minor', /alpha/, { severity: 2 }), phraseRule('major', /beta/, { severity: 9 })];
    expect(analyzeText('alpha beta', { rules, today: TODAY }).findings.map((f) => f.id)).toEqual(['major', 'minor']);
  });

  it('deduplicates questions by id and lists the rules asking', () => {
    const ask = (id: string): Rule =>
      ruleOf(id, () => ({
        status: 'needs_input',
        message: 'need it',
        questions: [{ id: 'ceaseLetterSentDate', text: 'When did you send your cease letter?', type: 'date' }],
      }));
    const result = analyzeText('text', { rules: [ask('one'), ask('two')], today: TODAY, answers: { state: 'CA', lastPaymentDate: '2024-01-01' } });
    expect(result.questions).toEqual([{ id: 'ceaseLetterSentDate', text: 'When did you send your cease letter?', type: 'date', askedBy: ['one', 'two'] }]);
  });

  it('does not ask what the user already answered, and asks the SOL question when it is open', () => {
    const result = analyzeText('text', { rules: [], today: TODAY });
    expect(result.questions.map((q) => q.id)).toEqual(['state']);
    expect(result.questions[0]?.askedBy).toEqual(['statute_of_limitations']);
    const withState = analyzeText('text', { rules: [], today: TODAY, answers: { state: 'TX' } });
    expect(withState.questions.map((q) => q.id)).toEqual(['lastPaymentDate', 'debtPastLimitationPeriod']);
    // The alternative to the date is asked only beside it (decision 254).
    const answered = analyzeText('text', { rules: [], today: TODAY, answers: { state: 'TX', debtPastLimitationPeriod: true } });
    expect(answered.questions).toEqual([]);
    expect(answered.sol).toMatchObject({ status: 'likely_expired', fromAnswer: true });
  });

  it('collects assumptions once with every rule that made them', () => {
    const assume = (id: string): Rule => ruleOf(id, () => ({ status: 'pass', assumptions: ['Assumed a consumer financial product.'] }));
    const result = analyzeText('text', { rules: [assume('x'), assume('y')], today: TODAY });
    expect(result.assumptions).toEqual([{ text: 'Assumed a consumer financial product.', ruleIds: ['x', 'y'] }]);
  });

  it('is deterministic given today', () => {
    const rules = [phraseRule('threat_arrest_or_criminal', /arrest/)];
    const strip = (r: ReturnType<typeof analyzeText>) => JSON.stringify({ ...r, context: undefined, runs: undefined });
    expect(strip(analyzeText('arrest', { rules, today: TODAY }))).toBe(strip(analyzeText('arrest', { rules, today: TODAY })));
    expect(analyzeText('arrest', { rules, today: TODAY }).today).toBe(TODAY);
  });

  it('shows findings as information only when the sender is the original creditor', () => {
    const rules = [phraseRule('threat_arrest_or_criminal', /arrest/)];
    const result = analyzeText('arrest', { rules, today: TODAY, answers: { senderIsOriginalCreditor: true } });
    expect(result.findings[0]).toMatchObject({ level: 'info', headline: expect.stringContaining('For information') });
    expect(result.score.totalValue).toBe(0);
  });

  it('caps the total value at the $1,000 statutory maximum', () => {
    const rules = [phraseRule('r1', /a/), phraseRule('r2', /b/), phraseRule('r3', /c/)];
    const result = analyzeText('a b c', { rules, today: TODAY });
    expect(result.findings).toHaveLength(3);
    expect(result.score.totalValue).toBe(1000);
  });

  it('keeps documentFromText pages and offsets aligned', () => {
    const doc = documentFromText('one\ftwo');
    expect(doc.pages.map((p) => doc.text.slice(p.offset, p.offset + p.text.length))).toEqual(['one', 'two']);
  });
});

describe('the §1.10 whitelist applied by the engine', () => {
  it('marks vn_* and overshadow_* not applicable on the Model Form B-1', () => {
    const rules = [alwaysFlag('vn_current_creditor'), alwaysFlag('overshadow_payment_deadline'), alwaysFlag('threat_violence')];
    const result = analyzeText(MODEL_FORM, { rules, today: TODAY });
    expect(result.gates.followsModelForm).toBe(true);
    expect(statusOf(result, 'vn_current_creditor')).toEqual({ status: 'not_applicable', reason: MODEL_FORM_REASON });
    expect(statusOf(result, 'overshadow_payment_deadline')).toEqual({ status: 'not_applicable', reason: MODEL_FORM_OVERSHADOW_REASON });
    expect(result.runs.find((r) => r.rule.meta.id === 'vn_current_creditor')?.raw?.status).toBe('flag');
    expect(result.findings.map((f) => f.id)).toEqual(['threat_violence']);
  });

  it('still runs the value checks (arithmetic, end date) and rules that opt out', () => {
    const rules = [alwaysFlag('vn_itemization_arithmetic'), alwaysFlag('vn_end_date_too_early'), alwaysFlag('vn_account_number', { safeHarbour: 'none' })];
    // The whole notice, as the person says: a missing-element check flags only on the whole letter.
    const result = analyzeText(MODEL_FORM, { rules, answers: { allPagesUploaded: true }, today: TODAY });
    expect(result.findings.map((f) => f.id).sort()).toEqual(['vn_account_number', 'vn_end_date_too_early', 'vn_itemization_arithmetic']);
  });

  it('lets a rule opt in to the safe harbour', () => {
    const result = analyzeText(MODEL_FORM, { rules: [alwaysFlag('amounts_contradictory', { safeHarbour: 'model_form' })], today: TODAY });
    expect(result.findings).toEqual([]);
  });

  it('keeps an overshadowing flag on words the collector added outside the model form', () => {
    const letter = MODEL_FORM.replace('Notice: See reverse side', 'PAY THE FULL BALANCE WITHIN 10 DAYS OR WE WILL SUE YOU.\n\nNotice: See reverse side');
    const rules = [phraseRule('overshadow_payment_deadline', /within 10 days/i), phraseRule('overshadow_threat_inside_period', /call or write to us by/i)];
    const result = analyzeText(letter, { rules, today: TODAY });
    expect(result.gates.followsModelForm).toBe(true);
    expect(result.findings.map((f) => f.id)).toEqual(['overshadow_payment_deadline']);
    expect(result.findings[0]?.assumptions.join(' ')).toContain('not part of the model form');
    expect(statusOf(result, 'overshadow_threat_inside_period')?.status).toBe('not_applicable');
  });

  it('runs the real overshadowing rules on a model-form notice: added demand flagged, the pure form not', () => {
    const added = MODEL_FORM.replace(
      'Notice: See reverse side',
      'IMMEDIATE PAYMENT REQUIRED - PAY WITHIN 10 DAYS OF THIS LETTER. Unless we receive payment in full within 10 days, we will report this account to the credit bureaus and forward it to our attorney for legal action against you.\n\nNotice: See reverse side',
    );
    const flagged = analyzeText(added, { today: TODAY });
    expect(flagged.gates.followsModelForm).toBe(true);
    const ids = flagged.findings.map((f) => f.id);
    expect(ids).toContain('overshadow_payment_deadline');
    expect(ids).toContain('overshadow_threat_inside_period');
    expect(flagged.findings.find((f) => f.id === 'overshadow_threat_inside_period')?.assumptions.join(' ')).toContain('not part of the model form');
    const pure = analyzeText(MODEL_FORM, { today: TODAY });
    expect(pure.findings).toEqual([]);
    expect(statusOf(pure, 'overshadow_payment_deadline')).toEqual({ status: 'not_applicable', reason: MODEL_FORM_OVERSHADOW_REASON });
  });

  it('does not apply the safe harbour to a letter that borrows a sentence or two', () => {
    const letter = 'ACME Recovery is a debt collector. Our information shows you owe $900 to Big Bank. Pay within 10 days.';
    const result = analyzeText(letter, { rules: [alwaysFlag('vn_current_creditor')], answers: { allPagesUploaded: true }, today: TODAY });
    expect(result.gates.followsModelForm).toBe(false);
    expect(result.findings.map((f) => f.id)).toEqual(['vn_current_creditor']);
  });

  it('does not hold a court pleading to the validation-notice and mini-Miranda checks', () => {
    const pleading = [
      'IN THE CIVIL COURT OF THE CITY OF NEW YORK, COUNTY OF KINGS',
      'MIDLAND FUNDING LLC, Plaintiff,',
      'v.',
      'JANE DOE, Defendant.',
      'Index No. CV-001234-24',
      'SUMMONS',
      'You are hereby summoned to answer the complaint in this action.',
    ].join('\n');
    const rules = [alwaysFlag('vn_missing_entirely'), alwaysFlag('mini_miranda_missing_subsequent'), alwaysFlag('simulated_legal_process')];
    const result = analyzeText(pleading, { rules, today: TODAY });
    expect(result.gates.isCourtPleading).toBe(true);
    // The court-paper reader runs first (decision 027): the letter checks do not run on a summons at all.
    expect(statusOf(result, 'vn_missing_entirely')).toEqual({ status: 'not_applicable', reason: COURT_PAPER_REASON });
    expect(statusOf(result, 'mini_miranda_missing_subsequent')?.status).toBe('not_applicable');
    expect(result.findings.map((f) => f.id)).toEqual(['simulated_legal_process']);
    expect(result.strategy.template).toBe('lawsuit');
    expect(result.urgency.level).toBe('critical');
  });
});

describe("the statute-of-limitations status from the letter's own words (decision 545)", () => {
  const letter = (body: string): string =>
    `Acme Recovery LLC\nMarch 3, 2025\nRe: Account ending 4417\nBalance: $1,204.00\n\n${body}\n\nThis is a communication from a debt collector.\n`;
  it('is likely expired where the letter says the debt is too old to sue on and no date or answer counts it, with the time-barred strategy', () => {
    for (const [body, quoted] of [
      [
        'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. You may pay $300 to settle.',
        'Because of the age of your debt, we will not sue you for it.',
      ],
      ['Given how old this debt is, we will not take you to court. You may pay $300 to settle.', 'Given how old this debt is, we will not take you to court.'],
      [
        'Debido a la antigüedad de su deuda, no le demandaremos por ella. Puede pagar $300 para liquidarla.',
        'Debido a la antigüedad de su deuda, no le demandaremos por ella.',
      ],
    ] as const) {
      const r = analyzeText(letter(body), { answers: { state: 'TX' }, today: '2025-03-10' });
      expect(r.sol, body).toMatchObject({ status: 'likely_expired', fromLetter: true });
      expect(r.sol.basis, body).toContain(`("${quoted}")`);
      expect(
        r.questions.map((q) => q.id),
        body,
      ).not.toContain('lastPaymentDate');
      expect(r.strategy.template, body).toBe('statute');
    }
  });
  it('stays unknown, asking the last payment, where the letter only names the bar as a condition or says nothing of it', () => {
    for (const body of ['If you believe this debt is time-barred, please call us. You may pay $300 to settle.', 'You may pay $300 to settle this account.']) {
      const r = analyzeText(letter(body), { answers: { state: 'TX' }, today: '2025-03-10' });
      expect(r.sol.status, body).toBe('unknown');
      expect(r.sol.fromLetter, body).toBeUndefined();
      expect(
        r.questions.map((q) => q.id),
        body,
      ).toContain('lastPaymentDate');
    }
  });
});
