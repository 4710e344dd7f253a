/**
 * Paraphrase families for decision 537 (issue 26): where a letter's own words settle the time bar, the analyzer should judge
 * without asking the consumer when they last paid (legal-reference §4; 15 U.S.C. 1692e, 1692e(2)(A), 1692e(10); Pantoja v.
 * Portfolio Recovery Associates, 7th Cir. 2017; Buchanan v. Northland Group, 6th Cir. 2015). Two kinds were misread:
 *
 * 1. The debt's age given as the collector's reason for not suing, in words other than "because of the age of your debt":
 *    "given how old this debt is, we will not file a lawsuit", "because this debt is old, we will not take you to court",
 *    "given how long ago this debt arose, we have decided not to sue", "we will not sue you because of its age", Spanish "debido
 *    a lo antigua que es su deuda, no le demandaremos", "como esta deuda es antigua, no lo llevaremos a los tribunales". The
 *    CFPB's and the FTC's consent-order wording ("Because of the age of your debt, we will not sue you for it") is the
 *    collector's own statement that the debt is too old to sue on, and the analyzer reads it so; its paraphrases say the same,
 *    so the rule asked the consumer's last payment date of a letter that had answered it.
 * 2. No payment said to have been made since a date, with the account named between ("No payments have been made on this
 *    account since March 15, 2009", "you have not paid anything on this account since 2009") or in the Spanish passive ("No se
 *    ha recibido ningún pago desde marzo de 2009"), payments said to have stopped then ("you stopped making payments in 2009",
 *    "dejó de pagar en 2009"), and the final payment told in the past ("your final payment was received on March 15, 2009",
 *    "su pago final se recibió el…"): each date is the last payment's, or its bound, but it was not read.
 *
 * 3. The years since the last payment or the default said as time passed ("nine years have passed since your last payment",
 *    "han pasado más de ocho años desde su último pago"), where "your last payment was nine years ago" was read (decision 173).
 *
 * Near misses that keep asking or pass: the age given as the reason for an offer (no word of suit), the age as a condition
 * ("if this debt is old"), a reason that is not the age ("because your account was just placed with us"), the promise and the
 * age in separate sentences, a bare promise not to sue (Pantoja: the collector's choice, not an admission), a recent "no
 * payment since" date, a date the letter gives for another purpose (a deadline, a purchase date), and the age admitted with
 * the law's bar and the revival warning (the disclosure present). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLaterLetter, CITY_IN } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const DATE = 'March 3, 2023';
const TODAY = '2023-04-01';
const OFFER = 'We are offering to settle this account for $400.00, a 60% savings, if paid by April 30, 2023.';
/** Whether the rule flags a later letter to a consumer in `state` holding `body` and an offer, and what the rule itself asks. */
const outcome = (body: string, state = 'IL', answers: UserAnswers = {}): { flagged: boolean; asks: string[] } => {
  const text = bareLaterLetter(`${body} ${OFFER}`, CITY_IN[state] as string, DATE);
  const result = analyzeText(text, {
    answers: { state, senderIsOriginalCreditor: false, allPagesUploaded: true, ...answers },
    today: TODAY,
    rules: [getRule(FEDERAL)!],
  });
  return {
    flagged: result.findings.some((f) => f.id === FEDERAL),
    asks: result.questions.filter((q) => q.askedBy.includes(FEDERAL)).map((q) => q.id),
  };
};
const ASKS_AGE = (asks: string[]): boolean => asks.includes('lastPaymentDate') || asks.includes('debtPastLimitationPeriod');

describe("the debt's age given as the reason for not suing: the letter settles the time bar", () => {
  it.each([
    'Given how old this debt is, we will not file a lawsuit against you over it.',
    'Because of how old this debt is, we will not sue you.',
    'Because this debt is old, we will not take you to court over it.',
    'Given how long ago this debt arose, we have decided we will not bring a lawsuit against you over it.',
    'Since your account is so old, our client will not sue you for it.',
    'As this debt is very old, we will not be taking legal action on it.',
    'We will not sue you for this debt because of its age.',
    'We will not sue you because this account is too old.',
    'Due to how old your account is, no lawsuit will be filed against you.',
    'Considering how long ago this account went unpaid, our client has chosen not to sue you.',
    'Debido a lo antigua que es su deuda, no le demandaremos.',
    'Como esta deuda es antigua, no lo llevaremos a los tribunales.',
    'Dado que su cuenta es muy antigua, no presentaremos una demanda.',
    'Por lo antigua que es esta deuda, no vamos a demandarle.',
    'No le demandaremos por esta deuda debido a su antigüedad.',
    'Ya que esta deuda tiene muchos años, no le demandaremos.',
    'Because this is an old debt, we will not sue you.',
    'Given the time that has passed since your last payment, we will not file suit against you.',
    'Because so much time has gone by, our client will never take you to court over this account.',
    'Debido al tiempo que ha pasado desde su último pago, no le demandaremos.',
    'Por el tiempo transcurrido, no presentaremos ninguna demanda en su contra.',
  ])('flags without asking the last payment: "%s"', (words) => {
    for (const state of ['IL', 'TX', 'GA']) {
      const r = outcome(words, state, {});
      expect({ state, ...r, asksAge: ASKS_AGE(r.asks) }).toMatchObject({ state, flagged: true, asksAge: false });
    }
  });
});

describe('near misses: the age not given as the reason for not suing, or the disclosure present', () => {
  it.each([
    'Because this debt is old, we are offering you a special discount.',
    'Given how old this account is, our client has authorized a large reduction.',
    'If this debt is old, we may not sue you.',
    'Because your account was just placed with our office, we will not sue you at this time.',
    'We will not sue you. This old account can be resolved today.',
    'We will not sue you on this account.',
    'Como esta deuda es reciente, no le demandaremos todavía.',
    'Debido a lo antigua que es su deuda, le ofrecemos un descuento especial.',
    'Because so much time has passed since our last letter, we are writing to you again.',
    'Because this is an old debt, our client has authorized a 70% discount.',
    'Since the time has passed for you to dispute this debt, we will not send verification, and we will not sue you before May 1.',
  ])('still asks the last payment: "%s"', (words) => {
    const r = outcome(words);
    expect({ ...r, asksAge: ASKS_AGE(r.asks) }).toMatchObject({ flagged: false, asksAge: true });
  });

  it.each([
    'Because of how old this debt is, the law does not allow us to sue you for it. If you make a payment, the time in which you can be sued could restart.',
    'Given how old this debt is, we cannot sue you for it. If you make any payment on it, the time in which you can be sued may start over.',
  ])('passes the law\'s bar said with the revival warning: "%s"', (words) => {
    expect(outcome(words).flagged).toBe(false);
  });
});

describe('the years since the last payment said as time passed', () => {
  it.each([
    'Nine years have passed since your last payment.',
    'More than eight years have gone by since you last paid on this account.',
    'Over eight years have elapsed since this account went into default.',
    'Han pasado más de ocho años desde su último pago.',
    'Han transcurrido nueve años desde que usted pagó por última vez.',
  ])('flags without asking the last payment: "%s"', (words) => {
    const r = outcome(words, 'TX');
    expect({ ...r, asksAge: ASKS_AGE(r.asks) }).toMatchObject({ flagged: true, asksAge: false });
  });

  it.each([
    'Two years have passed since your last payment.',
    'If eight years have passed since your last payment, you may not be sued.',
    'Nine years have passed since you opened this account.',
    'Han pasado dos años desde su último pago.',
  ])('does not settle the bar: "%s"', (words) => {
    expect(outcome(words, 'TX').flagged).toBe(false);
  });
});

describe('no payment said to have been made since a date', () => {
  it.each([
    'No payments have been made on this account since March 15, 2009.',
    'No payment has been posted to your account since 03/15/2009.',
    'We have not received a payment on your account since March 2009.',
    'No se ha recibido ningún pago desde marzo de 2009.',
    'No ha realizado ningún pago en esta cuenta desde el 15 de marzo de 2009.',
    'No hemos recibido pagos en su cuenta desde 2009.',
    'You have not paid anything on this account since 2009.',
    'You stopped making payments in 2009.',
    'You stopped paying on this account in June 2009.',
    'Payments on this account stopped in June 2009.',
    'Your final payment was received on March 15, 2009.',
    'The final payment on this account was made March 15, 2009.',
    'Dejó de pagar en 2009.',
    'Usted dejó de hacer pagos en junio de 2009.',
    'Su pago final se recibió el 15 de marzo de 2009.',
    'Your account has been unpaid since 2009.',
    'This balance has gone unpaid since June 2009.',
    'Su cuenta no se ha pagado desde 2009.',
    'La cuenta está sin pagar desde junio de 2009.',
  ])('flags from the date alone: "%s"', (words) => {
    const r = outcome(words);
    expect({ ...r, asksAge: ASKS_AGE(r.asks) }).toMatchObject({ flagged: true, asksAge: false });
  });

  it.each(['No payments have been made on this account since March 15, 2022.', 'No se ha recibido ningún pago desde marzo de 2022.'])(
    'passes a recent date: "%s"',
    (words) => {
      expect(outcome(words, 'TX')).toMatchObject({ flagged: false });
    },
  );

  it.each(['No payment is due on this account until April 30, 2023.', 'Your account was purchased by our client on July 8, 2009.', 'Account opened: 2006.'])(
    'does not count from a date given for another purpose: "%s"',
    (words) => {
      const r = outcome(words);
      expect({ ...r, asksAge: ASKS_AGE(r.asks) }).toMatchObject({ flagged: false, asksAge: true });
    },
  );
});
