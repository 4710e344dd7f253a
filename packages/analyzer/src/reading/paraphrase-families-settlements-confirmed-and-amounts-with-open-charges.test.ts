/**
 * Paraphrase families (decision 217) for two readings of what a letter does with the debt:
 *
 * - a letter that itself says the account is settled or paid and asks for nothing is not collecting it: the person's
 *   answer that the debt was paid or settled (`debtAlreadyPaidOrSettled`) is no reason to say it "seeks payment of a debt
 *   already paid" (15 U.S.C. 1692e(2)(A) reaches a collector's demand for what is not owed; a confirmation that the debt is
 *   settled states its status truly: Virginia's federal court on a "NOTICE OF SETTLEMENT IN FULL", development L804). A
 *   letter that says so and still asks for money, an offer that the account "will be" settled on a payment, and a demand
 *   beside the answer stay flagged;
 * - the amount of the debt given as a figure "plus" charges the letter leaves open (attorney's fees "up to" a cap,
 *   collection costs with no figure, "reasonable" fees, fees "to be determined"): the consumer cannot tell what is owed
 *   (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir.
 *   2004; Chuway v. National Action Financial Services, 7th Cir. 2004). Lawful and silent: the charge with its own figure
 *   and the total, a total said to include a charge of a stated figure, the Miller safe-harbour paragraph, charges a court
 *   may award if a suit is brought, interest said not to be added.
 *
 * - parts and a total said in one sentence, the total after its parts ("principal $2,000.00, interest $300.00 and fees
 *   $50.00, for a total of $2,410.55"): a total larger than its parts claims a sum no line explains (vn_itemization_arithmetic;
 *   15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1); decision 145's tables, in another word order);
 * - a payment asked for by another verb ("send $…", "pay the full amount of $…", "envíe $…") above the balance the letter
 *   states: two figures for the whole debt (amounts_contradictory; legal-reference §1.5);
 * - the collector's charges folded into the balance by other verbs ("reflects fees and costs added by our office", "is
 *   made up of … our collection fees", "refleja los cargos de cobranza"): Fields v. Wilber Law Firm (7th Cir. 2004);
 * - interest or fees shown added over a period where the letter says none were, or that the account bears none ("this
 *   account does not accrue interest" above "Interest since charge-off: $120.00"): two readings, one inaccurate
 *   (Clomon v. Jackson, 2d Cir. 1993; 1692e(2)(A), 1692e(10)).
 *
 * - a verification or original-creditor statement that names a spoken step ("if you call us within thirty days to dispute
 *   the debt, we will send you verification", "si nos llama"): it says a call earns the right, which only writing does
 *   (15 U.S.C. 1692g(a)(4)-(5); Bishop v. Ross Earle & Bonan, 11th Cir. 2016). A statement wrong as written, judged on a
 *   passage of a notice in every circuit (a page not in hand could only contradict it); a neutral step ("notify",
 *   "contact") still waits for the whole letter outside the Eleventh Circuit (decision 209; L128, a Seventh Circuit
 *   notice held lawful, read in part).
 *
 * - a Regulation F notice's itemization or response section wrong as it stands in a passage (two itemization dates, a
 *   field of the table left blank, the amount on the itemization date left blank, the dispute prompts out of order):
 *   12 CFR 1006.34(b)(3), (c)(2)(vi)-(viii), (c)(4)(i). No page not in hand can make the table run from one date or fill
 *   its blanks, so these stand on a passage; a line missing altogether still waits for the whole letter.
 *
 * - amount kinds already read, in the words and orders that slipped past them: a sum "plus" interest at a rate from an
 *   earlier date beside its own "balance due" (Bazan: the balance is the base, no total is stated), a balance said in
 *   Spanish not to include interest with a call for the real figure (Chuway), a Spanish collection commission by
 *   percentage (unauthorized_fees_or_interest), and the tax authority named before the report ("the IRS requires us to
 *   report", "we are required by the IRS to report": Schultz; Heredia).
 *
 * - a balance dated by a past date said first ("On January 15, 2022, the balance owed was $1,100.00") or by the last
 *   statement, with growth told in the perfect ("interest has continued to accrue since that date", "se han seguido sumando
 *   intereses"): Miller v. McCalla (7th Cir. 2000), flagged where the words say the balance grew, asked where they do not;
 * - a total said to include charges it does not name ("other charges", "miscellaneous fees", "otros cargos") with no
 *   figure for them (Fields v. Wilber Law Firm, 7th Cir. 2004; 1692g(a)(1)).
 *
 * Written from the law's categories; one wording of each kind is close to a development letter, the rest are not. Tests,
 * not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import {
  laterLetter,
  NOTICE_RULES,
  noneMissedIn,
  noticeFlags,
  noticeMissesIn,
  noticePassage,
  runRule,
  STATUTE_ASSUME as ASSUME,
  STATUTE_CREDITOR as CREDITOR,
  STATUTE_VERIFY as VERIFY,
} from './test-letters';

const STATUS = 'misstated_legal_status';

/** A collection agency's letter after the first, dated June 2, 2025, to a consumer in Virginia, holding `body` and the 1692e(11) line. */
const agencyLetter = (body: string): string =>
  [
    'Harbor Point Recovery',
    'PO Box 9',
    'Richmond, VA 23219',
    '',
    'June 2, 2025',
    '',
    'Maria Gomez',
    '12 Oak St',
    'Norfolk, VA 23510',
    '',
    'Re: Account ending 4411. Original creditor: Pinecrest Apartments.',
    '',
    'Dear Maria Gomez:',
    '',
    body,
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Sincerely,',
    'Harbor Point Recovery',
  ].join('\n');

const runVA = (body: string, answers: UserAnswers = {}) => runRule(STATUS, agencyLetter(body), { allPagesUploaded: true, ...answers }, 'VA');
const PAID: UserAnswers = { debtAlreadyPaidOrSettled: true };

describe('a letter that says the account is settled or paid and asks for nothing is not collecting it (misstated_legal_status)', () => {
  const confirmations = [
    'NOTICE OF SETTLEMENT IN FULL\n\nWe have received your payment of $1,000.00. The above account has been settled in full. Balance: $0.00.',
    'This letter confirms that your account has been paid in full. No further payment is due.',
    'Your account was settled for less than the full balance and is now closed with a zero balance.',
    'PAID IN FULL\n\nThank you. The balance on this account is $0.00 and we have closed our file.',
    'We are pleased to tell you that the debt referenced above has been satisfied in full. You owe nothing further on this account.',
    'Our client has accepted your payment as full settlement of the account, which now shows a balance of $0.00.',
    'AVISO DE LIQUIDACIÓN TOTAL\n\nHemos recibido su pago. Su cuenta ha sido liquidada en su totalidad. Saldo: $0.00.',
    'Su cuenta ha sido pagada en su totalidad. No tiene que hacer ningún otro pago.',
  ];
  it('does not flag a confirmation that the debt is settled or paid, told it was', () => {
    expect(confirmations.filter((b) => runVA(b, PAID).flagged)).toEqual([]);
  });
  it('does not ask whether such a debt was paid or settled', () => {
    expect(confirmations.filter((b) => runVA(b).asks.includes('debtAlreadyPaidOrSettled'))).toEqual([]);
  });

  const collecting = [
    // a demand beside the answer
    'Your balance of $1,250.00 is past due. Please pay it today.',
    'Balance due: $1,250.00. Send your payment to the address above.',
    // "settled" as the result of a payment still to come: an offer, not a confirmation
    'If you pay $500.00 by July 15, 2025, your account will be considered settled in full.',
    'Upon receipt of $500.00 we will mark your account settled in full.',
    'Si paga $500.00 antes del 15 de julio de 2025, su cuenta se considerará liquidada en su totalidad.',
    // said settled, yet money asked for
    'Although your account shows as settled, our client reports a remaining balance of $544.52. Please remit that amount.',
    'Your account has been paid in full, except for a remaining balance of $544.52 that you must pay by July 1, 2025.',
    // "paid in full" spoken of generally, beside a demand
    'Accounts paid in full are reported as paid to the credit bureaus. Your balance is $1,250.00; please call us to pay it.',
  ];
  it('flags a letter that asks for money on a debt the person says was paid or settled, whatever it says of settlement', () => {
    expect(collecting.filter((b) => !runVA(b, PAID).flagged)).toEqual([]);
  });
});

const NY = (body: string, answers: UserAnswers = {}) =>
  runRule(
    STATUS,
    laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Brooklyn, NY 11201', date: 'June 2, 2025' }),
    { allPagesUploaded: true, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, ...answers },
    'NY',
  );

describe('the amount of the debt given as a figure plus charges the letter leaves open (misstated_legal_status)', () => {
  const mustFlag = [
    "Amount: $1,962.87 plus attorneys' fees up to $294.43",
    'You owe $1,962.87, plus collection costs.',
    'The balance of your account is $1,962.87 plus reasonable attorney fees.',
    'Amount due: $1,962.87 plus costs not to exceed $300.00.',
    "We demand payment of $1,962.87 together with our attorney's fees in an amount to be determined.",
    'Total owed: $1,962.87 + collection fees',
    "In addition to the $1,962.87 balance, you owe attorney's fees of up to $294.43.",
    'Monto adeudado: $1,962.87 más honorarios de abogado de hasta $294.43.',
    'Usted debe $1,962.87 más los gastos de cobranza.',
    "Balance due: $2,942.27 plus interest and attorney's fees",
  ];
  const mustNotFlag = [
    // the charge with its own figure, and the total
    'Balance: $1,962.87. Attorney fees: $294.43. Total due: $2,257.30.',
    'Balance: $1,962.87 plus a $294.43 attorney fee, for a total of $2,257.30.',
    'You owe $1,962.87, which includes attorney fees of $294.43.',
    // the Miller safe-harbour paragraph
    'As of the date of this letter, you owe $1,962.87. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    // charges a court may award if a suit is brought
    'You owe $1,962.87. If we file a lawsuit and win, the court may award court costs and attorney fees.',
    'Su saldo es $1,962.87. No se agregarán intereses ni cargos.',
    // interest alone is the growth readers' (Avila, Miller), a fee for a way of paying pay_to_pay_fee's, a plan's terms an offer's
    'You owe $1,962.87 plus interest at 6% per year.',
    'You may pay $50.00 by phone plus a $3.95 convenience fee, or by mail at no charge.',
    'We can accept monthly payments of $100.00 plus applicable processing fees.',
  ];
  it('flags each wording', () => {
    expect(mustFlag.filter((b) => !NY(b).flagged)).toEqual([]);
  });
  it('does not flag the lawful near misses', () => {
    expect(mustNotFlag.filter((b) => NY(b).flagged)).toEqual([]);
  });
});

/** Whether `ruleId` flags `body` in a later letter to New York (the whole letter in hand). */
const flagsNY = (ruleId: string, body: string): boolean =>
  runRule(
    ruleId,
    laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Brooklyn, NY 11201', date: 'June 2, 2025' }),
    { allPagesUploaded: true, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false },
    'NY',
  ).flagged;

describe('parts and a total said in one sentence, the total after its parts (vn_itemization_arithmetic)', () => {
  const ARITHMETIC = 'vn_itemization_arithmetic';
  const mustFlag = [
    'Principal $2,000.00, interest $300.00 and fees $50.00, for a total of $2,410.55.',
    'Your account shows $2,000.00 in principal, $300.00 in interest and $50.00 in late fees, bringing the total to $2,410.55.',
    'The principal of $2,000.00 plus interest of $300.00 and collection costs of $50.00 comes to $2,410.55.',
    'The original balance of $2,000.00, with $300.00 of interest and $50.00 of fees, less payments of $100.00, totals $2,410.55.',
    'Capital de $2,000.00, intereses de $300.00 y cargos de $50.00, para un total de $2,410.55.',
    'Su capital de $2,000.00 más intereses de $300.00 suman un total de $2,410.55.',
  ];
  const mustNotFlag = [
    // the parts add up, or less is asked than the parts (Kleinman: not flagged)
    'Principal $2,000.00, interest $300.00 and fees $50.00, for a total of $2,350.00.',
    'Principal $2,000.00, interest $300.00, less payments of $100.00, for a total of $2,200.00.',
    'Capital de $2,000.00, intereses de $300.00 y cargos de $50.00, para un total de $2,350.00.',
    // no row the rest is added to: a payment plan's figures, not parts of the debt
    'Three payments of $100.00, $100.00 and $150.00, for a total of $400.00.',
    'Your interest of $300.00 and fees of $50.00 come to $410.00 of the balance.',
  ];
  it('flags a total larger than its parts', () => {
    expect(mustFlag.filter((b) => !flagsNY(ARITHMETIC, b))).toEqual([]);
  });
  it('does not flag parts that add up, a lower total or figures with no base', () => {
    expect(mustNotFlag.filter((b) => flagsNY(ARITHMETIC, b))).toEqual([]);
  });
});

describe('a payment asked for by another verb above the balance the letter states (amounts_contradictory)', () => {
  const CONTRADICTORY = 'amounts_contradictory';
  const mustFlag = [
    'Balance: $2,410.55\n\nPay the full amount of $2,610.55 today.',
    'You owe $2,410.55. Send $2,610.55 to pay your balance in full.',
    'Your balance is $2,410.55. Please mail us $2,610.55 to close this account.',
    'Current balance: $2,410.55. To resolve this account, pay the total balance of $2,610.55.',
    'Usted debe $2,410.55. Para pagar la cuenta en su totalidad, envíe $2,610.55.',
    'Saldo: $2,410.55. Pague el monto total de $2,610.55 hoy.',
  ];
  const mustNotFlag = [
    // the same figure, a smaller sum (an instalment or an offer), a difference the letter itemizes
    'Balance: $2,410.55\n\nPay the full amount of $2,410.55 today.',
    'You owe $2,410.55. Send $100.00 today to start a payment plan.',
    'Your balance is $2,410.55. To pay this account in full, remit $2,200.00 by July 15, 2025.',
    'Balance: $2,410.55. Processing fee: $5.00. Send $2,415.55 if you pay by phone.',
    'Saldo: $2,410.55. Envíe $100.00 hoy para comenzar un plan de pagos.',
  ];
  it('flags the larger figure asked for', () => {
    expect(mustFlag.filter((b) => !flagsNY(CONTRADICTORY, b))).toEqual([]);
  });
  it('does not flag the same figure, a smaller one or an itemized difference', () => {
    expect(mustNotFlag.filter((b) => flagsNY(CONTRADICTORY, b))).toEqual([]);
  });
});

describe("the collector's charges folded into the balance by other verbs (misstated_legal_status, Fields)", () => {
  const mustFlag = [
    'Your balance of $2,410.55 reflects fees and costs added by our office.',
    'The amount due, $2,410.55, is made up of your original debt and our collection fees.',
    'The total of $2,410.55 contains charges added by this agency.',
    'Your balance of $2,410.55 consists of the amount your creditor placed with us and the collection agency fee.',
    'El saldo de $2,410.55 refleja los cargos de cobranza.',
    'Su saldo de $2,410.55 contiene cargos agregados por nuestra oficina.',
  ];
  const mustNotFlag = [
    'Your balance of $2,410.55 reflects payments received through May 31, 2025.',
    'Your balance of $2,410.55 reflects collection fees of $200.00.',
    'The balance of $2,410.55 does not reflect any collection fees.',
    'El saldo de $2,410.55 no contiene cargos de cobranza.',
  ];
  it('flags each wording', () => {
    expect(mustFlag.filter((b) => !NY(b).flagged)).toEqual([]);
  });
  it('does not flag the lawful near misses', () => {
    expect(mustNotFlag.filter((b) => NY(b).flagged)).toEqual([]);
  });
});

describe('interest or fees shown added where the letter says none were (misstated_legal_status)', () => {
  const table = (interest: string, fees: string, total: string, es = false): string =>
    es
      ? `Saldo al momento del castigo: $2,000.00\nIntereses desde el castigo: ${interest}\nCargos desde el castigo: ${fees}\nPagos desde el castigo: $0.00\nSaldo actual: ${total}`
      : `Amount of the debt at charge-off: $2,000.00\nInterest since charge-off: ${interest}\nFees since charge-off: ${fees}\nPayments since charge-off: $0.00\nTotal amount of the debt now: ${total}`;
  const mustFlag = [
    `This account does not accrue interest.\n\n${table('$120.00', '$0.00', '$2,120.00')}`,
    `No interest or fees have been added to your account since it was placed with us.\n\n${table('$0.00', '$75.00', '$2,075.00')}`,
    `Your debt is not subject to interest.\n\n${table('$120.00', '$0.00', '$2,120.00')}`,
    `Our client has never charged any fees on this account.\n\n${table('$0.00', '$75.00', '$2,075.00')}`,
    `Esta cuenta no genera intereses.\n\n${table('$120.00', '$0.00', '$2,120.00', true)}`,
    `No se han agregado cargos a su cuenta.\n\n${table('$0.00', '$75.00', '$2,075.00', true)}`,
  ];
  const mustNotFlag = [
    // nothing added in the figures
    `This account does not accrue interest.\n\n${table('$0.00', '$0.00', '$2,000.00')}`,
    // fees added, the statement speaks of interest only
    `This account does not accrue interest.\n\n${table('$0.00', '$75.00', '$2,075.00')}`,
    // now only: interest may have been added before
    `No interest or fees are being added to your account.\n\n${table('$120.00', '$0.00', '$2,120.00')}`,
    // a bare interest line, not said to run over a period
    'We have not charged any interest on this account.\nPrincipal: $2,000.00\nInterest: $120.00\nTotal due: $2,120.00',
    `Esta cuenta no genera intereses.\n\n${table('$0.00', '$0.00', '$2,000.00', true)}`,
  ];
  it('flags the figures against the statement', () => {
    expect(mustFlag.filter((b) => !NY(b).flagged)).toEqual([]);
  });
  it('does not flag figures the statement does not deny', () => {
    expect(mustNotFlag.filter((b) => NY(b).flagged)).toEqual([]);
  });
});

describe('a verification or original-creditor statement that names a spoken step, on a passage of a notice (vn_dispute_right_statement, vn_original_creditor_right_statement)', () => {
  const STATES = ['TX', 'NY', 'CA', 'IL'];
  const spoken = [
    `${ASSUME} If you call us within thirty days after receipt of this notice to dispute the debt, we will send you verification of it. ${CREDITOR}`,
    `${ASSUME} If you telephone this office within 30 days and dispute the debt, this office will obtain verification of the debt and mail it to you. ${CREDITOR}`,
    `${ASSUME} If you dispute the debt by phone within 30 days of receiving this notice, we will obtain verification of the debt. ${CREDITOR}`,
    `${ASSUME} Speak with one of our representatives within thirty days after receipt of this notice to dispute the debt, and we will obtain verification of it. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} If you call us within thirty days after receiving this notice, we will give you the name and address of the original creditor.`,
    `${ASSUME} Si usted nos llama dentro de los 30 días siguientes a la recepción de este aviso para disputar la deuda, obtendremos la verificación de la deuda. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Si nos llama dentro de los 30 días siguientes a la recepción de este aviso, le daremos el nombre y la dirección del acreedor original.`,
  ];
  // The passage without the original creditor's statement: the notice's three statements are not all in hand.
  const partial = (t: string): string => noticePassage(t.replace(` ${CREDITOR}`, ''));
  it('flags each on a passage, in every circuit, even with the notice not all in hand', () => {
    expect(noticeMissesIn(STATES, spoken, partial)).toEqual(noneMissedIn(STATES));
  });
  it('does not flag a neutral step on a passage outside the Eleventh Circuit, writing said after, or a call invited for something else', () => {
    const lawful = [
      `${ASSUME} If you notify this office within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt.`,
      `${ASSUME} If you contact us within thirty days after receipt of this notice, we will give you the name and address of the original creditor.`,
      `${ASSUME} If you notify this office within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt. Your notice must be in writing.`,
      `${ASSUME} ${VERIFY} If you have any questions, please call us at 800-555-0100.`,
      `${ASSUME} ${VERIFY} If you call us, we will be glad to discuss payment options.`,
      `${ASSUME} Si usted nos notifica por escrito dentro de los 30 días siguientes a la recepción de este aviso que disputa la deuda, obtendremos la verificación de la deuda. Si tiene preguntas, llámenos.`,
    ];
    expect(lawful.filter((t) => noticeFlags(partial(t), 'TX'))).toEqual([]);
  });
});

describe("a Regulation F notice's itemization or prompts wrong as they stand in a passage (vn_itemization_date, vn_itemization_table, vn_amount_on_itemization_date, vn_dispute_prompts)", () => {
  const passage = (table: string, response = ''): string =>
    [
      'June 2, 2025',
      '',
      '[...]',
      'North South Group is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville. We will use any information you give us to help collect the debt.',
      '',
      'Our information shows:',
      'You had a credit card from Bank of Rockville with account number ending 6789.',
      '',
      table,
      ...(response ? ['', response] : []),
      '[...]',
    ].join('\n');
  const rows = (o: { asOf?: string; base?: string; between?: string; interest?: string; fees?: string | false; paid?: string; now?: string } = {}): string =>
    [
      `${o.asOf ?? 'As of January 2, 2025, you owed:'} ${o.base ?? '$ 2,234.56'}`,
      `${o.between ?? 'Between January 2, 2025 and today:'}`,
      `You were charged this amount in interest: + ${o.interest ?? '$ 75.00'}`,
      ...(o.fees === false ? [] : [`You were charged this amount in fees: + ${o.fees ?? '$ 25.00'}`]),
      `You paid or were credited this amount toward the debt: - ${o.paid ?? '$ 50.00'}`,
      `Total amount of the debt now: ${o.now ?? '$ 2,284.56'}`,
    ].join('\n');
  const prompts = (order: string[]): string => ['How do you want to respond?', 'Check all that apply:', ...order].join('\n');
  const flagging = (text: string): string[] => {
    const r = analyzeText(text, {
      answers: { state: 'NY', isFirstContact: true, senderIsOriginalCreditor: false },
      today: '2025-06-12',
      rules: NOTICE_RULES.map((id) => getRule(id)!),
    });
    return r.findings.map((f) => f.id);
  };
  const cases: [string, string][] = [
    ['vn_itemization_date', passage(rows({ between: 'Between March 15, 2025 and today:' }))],
    [
      'vn_itemization_date',
      passage(rows({ asOf: 'Itemization date: December 31, 2024\nOn that date, you owed:', between: 'Between January 31, 2025 and today:' })),
    ],
    ['vn_itemization_table', passage(rows({ interest: '$' }))],
    ['vn_itemization_table', passage(rows({ fees: '$ ______', paid: '$' }))],
    ['vn_amount_on_itemization_date', passage(rows({ base: '$' }))],
    ['vn_amount_on_itemization_date', passage(rows({ base: '$ _______' }))],
    [
      'vn_dispute_prompts',
      passage(
        rows(),
        prompts([
          'I want to dispute the debt because I think:',
          'The amount is wrong.',
          'This is not my debt.',
          'Other (please describe on reverse or attach additional information).',
        ]),
      ),
    ],
  ];
  it('flags each on a passage, the whole letter not vouched for', () => {
    expect(cases.filter(([id, text]) => !flagging(text).includes(id)).map(([id]) => id)).toEqual([]);
  });
  it('does not flag a table in order, nor a line missing altogether (it waits for the rest)', () => {
    const lawful = [
      passage(rows()),
      passage(rows({ fees: false, now: '$ 2,259.56' })),
      passage(
        rows(),
        prompts([
          'I want to dispute the debt because I think:',
          'This is not my debt.',
          'The amount is wrong.',
          'Other (please describe on reverse or attach additional information).',
        ]),
      ),
    ];
    expect(
      lawful.filter((t) =>
        flagging(t).some((id) => ['vn_itemization_date', 'vn_itemization_table', 'vn_amount_on_itemization_date', 'vn_dispute_prompts'].includes(id)),
      ),
    ).toEqual([]);
  });
});

describe('amount kinds already read, in words and orders that slipped past them', () => {
  const FEES = 'unauthorized_fees_or_interest';
  const mustFlag: [string, string][] = [
    [STATUS, 'Balance due $1,250.00 plus 9% statutory interest from January 1, 2020.'],
    [STATUS, 'Amount owed: $1,250.00, together with 6% per annum interest from March 3, 2021.'],
    [STATUS, 'Su saldo puede no incluir los intereses acumulados. Llame para obtener el saldo actual.'],
    [STATUS, 'El saldo de $1,250.00 no incluye los intereses. Comuníquese con nosotros para conocer el monto exacto.'],
    [FEES, 'Se ha agregado una comisión de cobranza del 25% a su saldo.'],
    [STATUS, 'The IRS requires us to report any forgiven amount. We will accept $300.00 to settle your balance of $700.00.'],
    [STATUS, 'We are required by the IRS to report forgiven debt. We will accept $300.00 to settle your balance of $700.00.'],
    // the balance named before its noun in the offer
    [STATUS, 'The IRS requires us to report any forgiven amount. Pay $300.00 to settle your $700.00 balance.'],
    [STATUS, 'Any amount forgiven may be reported to the Internal Revenue Service. We will accept $250.00 to settle the $640.00 you owe.'],
  ];
  const mustNotFlag: [string, string][] = [
    // a total stated beside the base and its interest
    [STATUS, 'Balance due $1,250.00 plus 9% interest from January 1, 2020. Total due as of the date of this letter: $1,790.00.'],
    // interest said to run from the letter's date on: the Miller explanation, not a past start
    [STATUS, 'As of the date of this letter, you owe $1,250.00. Interest accrues at 9% per year, so the amount due on the day you pay may be greater.'],
    // the Spanish balance said to include interest, with no call for another figure
    [STATUS, 'El saldo de $1,250.00 incluye los intereses hasta la fecha de esta carta.'],
    // a tax report said of forgiveness of $600 or more, when the settlement forgives more than that
    [STATUS, 'The IRS requires us to report any forgiven amount of $600 or more. We will accept $300.00 to settle your balance of $1,700.00.'],
    [STATUS, 'Any amount forgiven may be reported to the Internal Revenue Service. We will accept $250.00 to settle the $1,640.00 you owe.'],
    [FEES, 'No se agregarán comisiones de cobranza a su saldo.'],
  ];
  it('flags each', () => {
    expect(mustFlag.filter(([id, b]) => !flagsNY(id, b))).toEqual([]);
  });
  it('does not flag the near misses', () => {
    expect(mustNotFlag.filter(([id, b]) => flagsNY(id, b))).toEqual([]);
  });
});

describe('a past balance said date first or by the last statement, with growth told in the perfect (misstated_legal_status, Miller)', () => {
  const mustFlag = [
    'On January 15, 2022, the balance owed was $1,100.00. Interest has continued to accrue since that date.',
    'On 01/15/2022 your balance was $1,100.00, and fees have continued accruing since then.',
    'As of January 15, 2022, you owed $1,100.00. Interest has accrued since that date.',
    'El saldo al 15 de enero de 2022 era de $1,100.00 y desde entonces se han seguido sumando intereses.',
    'Al 15 de enero de 2022 usted debía $1,100.00. Los intereses han seguido acumulándose desde esa fecha.',
    'Balance as of your last statement: $1,100.00. Interest has continued to accrue since that statement.',
  ];
  const mustNotFlag = [
    // the amount now stated beside the old one
    'On January 15, 2022, the balance owed was $1,100.00. Interest has continued to accrue since that date. Your current balance is $1,402.50.',
    // nothing said to grow since (asked, not flagged)
    'On January 15, 2022, the balance owed was $1,100.00.',
    // said not to grow (Taylor)
    'On January 15, 2022, the balance owed was $1,100.00. No interest or fees have been added since that date.',
    // a recent date
    'On May 30, 2025, your balance was $1,100.00. Interest has continued to accrue since that date.',
  ];
  it('flags each', () => {
    expect(mustFlag.filter((b) => !NY(b).flagged)).toEqual([]);
  });
  it('does not flag a current figure beside it, silence about growth, a static balance or a recent date', () => {
    expect(mustNotFlag.filter((b) => NY(b).flagged)).toEqual([]);
  });
});

describe('a total said to include charges it does not name (misstated_legal_status, Fields)', () => {
  const mustFlag = [
    'Your balance of $1,250.00 includes principal, interest and other charges.',
    'The total due of $1,250.00 includes miscellaneous charges.',
    'The amount due, $1,250.00, reflects additional fees.',
    'Your account balance of $1,250.00 consists of the principal and various charges.',
    'Su saldo de $1,250.00 incluye capital, intereses y otros cargos.',
    'El monto de $1,250.00 contiene cargos adicionales.',
  ];
  const mustNotFlag = [
    'Your balance of $1,250.00 includes principal of $1,000.00, interest of $150.00 and other charges of $100.00.',
    'Your balance of $1,250.00 includes other charges.\nPrincipal: $1,000.00\nInterest: $150.00\nOther charges: $100.00',
    'Your balance of $1,250.00 includes principal and interest.',
    'Your balance of $1,250.00 does not include any other charges.',
    'Su saldo de $1,250.00 no incluye otros cargos.',
  ];
  it('flags each', () => {
    expect(mustFlag.filter((b) => !NY(b).flagged)).toEqual([]);
  });
  it('does not flag named charges, charges with their figure or charges said left out', () => {
    expect(mustNotFlag.filter((b) => NY(b).flagged)).toEqual([]);
  });
});
