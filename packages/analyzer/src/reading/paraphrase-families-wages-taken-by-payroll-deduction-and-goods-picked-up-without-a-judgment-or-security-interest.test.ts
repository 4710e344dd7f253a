/**
 * Paraphrase families for decision 502 (issue 26): two takings a collector announces as its own next step, with no court
 * and no right in the thing taken. Tests, not the measure.
 *
 * The law: a debt collector may not represent or imply that nonpayment will result in the seizure, garnishment, attachment
 * or sale of any property or wages unless the action is lawful and the collector or creditor intends to take it (15 U.S.C.
 * 1692e(4); 12 CFR 1006.18(b)(3)), nor threaten any action that cannot legally be taken (1692e(5)). For an unsecured
 * consumer debt, wages can be taken only by a court's garnishment after a judgment; and taking or threatening to take
 * property by self-help needs a present right to it through a security interest (1692f(6); 12 CFR 1006.22(e)). Legal
 * reference §1.4 `threat_seizure_garnishment`, §1.5 `nonjudicial_repossession_threat`.
 *
 * 1. Wages taken from the pay as a step that will happen, in the words of payroll rather than of a court: "payroll
 *    deduction", "wage withholding", "your employer will deduct / withhold", a deduction "from your next paycheck", pay
 *    "docked"; Spanish "descuento por nómina", "su empleador le descontará / retendrá". Lawful: the step tied to a suit and
 *    a judgment, a judgment the letter says was entered, a federal student loan's administrative wage garnishment, an
 *    exemption notice, a deduction the consumer chooses, a denial, asking the employer only to verify employment.
 * 2. Goods said to be picked up, collected, retrieved, removed, hauled away or taken back by the collector's people
 *    ("our recovery team will come to pick up the furniture bought on this store account"), where the letter names no
 *    security interest, lien, collateral, lease or title: a taking with no present right to the goods. Lawful: a secured
 *    creditor's repossession (the security interest named), leased or rental-purchase goods, a judgment entered, the
 *    consumer as the one who picks up, and "collect" said of the balance, never of goods.
 */
import { describe, expect, it } from 'vitest';
import { threatLetter as letter, threatOutcome as outcome } from './test-letters';

const GARNISH = 'threat_seizure_garnishment';

describe('1. wages taken from the pay by payroll deduction or withholding, with no court', () => {
  it.each([
    'Payroll deduction of 15% starts on your next payday unless you settle this balance.',
    'Your employer will begin withholding $150 per pay period on our behalf unless payment is received by Friday.',
    'TEXT: Pay $300 by 5pm today or a wage deduction will be set up with your employer.',
    'Unless you call us, payroll withholding will be processed against your next check.',
    'A portion of each paycheck will come to us through payroll deduction until the account is paid.',
    'Expect a deduction from your next paycheck if we do not hear from you this week.',
    'Your wages will be docked every pay period until this balance is cleared.',
    'Your employer has been instructed to deduct $125 from your pay each week beginning June 1.',
    'Subject: Payroll deduction notice. Deductions from your upcoming paychecks will commence on the 15th.',
    'Su empleador descontará el 20% de su próximo cheque de pago a menos que nos llame hoy.',
    'A partir de su próxima quincena se aplicará un descuento por nómina del 25%.',
    'Si no paga, su empleador le retendrá una parte de su sueldo cada semana.',
    'If you want to avoid a payroll deduction, call us today.',
  ])('flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(true);
  });

  it.each([
    'No lawsuit has been filed. If our client sues and wins a judgment, it may ask the court for an order to garnish your wages as the law allows.',
    'You may choose to pay through a voluntary payroll deduction; call us if you would like to set one up.',
    'We contacted your employer only to verify your employment. No payroll deduction has been or will be made.',
    'Social Security and disability benefits are exempt and cannot be taken by payroll deduction.',
    'If you would like, we can arrange for your payments to come out of your paycheck by payroll deduction at your request.',
    'Si usted lo desea, puede autorizar un descuento por nómina para pagar esta cuenta.',
    'We accept payment by personal check, money order, debit card or payroll deduction.',
    'Aceptamos pagos con cheque, giro postal o descuento por nómina.',
    'Ninguna deducción será hecha de su sueldo sin una orden judicial; si el acreedor gana una demanda, podría pedirle al tribunal un embargo.',
  ])('not flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(false);
  });

  it('a judgment the letter says was entered: the payroll deduction that follows is not flagged', () => {
    const body =
      'The court entered judgment against you on May 1, 2025. Your employer has been served, and payroll deduction of the amount the law allows will begin with your next paycheck.';
    expect(outcome(GARNISH, letter(body)).flagged).toBe(false);
  });

  it('a federal student loan: administrative wage garnishment by payroll deduction is not flagged', () => {
    const body =
      'Because your federal Direct Loan is in default, the U.S. Department of Education may order your employer to deduct up to 15% of your disposable pay by payroll deduction, after notice and an opportunity for a hearing.';
    expect(outcome(GARNISH, letter(body)).flagged).toBe(false);
  });
});

describe('2. goods picked up or taken back by the collector’s people, with no security interest named', () => {
  it.each([
    'Unless the balance is paid by March 20, our team will come to your home to pick up the furniture you bought on this store account.',
    'Our agents will be sent to collect the merchandise purchased on your charge account.',
    'TEXT: Pay today or a crew will be scheduled to remove the appliances from your residence.',
    'The washer and dryer will be picked up from your home on Friday unless we receive payment.',
    'We are arranging to retrieve the television and sofa you charged to this account.',
    'If you do not pay, we will take back the bedroom set.',
    'Our recovery crew will haul away the items you purchased unless you call today.',
    'Si no paga antes del 20 de marzo, nuestro equipo pasará a su domicilio a recoger los muebles comprados con esta cuenta.',
    'Enviaremos a nuestros agentes a retirar la mercancía de su casa.',
    'Sus electrodomésticos serán recogidos el viernes si no recibimos su pago.',
  ])('flagged: %s', (body) => {
    const r = outcome(GARNISH, letter(body));
    expect(r.flagged, body).toBe(true);
    expect(r.message, body).toMatch(/security interest/);
  });

  it.each([
    'Your retail installment contract gives the lender a security interest in your 2019 Ford Escape. If the default is not cured, the lender may repossess the vehicle as the contract and state law allow.',
    'Under your purchase agreement, the store kept a security interest in the sofa and dining set. If the default is not cured, our agents may pick up the merchandise as the agreement and state law allow.',
    'Because the rental-purchase agreement has ended for nonpayment, our team will pick up the leased television and sofa, which remain the property of the lessor.',
    'The court entered judgment against you on May 1, 2025, and under the writ of execution the sheriff may remove the furniture from your home.',
    'You may pick up your belongings from our storage facility during business hours.',
    'Remove your belongings from the storage unit by May 1 so that your deposit can be returned.',
    'Please pick up the phone and call us today; our team will collect the balance through monthly payments.',
    'Su contrato de venta a plazos otorga al acreedor una garantía sobre el vehículo; si no se corrige el incumplimiento, el acreedor podrá recuperar el vehículo según lo permitan el contrato y la ley estatal.',
  ])('not flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(false);
  });
});
