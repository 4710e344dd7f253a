/**
 * Paraphrase families for legal action implied by a step the letter does not name, and for a law firm known by
 * the words letters put on their heads and signatures (issue 26, decision 146). Variants are generated from
 * the law's categories — who acts (the collector, the creditor, a law firm), what step (an unnamed one:
 * "appropriate / further / the necessary action", "proceed accordingly", "the next step", "protect our client's
 * interests"), how sure (will, must, "no choice but", the passive), on what condition (not paying, not calling)
 * and when (days, a date, "immediately", "without further notice") — in English and Spanish, and must be asked
 * about (`lawsuitFiled`) and flagged once the person says no suit followed; lawful near misses courts approved
 * must be neither asked nor flagged, whatever the answer. Written from the doctrine, never from a court
 * letter's words. They are tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { readImpliedLegalAction } from './implied-legal-action';
import { ruleOutcome } from './test-letters';

const LETTER_DATE = 'March 3, 2025';
const TEN_DAYS_LATER = '2025-03-13';
const SIXTY_ONE_DAYS_LATER = '2025-05-03';

const PLACES: Record<string, string> = {
  GA: 'Atlanta, GA 30301',
  NY: 'Albany, NY 12207',
  PA: 'Philadelphia, PA 19103',
  IL: 'Chicago, IL 60601',
  TX: 'Dallas, TX 75201',
  CA: 'Los Angeles, CA 90012',
};

const letter = (head: string, body: string, state: string, signature: string): string =>
  `${head}\nPO Box 7, ${PLACES[state]}\n\n${LETTER_DATE}\n\nRe: account 5521, balance $812.00\n\nDear Sam Ortiz:\n\n${body}\nPlease return this notice with your payment in the envelope enclosed.\n\nThis communication is from a debt collector.\n\nSincerely,\n${signature}`;
const agencyLetter = (body: string, state = 'GA'): string => letter('Peachtree Credit Bureau', body, state, 'Account Representative');
const firmLetter = (body: string, state = 'GA'): string => letter('Hale & Porter, LLP\nAttorneys at Law', body, state, 'Hale & Porter, LLP');

/** The only question threat_legal_action_unintended asks is `lawsuitFiled`; false_attorney_involvement, in California (9th Cir.), `attorneyReviewedAccount`. */
const outcome = ruleOutcome;

const THREAT = 'threat_legal_action_unintended';

/** Asked from the words, flagged once no suit followed, silent once a suit was filed. */
const expectImplied = (text: string, label: string): void => {
  expect(outcome(THREAT, text, {}, TEN_DAYS_LATER), label).toBe('ask');
  expect(outcome(THREAT, text, { lawsuitFiled: false }, SIXTY_ONE_DAYS_LATER), label).toBe('flag');
  expect(outcome(THREAT, text, { lawsuitFiled: true }, SIXTY_ONE_DAYS_LATER), label).not.toBe('flag');
};
/** Neither asked nor flagged, whatever the answer. */
const expectLawful = (text: string, label: string): void => {
  expect(outcome(THREAT, text, {}, TEN_DAYS_LATER), label).toBe('silent');
  expect(outcome(THREAT, text, { lawsuitFiled: false }, SIXTY_ONE_DAYS_LATER), label).toBe('silent');
};

// ---------------------------------------------------------------------------------------------
// An unnamed step on a clock (Jeter v. Credit Bureau, 11th Cir. 1985: five days, then "avoid the necessity of
// further action"): the least sophisticated consumer reads the one step a collector threatens by a deadline
// without naming it as a suit. Conditions × steps × modality and voice.

const CONDITIONS = [
  'If we do not hear from you within 10 days,',
  'Unless payment is received by March 20, 2025,',
  'Should you fail to pay within ten (10) days,',
  'Absent payment within 10 days,',
  'If this balance remains unpaid after 10 days,',
];
const STEPS = [
  'we will take appropriate action.',
  'we will proceed accordingly.',
  'we will take further action without further notice.',
  'further action will be taken.',
  'we will have no choice but to take the necessary steps.',
  'your account will proceed to the next stage.',
  'our client will pursue all remedies available to it.',
  'we will escalate this matter.',
  'we shall proceed as we deem appropriate.',
  'we will take all steps necessary to protect our client’s interests.',
];
const TIMED_OTHERS = [
  'Failure to pay within 10 days will result in further action.',
  'Pay within 10 days to avoid further action.',
  'This is your last chance to pay before we take further action.',
  'You leave us no alternative but to take the necessary action.',
  'We will proceed without further notice if the balance is not paid.',
  'Further steps will be taken immediately if you do not call.',
];
const SPANISH_TIMED = [
  'Si no recibimos noticias suyas en 10 días, procederemos según corresponda.',
  'Si no paga en 10 días, tomaremos otras medidas sin previo aviso.',
  'A menos que pague dentro de diez días, tomaremos las medidas necesarias.',
  'Si no recibimos su pago, procederemos sin previo aviso.',
  'Esta es su última oportunidad: si no paga hoy, tomaremos las acciones correspondientes.',
  'Si no recibimos su pago dentro de 10 días, nuestro cliente tomará las medidas pertinentes.',
];

describe('threat_legal_action_unintended: an unnamed step on a clock or as the last one', () => {
  const variants = [...CONDITIONS.flatMap((c, i) => STEPS.filter((_, j) => (i + j) % 2 === 0).map((s) => `${c} ${s}`)), ...TIMED_OTHERS];
  it.each(variants)('asks and flags once no suit followed (agency): %s', (body) => {
    expectImplied(agencyLetter(body), body);
  });
  it.each(SPANISH_TIMED)('asks and flags once no suit followed (Spanish): %s', (body) => {
    expectImplied(agencyLetter(body), body);
  });
  it('reads the same step in a law firm’s letter in every circuit probed', () => {
    for (const state of ['GA', 'NY', 'PA', 'IL', 'TX', 'CA'])
      expectImplied(firmLetter('If payment is not received within ten days, this firm will take appropriate action.', state), state);
  });
  it('takes the step’s own clock as the letter’s time for it (decision 085): flagged once it has passed, not before', () => {
    for (const body of [
      'If we do not hear from you within 10 days, we will proceed accordingly.',
      'Unless payment is received by March 20, 2025, we will take appropriate action.',
      'Si no recibimos noticias suyas en 10 días, procederemos según corresponda.',
    ]) {
      expect(outcome(THREAT, agencyLetter(body), { lawsuitFiled: false }, '2025-03-25'), body).toBe('flag');
      expect(outcome(THREAT, agencyLetter(body), { lawsuitFiled: false }, '2025-03-10'), body).not.toBe('flag');
    }
  });
  it('says the step is timed (or not) in the reading', () => {
    expect(readImpliedLegalAction('If we do not hear from you within 10 days, we will proceed accordingly.').signals.map((s) => [s.kind, s.timed])).toEqual([
      ['unnamed_step', true],
    ]);
    expect(readImpliedLegalAction('We will take appropriate action to collect this balance.').signals.map((s) => [s.kind, s.timed])).toEqual([
      ['unnamed_step', false],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// From a law firm, the unnamed step reads as a suit without a clock (Lesher v. Law Offices of Mitchell N. Kay, 3d
// Cir. 2011: a law firm's letter conveys that it can take legal action); a collection agency saying the same with
// no clock is read as continuing to collect. A letterhead with no step is no threat (Dupuy v. Weltman, Weinberg &
// Reis, N.D. Cal. 2006).

const UNTIMED = [
  'We will take appropriate action to collect this balance.',
  'Our office will take all steps necessary to protect our client’s interests.',
  'Further action will be taken on this account.',
  'We will proceed accordingly.',
  'We will escalate this matter.',
];

describe('threat_legal_action_unintended: an unnamed step from a law firm', () => {
  it.each(UNTIMED)('asked and flagged in a law firm’s letter: %s', (body) => {
    expectImplied(firmLetter(body), body);
  });
  it.each(UNTIMED)('not read in a collection agency’s letter without a clock: %s', (body) => {
    expectLawful(agencyLetter(body), body);
  });
  it('a Spanish law firm’s unnamed step is read the same way', () => {
    for (const body of ['Tomaremos las medidas necesarias para proteger los intereses de nuestro cliente.', 'Nuestro despacho procederá según corresponda.'])
      expectImplied(letter('Bufete Hale y Porter, Abogados', body, 'TX', 'Bufete Hale y Porter'), body);
  });
  it('a law firm’s letterhead alone, with a demand and no step, is no implied suit', () => {
    expectLawful(firmLetter('Please pay the balance or call us to discuss a payment plan.', 'CA'), 'letterhead only');
  });
});

// ---------------------------------------------------------------------------------------------
// The creditor's authority with the step left to the collector (Bentley v. Great Lakes Collection Bureau, 2d Cir.
// 1993: "authorized to take whatever action necessary").

const AUTHORITY = [
  'Our client has instructed us to proceed as we deem appropriate.',
  'Our client has authorized this office to take such action as may be necessary.',
  'We have been authorized by our client to proceed with whatever legal means is necessary to enforce collection.',
  'The creditor has empowered us to take such steps as we deem necessary.',
  'Hemos sido autorizados por nuestro cliente a proceder según corresponda.',
];

describe('threat_legal_action_unintended: the creditor’s authority with the step left open', () => {
  it.each(AUTHORITY)('asks and flags once no suit followed: %s', (body) => {
    expectImplied(agencyLetter(body), body);
  });
  it('authority to do a named thing is not read', () => {
    for (const body of ['Our client has authorized us to accept a settlement of $400.', 'Our client has authorized us to offer you a payment plan.'])
      expectLawful(agencyLetter(body), body);
  });
});

// ---------------------------------------------------------------------------------------------
// Lawful near misses courts approved or that name no step; neither asked nor flagged.

const NEAR_MISSES: [string, (body: string) => string][] = [
  // Bandas v. United Recovery Service (N.D. Ill. 2018): a purpose, not a threat.
  [
    'Send us your full payment today or contact this office at once to make suitable payment arrangements so that no further procedures need to be taken in this matter.',
    (b) => agencyLetter(b, 'IL'),
  ],
  // Nichols v. Frederick J. Hanna & Associates (N.D.N.Y. 2011): a law firm's hedged "additional remedies".
  ['If you fail to contact this office, our client may consider additional remedies to recover the balance due.', (b) => firmLetter(b, 'NY')],
  ['If the debt remains unpaid, our client may consider other options.', (b) => agencyLetter(b)],
  ['Our client may pursue its remedies.', (b) => agencyLetter(b)],
  ['Further action may be taken against you without further notice.', (b) => agencyLetter(b)],
  // Owsley v. Coldata (5th Cir. 2004): the creditor "may" seek counsel's advice on "appropriate steps".
  [
    'Your account is scheduled to be returned to your creditor, who may secure advice of counsel regarding appropriate steps to be taken to enforce payment.',
    (b) => agencyLetter(b, 'TX'),
  ],
  // Daniels v. Solomon & Solomon (E.D. Pa. 2017, aff'd): "act now to resolve this problem" urges payment.
  ['You should act now to resolve this problem!', (b) => agencyLetter(b, 'PA')],
  ['We would like to resolve this matter with you.', (b) => agencyLetter(b)],
  ['We may contact you by phone or by mail.', (b) => agencyLetter(b)],
  ['We will continue our collection efforts until the balance is paid.', (b) => agencyLetter(b)],
  ['If you do not pay within 10 days, we will continue further collection activity.', (b) => agencyLetter(b)],
  ['If you have already paid, no further action is necessary.', (b) => agencyLetter(b)],
  ['If you pay the balance in full within 10 days, we will take no further action.', (b) => agencyLetter(b)],
  ['Call us within 10 days so that we can take the appropriate action on your account.', (b) => agencyLetter(b)],
  ['We will take appropriate action within 10 days of receiving your dispute.', (b) => agencyLetter(b)],
  ['If you do not pay within 10 days, we will take the necessary steps to report this account to the credit bureaus.', (b) => agencyLetter(b)],
  ['This firm will take appropriate steps to protect your personal information.', (b) => firmLetter(b)],
  ['Please respond within 10 days so we may proceed accordingly.', (b) => agencyLetter(b)],
  ['Once we receive your payment, we will update the account accordingly.', (b) => agencyLetter(b)],
  ['If you dispute the debt, we will proceed accordingly and send you verification.', (b) => agencyLetter(b)],
  ['If you believe this is in error, please call us within 10 days and we will take appropriate action.', (b) => agencyLetter(b)],
  ['Please contact us within 10 days and we will take the necessary steps to set up your payment plan.', (b) => agencyLetter(b)],
  ['If you are a victim of identity theft, notify us within 10 days and we will take the appropriate steps.', (b) => agencyLetter(b)],
  ['If we do not hear from you within 10 days, your account will remain with our office for further collection.', (b) => agencyLetter(b)],
  ['Tomaremos las medidas necesarias para proteger su información personal.', (b) => agencyLetter(b)],
  ['Si usted ya pagó, no es necesario tomar otras medidas.', (b) => agencyLetter(b)],
];

describe('threat_legal_action_unintended: lawful near misses of the unnamed step', () => {
  it.each(NEAR_MISSES)('neither asked nor flagged: %s', (body, make) => {
    expectLawful(make(body), body);
  });
});

// ---------------------------------------------------------------------------------------------
// "No decision has been made to take legal action" read with the whole letter (Rosenberg v. Client Services, S.D.N.Y.
// 2020; Wade v. Regional Credit, 9th Cir. 1996): a referral or a possible suit elsewhere is no threat of one; a suit
// said outright stays one.

const UNDECIDED = [
  'Please note, no decision has been made to take legal action against you at this time.',
  'We have not decided whether to sue you.',
  'No determination has been made to file a lawsuit.',
  'Aún no se ha tomado ninguna decisión de demandarle.',
];
const REFERRALS = [
  'If we are unable to arrange repayment, our client will send your account to an attorney in your state for possible legal action.',
  'Your account has been placed with our litigation department.',
  'If we do not hear from you within 10 days, we will proceed accordingly.',
];

describe('threat_legal_action_unintended: no decision to sue', () => {
  for (const undecided of UNDECIDED)
    it.each(REFERRALS)(`not read beside "${undecided}": %s`, (referral) => {
      expectLawful(agencyLetter(`${referral} ${undecided}`, 'NY'), referral);
    });
  it('without the statement, the same referrals are asked', () => {
    for (const referral of REFERRALS) expect(outcome(THREAT, agencyLetter(referral, 'NY'), {}, TEN_DAYS_LATER), referral).toBe('ask');
  });
  it('a suit said outright stays a threat beside it', () => {
    const text = agencyLetter(
      'No decision has been made to take legal action against you at this time.\nWe will file a lawsuit against you on March 20, 2025.',
      'NY',
    );
    expect(outcome(THREAT, text, {}, TEN_DAYS_LATER)).toBe('ask');
  });
});

// ---------------------------------------------------------------------------------------------
// A law firm known by its head or signature (15 U.S.C. 1692e(3); Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin,
// 7th Cir. 1996): whether a lawyer reviewed the account cannot be read, so the rule asks; "no" flags, "yes" passes.

const ATTORNEY = 'false_attorney_involvement';
const FIRM_MARKS: { head: string; signature: string }[] = [
  { head: 'Hale & Porter\nAttorneys-at-Law', signature: 'Hale & Porter' },
  { head: 'Hale & Porter, Attorneys', signature: 'Hale & Porter' },
  { head: 'Weltman & Hale Co., L.P.A.', signature: 'Weltman & Hale Co., L.P.A.' },
  { head: 'Hale & Porter', signature: 'Jane Hale\nManaging Attorney' },
  { head: 'Hale & Porter', signature: 'Jane Hale\nAttorney' },
  { head: 'Hale & Porter', signature: 'Jane Hale\nAttorney for Pinecrest Bank' },
  { head: 'Hale & Porter', signature: 'Jane Hale\nState Bar No. 123456' },
  { head: 'Hale & Porter', signature: 'Jane Hale\nCollections Attorney' },
];

describe('false_attorney_involvement: a law firm known by its head or signature', () => {
  it.each(FIRM_MARKS)('asks, flags on "no", passes on "yes": $head / $signature', ({ head, signature }) => {
    const text = letter(head, 'Please pay the balance of $812.00 or call us to arrange a payment plan.', 'CA', signature);
    expect(outcome(ATTORNEY, text, {}, TEN_DAYS_LATER)).toBe('ask');
    expect(outcome(ATTORNEY, text, { attorneyReviewedAccount: false }, TEN_DAYS_LATER)).toBe('flag');
    expect(outcome(ATTORNEY, text, { attorneyReviewedAccount: true }, TEN_DAYS_LATER)).not.toBe('flag');
  });
  it('is not asked of an agency that names the Attorney General or tells the consumer to see a lawyer', () => {
    for (const body of [
      'You may file a complaint with the Office of the Attorney General.',
      'You may wish to consult an attorney for advice about your rights.',
    ]) {
      const text = agencyLetter(`Please pay the balance of $812.00. ${body}`, 'CA');
      expect(outcome(ATTORNEY, text, {}, TEN_DAYS_LATER), body).toBe('silent');
      expect(outcome(ATTORNEY, text, { attorneyReviewedAccount: false }, TEN_DAYS_LATER), body).not.toBe('flag');
    }
    const general = letter(
      'Peachtree Credit Bureau',
      'Please pay the balance of $812.00.',
      'CA',
      'Account Representative\nAttorney General Consumer Hotline 1-800-555-0100',
    );
    expect(outcome(ATTORNEY, general, {}, TEN_DAYS_LATER)).toBe('silent');
  });
});
