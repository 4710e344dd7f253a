/**
 * Paraphrase families for decision 306 (issue 26): misses found by probing the rules from the law (short letters written by
 * the lead, one defect each), not from any corpus letter. Tests, not the measure.
 *
 * 1. Suit in its papers: a judgment "entered against you", a "court judgment", a summons "issued" or "served", a process
 *    server, "una sentencia (judicial) en su contra" name a lawsuit as surely as "sue" does. Not the validation notice's own
 *    "a copy of any judgment entered against you" (15 U.S.C. 1692g(a)(4)).
 * 2. A warrant said prepared, issued, sworn out or sought, or "in your name": an arrest threat (1692e(4), (5)). Not "warrant"
 *    as a verb of promise.
 * 3. The debt reported "as a fraudulent account", "as a crime", "como fraude": a credit report carries no such label
 *    (1692e(7), (8)).
 * 4. Reporting said to go on "even if you dispute" (either order of the clauses): a disputed debt must be reported as
 *    disputed (1692e(8)). Not a report "as disputed", nor no report at all.
 * 5. Money added "for handling" or "as a processing cost" to a payment by phone, online or card, in English and Spanish: a
 *    fee for a way of paying by another name (1692f(1); 12 CFR 1006.22(b)). Not a processing time.
 * 6. A tax refund said to be intercepted for a private creditor's debt: the remedy is the government's (31 U.S.C. 3720A);
 *    "your tax refund" is not a tax debt owed to a public body.
 */
import { describe, expect, it } from 'vitest';
import { readLetter } from './read-letter';
import { ruleOutcome, statuteEraLetter } from './test-letters';

/** A collector's first letter of March 3, 2016 for a bank's debt, with a complete statute notice, holding `sentence`. */
const letter = (sentence: string): string => statuteEraLetter(sentence, { notice: true });

const outcome = (rule: string, sentence: string): string => ruleOutcome(rule, letter(sentence), { state: 'OH', isFirstContact: true }, '2016-03-13');
const suitNamed = (sentence: string): boolean => readLetter(letter(sentence)).threats.some((t) => t.action === 'sue');

describe('suit in its papers', () => {
  it.each([
    'To avoid a judgment being entered against you, pay the balance.',
    'Avoid the embarrassment and expense of a court judgment by paying now.',
    'Further delay may result in a summons being issued.',
    'Your account has been assigned to a process server.',
    'Evite una sentencia judicial en su contra pagando hoy.',
  ])('reads a suit in "%s"', (sentence) => {
    expect(suitNamed(sentence)).toBe(true);
  });
  it.each(['Please remit payment in full.', 'We will send you a copy of your account statement on request.'])('reads none in "%s"', (sentence) => {
    expect(suitNamed(sentence)).toBe(false);
  });
  it("leaves the notice's own copy of a judgment alone", () => {
    const notice =
      'If you notify this office in writing within thirty days of receiving this notice that you dispute the debt, verification of the debt, or a copy of any judgment entered against you, will be obtained and mailed to you.';
    expect(readLetter(`Acme Recovery Services, Inc.\n\nMarch 3, 2016\n\n${notice}`).threats.some((t) => t.action === 'sue')).toBe(false);
  });
  it('asks whether the suit is meant, once the judgment is said to be coming', () => {
    expect(outcome('threat_legal_action_unintended', 'To avoid a judgment being entered against you, pay the balance.')).toBe('ask');
  });
});

describe('a warrant', () => {
  it.each([
    'Our records indicate a warrant has been prepared in your name.',
    'We will seek a warrant if this is not paid.',
    'A warrant is being requested from the county.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('threat_arrest_or_criminal', sentence)).toBe('flag');
  });
  it.each(['We warrant that the information in this letter is accurate.', 'The seller warrants the vehicle for 90 days.'])('leaves "%s" alone', (sentence) => {
    expect(outcome('threat_arrest_or_criminal', sentence)).toBe('silent');
  });
});

describe('credit reports: fraud labels and reports despite a dispute', () => {
  it.each([
    'Failure to pay will result in this debt being reported as a fraudulent account.',
    'We will report this matter to the credit bureaus as a crime.',
    'Su cuenta será reportada a las agencias de crédito como fraude.',
    'We will report this account to the credit bureaus even if you dispute it.',
    'This account will still be reported regardless of whether you dispute it.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('credit_reporting_threat_misleading', sentence)).toBe('flag');
  });
  it.each([
    'We will report the account as disputed if you dispute it.',
    'We will not report this account whether or not you dispute it.',
    'Failure to pay will result in this debt being reported as a delinquent account.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome('credit_reporting_threat_misleading', sentence)).not.toBe('flag');
  });
});

describe('a fee for a way of paying, by another name', () => {
  it.each([
    'Please add $15.00 for handling to any payment made by phone.',
    'Payments made by phone require an additional $9.95 as a processing cost.',
    'Para pagos por teléfono, agregue $5.00 por manejo.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('pay_to_pay_fee', sentence)).toBe('flag');
  });
  it.each(['Please allow five days for processing of payments made online, and pay the $45.00 now.', 'Payments made by phone are posted the same day.'])(
    'leaves "%s" alone',
    (sentence) => {
      expect(outcome('pay_to_pay_fee', sentence)).toBe('silent');
    },
  );
});

describe("a tax refund intercepted for a private creditor's debt", () => {
  it.each(['Your tax refund may be intercepted.', 'We may ask that your federal income tax refund be offset to pay this balance.'])(
    'flags "%s"',
    (sentence) => {
      expect(outcome('government_affiliation_implied', sentence)).toBe('flag');
    },
  );
  it("does not flag a public creditor's own tax debt", () => {
    expect(
      ruleOutcome(
        'government_affiliation_implied',
        letter('Your delinquent property taxes are owed to the County of Montgomery. Your tax refund may be intercepted.').replace(
          'Creditor: First Valley Bank\n',
          '',
        ),
        { state: 'OH', isFirstContact: true },
        '2016-03-13',
      ),
    ).not.toBe('flag');
  });
});
