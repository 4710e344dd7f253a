/**
 * Paraphrase families for the judgment rules that read through the reading layer (issue 26,
 * decision 032). For each kind of violation: variants generated here (synonyms, word order, modal
 * verbs, tense, active and passive voice, Spanish) that must be flagged, and near misses that must
 * not (the lawful wordings courts approved, denials, the past, steps timed after the period). The
 * variants are written from the law's categories, not from any letter of the court corpus, and the
 * tense and negation variants are made by an NLP library (compromise), not by the analyzer's own
 * vocabulary: the generator shares no table with the reader. These are tests, not the measure (the
 * measure is the court corpus, `npm run analyzer:report`).
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readLetter, unwrittenRights } from './read-letter';
import { firstLetter, statuteNotice } from './test-letters';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}): boolean => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

// ---------------------------------------------------------------------------------------------
// Threats timed inside the validation period (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1); Bartlett v. Heibl, 7th Cir. 1997)

type Subject = { who: string; be: 'is' | 'are'; s: '' | 's' };
const SUBJECTS: readonly Subject[] = [
  { who: 'We', be: 'are', s: '' },
  { who: 'Our client', be: 'is', s: 's' },
  { who: 'This office', be: 'is', s: 's' },
  { who: 'The creditor', be: 'is', s: 's' },
];
const ACTIONS = [
  'file a lawsuit against you',
  'sue you',
  'commence legal proceedings against you',
  'refer your account to an attorney',
  'garnish your wages',
  'take legal action against you',
  'turn this matter over to our lawyers',
];
const INSIDE = ['within 10 days of the date of this letter', 'within ten (10) days', 'by June 20, 2025', 'within one week'];
const CUES = ['without waiting for the 30-day period to end', 'before the thirty days expire', 'during the validation period'];

const definiteThreats = (): string[] => {
  const out: string[] = [];
  SUBJECTS.forEach((sub, i) => {
    ACTIONS.forEach((action, j) => {
      const when = INSIDE[(i + j) % INSIDE.length]!;
      const form = (i + j) % 4;
      if (form === 0) out.push(`${sub.who} will ${action} ${when}.`);
      if (form === 1) out.push(`${sub.who} intend${sub.s} to ${action} ${when} unless you pay in full.`);
      if (form === 2) out.push(`If you do not pay ${when}, ${sub.who.toLowerCase().replace(/^we$/, 'we')} ${sub.be} prepared to ${action}.`);
      if (form === 3) out.push(`${sub.who} ${sub.be} not inclined to wait and will ${action} ${when}.`);
    });
  });
  return out;
};

const hedgedWithCue = (): string[] =>
  SUBJECTS.flatMap((sub, i) =>
    ACTIONS.slice(0, 4).map((action, j) => {
      const cue = CUES[(i + j) % CUES.length]!;
      return (i + j) % 2 === 0 ? `${sub.who} may ${action} ${cue}.` : `${sub.who} reserve${sub.s} the right to ${action} ${cue}.`;
    }),
  );

const PASSIVE = [
  'A lawsuit will be filed against you within 10 days.',
  'Your account will be referred to an attorney within ten (10) days.',
  'Legal proceedings will be commenced against you by June 20, 2025.',
  'Your wages will be garnished within one week unless this balance is paid.',
  'Suit may be filed against you without waiting for the thirty days to pass.',
];

const SPANISH = [
  'Si no paga dentro de 10 días, presentaremos una demanda en su contra.',
  'Podemos demandarle sin esperar los 30 días.',
  'Enviaremos su cuenta a un abogado dentro de 10 días.',
  'Nuestro cliente iniciará una acción legal en su contra dentro de 10 días.',
];

describe('overshadow_threat_inside_period: a threat timed inside the validation period', () => {
  const id = 'overshadow_threat_inside_period';
  const families: [string, string[]][] = [
    ['definite, any subject, any step, active voice, condition before or after', definiteThreats()],
    ['hedged but placed inside the period in words ("may sue without waiting for the 30 days")', hedgedWithCue()],
    ['passive voice', PASSIVE],
    ['Spanish', SPANISH],
  ];
  it.each(families)('flags: %s', (_name, sentences) => {
    expect(sentences.length).toBeGreaterThan(3);
    const missed = sentences.filter((s) => !flags(id, firstLetter(s)));
    expect(missed).toEqual([]);
  });

  it('flags "pursue the next step without delay" where the notice says the thirty days do not stop a lawsuit', () => {
    const body = 'We will pursue the next step without delay.\n\nThe 30-day period does not prevent us from filing a lawsuit against you.';
    expect(flags(id, firstLetter(body))).toBe(true);
    expect(flags(id, firstLetter('Our client intends to take further action immediately. The thirty days do not stop a lawsuit.'))).toBe(true);
  });

  it('does not flag the same threats denied, or told in the past (variants written by compromise)', () => {
    const sources = definiteThreats().filter((s) => /^(?:We|Our client|This office|The creditor) will /.test(s));
    expect(sources.length).toBeGreaterThan(3);
    const negated = sources.map((s) => nlp(s).sentences().toNegative().text());
    // Only the variants the library did rewrite (it leaves some future sentences as they were).
    const past = sources.map((s) => nlp(s).sentences().toPastTense().text()).filter((v) => !/\bwill\b/.test(v));
    expect(past.length).toBeGreaterThan(3);
    for (const v of negated) expect(v).toMatch(/\b(?:will|do|does)\s+not\b/);
    expect(negated.filter((s) => flags(id, firstLetter(s)))).toEqual([]);
    expect(past.filter((s) => flags(id, firstLetter(s)))).toEqual([]);
  });

  it('does not flag lawful wordings: after the period, the Bartlett explanation, a hedged "immediately" (Terran), the consumer\'s own right to sue', () => {
    const nearMisses = [
      'After the validation period ends, we may refer your account to an attorney.',
      'If you do not dispute the debt, we may take legal action after July 14, 2025.',
      'We will file a lawsuit against you within 10 days unless you pay. Although we have asked you to pay within 10 days, you still have the right to dispute the debt by July 14, 2025; filing suit does not affect your right to dispute the debt.',
      'Unless an immediate telephone call is made to our office, we may find it necessary to recommend to our client that they proceed with legal action.',
      'You may sue us if we violate the Fair Debt Collection Practices Act.',
      'We will pursue the next step without delay.',
      'We may report this account to the credit bureaus within 10 days.',
      'No decision has been made to sue you, and we will not file a lawsuit within the next 10 days.',
      'A lawsuit was filed against you in 2019 by a prior owner of the account.',
    ];
    expect(nearMisses.filter((s) => flags(id, firstLetter(s)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Fees that "may be added" where nothing allows them (15 U.S.C. 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018)

describe('unauthorized_fees_or_interest: fees said to be added that the agreement does not allow', () => {
  const id = 'unauthorized_fees_or_interest';
  const noFees: UserAnswers = { contractAllowsCollectionFees: false };
  const threatened = [
    'Collection fees may be added to your balance.',
    'We may add collection costs to your account.',
    'Additional fees could be assessed on this account.',
    'Processing charges will be applied to your balance.',
    'Costs of collection might also be charged to you.',
    'Our client may seek collection costs from you.',
    'Se podrán agregar cargos de cobranza a su saldo.',
    'Because of late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    "We may take legal steps, and if the court awards judgment, the court could allow court costs and attorney's fees.",
  ];
  it('flags each wording once you say the agreement allows no such fees', () => {
    expect(threatened.filter((s) => !flags(id, firstLetter(s), noFees))).toEqual([]);
  });
  it('flags from the words (low, the agreement stated as the assumption) when the agreement is unknown, and passes when it allows them', () => {
    for (const s of threatened.filter((x) => /\b(?:may|might|could|podr[aá]n)\b/.test(x) && !x.startsWith('Because of'))) {
      const r = analyzeText(firstLetter(s), { answers: { state: 'TX' }, today: TODAY, rules: [getRule(id)!] });
      const finding = r.findings.find((f) => f.id === id);
      expect(finding?.confidence, s).toBe('low');
      expect(
        finding?.assumptions?.some((a) => a.includes('agreement does not expressly allow')),
        s,
      ).toBe(true);
      expect(flags(id, firstLetter(s), { contractAllowsCollectionFees: true }), s).toBe(false);
    }
  });
  it('asks (no finding) when the letter says the agreement allows the fees, the debt is a returned check, or it gives the Miller explanation', () => {
    for (const s of [
      'Because of interest, late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
      'Pursuant to your agreement, collection costs may be added to your balance.',
      'Because your check was returned for insufficient funds, a returned check fee may be added.',
    ]) {
      const r = analyzeText(firstLetter(s), { answers: { state: 'TX' }, today: TODAY, rules: [getRule(id)!] });
      expect(r.findings, s).toEqual([]);
      expect(
        r.questions.map((q) => q.id),
        s,
      ).toContain('contractAllowsCollectionFees');
    }
  });
  it('does not flag lawful wordings: "if permitted by law", a denial, costs a court awards in a suit, interest', () => {
    const nearMisses = [
      'Collection fees may be added if permitted by law.',
      'Collection costs may be added as allowed by your agreement.',
      'No fees will be added to your account.',
      'If a lawsuit is filed, court costs may be awarded by the court.',
      'If the court awards judgment, the court could allow court costs.',
      'Interest will continue to accrue on the unpaid balance.',
      'A $3.95 processing fee applies to payments made by phone.',
    ];
    expect(nearMisses.filter((s) => flags(id, firstLetter(s), noFees))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A balance as of years ago with no current amount (15 U.S.C. 1692g(a)(1); 12 CFR 1006.34(c)(2)(ix); Miller v. McCalla, 7th Cir. 2000)

describe('vn_current_amount: a balance as of long ago, and no amount now', () => {
  const id = 'vn_current_amount';
  const old = [
    'As of March 31, 2019, the balance on this account was $4,512.88.',
    'Your account had a balance of $3,000.00 as of June 1, 2018.',
    'The balance as of January 5, 2020 was $2,100.00.',
    'On December 31, 2021, you owed $980.45.',
    'Al 31 de marzo de 2019, el saldo de la cuenta era $4,512.88.',
  ];
  it('flags each wording', () => {
    expect(old.filter((s) => !flags(id, firstLetter(s, { amountLine: false })))).toEqual([]);
  });
  it('does not flag a recent "as of" amount, or an old balance beside the amount now', () => {
    const nearMisses = [
      'As of May 20, 2025, you owe $1,250.00.',
      'As of March 31, 2019, the balance was $4,512.88. The total amount you owe now is $4,890.10.',
      'The current balance is $1,250.00.',
      'Usted debe ahora $1,250.00.',
    ];
    expect(nearMisses.filter((s) => flags(id, firstLetter(s, { amountLine: false })))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A law firm's letter with no attorney review behind it (15 U.S.C. 1692e(3); Clomon v. Jackson, 2d Cir. 1993; Greco, 2d Cir. 2005)

describe('false_attorney_involvement: a law firm threatening suit with no word of attorney review', () => {
  const id = 'false_attorney_involvement';
  const head = 'Smith & Jones Law Offices, P.C.\nAttorneys at Law\n200 Main Street\nDallas, TX 75201';
  const threats = [
    'Our client may file suit against you if this debt is not resolved.',
    'Legal action may be commenced against you without further notice.',
    'This firm is prepared to seek a judgment against you.',
    'Podemos iniciar una demanda en su contra.',
  ];
  it("asks whether a lawyer reviewed the account of each threat on the firm's letterhead, signed by the firm, and flags on 'no' (decision 400)", () => {
    const letter = (s: string): string => firstLetter(s, { head, signature: 'Smith & Jones Law Offices, P.C.' });
    expect(threats.filter((s) => flags(id, letter(s)) || !flags(id, letter(s), { attorneyReviewedAccount: false }))).toEqual([]);
  });
  it('does not flag the same letters with the Greco disclaimer in other words, or in Spanish', () => {
    const disclaimers = [
      'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.',
      'Your account has not been reviewed by an attorney.',
      'An attorney has not yet personally reviewed your file.',
      'Ningún abogado de este bufete ha revisado personalmente su cuenta.',
    ];
    const flagged = disclaimers.flatMap((d) =>
      threats.filter((s) => flags(id, firstLetter(`${s}\n\n${d}`, { head, signature: 'Smith & Jones Law Offices, P.C.' }))).map((s) => `${d} | ${s}`),
    );
    expect(flagged).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Notice contents: a right stated so that it does not say how it is kept (15 U.S.C. 1692g(a)(3), (4))

const flagsOn = (ruleId: string, text: string, answers: UserAnswers, today = '2019-03-14'): boolean => {
  const result = analyzeText(text, { answers, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};
const ASSUME = 'Unless you dispute the validity of this debt within thirty days after receipt of this notice, this office will assume the debt is valid.';

describe('vn_dispute_right_statement: verification promised on a step that need not be written (Bishop v. Ross Earle & Bonan, 11th Cir. 2016)', () => {
  const id = 'vn_dispute_right_statement';
  const unwritten = [
    'If you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will obtain verification of the debt and mail you a copy.',
    'Should you dispute this debt, you must contact us within thirty days and we will provide proof of the debt.',
    'If you call us within 30 days to dispute the debt, we will obtain verification of the debt.',
    'If you let us know within thirty (30) days that you dispute any portion of the debt, we will mail you verification.',
    'Si usted nos notifica dentro de los 30 días que disputa la deuda, obtendremos la verificación de la deuda y se la enviaremos.',
  ];
  it('flags each wording; in the Eleventh Circuit even on a passage marked as part of a letter', () => {
    expect(unwritten.filter((r) => !flagsOn(id, statuteNotice(`${ASSUME} ${r}`), { state: 'TX' }))).toEqual([]);
    expect(unwritten.filter((r) => !flagsOn(id, statuteNotice(`${ASSUME} ${r}`, { elided: true }), { state: 'FL' }))).toEqual([]);
  });
  it("waits for the rest of a partial letter outside the Eleventh Circuit when the notice's three statements are not all in hand, unless the step is spoken (decision 217)", () => {
    const partial = (r: string): string => statuteNotice(`${ASSUME} ${r}`, { elided: true, originalCreditorLine: false });
    const spoken = unwritten.filter((r) => /\bcall\b/.test(r));
    expect(unwritten.filter((r) => !spoken.includes(r) && flagsOn(id, partial(r), { state: 'TX' }))).toEqual([]);
    expect(spoken.filter((r) => !flagsOn(id, partial(r), { state: 'TX' }))).toEqual([]);
  });
  it("flags on a passage in every circuit when the notice's three statements are in hand together (decision 209)", () => {
    const inHand = unwritten.filter((r) => /verif/.test(r));
    expect(inHand.filter((r) => !flagsOn(id, statuteNotice(`${ASSUME} ${r}`, { elided: true }), { state: 'TX' }))).toEqual([]);
  });
  it('does not flag the same statements made in writing, in the sentence or the next one', () => {
    const nearMisses = [
      'If you notify this office in writing within 30 days that you dispute the validity of this debt, this office will obtain verification of the debt and mail you a copy.',
      'If you contact us by letter within thirty days to dispute the debt, we will provide proof of the debt.',
      'If you notify us within 30 days that you dispute the debt, we will obtain verification of the debt. Your notice must be in writing.',
      'Si usted nos notifica por escrito dentro de los 30 días que disputa la deuda, obtendremos la verificación de la deuda.',
    ];
    expect(nearMisses.filter((r) => flagsOn(id, statuteNotice(`${ASSUME} ${r}`, { elided: true }), { state: 'FL' }))).toEqual([]);
  });
});

// Verification promised on a dispute made "verbally or in writing": only a written dispute earns it (15 U.S.C.
// 1692g(a)(4)); the statement is wrong as written, so it stands on a partial letter in every circuit (decision 086).
describe('vn_dispute_right_statement: verification promised on a spoken or a written dispute', () => {
  const id = 'vn_dispute_right_statement';
  const spoken = [
    'If you notify this office verbally or in writing within 30 days that you dispute the validity of this debt, this office will obtain verification of the debt and mail you a copy.',
    'If you dispute this debt orally or in writing within thirty days, we will obtain verification of the debt.',
    'Should you dispute the debt in writing or by phone within 30 days, we will mail you verification of the debt.',
    'If you contact us by telephone or by mail within thirty (30) days to dispute the debt, we will provide proof of the debt.',
    'Upon your verbal or written dispute within 30 days, this office will obtain verification of the debt or a copy of a judgment.',
    'Si usted nos notifica verbalmente o por escrito dentro de los 30 días que disputa la deuda, obtendremos la verificación de la deuda.',
  ];
  it.each(spoken)('flags in and out of the Eleventh Circuit, on a whole or a partial letter: %s', (r) => {
    for (const state of ['TX', 'FL', 'NY']) {
      expect(flagsOn(id, statuteNotice(`${ASSUME} ${r}`), { state }), state).toBe(true);
      expect(flagsOn(id, statuteNotice(`${ASSUME} ${r}`, { elided: true }), { state }), state).toBe(true);
    }
  });
  it('does not flag an oral dispute allowed for the assumption of validity (Hooks), with verification on a written one', () => {
    const nearMisses = [
      'Unless you notify this office verbally or in writing within 30 days that you dispute this debt, this office will assume this debt is valid. If you notify this office in writing within 30 days that you dispute the debt, this office will obtain verification of the debt.',
      'You may dispute this debt orally or in writing. If you dispute it in writing within 30 days, we will obtain verification of the debt and mail it to you.',
      'Usted puede disputar la deuda verbalmente o por escrito. Si nos notifica por escrito dentro de los 30 días que disputa la deuda, obtendremos la verificación de la deuda.',
    ];
    expect(nearMisses.filter((r) => flagsOn(id, statuteNotice(r), { state: 'TX' }))).toEqual([]);
  });
});

describe('vn_assumed_valid_statement: "it will be assumed valid" without saying who assumes (Fariasantos, E.D. Va. 2014; Diaz, E.D.N.Y. 2013; Galuska, M.D. Pa. 2008)', () => {
  const id = 'vn_assumed_valid_statement';
  const VERIFY =
    'If you notify this office in writing within thirty days that you dispute the debt, this office will obtain verification of the debt and mail it to you.';
  const passive = [
    'Unless you dispute the debt within thirty days, it will be assumed to be valid.',
    'If you do not dispute this debt within 30 days after receipt of this notice, the debt shall be presumed valid.',
    'If this debt is not disputed within thirty (30) days after you receive this notice, it will be deemed correct.',
    'Si usted no disputa la deuda dentro de 30 días, se asumirá que es válida.',
    'If we receive no dispute from you within the thirty-day period, it will be assumed that the balance shown is correct and the debt is owed.',
    'If no notice of dispute is received by this office within 30 days, it shall be presumed that the information above is accurate.',
    'UNLESS THE DEBT IS DISPUTED WITHIN 30 DAYS OF RECEIPT OF THIS NOTICE, IT WILL BE CONSIDERED VALID.',
  ];
  it('flags each wording in the circuits where a court so held (Virginia, New York, Pennsylvania and their circuits), as a statement present (not a missing one)', () => {
    for (const state of ['VA', 'MD', 'NY', 'CT', 'PA', 'NJ'])
      expect(
        passive.filter((a) => !flagsOn(id, statuteNotice(`${a} ${VERIFY}`, { elided: true }), { state })),
        state,
      ).toEqual([]);
  });
  it('does not flag the collector named as the one who assumes, or the passive in circuits that have not so held', () => {
    const named = [
      'Unless you dispute the debt within thirty days, this office will assume the debt is valid.',
      'Unless you dispute the debt within thirty days, it will be assumed to be valid by this office.',
      'Unless you dispute the debt within thirty days, the debt will be assumed valid by Sunrise Services, Inc.',
      'Si usted no disputa la deuda dentro de 30 días, asumiremos que es válida.',
    ];
    named.push('If no notice of dispute is received by this office within 30 days, it will be assumed by this office that the debt is valid.');
    for (const state of ['VA', 'NY', 'PA'])
      expect(
        named.filter((a) => flagsOn(id, statuteNotice(`${a} ${VERIFY}`), { state })),
        state,
      ).toEqual([]);
    for (const state of ['TX', 'OH', 'IL', 'CA'])
      expect(
        passive.filter((a) => flagsOn(id, statuteNotice(`${a} ${VERIFY}`), { state })),
        state,
      ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The character of the debt: "cannot be discharged in bankruptcy" said flatly (15 U.S.C. 1692e(2)(A); Easterling v. Collecto, 2d Cir. 2012)

describe('misstated_legal_status: a debt said flatly to survive bankruptcy', () => {
  const id = 'misstated_legal_status';
  const flat = [
    'Your account is not eligible for bankruptcy discharge.',
    'This student loan cannot be discharged in bankruptcy and must be repaid.',
    'This debt is non-dischargeable.',
    'Filing for bankruptcy will not eliminate this obligation.',
    'This account is exempt from bankruptcy discharge.',
    'Esta deuda no puede ser cancelada en bancarrota.',
    // The bankruptcy named after a clause, and the protection or relief denied rather than the discharge.
    'This debt will not be discharged even if you file bankruptcy.',
    'Your balance cannot be wiped out if you later file for bankruptcy.',
    'This account is not eligible for bankruptcy protection.',
    'You are not entitled to bankruptcy relief on this obligation.',
    'Esta deuda no será cancelada aunque usted se declare en bancarrota.',
  ];
  it('flags each wording, a student loan included', () => {
    expect(flat.filter((s) => !flags(id, firstLetter(s)))).toEqual([]);
  });
  it('does not flag the qualified statement, a past case, or debts the Code excepts outright', () => {
    const nearMisses = [
      'Student loans are generally not dischargeable in bankruptcy unless you show undue hardship.',
      'This debt may not be dischargeable in bankruptcy.',
      'If this debt was discharged in bankruptcy, please let us know.',
      'Child support obligations cannot be discharged in bankruptcy.',
      'Por lo general, esta deuda no puede ser cancelada en bancarrota a menos que demuestre una dificultad excesiva.',
      'Your payment will not be discharged from our records until it clears. Bankruptcy notices go to our legal department.',
      'If you are protected by the bankruptcy laws, this letter is for information only.',
      'You may be eligible for bankruptcy protection; consult an attorney.',
    ];
    expect(nearMisses.filter((s) => flags(id, firstLetter(s)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Envelopes: a sender other than the collector (15 U.S.C. 1692e(14), 1692f(8); Peter v. GC Services, 5th Cir. 2002)

describe('envelope_language: the envelope names a sender who is not the collector', () => {
  const id = 'envelope_language';
  const head = 'Sunrise Services, Inc.\nPO Box 100\nDallas, TX 75201';
  const letter = firstLetter('Please call us to discuss your account.', { head, signature: 'Sunrise Services, Inc.' });
  const others = [
    'U.S. Department of Education, 400 Maryland Ave SW, Washington, DC 20202',
    'The return address is the Department of Education with its address',
    'Internal Revenue Service, Austin, TX 73301',
    'Pinecrest Bank, PO Box 5, Dallas, TX 75201',
    'The return address shows the creditor, not the collector',
    'El remitente es el Departamento de Educación de los Estados Unidos',
  ];
  it('flags each sender, even where benign markings are allowed (Fifth Circuit)', () => {
    expect(others.filter((e) => !flags(id, letter, { envelopeText: e }))).toEqual([]);
  });
  it("does not flag the collector's own name and address, with mail-handling items", () => {
    const nearMisses = [
      'Sunrise Services, Inc., PO Box 100, Dallas, TX 75201',
      'PO Box 100, Dallas, TX 75201. FORWARDING SERVICE REQUESTED',
      'Sunrise Services, Inc. PRESORTED FIRST-CLASS MAIL U.S. POSTAGE PAID USPS',
    ];
    expect(nearMisses.filter((e) => flags(id, letter, { envelopeText: e }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Attorney involvement in the Third Circuit: the Greco disclaimer on the front cures a law firm's letter (Powell v. Aldous &
// Associates, D.N.J. 2018), unless the letter undercuts it by speaking of suit (Lesher, 3d Cir. 2011; decision 137)

describe('false_attorney_involvement: a law firm that disclaims attorney review, by circuit', () => {
  const id = 'false_attorney_involvement';
  const head = 'Smith & Jones Law Offices, P.C.\nAttorneys at Law\n200 Main Street\nPhiladelphia, PA 19103';
  const disclaimers = [
    'At this point in time, no attorney with this firm has personally reviewed the particular circumstances of your account.',
    'Your account has not been reviewed by an attorney.',
    'An attorney has not yet personally reviewed your file.',
    'Ningún abogado de este bufete ha revisado personalmente su cuenta.',
  ];
  const letter = (d: string): string =>
    firstLetter(`Our client has retained this firm to collect this debt.\n\n${d}`, { head, signature: 'Smith & Jones Law Offices, P.C.' });
  it("does not flag each disclaimer on the front of a law firm's letter in the Third Circuit (Powell), and flags it when the letter also threatens suit (Lesher)", () => {
    expect(disclaimers.filter((d) => flags(id, letter(d), { state: 'PA' }))).toEqual([]);
    expect(disclaimers.filter((d) => flags(id, letter(d), { state: 'NJ' }))).toEqual([]);
    const suing = (d: string): string => letter(`${d} If you do not pay within ten days, this firm will file a lawsuit against you.`);
    expect(disclaimers.filter((d) => !flags(id, suing(d), { state: 'PA' }))).toEqual([]);
    expect(disclaimers.filter((d) => !flags(id, suing(d), { state: 'NJ' }))).toEqual([]);
  });
  it("does not flag the same letters in the Second or Fifth Circuit (Greco), or an agency's letter", () => {
    expect(disclaimers.filter((d) => flags(id, letter(d), { state: 'NY' }))).toEqual([]);
    expect(disclaimers.filter((d) => flags(id, letter(d), { state: 'TX' }))).toEqual([]);
    // An agency's letter that says only that no attorney reviewed the account (one that speaks of "this firm"'s or "este bufete"'s attorneys calls itself a law firm).
    expect(disclaimers.filter((d) => !/\bthis\s+firm\b|\beste\s+bufete\b/.test(d) && flags(id, firstLetter(d), { state: 'PA' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// No current creditor named (12 CFR 1006.34(c)(2)(v); 15 U.S.C. 1692g(a)(2))

describe('vn_current_creditor: the creditor the debt is owed to now', () => {
  const id = 'vn_current_creditor';
  const letter = (creditorSentence: string): string =>
    [
      'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
      '',
      'June 2, 2025',
      '',
      'Maria Gomez\n12 Oak St\nAustin, TX 78701',
      '',
      'Re: Account ending 4411. Total amount of the debt now: $1,250.00.',
      '',
      'This communication is from a debt collector.',
      creditorSentence,
      '',
      'How can you dispute the debt?',
      'Call or write to us by July 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
    ].join('\n');
  it('flags a notice that names only the original creditor or no one (the whole letter, as the person says)', () => {
    for (const s of [
      'Your account was originally opened with Pinecrest Bank.',
      'We are trying to collect a debt.',
      'Nuestra información muestra una tarjeta de crédito.',
    ])
      expect(flags(id, letter(s), { allPagesUploaded: true }), s).toBe(true);
  });
  it('does not flag the current creditor named in other words, or in Spanish', () => {
    const named = [
      'We are trying to collect a debt that you owe to Pinecrest Bank.',
      'Current creditor: Pinecrest Bank.',
      'Pinecrest Bank, the current owner of your account, has placed it with us.',
      'The creditor to whom the debt is owed is Pinecrest Bank.',
      'Estamos tratando de cobrar una deuda que usted tiene con Pinecrest Bank.',
      'Acreedor actual: Pinecrest Bank.',
    ];
    expect(named.filter((s) => flags(id, letter(s)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The layer itself: what a sentence does, read the same whichever words say it.

describe('readLetter', () => {
  const threat = (s: string) => readLetter(s).threats[0];
  it('reads who, what, how sure, on what condition and when', () => {
    const t = threat('If you do not pay within ten days, our client will file a lawsuit against you.');
    expect(t).toMatchObject({ action: 'sue', certainty: 'definite', actor: 'creditor' });
    expect(t?.condition?.text).toMatch(/^If you do not pay/);
    expect(t?.timings.map((x) => x.kind)).toEqual(['days']);
    expect(threat('Suit may be filed without waiting for the thirty days to pass.')).toMatchObject({ action: 'sue', certainty: 'hedged' });
    expect(threat('Suit may be filed without waiting for the thirty days to pass.')?.periodCue?.text).toBe('without waiting for the thirty days');
    expect(threat('We will not sue you.')?.certainty).toBe('negated');
    expect(threat('A lawsuit was filed against you in 2019.')?.certainty).toBe('past');
    expect(threat('We are not inclined to wait and will forward this matter to counsel.')).toMatchObject({ action: 'attorney', certainty: 'definite' });
    expect(threat('Si no paga, demandaremos sin esperar los 30 días.')).toMatchObject({ action: 'sue', certainty: 'definite', lang: 'es' });
    expect(threat('Your wages may be garnished.')).toMatchObject({ action: 'garnish', certainty: 'hedged' });
    expect(readLetter('You may sue us if we violate the law.').threats).toEqual([]);
  });
  it('reads amounts (as of when, now or not), charges, disclaimers, demands and offers', () => {
    const r = readLetter(
      'As of January 2, 2019, the balance was $4,512.88.\n\nThe amount you owe now is $5,010.00.\n\nCollection fees may be added.\n\nNo attorney has personally reviewed your account.\n\nPlease pay within 10 days.\n\nWe will accept $2,500.00 to settle this account if paid by June 30, 2025.',
    );
    expect(r.amounts.map((a) => [a.value, a.asOf ?? null, a.current])).toEqual([
      [4512.88, '2019-01-02', false],
      [5010, null, true],
      [2500, null, false],
    ]);
    expect(r.charges.map((c) => [c.what, c.certainty])).toEqual([['fees', 'hedged']]);
    expect(r.disclaimers.map((d) => d.what)).toEqual(['no_attorney_review']);
    expect(r.demands.map((d) => [d.what, d.timings.map((t) => t.kind)])).toContainEqual(['pay', ['days']]);
    expect(r.offers).toHaveLength(1);
  });
  it('reads how a right is said to be invoked: in writing, by another step, or not said', () => {
    const invoked = (s: string) => readLetter(s).rights.map((r) => [r.topic, r.invokedBy ?? null]);
    expect(invoked('If you notify us in writing that you dispute the debt, we will obtain verification.')).toEqual([['verification', 'writing']]);
    expect(invoked('If you notify us that you dispute the debt, we will obtain verification.')).toEqual([['verification', 'other']]);
    expect(invoked('Si nos llama para disputar la deuda, obtendremos la verificación.')).toEqual([['verification', 'other']]);
    expect(invoked('We will then obtain verification of the debt.')).toEqual([['verification', null]]);
    const text = 'If you call us within 30 days to dispute the debt, we will obtain verification. Your dispute must be in writing.';
    expect(unwrittenRights(text, readLetter(text), ['verification'])).toEqual([]);
    const other =
      'If you call us within 30 days to dispute the debt, we will obtain verification. Upon your written request, we will give you the name of the original creditor.';
    expect(unwrittenRights(other, readLetter(other), ['verification']).map((r) => r.topic)).toEqual(['verification']);
  });
  it('reads a verification promise on a bare dispute by the step the letter gave for disputing (1692g(a)(4); Bishop, 11th Cir. 2016)', () => {
    const unwritten = (s: string) => unwrittenRights(s, readLetter(s), ['verification', 'original_creditor']).map((r) => r.topic);
    const steps = [
      'If you dispute this balance, please contact us.',
      'Should you wish to dispute this account, call our office at 800-555-0100.',
      'To dispute any part of this debt, simply let us know.',
      'Si usted disputa este saldo, llámenos al 800-555-0100.',
    ];
    const promises = [
      'If you do dispute all or any portion of this debt within 30 days of receiving this letter, we will obtain verification of the debt and send it to you.',
      'Should you dispute the debt within thirty days, verification of the debt will be obtained and mailed to you.',
      'Upon your dispute within 30 days, we will get verification from our client.',
      'Si usted disputa la deuda dentro de 30 días, obtendremos la verificación de la deuda y se la enviaremos.',
    ];
    for (const step of steps)
      for (const promise of promises) {
        const text = `${step} We will assume the debt is valid unless you dispute it within 30 days. ${promise}`;
        expect({ text, topics: unwritten(text) }).toEqual({ text, topics: ['verification'] });
      }
    // Near misses: writing said anywhere for the dispute or the right, or no non-written step given for disputing.
    for (const promise of promises) {
      for (const cure of [
        'If you notify this office in writing within 30 days that you dispute the debt, we will obtain verification.',
        'Any dispute must be made in writing.',
        'Si nos notifica por escrito que disputa la deuda, obtendremos la verificación.',
      ]) {
        const text = `${steps[0]} ${promise} ${cure}`;
        expect({ text, topics: unwritten(text) }).toEqual({ text, topics: [] });
      }
      expect(unwritten(`Please pay the balance of $500.00. ${promise}`)).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Immediacy in the other ways collectors write it (the one IMMEDIATE table of the reading layer;
// 15 U.S.C. 1692g(b); Miller v. Payco-General American Credits, 4th Cir. 1991; Swanson v. Southern
// Oregon Credit Service, 9th Cir. 1988). A request without a time is not a deadline (Bartlett v. Heibl).

describe('overshadow_payment_deadline: a demand to pay at once, in other words and in Spanish', () => {
  const id = 'overshadow_payment_deadline';
  const WHEN = [
    'without any delay',
    'without further delay',
    'right now',
    'no later than today',
    'by the end of the business day',
    'by return mail',
    'at once',
  ];
  const demands = WHEN.flatMap((when, i) => [
    i % 2 === 0
      ? `You must pay the balance in full ${when}, or we will refer your account to an attorney.`
      : `Payment of the full balance is required ${when}; failure to pay will result in further collection action.`,
  ]);
  const SPANISH = [
    'Debe pagar el saldo total de inmediato o referiremos su cuenta a un abogado.',
    'Debe pagar el saldo total sin más demora para evitar acciones legales.',
    'Exigimos el pago del saldo total hoy mismo; de lo contrario, reportaremos la cuenta a los burós de crédito.',
    'Debe pagar el saldo de forma inmediata o tomaremos acciones adicionales.',
  ];
  it.each([...demands, ...SPANISH])('flags: %s', (body) => {
    expect(flags(id, firstLetter(body))).toBe(true);
  });

  it('does not flag a request without a time, an invitation, or the same demand with the Bartlett explanation', () => {
    const nearMisses = [
      'Please pay promptly.',
      'Please pay as soon as possible.',
      'We ask that you pay the balance at your earliest convenience.',
      'If you wish, you may pay the balance right now by calling our office.',
      'You may pay today online at our website.',
      'You must pay the balance in full at once, or we will refer your account to an attorney. Although we have asked you to pay at once, you still have the right to dispute the debt by July 14, 2025; our request does not affect your right to dispute the debt.',
    ];
    expect(nearMisses.filter((s) => flags(id, firstLetter(s)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Taking money from pay by process, in the states' words and the collectors' (15 U.S.C. 1692e(4), (5);
// 12 CFR 1006.18(b)(3)): without a judgment a collector of an ordinary consumer debt can take none of it.

describe('threat_seizure_garnishment: wages taken by execution, withholding or deduction', () => {
  const id = 'threat_seizure_garnishment';
  const agency = (body: string): string =>
    `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nJune 2, 2025\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;
  const STEPS = [
    'we will start a wage execution against you',
    'we will send an income execution to your employer',
    'we will take the money out of your paycheck',
    'your employer will be ordered to have 25% withheld from your wages',
    'we will deduct the balance from your paycheck every week',
    'we will levy an execution against your property',
    'a payroll withholding order will be sent to your employer',
  ];
  const variants = [
    ...STEPS.map((step) => `If you do not pay this balance by June 20, 2025, ${step}.`),
    'Si no paga, le descontaremos el saldo de su salario.',
    'Si no paga este saldo, vamos a quitarle su sueldo.',
  ];
  it.each(variants)('flags: %s', (body) => {
    expect(flags(id, agency(body))).toBe(true);
  });

  it('does not flag the same steps denied or after a judgment, a payment the consumer set up, or a federal student loan', () => {
    const nearMisses = [
      'We will not take any money out of your paycheck.',
      'If our client sues you and obtains a judgment, the court may order part of your wages withheld from your pay.',
      'Your payment of $50.00 will be withdrawn from your checking account on June 5, 2025, as you authorized.',
      'We received your authorization; your payment will be taken from your bank account on the date you chose.',
      'Some of your income, such as Social Security benefits, is exempt and cannot be taken from your wages or bank account.',
    ];
    expect(nearMisses.filter((s) => flags(id, agency(s)))).toEqual([]);
    const awg =
      'Performant Recovery\nPO Box 9\nPleasanton, CA 94566\n\nYour defaulted federal student loans held by the U.S. Department of Education were assigned to us. Unless you request a hearing within 30 days, the Department will order your employer to begin withholding 15% from your pay.';
    expect(flags(id, awg)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A law firm's letter known by its own words rather than its letterhead (15 U.S.C. 1692e(3);
// Clomon v. Jackson, 2d Cir. 1993; Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005).

describe("false_attorney_involvement: a firm that calls itself the creditor's lawyers in the body", () => {
  const id = 'false_attorney_involvement';
  const head = 'Rivera & Cole\n200 Main Street\nDallas, TX 75201';
  const signature = 'Rivera & Cole';
  const SELF = [
    'Pinecrest Bank has retained this firm to collect the balance of your account.',
    'We are the attorneys for Pinecrest Bank, the creditor of your account.',
    'As counsel for Pinecrest Bank, we write to you about your account.',
    'Our law office has been asked to collect this account.',
    'The undersigned law firm represents Pinecrest Bank.',
  ];
  const THREAT = 'If you do not pay, we will file suit against you.';
  // Decision 400: the threat does not settle whether a lawyer reviewed the account; the person's "no" does.
  it.each(SELF)('flags the firm, named in its own words, threatening suit, once no lawyer is said to have reviewed it: %s', (self) => {
    expect(flags(id, firstLetter(`${self} ${THREAT}`, { head, signature }))).toBe(false);
    expect(flags(id, firstLetter(`${self} ${THREAT}`, { head, signature }), { attorneyReviewedAccount: false })).toBe(true);
  });
  it('flags the Spanish wording once no lawyer is said to have reviewed it', () => {
    const text = firstLetter('Este bufete ha sido contratado por Pinecrest Bank. Si no paga, presentaremos una demanda en su contra.', { head, signature });
    expect(flags(id, text)).toBe(false);
    expect(flags(id, text, { attorneyReviewedAccount: false })).toBe(true);
  });
  it('does not flag an agency that represents its client, the Greco disclaimer, or a lawyer writing in her own voice', () => {
    const nearMisses: [string, { head?: string; signature?: string }][] = [
      [`We represent Pinecrest Bank, the creditor of your account. ${THREAT}`, {}],
      [
        `${SELF[0]} ${THREAT}\n\nAt this time, no attorney with this firm has personally reviewed the particular circumstances of your account.`,
        { head, signature },
      ],
      [`I am the attorney for Pinecrest Bank. If you do not pay, I will file suit against you.`, { head, signature: 'Mary Allen, Esq.' }],
      ['Pinecrest Bank may retain a law firm to collect this account.', { head, signature }],
    ];
    expect(nearMisses.filter(([s, o]) => flags(id, firstLetter(s, o))).map(([s]) => s)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A dispute that must reach the collector inside the thirty days (15 U.S.C. 1692g(a)(3)-(4); Jacobson v.
// Healthcare Financial Services, 2d Cir. 2008: the consumer need only send the dispute in time).

describe('dispute_conditions_added: the dispute must be received within the thirty days (Jacobson)', () => {
  const id = 'dispute_conditions_added';
  const RECEIPT_REQUIRED = [
    'Unless this office receives notice from you within thirty days after your receipt of this letter that you dispute the validity of the debt, this office will assume the debt is valid.',
    'Your dispute must be received by us within 30 days after you receive this notice, or we will assume the debt is valid.',
    'If we do not receive your written dispute within thirty (30) days of receiving this letter, we will assume the debt is valid.',
    'Any notice of dispute must be received in this office no later than 30 days after you receive this letter.',
    'If your dispute is not received by Sunrise Services within 30 days after you receive this notice, the debt will be assumed valid by us.',
    'Si no recibimos su disputa dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que la deuda es válida.',
  ];
  it.each(RECEIPT_REQUIRED)('flags: %s', (rights) => {
    expect(flagsOn(id, statuteNotice(rights), { state: 'NY' })).toBe(true);
  });
  it("does not flag the statute's own words (the consumer's receipt of the notice), a payment that must be received, or what happens once a dispute arrives", () => {
    const nearMisses = [
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      'If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt, this office will obtain verification of the debt.',
      'Unless you dispute the debt within thirty days after this notice is received by you, we will assume the debt is valid.',
      'Once we receive your dispute, we will stop collection until we mail you verification of the debt.',
      'Your payment must be received within 30 days to settle this account.',
      // "Unless this office hears from you within 30 days … that you dispute" was kept here by decision 054 (Homer v.
      // Weinberg's writing ground rested on Graziano); Homer's receipt ground is Jacobson's and stands after Riccio, so
      // decision 114 reads it (paraphrase-families-insurance-calls-and-hearing.test.ts).
    ];
    expect(nearMisses.filter((s) => flagsOn(id, statuteNotice(s), { state: 'NY' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A dispute window shorter than the thirty days, said as a span of time ("you have ten days to dispute") or as a
// deadline on the dispute (15 U.S.C. 1692g(a)(3)-(4); 12 CFR 1006.34(b)(5)); decision 086.

describe('dispute_conditions_added: fewer than thirty days to dispute, in the ways collectors say it', () => {
  const id = 'dispute_conditions_added';
  const WHO = ['You have', 'You will have', 'You only have', 'There are'];
  const COUNT = ['ten', '10', 'fifteen (15)', 'five business'];
  const TO = [
    'days to dispute this debt.',
    'days from the date of this letter in which to contest this balance.',
    'days to dispute the validity of this account.',
  ];
  const variants = [
    ...WHO.flatMap((who, i) => COUNT.map((n, j) => `${who} ${n} ${TO[(i + j) % TO.length]}`)),
    'If you wish to dispute this debt, you must do so within 10 days of the date of this letter.',
    'This letter starts a 15-day dispute period.',
    'Usted tiene diez días para disputar esta deuda.',
    'Dispone de quince días para impugnar este saldo.',
    'Tiene un plazo de 10 días para disputar la deuda.',
  ];
  it.each(variants)('flags: %s', (s) => {
    expect(flagsOn(id, statuteNotice(s), { state: 'IL' })).toBe(true);
  });
  it("does not flag the statute's thirty days, or a short time to pay, call or reply to an offer", () => {
    const nearMisses = [
      'You have thirty days to dispute this debt.',
      'You have 30 days after you receive this notice to dispute the debt.',
      'If you wish to dispute this debt, you may do so within 30 days after receiving this notice.',
      'You have ten days to pay this balance before this offer expires.',
      'You have ten days to accept this settlement offer.',
      'Usted tiene treinta días para disputar esta deuda.',
      'Usted tiene diez días para aceptar esta oferta.',
    ];
    expect(nearMisses.filter((s) => flagsOn(id, statuteNotice(s), { state: 'IL' }))).toEqual([]);
  });
});
