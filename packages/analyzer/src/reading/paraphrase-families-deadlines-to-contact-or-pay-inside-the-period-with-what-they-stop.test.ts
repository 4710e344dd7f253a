/**
 * Paraphrase families for decision 240 (issue 26): a first letter that tells the consumer to contact the collector or to pay by a
 * deadline inside the validation period, and says what meeting it stops ("to stop further action", "to avoid further collection
 * action", "para detener otras acciones"), in the deadline's own sentence or in the sentence beside it that names payment or
 * contact as the way to stop the step (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)). The deadline is written in any way collectors
 * write it: a date in any format ("not later than June 9, 2025", "by 06/09/2025", "no later than June 9th", "a más tardar el 9
 * de junio de 2025"), a count ("within five days", "within 7 days of the date of this letter"), or at once ("by return mail",
 * "today", "immediately"); the directive in any modality ("you should contact", "you are to contact", "please contact", "call",
 * "usted debería comunicarse"). Morgan v. Credit Adjustment Board (E.D. Va. 1998): "You should contact this office not later than
 * [a week after the letter's date] to conclude this matter" above "IMPORTANT—To stop further action, pay your account in full"
 * overshadowed the thirty days; Bartlett v. Heibl (7th Cir. 1997): "if you want to resolve this matter without a lawsuit, you
 * must, within one week…". Judged against the letter's date and the period (an end date, or thirty days from receipt).
 *
 * Lawful (the rules' existing doctrine): a deadline after the validation period ends; a deadline with no step it stops (a request to
 * call by a date, which Bartlett lets a collector make); a step's stop named with no deadline (decision 136); an invitation ("you
 * may call us by…", Wilson v. Quadramed, 3d Cir. 2000: "the opportunity to pay this bill immediately and avoid further action");
 * a call at once under a step only said to be possible (Terran v. Kaplan, 9th Cir. 1997); an offer with a date and the statement
 * that the rights are unaffected (Evory v. RJM Acquisitions, 7th Cir. 2007); Bartlett's explanation that the deadline leaves the
 * dispute right alone; a deadline whose purpose is something other than the debt. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, firstLetter, overshadowingOutcome, questionsAskedByDeadlineRules } from './test-letters';

const TODAY = '2025-06-12';
const VIRGINIA = { state: 'VA' };
const FIRST = { ...VIRGINIA, isFirstContact: true };

// The first letter (`firstLetter`) is dated June 2, 2025 and gives the end date July 14, 2025.

describe('a deadline to contact or pay inside the period, with the step meeting it stops', () => {
  it.each([
    // Morgan's kind: the deadline to contact, and payment named as what stops further action on the next line
    'You should contact this office not later than June 9, 2025 to conclude this matter.\n*IMPORTANT—To stop further action, pay your account in full to this office.',
    // the stake in the sentence itself, in other modalities and deadlines
    'You are to contact this office by return mail to conclude this matter and stop further action.',
    'You should get in touch with our office within five days of the date of this letter to resolve this account and avoid further collection action.',
    // the stake in the sentence after, in other words
    'Please contact our office no later than June 9th to resolve this account. NOTICE: Further action can be stopped only by payment in full.',
    'Call us today. To avoid further action, the balance must be paid in full.',
    'You should reply to this office by 06/09/2025 to close this matter. To prevent additional collection activity, remit the full balance.',
    // the stake said first, the deadline after
    'To halt further legal action, your account must be paid in full. You should telephone this office no later than June 10, 2025 to finalize this matter.',
    'We expect to hear from you by return mail to conclude this matter. To avoid further action, the balance must be paid.',
    'You are to call this office no later than 6/9/25 to close this file. Further collection activity will be stopped only upon payment in full.',
    // Spanish
    'Usted debería comunicarse con esta oficina a más tardar el 9 de junio de 2025 para concluir este asunto. IMPORTANTE: para detener otras acciones, pague su cuenta en su totalidad.',
    'Debe llamar a esta oficina hoy mismo para resolver este asunto y evitar más acciones de cobro.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), VIRGINIA)).toBe('flag');
    expect(questionsAskedByDeadlineRules(bareLetter(body), VIRGINIA, TODAY)).toContain('isFirstContact');
    expect(overshadowingOutcome(bareLetter(body), FIRST)).toBe('flag');
  });

  it('the finding cites the authority and quotes what the deadline stops', () => {
    const result = analyzeText(
      firstLetter(
        'You should contact this office not later than June 9, 2025 to conclude this matter.\nIMPORTANT—To stop further action, pay your account in full.',
      ),
      { answers: { allPagesUploaded: true, ...VIRGINIA }, today: TODAY, rules: [getRule('overshadow_payment_deadline')!] },
    );
    const finding = result.findings.find((f) => f.id === 'overshadow_payment_deadline');
    expect(finding?.message).toContain('Morgan v. Credit Adjustment Board');
    expect(finding?.message).toContain('To stop further action');
  });
});

describe('lawful near misses neither flag nor ask', () => {
  it.each([
    // a deadline after the validation period (the end date is July 14, 2025)
    'You should contact this office not later than July 20, 2025 to conclude this matter.\n*IMPORTANT—To stop further action, pay your account in full to this office.',
    // a deadline with no step it stops: a request to call by a date
    'You should contact this office not later than June 9, 2025 to conclude this matter.',
    // the step's stop named with no deadline (decision 136)
    'To stop further action, pay your account in full to this office.',
    // an invitation with a date (Wilson v. Quadramed)
    'You may call us by June 9, 2025 if you would like to discuss a payment plan. To avoid further action, please pay the balance.',
    'We shall afford you the opportunity to call us today and avoid further action.',
    // a call at once under a step only said to be possible (Terran v. Kaplan)
    'Please call us immediately to avoid possible further action.',
    // a deadline whose purpose is not the debt
    'Please call us by June 9, 2025 to update your mailing address. To avoid further action, pay the balance in full.',
    // a count that ends after the period
    'You should call us within 60 days of the date of this letter to avoid further collection activity.',
    // payment promised to stop the step, with nothing demanded
    'Once your account is paid in full, no further action will be taken.',
    // questions only
    'If you have any questions, you should call this office by June 9, 2025. To stop further action, pay your account in full.',
    // Spanish: an invitation with a date
    'Si desea, puede llamarnos antes del 9 de junio de 2025. Para evitar otras acciones, pague su cuenta.',
  ])('does not flag or ask: %s', (body) => {
    expect([overshadowingOutcome(firstLetter(body), VIRGINIA), overshadowingOutcome(bareLetter(body), FIRST)]).toEqual(['silent', 'silent']);
  });

  it.each([
    // Bartlett's explanation after the deadline
    'You should contact this office not later than June 9, 2025 to conclude this matter. To stop further action, pay your account in full. Nothing in this letter limits your right to dispute this debt.',
    // an offer with a date and the rights said to be unaffected
    'If you wish to settle this matter, we will accept $600.00 if paid by June 9, 2025. This offer does not affect your rights described below.',
  ])('the cure or an offer keeps a first letter with the notice lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), VIRGINIA)).toBe('silent');
  });
});
