/**
 * Paraphrase family for decision 392 (issue 26): a letter to a person whose debt was discharged in bankruptcy that says, for a
 * person in or discharged from bankruptcy, it is for information only and not an attempt to collect from them personally, and
 * that asks for no payment. A discharge ends the personal liability (11 U.S.C. 524(a)(2)) but a lien survives it (Johnson v.
 * Home State Bank, 501 U.S. 78, 1991), and Regulation Z itself has servicers tell a debtor in bankruptcy that a statement is
 * for information only (12 CFR 1026.41(f)); a foreclosure firm's letter that says so, states the balance and the notice and
 * asks for nothing more, did not say the discharged debt was still owed personally (Tyler v. Fabrizio & Brook, E.D. Mich.
 * 2019, development L450). On the start code `misstated_legal_status` flagged every such letter once the person said the debt
 * was discharged. Must stay silent: the disclaimer in the ways servicers and firms write it, in English and Spanish, in
 * capitals, before or after the balance. Must flag: the same letter with a plain request for payment beside the disclaimer,
 * an "informational" line that says nothing of bankruptcy, and a letter that says a discharge leaves the debt owed. Tests,
 * not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, ruleOutcome, STATUTE_NOTICE } from './test-letters';

const letter = (closing: string, options: { demand?: string; before?: boolean } = {}): string =>
  [
    'Lakeshore Law Group, P.C.\n700 Tower Drive, Troy, MI 48098',
    'September 12, 2016',
    'Dana Ortiz\n41 Maple Court\nLansing, MI 48910',
    'Re: 41 Maple Court, Lansing, MI 48910. Loan No. XXXXXX2211',
    ...(options.before ? [closing] : []),
    'Dear Borrower(s),',
    'Great Lakes Mortgage Company has retained our law firm to begin foreclosure proceedings on the above referenced property. As of the date of this letter, you owe $27,036.78. Because of interest, late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    ...(options.demand ? [options.demand] : []),
    STATUTE_NOTICE,
    'Lakeshore Law Group, P.C. is the creditor’s attorney and is attempting to collect a debt on its behalf. Any information obtained will be used for that purpose.',
    ...(options.before ? [] : [closing]),
    'Very truly yours,\nLakeshore Law Group, P.C.',
  ].join('\n\n');

const outcome = (text: string): string =>
  ruleOutcome('misstated_legal_status', text, { state: 'MI', debtDischargedInBankruptcy: true, propertySecuresDebt: true }, '2016-09-22');

const DISCLAIMERS = [
  'However, if you are in bankruptcy or have been discharged in bankruptcy, this letter is for informational purposes only and is not intended as an attempt to collect a debt or as an act to collect, assess, or recover all or any portion of the debt from you personally.',
  'If you have received a discharge of this debt in bankruptcy, this communication is provided for informational purposes only and is not an attempt to collect the debt from you personally.',
  'To the extent your obligation has been discharged or is subject to the automatic stay in a bankruptcy case, this notice is for compliance and informational purposes only and does not constitute a demand for payment or an attempt to impose personal liability for the debt.',
  'If the debt has been discharged in a bankruptcy proceeding, be advised that this letter is not an attempt to collect the discharged debt from you personally; our client seeks only to enforce its lien against the property.',
  'Persons who have received a bankruptcy discharge of this debt are not personally liable for it, and this letter is sent to them for information only.',
  'NOTICE: IF YOU ARE A DEBTOR IN A PENDING BANKRUPTCY OR HAVE RECEIVED A DISCHARGE OF THIS DEBT, THIS IS NOT AN ATTEMPT TO COLLECT A DEBT FROM YOU PERSONALLY, BUT ONLY TO ENFORCE THE SECURITY INTEREST IN THE PROPERTY.',
  'Si usted está en bancarrota o ha recibido una exoneración de esta deuda en bancarrota, esta carta es solo para fines informativos y no es un intento de cobrarle la deuda a usted personalmente.',
  'En la medida en que su obligación haya sido exonerada en un procedimiento de bancarrota, este aviso es únicamente informativo y no constituye una demanda de pago ni un intento de imponerle responsabilidad personal.',
  // Decision 493 (instrument P609, a restatement of L1072): the notice sent "only to comply with the law and to inform you", and a
  // letter that "does not seek to hold you personally liable".
  'If the obligation described here was discharged in a bankruptcy case, or if a bankruptcy automatic stay now applies to it, we send this notice only to comply with the law and to inform you.',
  'If you have received a bankruptcy discharge of this debt, this letter does not seek to hold you personally liable for it.',
];

describe('a discharged debtor told the letter is for information only, with nothing asked', () => {
  it.each(DISCLAIMERS)('stays silent on "%s"', (closing) => {
    expect(outcome(letter(closing))).not.toBe('flag');
  });

  it('stays silent with the disclaimer printed above the salutation', () => {
    expect(outcome(letter(DISCLAIMERS[0]!, { before: true }))).not.toBe('flag');
  });
});

describe('still flagged: a request for payment beside the disclaimer, no word of bankruptcy, or a discharge said to leave the debt owed', () => {
  it.each([
    ['a plain request beside it', DISCLAIMERS[0]!, 'Please remit $27,036.78 to this office within ten days to avoid further action.'],
    ['a Spanish request beside the Spanish disclaimer', DISCLAIMERS[6]!, 'Por favor envíe su pago de $27,036.78 a esta oficina dentro de diez días.'],
    ['an informational line with no word of bankruptcy', 'This letter is for informational purposes only.', undefined],
    ['a discharge said to leave the debt owed', 'Even if you have been discharged in bankruptcy, you remain personally responsible for this debt.', undefined],
    [
      'a disclaimer denied',
      'If you have been discharged in bankruptcy, this letter is not for informational purposes only; it is an attempt to collect the debt from you.',
      undefined,
    ],
  ])('flags %s', (_label, closing, demand) => {
    expect(outcome(letter(closing, demand ? { demand } : {}))).toBe('flag');
  });

  it('flags the letter without any disclaimer', () => {
    expect(outcome(letter('Thank you for your attention to this matter.'))).toBe('flag');
  });
});

describe('part of a letter: whether another page asks for payment is the person’s to say (Roth v. Nationstar Mortgage, M.D. Fla. 2016)', () => {
  const part = { state: 'MI', debtDischargedInBankruptcy: true, propertySecuresDebt: true, allPagesUploaded: false };
  const text = letter(DISCLAIMERS[0]!);

  it('asks whether any page gives a due date, a coupon or payment instructions', () => {
    expect(questionsAskedBy('misstated_legal_status', text, part, '2016-09-22')).toContain('informationalLetterAsksForPayment');
    expect(ruleOutcome('misstated_legal_status', text, part, '2016-09-22')).toBe('ask');
  });

  it('flags once the person says another page asks for payment', () => {
    expect(ruleOutcome('misstated_legal_status', text, { ...part, informationalLetterAsksForPayment: true }, '2016-09-22')).toBe('flag');
  });

  it('stays silent once the person says no page asks for payment', () => {
    expect(ruleOutcome('misstated_legal_status', text, { ...part, informationalLetterAsksForPayment: false }, '2016-09-22')).not.toBe('flag');
  });

  it('does not ask on a letter with no disclaimer', () => {
    expect(questionsAskedBy('misstated_legal_status', letter('Thank you for your attention to this matter.'), part, '2016-09-22')).not.toContain(
      'informationalLetterAsksForPayment',
    );
  });
});
