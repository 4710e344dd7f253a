/**
 * Paraphrase families for decision 358 (issue 26), from probes of the law: a letter that asks for payment of a time-barred debt,
 * above all with a settlement offer, without saying that the law bars a suit may mislead (15 U.S.C. 1692e, 1692e(2)(A),
 * 1692e(10); McMahon v. LVNV Funding, 7th Cir. 2014; Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017; Buchanan v.
 * Northland Group, 6th Cir. 2015). Probed in composed later letters to an Illinois consumer, four classes were misread:
 *
 * 1. The offer said as a label or a bare imperative: "Resolve for $400", "Offer amount: $400", "Discounted balance: $400",
 *    "enroll in our special program", "Resuelva por $400", "Monto de la oferta: $400", "programa especial" were read as no
 *    request at all, and the letter passed as one that does not ask for payment.
 * 2. The debt's age printed in Spanish, or as a payment not made since a full date: "Fecha de cargo", "Fecha de mora", "Moroso
 *    desde", "Fecha de impago", "No ha hecho un pago desde el 15 de enero de 2009", "You have not made a payment since January
 *    15, 2009": the dates settle the count, but the rule asked the consumer the last payment date.
 * 3. A business debt denied or left open ("a consumer debt, not a business debt", "if this is a business debt") made the gate
 *    read the debt as a business one (15 U.S.C. 1692a(5)), and every rule was not applicable.
 * 4. The Spanish hedged promise ("puede que no le demandemos", "podemos optar por no demandarle", "no tenemos planes de
 *    demandarle") was not read as the English "we may not sue you" is, so on a letter known only in part it waited for the rest
 *    instead of standing as a statement the page makes (Pantoja); and the Spanish "no se le puede demandar", "usted no puede ser
 *    demandado" ("you cannot be sued") was not read as the law's bar, so a complete Spanish disclosure was flagged.
 * 5. Words of legal action on the page in hand ("your account may be forwarded to an attorney in your area", "reviewed for
 *    possible legal action", "our client may pursue all remedies available to it", "podremos tomar acciones legales"), and the
 *    law's bar said and then contradicted by them, were set aside with the rest of a finding on a letter the person says is only
 *    in part. A disclosure on a missing page would not take them back (12 CFR 1006.26(b); Huertas, 3d Cir. 2011, and
 *    Freyermuth, 8th Cir. 2001, hold a request lawful only absent a threat of suit): they stand, as a promise not to sue does.
 * 6. The law's general rule said and nothing of this debt ("The law limits how long you can be sued on a debt", then the revival
 *    warning and the offer) was taken for the disclosure: it tells the reader that debts can grow too old to sue on, not that this
 *    one has (Pantoja; the CFPB's consent-order wording goes on to say what the age of this debt means).
 * 7. The Spanish subjunctive threat ("si no paga, puede que le demandemos", "es posible que lo demandemos") was not read by
 *    `time_barred_suit_threat` (12 CFR 1006.26(b)), where "podemos demandarle" and "es posible que presentemos una demanda" were.
 * 8. A suit told as past and disposed of ("a prior lawsuit (Pinecrest Bank v. Gomez, Case No. 2010-CV-1234) was dismissed", "la
 *    demanda … fue desestimada") was read by `time_barred_suit_threat` as a threat of suit: the caption's "v." even cut the
 *    sentence before "was dismissed". A suit said to come after it ("we will refile it") still threatens.
 * 9. A letter that speaks in passing of a plaintiff, a defendant, a court and a complaint ("no lawsuit has been filed: you are not
 *    a defendant") was read as a formal pleading, which the FDCPA's pleading exemptions (1692g(d), 1692e(11)) cover, not letters.
 *
 * Near misses that stay unflagged: an offer negated, a debt within the period, a monthly charge's date, the law's bar with the
 * revival warning, a business card named as such, and a complaint set out with its caption. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLaterLetter, CITY_IN, runRule } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const DATE = 'March 3, 2023';
const TODAY = '2023-04-01';
const WHOLE = { allPagesUploaded: true };
/** Whether `rule` flags a later letter to a consumer in `state` (Illinois unless told) holding `body`, with `answers`. */
const flags = (rule: string, body: string, state = 'IL', answers: UserAnswers = WHOLE): boolean =>
  runRule(rule, bareLaterLetter(body, CITY_IN[state] as string, DATE), answers, state, TODAY).flagged;
const PART = { allPagesUploaded: false };
const SUIT = 'time_barred_suit_threat';
const outcome = (body: string): { flagged: boolean; asks: string[] } => runRule(FEDERAL, bareLaterLetter(body, CITY_IN.IL as string, DATE), WHOLE, 'IL', TODAY);

describe('an offer said as a label or a bare imperative, on a debt charged off in 2009', () => {
  it.each([
    'Resolve for $400.',
    'Resolve it today for only $400.',
    'Offer amount: $400. Offer expires April 30, 2023.',
    'Enroll in our special program today.',
    'Ask about our savings program.',
    'Resuelva por $400.',
    'Monto de la oferta: $400.',
    'Inscríbase en nuestro programa especial hoy.',
  ])('flags "%s"', (offer) => {
    expect(outcome(`Charge-off date: 01/15/2009. ${offer}`).flagged).toBe(true);
  });
});

describe('the age printed in Spanish or as no payment since a full date, with an offer', () => {
  it.each([
    'Fecha de cargo: 15/01/2009.',
    'Fecha del cargo: 15 de enero de 2009.',
    'Fecha de mora: 15/01/2009.',
    'Moroso desde: 15/01/2009.',
    'Fecha de impago: 15/01/2009.',
    'No ha hecho un pago desde el 15 de enero de 2009.',
    'You have not made a payment since January 15, 2009.',
    'No payment has been received since 01/15/2009.',
  ])('flags from the printed date alone: "%s"', (dated) => {
    expect(outcome(`${dated} Le ofrecemos un descuento del 60%. We are offering a 60% discount.`).flagged).toBe(true);
  });
});

describe('a business debt denied or left open, and a suit spoken of in passing: still a collection letter', () => {
  it.each([
    'This is a consumer debt, not a business debt.',
    'Your account is a personal account rather than a commercial account.',
    'If this is a business debt, please let us know.',
    'No lawsuit has been filed: you are not a defendant, and no plaintiff has filed a complaint against you in any district court.',
    'If you have a complaint, write to us. We are not the plaintiff in any case in the county court, and you are no defendant.',
  ])('flags "%s"', (words) => {
    expect(outcome(`Charge-off date: 01/15/2009. ${words} We are offering a 60% discount.`).flagged).toBe(true);
  });
});

describe('the Spanish hedged promise not to sue stands on the page in hand, as the English does', () => {
  it.each([
    'Puede que no le demandemos.',
    'Es posible que no lo demandemos por esta deuda.',
    'Nuestro cliente puede optar por no demandarle.',
    'Podríamos no demandarle.',
    'No tenemos planes de demandarle.',
  ])('flags "%s" on a letter known only in part', (hedge) => {
    expect(flags(FEDERAL, `Charge-off date: 01/15/2009. ${hedge} Le ofrecemos un descuento del 60%.`, 'IL', PART)).toBe(true);
  });
});

describe('words of legal action on a debt too old to sue on stand on the page in hand, in every circuit', () => {
  const cases = [
    'If you do not pay, your account may be forwarded to an attorney in your area. Pay $1,245.60.',
    'Your account is being reviewed for possible legal action. Pay $1,245.60.',
    'Our client may pursue all remedies available to it. We are offering a 60% discount.',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it. Your account may be referred to our legal department. Pay $1,245.60.',
    'Si no paga, podremos tomar acciones legales. Le ofrecemos un descuento del 60%.',
    'Nuestro cliente puede ejercer todos los recursos legales a su alcance. Le ofrecemos un descuento del 60%.',
  ];
  it.each(['IL', 'NJ', 'IA'].flatMap((state) => cases.map((c) => [state, c] as const)))('flags in %s, on a letter known only in part: "%s"', (state, words) => {
    expect(flags(FEDERAL, `Charge-off date: 01/15/2009. ${words}`, state, PART)).toBe(true);
  });
  it.each(['You may pursue any remedies available to you. We are offering a 60% discount.', 'We are offering a 60% discount.'])(
    'waits for the rest of a letter known only in part when nothing on the page speaks of a suit: "%s"',
    (words) => {
      expect(flags(FEDERAL, `Charge-off date: 01/15/2009. ${words}`, 'IL', PART)).toBe(false);
    },
  );
});

describe("the law's general rule and nothing of this debt is no disclosure", () => {
  const general = [
    'The law limits how long you can be sued on a debt. If you make a payment, the time to sue you may start again. We are offering a 60% discount.',
    'How long you can be sued on a debt is limited by law. A payment may restart the time to sue. Take 40% off your balance.',
    'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Si hace un pago, el plazo para demandarle puede reiniciarse. Le ofrecemos un descuento del 60%.',
  ];
  it.each(['IL', 'NJ', 'MI', 'FL'].flatMap((state) => general.map((g) => [state, g] as const)))('flags in %s: "%s"', (state, body) => {
    expect(flags(FEDERAL, `Charge-off date: 01/15/2009. ${body}`, state)).toBe(true);
  });
  it.each([
    'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it. If you make a payment, the time to sue you may start again. We are offering a 60% discount.',
    'The law limits how long you can be sued on a debt. The statute of limitations on this debt has expired. If you make a payment, the time to sue you may start again. We are offering a 60% discount.',
  ])('passes the general rule with the bar said of this debt and the revival warning: "%s"', (body) => {
    expect(flags(FEDERAL, `Charge-off date: 01/15/2009. ${body}`, 'NJ')).toBe(false);
  });
});

describe('the Spanish subjunctive threat of suit on a debt too old to sue on', () => {
  it.each(['Si no paga, puede que le demandemos. Pague $1,245.60.', 'Es posible que lo demandemos si no paga. Pague $1,245.60.'])('flags "%s"', (body) => {
    expect(flags(SUIT, `Charge-off date: 01/15/2009. ${body}`)).toBe(true);
  });
  it.each(['Puede que no le demandemos. Pague $1,245.60.', 'Es posible que no lo demandemos por esta deuda. Pague $1,245.60.'])(
    'does not read the hedged promise as a threat: "%s"',
    (body) => {
      expect(flags(SUIT, `Charge-off date: 01/15/2009. ${body}`)).toBe(false);
    },
  );
});

describe('a suit told as past and disposed of is no threat; one to come after it still is', () => {
  it.each([
    'A prior lawsuit (Pinecrest Bank v. Gomez, Case No. 2010-CV-1234, District Court) was dismissed. Please pay the balance of $1,245.60.',
    'The lawsuit Pinecrest Bank filed against you in 2010 was dismissed. Please pay the balance of $1,245.60.',
    'The suit in Pinecrest Bank vs. Gomez has been voluntarily withdrawn. Please pay the balance of $1,245.60.',
    'La demanda que Pinecrest Bank presentó en 2010 fue desestimada. Pague el saldo de $1,245.60.',
  ])('does not flag "%s"', (body) => {
    expect(flags(SUIT, `Charge-off date: 01/15/2009. ${body}`)).toBe(false);
  });
  it.each([
    'The lawsuit was dismissed without prejudice, and we will refile it if you do not pay. Please pay the balance of $1,245.60.',
    'La demanda fue desestimada, pero la presentaremos de nuevo si no paga. Pague el saldo de $1,245.60.',
  ])('still flags "%s"', (body) => {
    expect(flags(SUIT, `Charge-off date: 01/15/2009. ${body}`)).toBe(true);
  });
});

describe('near misses', () => {
  it.each([
    'Charge-off date: 01/15/2009. We are unable to offer a special program on this account.',
    'Charge-off date: 01/15/2022. Resolve for $400.',
    'Fecha de cargo: 15/01/2022. Le ofrecemos un descuento del 60%.',
    'Fecha de cargo mensual: 15/01/2009. Le ofrecemos un descuento del 60%.',
    'Charge-off date: 01/15/2009. Because of the age of your debt, we cannot sue you for it. If you make a payment, the time to sue you may start again. Resolve for $400.',
    'Your business credit card account was charged off on 01/15/2009. Resolve for $400.',
    'Charge-off date: 01/15/2009. Debido a la antigüedad de su deuda, no se le puede demandar. Si hace un pago, el plazo para demandarle puede reiniciarse. Le ofrecemos un descuento del 60%.',
    'Charge-off date: 01/15/2009. Debido a la antigüedad de su deuda, usted no puede ser demandado por ella. Si hace un pago, el plazo para demandarle puede reiniciarse. Le ofrecemos un descuento del 60%.',
  ])('does not flag "%s"', (body) => {
    expect(outcome(body).flagged).toBe(false);
  });

  it('reads a complaint set out with its caption as a pleading', () => {
    const complaint = [
      'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
      'PINECREST BANK,',
      'Plaintiff,',
      'v.',
      'MARIA GOMEZ,',
      'Defendant.',
      'Case No. 2023-M1-1234',
      'COMPLAINT',
      'Plaintiff states that Defendant owes $1,245.60 on a credit card account charged off on 01/15/2009, and offers to settle for $400.',
    ].join('\n');
    expect(runRule(FEDERAL, complaint, WHOLE, 'IL', TODAY).flagged).toBe(false);
  });
});
