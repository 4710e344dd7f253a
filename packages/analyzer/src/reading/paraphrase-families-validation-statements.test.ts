/**
 * Paraphrase families for the validation-notice statements read by what they do (decision 092;
 * src/reading/validation-statements.ts): for each reading, variants generated from the law's categories
 * (which right, who must act, within what, counted from when, how: writing or a spoken step, and hedges),
 * in English and Spanish, that must be flagged, and the lawful wordings that must not (the statute's own
 * words, the CFPB's Model Form B-1 and Spanish model notice). Written from 15 U.S.C. 1692g(a)(3)-(5) and
 * 12 CFR 1006.34, not from any letter of the court corpus. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetter, statuteNotice } from './test-letters';
import { misstatementsOf, readValidationStatements } from './validation-statements';

const flagsOn = (ruleId: string, text: string, answers: UserAnswers, today = '2019-03-14'): boolean => {
  const result = analyzeText(text, { answers, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

/** Lawful statements of the other rights, so each family judges one statement. */
const ASSUME = 'Unless you dispute the validity of this debt within thirty days after receipt of this notice, this office will assume the debt is valid.';
const VERIFY =
  'If you notify this office in writing within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy.';

// ---------------------------------------------------------------------------------------------
// The period counted from the letter's own date: the statute counts the thirty days from the consumer's
// receipt of the notice (15 U.S.C. 1692g(a)(3)-(5); 12 CFR 1006.34(b)(5)).

const FROM_LETTER = [
  'within thirty (30) days from the date of this letter',
  'within 30 days of this letter',
  'within thirty days after the date of this notice',
  'within 30 days of the date above',
  'within thirty (30) calendar days following the date of this letter',
  'within 30 days from the date this letter was mailed',
  'within thirty days of the mailing date',
];
const FROM_RECEIPT = [
  'within thirty days after receipt of this notice',
  'within 30 days after you receive this letter',
  'within thirty (30) days of your receipt of this letter',
  'within 30 days from the date you receive this notice',
  'within thirty days after receiving this notice',
];

const assumeValid = (p: string): string[] => [
  `Unless you dispute the validity of this debt, or any portion thereof, ${p}, this office will assume the debt is valid.`,
  `Unless you, ${p}, dispute the validity of the debt, the debt will be assumed to be valid by this office.`,
  `If you do not dispute this debt ${p}, we will assume it is valid.`,
  `Should you fail to dispute this balance ${p}, we will consider it valid and owing.`,
];
const verification = (p: string): string[] => [
  `If you notify this office in writing ${p} that you dispute the debt, this office will obtain verification of the debt and mail you a copy.`,
  `Should you dispute this debt in writing ${p}, we will send you verification of the debt or a copy of a judgment.`,
  `If you request verification in writing ${p}, we will provide it to you.`,
  `You have ${p.replace(/^within /, '')} to dispute this debt in writing.`,
];
const originalCreditor = (p: string): string =>
  `Upon your written request ${p}, this office will provide you with the name and address of the original creditor, if different from the current creditor.`;

describe("validation statements counted from the letter's own date, not the consumer's receipt", () => {
  it('flags each (a)(3) wording as a statement present and wrong: on a whole letter and on a passage of one', () => {
    const variants = FROM_LETTER.flatMap(assumeValid);
    variants.push('Si usted no disputa esta deuda dentro de los 30 días a partir de la fecha de esta carta, asumiremos que es válida.');
    for (const state of ['TX', 'NY'])
      for (const elided of [false, true])
        expect(
          variants.filter((a) => !flagsOn('vn_assumed_valid_statement', statuteNotice(`${a} ${VERIFY}`, { elided }), { state })),
          `${state} ${elided}`,
        ).toEqual([]);
  });
  it('flags each (a)(4) wording, and the dispute period said alone', () => {
    const variants = FROM_LETTER.flatMap(verification);
    variants.push(
      'Si usted nos notifica por escrito dentro de los treinta días desde la fecha de este aviso que disputa la deuda, obtendremos la verificación de la deuda.',
    );
    for (const elided of [false, true])
      expect(variants.filter((v) => !flagsOn('vn_dispute_right_statement', statuteNotice(`${ASSUME} ${v}`, { elided }), { state: 'IL' }))).toEqual([]);
  });
  it('flags each (a)(5) wording', () => {
    const variants = FROM_LETTER.map(originalCreditor);
    for (const elided of [false, true])
      expect(
        variants.filter(
          (o) => !flagsOn('vn_original_creditor_right_statement', statuteNotice(`${ASSUME} ${VERIFY}`, { elided, originalCreditorLine: o }), { state: 'CA' }),
        ),
      ).toEqual([]);
  });
  it("does not flag the statute's period from receipt, in any of these wordings or in Spanish, nor an offer's own period", () => {
    const lawful = FROM_RECEIPT.flatMap((p) => [...assumeValid(p), ...verification(p), originalCreditor(p)]);
    lawful.push(
      'Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que es válida.',
      'Si usted nos notifica por escrito dentro de los 30 días a partir de que reciba esta carta que disputa la deuda, obtendremos la verificación de la deuda.',
      'This settlement offer is good for 30 days from the date of this letter; if you dispute the debt, the offer does not affect your rights.',
    );
    expect(lawful.filter((s) => misstatementsOf(s, ['assume_valid', 'verification', 'dispute', 'original_creditor']).length > 0)).toEqual([]);
    for (const id of ['vn_assumed_valid_statement', 'vn_dispute_right_statement', 'vn_original_creditor_right_statement'])
      expect(
        FROM_RECEIPT.flatMap(assumeValid).filter((a) => flagsOn(id, statuteNotice(`${a} ${VERIFY}`), { state: 'NY' })),
        id,
      ).toEqual([]);
  });
  it('flags a Regulation F notice that counts the period from its own date beside the end date', () => {
    const body = 'If you notify us in writing within 30 days of the date of this letter that you dispute the debt, we will obtain verification of the debt.';
    expect(flagsOn('vn_dispute_right_statement', firstLetter(body), { state: 'TX' }, '2025-06-12')).toBe(true);
    expect(
      flagsOn(
        'vn_dispute_right_statement',
        firstLetter(body.replace('of the date of this letter', 'after you receive this letter')),
        { state: 'TX' },
        '2025-06-12',
      ),
    ).toBe(false);
  });
  it('leaves a period shorter than thirty days to dispute_conditions_added (one finding, not two)', () => {
    const short = 'Unless you dispute this debt within ten (10) days from the date of this letter, we will assume it is valid.';
    expect(flagsOn('vn_assumed_valid_statement', statuteNotice(`${short} ${VERIFY}`), { state: 'TX' })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The creditor named as the one who assumes: 1692g(a)(3) says the debt collector assumes; the circuits where district
// courts held the passive (no one named) short of it read this the same way (decision 083's circuits).

describe('vn_assumed_valid_statement: the creditor, not the collector, said to assume the debt is valid', () => {
  const id = 'vn_assumed_valid_statement';
  const creditorAssumes = [
    'Unless you dispute this debt within thirty days after you receive this letter, our client will assume the debt is valid.',
    'If you do not dispute the debt within 30 days after receipt of this notice, the creditor will consider it owed.',
    'Unless you dispute the validity of this debt within thirty days after receipt of this notice, it will be assumed valid by our client.',
    'Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, nuestro cliente asumirá que es válida.',
  ];
  it('flags each wording in Virginia, New York and Pennsylvania, as a statement present', () => {
    for (const state of ['VA', 'NY', 'PA'])
      expect(
        creditorAssumes.filter((a) => !flagsOn(id, statuteNotice(`${a} ${VERIFY}`, { elided: true }), { state })),
        state,
      ).toEqual([]);
  });
  it('does not flag the collector named as the one who assumes, or the creditor named in circuits that have not so held', () => {
    const collector = [
      'Unless you dispute this debt within thirty days after you receive this letter, this office will assume the debt is valid.',
      'Unless you dispute the debt within thirty days after receipt of this notice, we will assume it is valid and will so inform our client.',
    ];
    expect(collector.filter((a) => flagsOn(id, statuteNotice(`${a} ${VERIFY}`), { state: 'NY' }))).toEqual([]);
    for (const state of ['TX', 'CA', 'IL'])
      expect(
        creditorAssumes.filter((a) => flagsOn(id, statuteNotice(`${a} ${VERIFY}`), { state })),
        state,
      ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The assumption turned on a request, where the notice never says the consumer may dispute (decision 099): the
// statute's assumption follows only from not disputing (1692g(a)(3)), and a notice that offers verification or the
// creditor's name "if requested" and otherwise presumes the debt valid never states the dispute right (Baker v. G.C.
// Services, 9th Cir. 1982). A request for verification beside a stated dispute right is the statute's own scheme.

describe('vn_assumed_valid_statement: the debt assumed valid unless the consumer makes a request, the dispute right never said', () => {
  const id = 'vn_assumed_valid_statement';
  const requestOnly = [
    'Verification of this debt or the name and address of the original creditor will be provided if requested in writing within 30 days after receipt of this notice. Otherwise, the debt will be assumed to be valid.',
    'Upon your written request within thirty days after you receive this letter, we will send you verification of the debt. If not, we will assume the debt is valid.',
    'If you request verification of this debt within 30 days after receiving this notice, we will provide it. Otherwise this office will consider the balance correct.',
    'Unless you request verification of this debt in writing within thirty days after receipt of this notice, we will assume it is valid.',
    'If you do not ask for verification within 30 days after you receive this letter, this office will treat the debt as valid.',
    'Si usted solicita por escrito la verificación de esta deuda dentro de los 30 días siguientes a la recepción de este aviso, se la enviaremos. De lo contrario, asumiremos que la deuda es válida.',
  ];
  it('flags each wording as a statement present and wrong, in any circuit and on a passage of a letter', () => {
    for (const state of ['CA', 'TX', 'NY'])
      expect(
        requestOnly.filter((a) => !flagsOn(id, statuteNotice(a, { elided: true, originalCreditorLine: false }), { state })),
        state,
      ).toEqual([]);
  });
  it('does not flag a request for verification beside a stated dispute right, or a notify-us sentence read as a dispute (Gruber; Hillman)', () => {
    const lawful = [
      `${ASSUME} If you request verification in writing within thirty days after receipt of this notice, we will provide it to you.`,
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.',
      `${VERIFY} Otherwise, if you do not dispute the debt within that time, we will assume it is valid.`,
      'You may dispute all or part of this debt within thirty days after you receive this notice; if you do not, this office will assume it is valid. Verification will be provided if requested in writing within that time. Otherwise, you may write to us at any time.',
      `${ASSUME} ${VERIFY}`,
    ];
    expect(lawful.filter((a) => flagsOn(id, statuteNotice(a), { state: 'CA' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A right stated with a hedge: the statute and Regulation F require a statement of the right, not of a
// possibility or of the collector's choice (15 U.S.C. 1692g(a)(3)-(5); 12 CFR 1006.34(c)(3)).

describe('validation rights stated with a hedge', () => {
  const disputeHedged = [
    'You may be able to dispute this debt within thirty days after receipt of this notice.',
    'You might have the right to dispute this debt within 30 days after you receive this letter.',
    'If you dispute this debt in writing within thirty days after receipt of this notice, we may choose not to obtain verification of the debt.',
    'At our discretion, we will obtain verification of the debt if you dispute it in writing within 30 days after receiving this notice.',
    'If we agree that your written dispute is valid, we will mail you verification of the debt.',
    'In some cases, you may be entitled to request verification of the debt in writing.',
    'Usted podría disputar esta deuda dentro de los 30 días siguientes a la recepción de este aviso.',
  ];
  it.each(disputeHedged)('flags, on a passage of a letter too: %s', (h) => {
    expect(flagsOn('vn_dispute_right_statement', statuteNotice(`${ASSUME} ${VERIFY} ${h}`, { elided: true }), { state: 'OH' })).toBe(true);
  });
  it("flags the original creditor's name stated with a hedge", () => {
    const o = 'You might have the right to request, in writing within thirty days after receipt of this notice, the name and address of the original creditor.';
    expect(flagsOn('vn_original_creditor_right_statement', statuteNotice(`${ASSUME} ${VERIFY}`, { originalCreditorLine: o }), { state: 'OH' })).toBe(true);
  });
  it('flags the same hedges added to a Regulation F notice, which the model form does not cover', () => {
    const regF = [
      'You may be able to dispute this debt by July 14, 2025.',
      'At our discretion, we will send you information that shows you owe the debt if you write to us by July 14, 2025.',
      'Usted podría disputar esta deuda a más tardar el 14 de julio de 2025.',
    ];
    expect(regF.filter((h) => !flagsOn('vn_dispute_right_statement', firstLetter(h), { state: 'TX' }, '2025-06-12'))).toEqual([]);
    expect(flagsOn('vn_dispute_right_statement', firstLetter('You may dispute all or part of the debt by July 14, 2025.'), { state: 'TX' }, '2025-06-12')).toBe(
      false,
    );
  });
  it('does not flag the right granted plainly ("you may dispute", "usted puede disputar"), or "may" said of something else', () => {
    const plain = [
      'You may dispute this debt, or any part of it, within thirty days after receipt of this notice.',
      'You have the right to dispute this debt within 30 days after you receive this letter.',
      'Usted puede disputar esta deuda dentro de los 30 días siguientes a la recepción de este aviso.',
      'If you dispute this debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt. We may be able to resolve your dispute sooner if you call.',
    ];
    expect(plain.filter((p) => flagsOn('vn_dispute_right_statement', statuteNotice(`${ASSUME} ${VERIFY} ${p}`), { state: 'OH' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The original creditor's name promised on a request that need not be written: only a written request earns it
// (15 U.S.C. 1692g(a)(5), (b)), as verification only a written dispute (decision 086; Bishop v. Ross Earle & Bonan,
// 11th Cir. 2016, on a statement naming no writing).

describe("vn_original_creditor_right_statement: the original creditor's name on a request that need not be written", () => {
  const id = 'vn_original_creditor_right_statement';
  const withLine = (o: string, elided = false): string => statuteNotice(`${ASSUME} ${VERIFY}`, { elided, originalCreditorLine: o });
  const spoken = [
    'If you request verbally or in writing within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor.',
    'Upon your oral or written request within 30 days, we will give you the name and address of the original creditor, if different from the current creditor.',
    'If you ask us in writing or by phone within thirty days, we will send you the name and address of the original creditor.',
    'Si usted lo solicita verbalmente o por escrito dentro de los 30 días, le daremos el nombre y la dirección del acreedor original.',
  ];
  it.each(spoken)('flags a spoken request offered beside a written one, in every circuit and on a passage: %s', (o) => {
    for (const state of ['TX', 'FL', 'NY']) {
      expect(flagsOn(id, withLine(o), { state }), state).toBe(true);
      expect(flagsOn(id, withLine(o, true), { state }), state).toBe(true);
    }
  });
  const unwritten = [
    'If you notify this office within 30 days after receiving this notice, this office will provide you with the name and address of the original creditor.',
    'If you contact us within thirty days after receipt of this notice, we will give you the name and address of the original creditor, if different from the current creditor.',
    'Si usted nos notifica dentro de los 30 días, le daremos el nombre y la dirección del acreedor original.',
  ];
  it("flags a request by a step that need not be written; in the Eleventh Circuit even on a passage, elsewhere it waits for the rest unless the notice's three statements are in hand (decision 209)", () => {
    expect(unwritten.filter((o) => !flagsOn(id, withLine(o), { state: 'TX' }))).toEqual([]);
    expect(unwritten.filter((o) => !flagsOn(id, withLine(o, true), { state: 'GA' }))).toEqual([]);
    expect(unwritten.filter((o) => !flagsOn(id, withLine(o, true), { state: 'TX' }))).toEqual([]);
    const withoutAssumption = (o: string): string => statuteNotice(VERIFY, { elided: true, originalCreditorLine: o });
    expect(unwritten.filter((o) => flagsOn(id, withoutAssumption(o), { state: 'TX' }))).toEqual([]);
  });
  it('does not flag the request in writing, said in the sentence or the next one, or in Spanish', () => {
    const lawful = [
      'Upon your written request within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor.',
      'If you request of this office in writing within thirty (30) days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
      'If you notify us within 30 days, we will give you the name and address of the original creditor. Your request must be in writing.',
      'Si usted lo solicita por escrito dentro de los 30 días, le daremos el nombre y la dirección del acreedor original.',
    ];
    expect(lawful.filter((o) => flagsOn(id, withLine(o, true), { state: 'GA' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A passage of a letter: an omission is not judged on it, but the person is asked (decision 092), and the answer decides.

describe('an omission in a passage of a letter asks whether it is the whole letter', () => {
  const passage =
    'Unless you dispute the validity of this debt within thirty days after receipt of this notice, this office will assume the debt is valid. If you notify this office in writing within thirty days that you dispute the debt, this office will obtain verification of the debt and mail you a copy.';
  it('asks, then flags once the person says it is all of it, and stays silent once told a part is missing', () => {
    const asked = analyzeText(passage, { answers: { state: 'TX' }, today: '2019-03-14', rules: [getRule('vn_current_creditor')!] });
    expect(asked.findings).toEqual([]);
    expect(asked.questions.map((q) => q.id)).toContain('allPagesUploaded');
    expect(flagsOn('vn_current_creditor', passage, { state: 'TX', allPagesUploaded: true })).toBe(true);
    expect(flagsOn('vn_current_creditor', passage, { state: 'TX', allPagesUploaded: false })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The CFPB's model notices are read in full and stay clean (12 CFR 1006.34(d)(2)).

describe('the CFPB model notices, English and Spanish', () => {
  const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
  const corpus = (name: string): string => readFileSync(new URL(`../../corpus/${name}/letter.txt`, import.meta.url), 'utf8');
  const notices = {
    'Model Form B-1': fixture('cfpb-model-form-b1.txt'),
    'Spanish model notice': fixture('cfpb-model-form-spanish.txt'),
    'corpus model-form-b1': corpus('model-form-b1'),
    'corpus agency-reg-f-compliant': corpus('agency-reg-f-compliant'),
  };
  it.each(Object.entries(notices))('reads its rights statements and finds nothing wrong in them: %s', (_, text) => {
    expect(readValidationStatements(text).length).toBeGreaterThan(0);
    expect(misstatementsOf(text, ['assume_valid', 'verification', 'dispute', 'original_creditor'])).toEqual([]);
    for (const id of ['vn_assumed_valid_statement', 'vn_dispute_right_statement', 'vn_original_creditor_right_statement'])
      expect(flagsOn(id, text, { state: 'NY' }, '2025-06-12'), id).toBe(false);
  });
});
