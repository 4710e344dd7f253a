/**
 * Paraphrase families for decision 291 (issue 26): four readings widened from the letters the decision opened, each written from
 * the law's categories and the ways collectors say them, never from one letter's words. Tests, not the measure.
 *
 * 1. A payment deadline counted from the date the letter was mailed ("within thirty (30) days after the date of mailing", "from
 *    the date this letter was mailed", "from the postmark date"): it runs from the collector's act, the validation period from the
 *    consumer's receipt, so thirty days end inside the period (McCarter v. Kovitz Shifrin Nesbit, N.D. Ill. 2013; Swift v.
 *    Maximus, E.D.N.Y. 2004, for the letter's date). Lawful: forty-five days, a count from receipt, the Bartlett explanation, an
 *    expiring offer.
 * 2. The assumption of 15 U.S.C. 1692g(a)(3) made to depend on a written dispute, with its object said in other words than
 *    "valid" ("we will assume you owe this debt", "will presume the balance is owed") or cut off where a quotation or a page ends
 *    ("this office will assume [...]" after a condition that speaks of the debt's validity). Any dispute, oral or written, keeps
 *    the debt from being assumed valid (Clark v. Absolute Collection Service, 4th Cir. 2014; Hooks v. Forman, Holt, 2d Cir.
 *    2013; Camacho v. Bridgeport Financial, 9th Cir. 2005). Lawful: the statute's own words without writing, a verb of
 *    considering with no assumption, the Third Circuit before Riccio.
 * 3. A dispute put as the consumer's belief that the debt is not owed, answered by a call or a letter "to explain" it: the right to
 *    dispute needs no reason (Mendez v. M.R.S. Associates, N.D. Ill. 2005). Lawful: an invitation to call with no explanation
 *    asked, an explanation said to be optional, a hardship call.
 * 4. A case caption in the letter's subject line ("Re: Mount Ida College vs.: Edward Murray") when no suit was filed misstates the
 *    debt's legal status as in litigation (In re Murray, Bankr. D. Mass. 2016; 15 U.S.C. 1692e(2)(A)); the same court held that
 *    such a letter does not simulate legal process, so `simulated_legal_process` does not read a subject line as a court's form.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, ruleOutcome, statuteNotice } from './test-letters';

const NOTICE = [
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
  'If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.',
].join(' ');

/** A 1692g-era first letter (March 4, 2019, no end date) whose own words are `body`, then the notice. */
const receiptLetter = (body: string): string => statuteNotice(`${body}\n\n${NOTICE}`);
const outcome2019 = (body: string, state = 'VA'): string => overshadowingOutcome(receiptLetter(body), { state, isFirstContact: true }, '2019-03-12');

describe('1. a payment deadline counted from the date of mailing', () => {
  it.each([
    'Demand is hereby made that you pay the full amount on or before the expiration of thirty (30) days after the date of mailing of this letter.',
    'You must pay the balance of $1,250.00 within 30 days after the date of mailing.',
    'Payment in full is required within thirty days from the date this letter was mailed.',
    'We demand that the balance be paid no later than thirty days from the postmark date.',
    'Full payment must be received within thirty (30) days following the mailing of this notice, or this matter will be referred to our attorney.',
    'Debe pagar el saldo total dentro de treinta (30) días a partir de la fecha de envío.',
  ])('flags beside a notice counted from receipt: %s', (body) => {
    expect(outcome2019(body)).toBe('flag');
  });
  it.each([
    'You must pay the balance of $1,250.00 within forty-five (45) days after the date of mailing.',
    'You must pay the balance of $1,250.00 within 45 days after you receive this letter.',
    'This settlement offer expires thirty days after the date of mailing of this letter.',
    'You must pay the balance within 30 days after the date of mailing. This deadline does not affect your right to dispute the debt described below.',
    'This letter was mailed on March 4, 2019.',
  ])('lawful: %s', (body) => {
    expect(outcome2019(body)).toBe('silent');
  });
});

const WRITING = 'dispute_must_be_in_writing_misstated';
/** A 1692g-era first letter whose whole statement of the dispute right is `rights`. */
const rightsOutcome = (rights: string, state = 'VA'): string => ruleOutcome(WRITING, statuteNotice(rights), { state, isFirstContact: true }, '2019-03-12');
const VERIFY = 'If you notify this office in writing within 30 days from receiving this notice, this office will obtain verification of the debt.';

describe('2. the assumption made to depend on writing, its object said in other words or cut off', () => {
  it.each([
    'Unless you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume you owe this debt.',
    'If you do not dispute this debt in writing within thirty days after you receive this letter, we will presume the balance is owed.',
    'Unless you notify us in writing within 30 days after receipt that you dispute the debt, we will assume that you owe the full balance.',
    '[...] in writing within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume [...]',
    'A menos que usted nos notifique por escrito dentro de los 30 días después de recibir este aviso que disputa esta deuda, daremos por hecho que usted la debe.',
  ])('flags in the Fourth Circuit: %s', (rights) => {
    expect(rightsOutcome(`${rights} ${VERIFY}`)).toBe('flag');
  });
  it.each([
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume you owe this debt.',
    'Unless you dispute this debt within 30 days after receiving this notice, by calling us or in writing, we will assume you owe it.',
    'If you notify us in writing within 30 days that you dispute this debt, we will consider your dispute and the amount due.',
    'If you dispute this debt in writing within 30 days, we will assume responsibility for obtaining verification.',
    '[...] in writing within 30 days after receiving this notice, this office will mail you verification of the debt and will assume [...]',
  ])('lawful: %s', (rights) => {
    expect(rightsOutcome(`${rights} ${VERIFY}`)).toBe('silent');
  });
  it('the Third Circuit before Riccio read 1692g(a)(3) as needing writing: not flagged there', () => {
    const rights = `Unless you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume you owe this debt. ${VERIFY}`;
    expect(rightsOutcome(rights, 'NJ')).toBe('silent');
    expect(rightsOutcome(rights, 'VA')).toBe('flag');
  });
});

const CONDITIONS = 'dispute_conditions_added';
const conditionOutcome = (body: string): string => ruleOutcome(CONDITIONS, receiptLetter(body), { state: 'IL', isFirstContact: true }, '2019-03-12');

describe('3. a dispute answered by a call or a letter to explain why the debt is not owed', () => {
  it.each([
    'If for some reason you believe this debt is not valid, please review your rights listed at the bottom of this letter and contact our office to explain the circumstances.',
    'If you feel you do not owe this balance, call us and explain why.',
    'If you think the amount is incorrect, write to us and explain the reasons.',
    'Should you dispute this debt: if you dispute it, please telephone our office to explain your position.',
    'Si por alguna razón usted cree que esta deuda no es válida, comuníquese con nuestra oficina para explicar su situación.',
  ])('flags: %s', (body) => {
    expect(conditionOutcome(body)).toBe('flag');
  });
  it.each([
    'If you believe this debt is not valid, please review your rights listed at the bottom of this letter and contact our office.',
    'If you cannot pay the full balance, call us to explain your situation so that we can discuss a payment plan.',
    'If you dispute this debt, you may write to us and, if you wish, explain why; you do not need to give a reason.',
    'Please call our office if you have any questions about this account.',
  ])('lawful: %s', (body) => {
    expect(conditionOutcome(body)).toBe('silent');
  });
});

const captionLetter = (subject: string): string =>
  [
    'Revenue Recovery Corporation\nPO Box 7\nBoston, MA 02108',
    '',
    'January 22, 2015',
    '',
    'Edward Murray\n5 Elm St\nNewton, MA 02458',
    '',
    subject,
    '',
    'Dear Mr. Murray:',
    '',
    'Our records show a balance of $2,310.00 owed to Mount Ida College. Please remit payment to this office.',
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Revenue Recovery Corporation',
  ].join('\n');
const SETTLED_NO = { debtDischargedInBankruptcy: false, debtAlreadyPaidOrSettled: false, amountDemandedExceedsOwed: false };
const statusOutcome = (subject: string, answers: Record<string, unknown>): string =>
  ruleOutcome('misstated_legal_status', captionLetter(subject), { state: 'MA', senderIsOriginalCreditor: false, ...SETTLED_NO, ...answers }, '2015-02-01');

describe('4. a case caption in the subject line when no suit was filed', () => {
  it.each(['Re: Mount Ida College vs.: Edward Murray', 'RE: Mount Ida College v. Edward Murray', 'Regarding: Mount Ida College versus Edward Murray'])(
    'misstates the legal status once the person says no suit was filed, and asks first: %s',
    (subject) => {
      expect(statusOutcome(subject, { lawsuitFiled: false })).toBe('flag');
      expect(statusOutcome(subject, {})).toBe('ask');
      expect(statusOutcome(subject, { lawsuitFiled: true })).toBe('silent');
    },
  );
  it.each(['Re: Mount Ida College tuition account', 'Re: Smith v. Jones, 817 F.3d 72 (2d Cir. 2016)', 'Re: your account with Mount Ida College vs. last year'])(
    'not a caption: %s',
    (subject) => {
      expect(statusOutcome(subject, { lawsuitFiled: false })).toBe('silent');
    },
  );
  it('a subject line is a letter’s form, not a court’s: simulated legal process is not read from it alone', () => {
    const answers = { state: 'MA', senderIsOriginalCreditor: false, lawsuitFiled: false };
    expect(ruleOutcome('simulated_legal_process', captionLetter('Re: Mount Ida College vs.: Edward Murray'), answers, '2015-02-01')).toBe('silent');
  });
});

describe('2b. a document asked of the dispute for the assumption (decision 296): "provide us with a statement"', () => {
  it.each([
    'Federal law provides that if you do not provide us with a statement that you dispute the validity of this debt, or any portion thereof, within thirty days of the receipt of this letter, we may assume that such debt is valid.',
    'Unless you send this office a signed statement disputing this debt within 30 days after receiving this notice, we will assume the debt is valid.',
    'If you do not mail us a letter disputing the debt within thirty days after you receive this notice, we will assume it is valid.',
    'A menos que usted nos envíe una carta disputando esta deuda dentro de los 30 días después de recibir este aviso, asumiremos que la deuda es válida.',
  ])('flags in the Fourth Circuit: %s', (rights) => {
    expect(rightsOutcome(`${rights} ${VERIFY}`)).toBe('flag');
  });
  it.each([
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid. You may also send us a statement explaining your dispute.',
    'Unless you contact us within 30 days after receiving this notice to dispute this debt, by telephone or by sending us a statement, we will assume the debt is valid.',
    'If you provide us with a statement of your income within 30 days, we will consider a payment plan.',
  ])('lawful: %s', (rights) => {
    expect(rightsOutcome(`${rights} ${VERIFY}`)).toBe('silent');
  });
});
