/**
 * Paraphrase families (decision 198) for two kinds the law-letter instrument showed silent or read by the wrong
 * rule:
 * - a government's standing claimed for a debt the letter shows is private: a remedy only the government has
 *   (administrative wage garnishment, Treasury offset, a tax refund intercepted, pay withheld "under federal law"
 *   with no court order) or a federal program, department or official named as the sender's own, on a loan the
 *   letter calls private or owed to a private company (15 U.S.C. 1692e(1), (9), (14); 12 CFR 1006.18(b)(1)(i),
 *   (c)(3); the Higher Education Act gives administrative wage garnishment and Treasury offset for federal student
 *   loans only, 20 U.S.C. 1095a, 31 U.S.C. 3720A, 3720D). Near misses: the same words on a federal student loan
 *   (a guaranty agency, a collector for the Department of Education), a public creditor, a denial, a garnishment
 *   that waits for a court's judgment, "federal law" in a rights notice, a credit union with "Federal" in its name;
 * - a fee for one way of paying set in a wrapped table cell (a payment-options table whose cell runs over two
 *   lines): the price of paying (pay_to_pay_fee: 15 U.S.C. 1692f(1); 12 CFR 1006.22(b); CFPB advisory opinion,
 *   2022), not a fee added to the debt (unauthorized_fees_or_interest). Near misses: a processing fee in the
 *   itemization of the debt, a table whose every way of paying is free.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const TODAY = '2022-07-07';
const WHOLE: UserAnswers = { senderIsOriginalCreditor: false, isFirstContact: false, allPagesUploaded: true, balanceUnder600: false };

const run = (ruleId: string, text: string, answers: UserAnswers = {}, state = 'ND') => {
  const result = analyzeText(text, { answers: { state, ...WHOLE, ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

/** A later letter (no validation notice) from a private collector about a loan, with its own heading and body. */
const loanLetter = (creditorLine: string, body: string, head = 'Northern Plains Loan Recovery\nPO Box 2377, Fargo ND 58108'): string =>
  [head, '', 'June 27, 2022', '', creditorLine, '', body, '', 'This communication is from a debt collector.', '', 'Sincerely,', 'Account Services'].join('\n');

const PRIVATE_LOANS = [
  'Dakota Private Student Loans LLC · Loan XXXX5571 · $18,200.00',
  'Loan holder: Summit Education Funding Trust · Loan XXXX2210 · $14,220.00',
  'Creditor: Keystone Private Education Loans, Inc. — Account XXXX8812 — Balance $9,410.00',
  'Re: your private student loan with Granite Bank, N.A., XXXX1034, balance $7,905.00',
  'Acreedor: Préstamos Estudiantiles Privados Sol, LLC · Préstamo XXXX4410 · $11,300.00',
];

const FEDERAL_LOANS = [
  'Your federal student loan XXXX0931 is in default. Balance $12,840.00',
  'Heartland Education Assistance Corporation, a guaranty agency in the Federal Family Education Loan Program · Loan XXXX0931 · $12,840.00',
  'We collect this defaulted Direct Loan on behalf of the U.S. Department of Education. Balance $12,840.00',
  'Loan holder: U.S. Department of Education · Federal Perkins Loan XXXX0931 · $12,840.00',
  'Su préstamo estudiantil federal XXXX0931 está en incumplimiento. Saldo $12,840.00',
];

const REMEDIES = [
  'FINAL NOTICE BEFORE ADMINISTRATIVE WAGE GARNISHMENT\n\nContact us within 30 days.',
  'Under federal law, your employer will be ordered to withhold 15% of your pay beginning in 30 days unless you contact us. No court order is needed.',
  'We may begin administrative wage garnishment proceedings against you without a court order.',
  'An administrative wage garnishment order may be issued to your employer if this loan is not resolved.',
  'Your federal tax refund may be intercepted through the Treasury Offset Program.',
  'This account has been referred for Treasury offset of your federal payments.',
  'WE WILL REQUEST AN ADMINISTRATIVE  WAGE  GARNISHMENT ORDER ON JULY 30, 2022.',
  'Your employer can be required to withhold part of your wages without any court judgment.',
  'Se iniciará el embargo administrativo de su salario sin orden judicial.',
  'Su reembolso de impuestos federales podría ser retenido mediante una compensación del Tesoro.',
];

describe('government_affiliation_implied: a remedy only the government has, claimed for a private loan', () => {
  it.each(PRIVATE_LOANS.flatMap((c) => REMEDIES.map((r) => [c, r])))('flags "%s" with "%s"', (creditor, remedy) => {
    expect(run('government_affiliation_implied', loanLetter(creditor, remedy))).toBe(true);
  });

  it.each(FEDERAL_LOANS.flatMap((c) => REMEDIES.map((r) => [c, r])))('leaves the remedy alone on a federal loan: "%s" with "%s"', (creditor, remedy) => {
    expect(run('government_affiliation_implied', loanLetter(creditor, remedy))).toBe(false);
  });

  it.each(
    PRIVATE_LOANS.flatMap((c) =>
      [
        'Administrative wage garnishment applies only to federal student loans; it does not apply to this private loan.',
        'We cannot garnish your wages without a court judgment.',
        'This private loan is not eligible for Treasury offset or any federal program.',
        'If a court enters a judgment against you, your lender may ask the court to garnish your wages as state law allows.',
        'Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.',
        'Federal law limits how much of your pay can be garnished after a judgment.',
        'No garnishment can take place unless a court first enters a judgment.',
        'El embargo administrativo de salario no se aplica a los préstamos privados.',
      ].map((r) => [c, r]),
    ),
  )('leaves a denial, a court path or a rights notice alone: "%s" with "%s"', (creditor, words) => {
    expect(run('government_affiliation_implied', loanLetter(creditor, words))).toBe(false);
  });

  it('leaves a public creditor alone (a state tax offset by the state)', () => {
    const text = loanLetter(
      'Creditor: State of Ohio, Department of Taxation · Account XXXX7711 · $2,410.00',
      'Your state tax refund may be offset to pay this balance.',
    );
    expect(run('government_affiliation_implied', text, {}, 'OH')).toBe(false);
  });

  it('leaves a credit union with "Federal" in its name alone', () => {
    const text = loanLetter(
      'Re: Jersey Shore Federal Credit Union personal loan XXXX0338 — $7,410.00',
      'If this remains unresolved, the credit union may consider other options, which could include a lawsuit.',
    );
    expect(run('government_affiliation_implied', text, {}, 'NJ')).toBe(false);
  });
});

const PROGRAMS: [string, string][] = [
  ['FEDERAL EDUCATION DEFAULT RESOLUTION SERVICES\nU.S. Department of Education Default Program Notice\nPO Box 29440, Richmond, VA 23242', 'Please call us.'],
  ['Apex Loan Services\nPO Box 29440, Richmond, VA 23242', 'Under the federal default resolution program, you may qualify to rehabilitate this loan.'],
  ['Apex Loan Services\nPO Box 29440, Richmond, VA 23242', 'Contact a Federal Resolution Specialist at 804-555-0163 within 20 days.'],
  ['Apex Loan Services\nPO Box 29440, Richmond, VA 23242', 'This notice is issued under the U.S. Department of Education loan rehabilitation program.'],
  ['Apex Loan Services\nPO Box 29440, Richmond, VA 23242', 'You have been enrolled in the Federal Student Loan Default Program.'],
  ['NATIONAL DEFAULT RESOLUTION CENTER\nA program of the United States Department of Education\nPO Box 29440, Richmond, VA 23242', 'Please call us.'],
  [
    'Apex Loan Services\nPO Box 29440, Richmond, VA 23242',
    'Según el programa federal de resolución de incumplimiento, usted podría rehabilitar este préstamo.',
  ],
  ['Aviso del Programa de Incumplimiento del Departamento de Educación de EE. UU.\nPO Box 29440, Richmond, VA 23242', 'Llámenos hoy.'],
];

describe('government_affiliation_implied: a federal program, department or official named as the sender’s own, for a private loan', () => {
  it.each(PRIVATE_LOANS.flatMap((c) => PROGRAMS.map(([h, b]) => [c, h, b])))('flags "%s" under "%s": "%s"', (creditor, head, body) => {
    expect(run('government_affiliation_implied', loanLetter(creditor, `${body}\n\nFEDRS LLC is a private company and a debt collector.`, head), {}, 'VA')).toBe(
      true,
    );
  });

  it.each(FEDERAL_LOANS.flatMap((c) => PROGRAMS.map(([h, b]) => [c, h, b])))(
    'leaves it alone on a federal loan: "%s" under "%s": "%s"',
    (creditor, head, body) => {
      expect(run('government_affiliation_implied', loanLetter(creditor, body, head), {}, 'VA')).toBe(false);
    },
  );

  it.each(
    PRIVATE_LOANS.flatMap((c) =>
      [
        'This loan is a private loan and is not part of any federal program.',
        'Federal loan rehabilitation programs are not available for private loans such as this one.',
        'We are not affiliated with the U.S. Department of Education.',
        'If you also have federal student loans, contact the U.S. Department of Education about them.',
        'We are a private collection agency under contract with the U.S. Department of Education. We are not a government agency.',
      ].map((b) => [c, b]),
    ),
  )('leaves a denial or a pointer to the agency alone: "%s" with "%s"', (creditor, body) => {
    expect(run('government_affiliation_implied', loanLetter(creditor, body, 'Apex Loan Services\nPO Box 29440, Richmond, VA 23242'), {}, 'VA')).toBe(false);
  });
});

/** A later medical letter whose payment options are set in a table. */
const tableLetter = (rows: string): string =>
  [
    'Buckeye Medical Billing Recovery',
    'PO Box 18455 · Columbus, OH 43218',
    '',
    'November 28, 2022',
    '',
    'Patient: Ronald Fitch · Provider: Scioto Valley Radiology · Account XXXX3381 · Amount due $236.00',
    '',
    'PAYMENT OPTIONS',
    rows,
    '',
    'This communication is from a debt collector.',
  ].join('\n');

const box = (cells: [string, string][]): string => {
  const w1 = Math.max(...cells.map(([a]) => a.length)) + 2;
  const w2 = Math.max(...cells.map(([, b]) => b.length)) + 2;
  return [
    `┌${'─'.repeat(w1)}┬${'─'.repeat(w2)}┐`,
    ...cells.map(([a, b]) => `│ ${a.padEnd(w1 - 1)}│ ${b.padEnd(w2 - 1)}│`),
    `└${'─'.repeat(w1)}┴${'─'.repeat(w2)}┘`,
  ].join('\n');
};
const pipes = (cells: [string, string][]): string => cells.map(([a, b]) => `| ${a.padEnd(22)} | ${b.padEnd(34)} |`).join('\n');

const WRAPPED_FEES: [string, string][][] = [
  [
    ['Automated phone line', '1-800-555-0129 (card; a $3.50'],
    ['', 'processing fee will be added)'],
    ['Mail', 'Check to the address above'],
  ],
  [
    ['Pay by phone', '1-800-555-0129; a $2.95 service'],
    ['', 'charge applies to each payment'],
    ['Mail', 'Check or money order'],
  ],
  [
    ['Online portal', 'pay.example.com (debit or credit;'],
    ['', 'plus a $4.00 handling fee)'],
    ['Mail', 'Check to the address above'],
  ],
  [
    ['Telephone payment line', '1-800-555-0129 — card payments'],
    ['', 'carry a $3.00 transaction fee'],
  ],
  [
    ['Línea telefónica automática', '1-800-555-0129 (tarjeta; se'],
    ['', 'agregará un cargo de procesamiento de $3.50)'],
    ['Correo', 'Cheque a la dirección de arriba'],
  ],
];

describe('pay_to_pay_fee, not unauthorized_fees_or_interest: a fee for one way of paying in a wrapped table cell', () => {
  const layouts = [
    ['box', box],
    ['pipes', pipes],
  ] as const;
  it.each(WRAPPED_FEES.flatMap((rows, i) => layouts.map(([name, lay]) => [i, name, lay(rows)])))(
    'row set %s (%s) is read as a fee for paying',
    (_i, _name, rows) => {
      const text = tableLetter(rows as string);
      expect(run('pay_to_pay_fee', text, { contractAllowsPaymentFees: false }, 'OH')).toBe(true);
      expect(run('unauthorized_fees_or_interest', text, { contractAllowsPaymentFees: false }, 'OH')).toBe(false);
    },
  );

  it.each(layouts.map(([name, lay]) => [name, lay]))('a processing fee in the itemization of the debt stays a fee added to the debt (%s)', (_name, lay) => {
    const text = tableLetter(
      (lay as typeof box)([
        ['Balance owed to provider', '$201.00'],
        ['Processing fee', '$35.00'],
        ['Total due', '$236.00'],
      ]),
    );
    expect(run('unauthorized_fees_or_interest', text, {}, 'OH')).toBe(true);
    expect(run('pay_to_pay_fee', text, {}, 'OH')).toBe(false);
  });

  it.each(layouts.map(([name, lay]) => [name, lay]))('a table whose every way of paying is free is left alone (%s)', (_name, lay) => {
    const text = tableLetter(
      (lay as typeof box)([
        ['Automated phone line', '1-800-555-0129 (card; no fee)'],
        ['Online portal', 'pay.example.com'],
        ['Mail', 'Check to the address above'],
      ]),
    );
    expect(run('pay_to_pay_fee', text, {}, 'OH')).toBe(false);
    expect(run('unauthorized_fees_or_interest', text, {}, 'OH')).toBe(false);
  });
});
