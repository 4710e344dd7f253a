import { isIsoDate } from '@debtshield/clocks';
import { describe, expect, it } from 'vitest';
import { ANSWER_RULES, answerRulesFor, type AnswerRule } from './table';

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('the answer-deadline table', () => {
  it('has every state and DC once, each at both court levels', () => {
    expect(ANSWER_RULES.map((r) => r.state).sort()).toEqual([...STATES].sort());
    for (const r of ANSWER_RULES) {
      expect(r.general.level).toBe('general');
      expect(r.limited.level).toBe('limited');
      expect(answerRulesFor(r.state.toLowerCase())).toBe(r);
    }
  });

  const entries: [string, AnswerRule][] = ANSWER_RULES.flatMap((r) => [
    [`${r.state} general`, r.general],
    [`${r.state} limited`, r.limited],
  ]);

  it.each(entries)('%s: a clock the engine can count and a citation', (_, rule) => {
    expect(rule.courts.length).toBeGreaterThan(3);
    expect(rule.citation).toMatch(/\d/);
    if (rule.clock.type !== 'date_on_papers') {
      expect(rule.clock.days).toBeGreaterThanOrEqual(10);
      expect(rule.clock.days).toBeLessThanOrEqual(35);
    }
    if (rule.clock.type === 'days_after_service')
      for (const longer of [rule.clock.byMail, rule.clock.outOfState, rule.clock.notInHand])
        if (longer !== undefined) expect(longer).toBeGreaterThan(rule.clock.days);
    if (rule.source !== null) expect(rule.source).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
  });

  const NUMBER_WORDS: Record<number, string> = {
    10: 'ten',
    14: 'fourteen',
    15: 'fifteen',
    20: 'twenty',
    21: 'twenty-one',
    28: 'twenty-eight',
    30: 'thirty',
    35: 'thirty-five',
    60: 'sixty',
  };
  const lengthsOf = (rule: AnswerRule): number[] =>
    rule.clock.type === 'days_after_service'
      ? [rule.clock.days, rule.clock.byMail, rule.clock.outOfState, rule.clock.notInHand].filter((n): n is number => n !== undefined)
      : rule.clock.type === 'monday_after_days'
        ? [rule.clock.days]
        : [];

  it.each(entries)('%s: verified with a quote, an address and a date, or plainly marked unverified', (_, rule) => {
    const check = rule.check;
    if (check.status === 'unverified') {
      // An explicit mark: what was searched (and not found), or null for "not yet searched".
      if (check.searched !== null) expect(check.searched.length).toBeGreaterThan(30);
      // Shown to the person as written: its date in words, never ISO (decision 255).
      if (check.searched !== null) expect(check.searched).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      return;
    }
    expect(check.quote.length).toBeGreaterThan(15);
    expect(check.source).toMatch(/^(https?:\/\/)?[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/|$)|\bv\. /);
    expect(check.sourceTitle.length).toBeGreaterThan(10);
    expect(isIsoDate(check.retrieved)).toBe(true);
    // The quote must carry the number of days the entry counts (as digits or words), where it counts days.
    const lengths = lengthsOf(rule);
    if (lengths.length > 0) {
      const quote = check.quote.toLowerCase();
      expect(
        lengths.some((n) => new RegExp(`\\b${n}(th)?\\b`).test(quote) || (NUMBER_WORDS[n] !== undefined && quote.includes(NUMBER_WORDS[n]!))),
        `${check.quote} should state one of ${lengths.join(', ')} days`,
      ).toBe(true);
    }
  });

  it('has the general-court entries of the biggest states verified against stored text', () => {
    for (const state of [
      'CA',
      'TX',
      'FL',
      'NY',
      'PA',
      'IL',
      'OH',
      'GA',
      'NC',
      'MI',
      'NJ',
      'VA',
      'WA',
      'AZ',
      'MA',
      'TN',
      'IN',
      'MO',
      'MD',
      'WI',
      'CO',
      'MN',
      'SC',
      'AL',
      'KY',
      'OR',
    ])
      expect(answerRulesFor(state)?.general.check.status, state).toBe('verified');
  });

  it('holds the rules it was checked against', () => {
    expect(answerRulesFor('TX')?.limited.clock).toEqual({ type: 'days_after_service', days: 14 });
    expect(answerRulesFor('TX')?.general.clock).toEqual({ type: 'monday_after_days', days: 20 });
    expect(answerRulesFor('MD')?.limited).toMatchObject({ clock: { days: 15, outOfState: 60 }, what: 'notice_of_intention_to_defend' });
    expect(answerRulesFor('FL')?.limited.clock).toMatchObject({ days: 20 });
    expect(answerRulesFor('CA')?.limited.clock).toMatchObject({ days: 30 });
    // Minnesota: the court's self-help page and the stored rule text say 20 days (decision 045).
    expect(answerRulesFor('MN')?.general.clock).toMatchObject({ days: 20 });
    // Arkansas circuit court: 20 days, 30 when served outside the state; Nevada justice court's own page: 20.
    expect(answerRulesFor('AR')?.general.clock).toEqual({ type: 'days_after_service', days: 20, outOfState: 30 });
    expect(answerRulesFor('NV')?.limited.clock).toMatchObject({ days: 20 });
    // Washington district court: CRLJ 4(a)(2)'s 20 days, with no 60 days outside the state (that is the
    // superior court's CR 12), and no pocket service (CRLJ 3: begun by filing).
    expect(answerRulesFor('WA')?.limited).toMatchObject({ clock: { type: 'days_after_service', days: 20 }, check: { status: 'verified', kind: 'rule_text' } });
    expect(answerRulesFor('WA')?.limited.clock).not.toHaveProperty('outOfState');
    expect(answerRulesFor('WA')?.limited.note).toBeUndefined();
    // Utah small claims: the court's summons form summons the defendant to appear on the date it gives.
    expect(answerRulesFor('UT')?.limited).toMatchObject({
      clock: { type: 'date_on_papers', what: 'hearing_date' },
      what: 'appear_at_hearing',
      check: { status: 'verified' },
    });
    // New Hampshire district division: an Answer and an Appearance by the deadline on the papers (Rule 3.1(a)).
    expect(answerRulesFor('NH')?.limited).toMatchObject({
      clock: { type: 'date_on_papers', what: 'answer_date' },
      what: 'written_answer',
      check: { status: 'verified', kind: 'rule_text' },
    });
  });

  it('says plainly which entries are still unverified, and why', () => {
    const unverified = ANSWER_RULES.flatMap((r) => [r.general, r.limited].filter((e) => e.check.status === 'unverified').map((e) => `${r.state} ${e.level}`));
    expect(unverified.sort()).toEqual(['WY limited']);
    // Wyoming circuit court: the circuit court rules' text is not stored; the entry says what was searched (decisions 065, 080).
    const wy = answerRulesFor('WY')?.limited;
    expect(wy?.check.status === 'unverified' && wy.check.searched).toContain('decision 065');
    expect(wy?.check.status === 'unverified' && wy.check.searched).toContain('decision 080');
  });

  it('counts Vermont small claims from the day the papers were mailed, as V.R.S.C.P. 3(b)(2) says (decision 065)', () => {
    const vt = answerRulesFor('VT')?.limited;
    expect(vt).toMatchObject({ clock: { type: 'days_after_service', days: 30 }, from: 'mailing', check: { status: 'verified', kind: 'rule_text' } });
    expect(vt?.check.status === 'verified' && vt.check.quote).toContain('within 30 days from the date on which the plaintiff mailed');
    // Only a day count can start from the mailing; every other entry counts from service.
    const fromMailing = ANSWER_RULES.flatMap((r) => [r.general, r.limited].filter((e) => e.from === 'mailing').map((e) => `${r.state} ${e.level}`));
    expect(fromMailing).toEqual(['VT limited']);
  });
});
