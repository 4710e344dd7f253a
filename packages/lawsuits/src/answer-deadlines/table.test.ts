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

  it.each(entries)('%s: a clock the engine can count, a citation, and an honest check mark', (_, rule) => {
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
    // A check mark says against what the entry was compared; without one it must stay unmarked.
    if (rule.checked !== null) {
      expect(isIsoDate(rule.checked)).toBe(true);
      expect(rule.checkedAgainst?.length ?? 0).toBeGreaterThan(20);
    } else expect(rule.checkedAgainst).toBeUndefined();
  });

  it('holds the rules it was checked against', () => {
    expect(answerRulesFor('TX')?.limited.clock).toEqual({ type: 'days_after_service', days: 14 });
    expect(answerRulesFor('TX')?.general.clock).toEqual({ type: 'monday_after_days', days: 20 });
    expect(answerRulesFor('MD')?.limited).toMatchObject({ clock: { days: 15, outOfState: 60 }, what: 'notice_of_intention_to_defend' });
    expect(answerRulesFor('FL')?.limited.clock).toMatchObject({ days: 20 });
    expect(answerRulesFor('CA')?.limited.clock).toMatchObject({ days: 30 });
  });
});
