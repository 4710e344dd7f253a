/**
 * Paraphrase families (session 17, the paraphrase instrument) for kinds of sentence the readers missed when a
 * development court letter was reworded: a dispute that must already be HELD by the collector within the thirty
 * days ("has been received at this office", "we must have your notice … in our office"), with a payment beside it
 * named in other words (15 U.S.C. 1692g(a)(3)-(4); Jacobson v. Healthcare Financial Services, 2d Cir. 2008); conditions
 * on the dispute said as what the collector will not do without them, as imperatives, or as days to "let us know"
 * (15 U.S.C. 1692g(a)-(b); 12 CFR 1006.38 and comment 38-1); a wish
 * to settle "amicably" said in any word for a friendly settlement, the other way being court (15 U.S.C. 1692e(5),
 * (10); Cadiz v. Credence Resource Management, N.D. Ill. 2018); the collector's systems said to be used by a public
 * body, with the systems as the subject or the public body as the one relying on them (15 U.S.C. 1692e(1), (9);
 * Gammon v. GC Services, 7th Cir. 1994); immediate payment demanded in Spanish by a third person's verb of
 * obligation, "el acreedor exige que usted pague de inmediato" (15 U.S.C. 1692g(b); Savino v. Computer Credit,
 * 2d Cir. 1998), and in English as a balance to be received or to reach the collector, "needed" or being "demanded"; a
 * creditor named only in system abbreviations (15 U.S.C. 1692g(a)(2); Burgos-Rodriguez v.
 * Continental Central Credit, D.P.R. 2023); the seller named as the subject of the sale with no owner named (15 U.S.C.
 * 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016); the account said to be under review for, or
 * readied for, a suit, and a suit said to be in preparation (15 U.S.C. 1692e(5), (10); Dewees v. Legal Servicing,
 * E.D.N.Y. 2007); the law said no longer to allow a suit, beside a settlement offer that does not warn of revival
 * (15 U.S.C. 1692e; Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017; Buchanan v. Northland Group, 6th Cir.
 * 2015); the debt treated, considered or deemed valid unless disputed in writing (15 U.S.C. 1692g(a)(3); Hooks v.
 * Forman, Holt, Eliades & Ravin, 2d Cir. 2013).
 * Variants are written from the law's categories, never copied from a paraphrase; each family has lawful near
 * misses. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readImpliedLegalAction } from './implied-legal-action';
import { readLetter } from './read-letter';
import { collectorNotice, firstLetter, laterLetter, statuteNotice } from './test-letters';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): boolean => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};
/** The questions `ruleId` leaves on `text`. */
const asks = (ruleId: string, text: string, answers: UserAnswers): string[] =>
  analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: [getRule(ruleId)!] })
    .questions.filter((q) => q.askedBy.includes(ruleId))
    .map((q) => q.id);

/** A later letter from an Illinois collector, dated `date`, with `body` as its own words. */
const harborLetter = (body: string, date = 'June 2, 2025'): string =>
  laterLetter(body, { collector: 'Harbor Collection Services, LLC', address: '5 Dock St\nChicago, IL 60601', consumerCity: 'Springfield, IL 62701', date });

/** One family: every variant flags in the letter `compose` writes, and no near miss does. */
const family = (
  id: string,
  compose: (words: string) => string,
  answers: UserAnswers,
  variants: readonly string[],
  nearMisses: { what: string; sentences: readonly string[] },
): void => {
  it('flags each', () => {
    expect(variants.filter((v) => !flags(id, compose(v), answers))).toEqual([]);
  });
  it(`does not flag ${nearMisses.what}`, () => {
    expect(nearMisses.sentences.filter((v) => flags(id, compose(v), answers))).toEqual([]);
  });
};

// ---------------------------------------------------------------------------------------------
// A dispute the collector must hold within the thirty days: perfect passive, the deadline first, possession.

describe('dispute_conditions_added: a dispute that must have been received, or be held in the office, within the thirty days', () => {
  family(
    'dispute_conditions_added',
    statuteNotice,
    { state: 'NY' },
    [
      'Further collection steps will be recommended unless, within thirty days, your dispute has been received by this office.',
      'If, within 30 days, your written dispute has not been received at our office, we will treat the balance as valid.',
      'We must have your notice of dispute at our office within 30 days, or the debt will be assumed valid.',
      'Your written dispute must be in our office within thirty (30) days, otherwise we will consider the balance valid.',
      'We need to have your payment, or a letter saying you dispute the balance, in our office within 30 days.',
      'Unless your payment or your letter disputing this account is received at our office within 30 days, we will proceed.',
      'Debemos tener su disputa en nuestra oficina dentro de los 30 días; de lo contrario asumiremos que la deuda es válida.',
    ],
    {
      what: 'what happens once a dispute is held, a payment alone, or a dispute that need only be sent in time',
      sentences: [
        'Once your dispute has been received at our office, we will suspend collection until we mail you verification.',
        'We must have your payment in our office within 30 days to honor the reduced balance.',
        'A dispute mailed within thirty days is timely, even if it has not been received at our office by then.',
        'If you have already paid, we must have a copy of your receipt in our office so that we can update the account.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Conditions on the dispute said as what the collector will not do without them, as imperatives, or as time to "let us know".

describe('dispute_conditions_added: conditions said as refusals, imperatives, reasons, someone else, or days to let the collector know', () => {
  family(
    'dispute_conditions_added',
    statuteNotice,
    { state: 'NY', allPagesUploaded: true },
    [
      'We cannot process your dispute unless you include a copy of your photo ID.',
      'To dispute, you need to tell us why you believe the balance is wrong.',
      'Please have your dispute notarized before sending it.',
      'You must take any dispute up with the hospital directly.',
      'You have 15 days to let us know if you dispute this debt.',
      'Disputes without proof of payment will be disregarded.',
      'Send us your dispute along with the reason you are disputing; disputes without a reason cannot be reviewed.',
    ],
    {
      what: 'an invitation, a payment condition, the full period, or what the collector does once a dispute comes',
      sentences: [
        'You may include documents that support your dispute if you wish.',
        'It helps us if you tell us why you dispute the debt, but you do not have to.',
        'We cannot process your payment unless you include your account number.',
        'You have 30 days to let us know if you dispute this debt.',
        'Please have your account number ready when you call to dispute.',
        'If you dispute the debt, we will not take further action until we send you verification.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// A friendly settlement wished for, in any words: the other way is court (Cadiz v. Credence).

describe('threat_legal_action_unintended: a wish to settle amicably, in other words for a friendly settlement', () => {
  const variants = [
    'We would like to settle this without involving the courts.',
    'Nos gustaría resolver esta cuenta sin recurrir a los tribunales.',
    'We would prefer to work this out with you on friendly terms, so please remit the balance.',
    'Our hope is to close this account in a cordial manner; send your payment today.',
    'We are seeking an amicable resolution of this balance.',
    'Let us settle the amount you owe in a friendly way.',
    'Deseamos resolver esta cuenta de manera amistosa; por favor envíe su pago.',
  ];
  family('threat_legal_action_unintended', harborLetter, { state: 'IL' }, variants, {
    what: 'friendly staff, an offer of help, or a payment plan',
    sentences: [
      'Our friendly representatives are available to discuss payment options.',
      'Please call us; we are glad to help you in a friendly and courteous manner.',
      'We can set up a payment plan that fits your budget.',
      'We resolved your prior dispute without any court involvement.',
    ],
  });
  it('does not flag once the user says a suit was filed', () => {
    expect(variants.filter((v) => flags('threat_legal_action_unintended', harborLetter(v), { state: 'IL', lawsuitFiled: true }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The collector's systems relied on by a public body, said from either side (Gammon v. GC Services).

describe("government_affiliation_implied: the collector's own systems or work said to serve a public body", () => {
  family(
    'government_affiliation_implied',
    harborLetter,
    { state: 'IL' },
    [
      'We are a national collection agency whose software is used by the Internal Revenue Service.',
      'Our recovery systems have been trusted by state governments for twenty years.',
      'Several federal agencies rely on our collection technology.',
      'Somos una agencia cuyos sistemas son utilizados por agencias federales.',
      'Our agency has handled tax collections for state and federal agencies for thirty years.',
      'Government agencies across the country entrust their delinquent accounts to us.',
      'We perform collection work for the IRS.',
    ],
    {
      what: 'private clients, a denial, or a debt owed to the public body itself',
      sentences: [
        'Our systems are used by banks and retailers across the country.',
        'Our systems have never been used by any government agency.',
        'This balance is owed to the City of Springfield; our systems are used by the city government to collect its parking fines.',
        'Our firm is licensed and bonded by the State of Illinois.',
        'We do not perform any work for the government.',
        'We collect for hospitals, banks and utility companies.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The debt taken as valid unless disputed in writing, with any verb of taking it as valid (Hooks v. Forman, Holt).

describe('dispute_must_be_in_writing_misstated: the debt treated, considered or deemed valid unless disputed in writing', () => {
  family(
    'dispute_must_be_in_writing_misstated',
    statuteNotice,
    { state: 'NY', allPagesUploaded: true },
    [
      'We will treat this debt as valid unless you send us a written dispute within thirty days of receiving this letter.',
      'If you do not write to us within 30 days disputing this debt, we will consider it valid.',
      'Unless you dispute it in writing within 30 days, the debt will be deemed valid.',
      'Si usted no nos escribe dentro de 30 días para disputar la deuda, consideraremos que es válida.',
    ],
    {
      what: "the statute's words, a payment asked of one who agrees, or writing asked only for verification",
      sentences: [
        'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.',
        'If you consider the amount correct, please mail your payment to our office.',
        'We will consider your written dispute and respond within 30 days.',
        'Unless you dispute the debt within 30 days, we will treat it as valid. If you write to us within 30 days, we will send verification.',
        'A menos que usted dispute la deuda dentro de 30 días, asumiremos que es válida.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Immediate payment demanded in Spanish by the creditor's or the collector's verb of obligation (Savino).

describe('overshadow_payment_deadline: immediate payment demanded with a Spanish verb of obligation in the third person', () => {
  family(
    'overshadow_payment_deadline',
    (body) => firstLetter(body, { salutation: false, stopCollectionLine: false }),
    { allPagesUploaded: true, readsSpanish: true },
    [
      'El acreedor exige que usted pague el saldo de inmediato o que nos dé una razón válida para no pagar.',
      'Nuestro cliente requiere el pago inmediato de esta cuenta.',
      'La clínica insiste en que usted pague hoy mismo.',
      'Los acreedores exigen el pago total inmediatamente.',
    ],
    {
      what: 'an invitation, or payment asked without a time',
      sentences: [
        'Si lo desea, puede pagar el saldo de inmediato por teléfono.',
        'El acreedor exige que usted pague el saldo.',
        'La ley exige que le enviemos este aviso.',
      ],
    },
  );
});

describe('overshadow_payment_deadline: payment demanded as a balance to be received or to reach the collector, needed, or being demanded', () => {
  family(
    'overshadow_payment_deadline',
    (body) => firstLetter(body, { salutation: false, stopCollectionLine: false }),
    { allPagesUploaded: true },
    [
      'We expect to receive the full balance no later than June 15, 2025.',
      'The entire balance must reach us within ten days.',
      'Your payment is needed within ten days.',
      'We are demanding payment in full by June 20, 2025.',
    ],
    {
      what: 'what follows a payment, a deadline after the period, or a payment plan offered',
      sentences: [
        'Once we receive the full balance, we will close your file.',
        'The balance must reach us by August 30, 2025.',
        'A payment plan is available if needed.',
        'If you need to make a payment, our office is open weekdays.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// A creditor given only as a string of system abbreviations (Burgos-Rodriguez v. Continental Central Credit).

describe('vn_current_creditor: a creditor named only in abbreviations no reader can resolve', () => {
  family(
    'vn_current_creditor',
    collectorNotice,
    { allPagesUploaded: true, isFirstContact: true, state: 'FL' },
    ['Creditor: GRN VLY@HLTH SYS PHYS GRP', 'Acreedor: MTN VW@RSRT CLB OWNR ASC', 'Current creditor: FRST NTL BK CRD SVCS'],
    {
      what: 'initials of an ordinary name, or abbreviations the letter also spells out',
      sentences: [
        'Creditor: LVNV Funding LLC',
        'Creditor: PNC Bank, N.A.',
        'Creditor: HSBC Bank USA',
        'Creditor: VCN CLB@PALMS RSRT\nYou owe Palms Resort Owners Association, the current creditor.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The creditor named in other words for owning the debt or placing it (not flagged: 15 U.S.C. 1692g(a)(2) is met).

describe('vn_current_creditor: the owner named as the one the debt belongs to, or the principal as the one collected for', () => {
  const id = 'vn_current_creditor';
  const answers: UserAnswers = { allPagesUploaded: true, isFirstContact: true, state: 'FL' };
  it.each([
    'This debt belongs to Atlas Portfolio Funding LLC.',
    'This account is owned by Atlas Portfolio Funding LLC.',
    'We are collecting this balance for Lakeside Medical Center.',
    'Lakeside Medical Center has asked us to collect this balance.',
    'Su deuda pertenece a Atlas Portfolio Funding LLC.',
    'La cuenta es propiedad de Atlas Portfolio Funding LLC.',
  ])('reads "%s" as naming the creditor', (words) => {
    expect(flags(id, collectorNotice(words), answers)).toBe(false);
  });
  it.each([
    'This debt belongs to our client.',
    'We are collecting this balance for our client.',
    'Our client has asked us to collect this balance.',
    'This account is owned by the current creditor.',
  ])('still flags a role with no name: "%s"', (words) => {
    expect(flags(id, collectorNotice(words), answers)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// The seller named as the subject of a sale, the owner never named (Dewees v. Legal Servicing; Janetos).

describe('vn_current_creditor: the seller named as the subject of a sale, with no owner named', () => {
  const id = 'vn_current_creditor';
  const WHOLE: UserAnswers = { allPagesUploaded: true, isFirstContact: true, state: 'NY' };
  const variants = [
    'Harbor National Bank has sold the account referenced above, and all of its rights under your agreement now belong to this office.',
    'ACME CARD SERVICES sold this debt; every right under the card agreement was assigned to us.',
    'Banco Central vendió su cuenta, y todos sus derechos fueron cedidos a esta oficina.',
  ];
  const nearMisses = {
    what: 'a sale whose buyer is named as the one owed, or a placement for collection',
    sentences: [
      'You owe Atlas Portfolio Funding LLC, which bought your account after Harbor National Bank sold the debt.',
      'Harbor National Bank has sold your account to Atlas Portfolio Funding LLC, the current owner, which placed it with us.',
      'Harbor National Bank has placed your account with our office for collection.',
    ],
  };
  /** A collector's first letter quoting no other notice item: judged on what it says of the creditor (the person says it was the first). */
  const bare = (body: string): string =>
    [
      'Eastgate Servicing, LLC',
      '40 Pine St',
      'Albany, NY 12207',
      '',
      'March 4, 2019',
      '',
      'RE: File 55120',
      'Original creditor: HARBOR NATIONAL BANK',
      'Balance: $4,210.00',
      '',
      body,
      '',
      'Eastgate Servicing, LLC',
    ].join('\n');
  describe('in a full notice', () => family(id, collectorNotice, WHOLE, variants, nearMisses));
  describe('in a first letter holding no other notice item', () => family(id, bare, WHOLE, variants, nearMisses));
  it('asks whether it is the first letter when that is all the letter says, and does not flag a later letter', () => {
    // A letter whose words hand the account to the sender ("… was assigned to us", "fueron cedidos a esta oficina") is read
    // as the first letter by the one first-letter gate (decision 132), so it is judged, not asked; the other asks.
    expect(variants.map((v) => asks(id, bare(v), { state: 'NY', allPagesUploaded: true }))).toEqual([['isFirstContact'], [], []]);
    expect(variants.slice(1).filter((v) => !flags(id, bare(v), { state: 'NY', allPagesUploaded: true }))).toEqual([]);
    expect(variants.filter((v) => flags(id, bare(v), { state: 'NY', allPagesUploaded: true, isFirstContact: false }))).toEqual([]);
    expect(asks(id, bare(nearMisses.sentences[2]!), { state: 'NY', allPagesUploaded: true })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The law said no longer to allow a suit, in other words, beside an offer with no revival warning (Pantoja; Buchanan).

describe('time_barred_no_disclosure_federal: the law said no longer to allow a suit, or a suit no longer possible, beside an offer', () => {
  const OFFER = ' We will accept $400 to settle the account.';
  family(
    'time_barred_no_disclosure_federal',
    (words) => harborLetter(words + OFFER),
    { state: 'MD', allPagesUploaded: true },
    [
      'The law no longer allows a lawsuit on this account.',
      'This account is too old for a court to enforce.',
      'Legal action on this debt is no longer possible because of its age.',
    ],
    {
      what: 'a suit said to be possible, a suit made unnecessary, a bar for another reason, or the bar with the revival warning',
      sentences: [
        'A lawsuit is still possible on this account.',
        'Legal action is no longer necessary if you pay.',
        'The law does not allow us to sue you because your debt was discharged in bankruptcy.',
        'The law no longer allows a lawsuit on this account. If you make a payment, the time in which you can be sued may start again.',
      ],
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The account said to be under review for a suit (Dewees v. Legal Servicing).

describe('reading: an account under review for, or readied for, a suit is legal action implied; a suit being prepared is definite', () => {
  const kinds = (s: string) => readImpliedLegalAction(s).signals.map((x) => [x.kind, x.hedged]);
  it.each([
    'Your account is currently being reviewed for potential litigation.',
    'This file has been evaluated for a possible lawsuit.',
    'We are reviewing your credit card account for legal action.',
    'Your past-due agreement is under consideration for suit.',
    'Su cuenta está en revisión para una posible demanda.',
    'Your account is pending legal review.',
    'This account has been approved for suit.',
    'Your account qualifies for legal action.',
    'We have recommended to our client that suit be filed.',
    'Your account has been placed in our legal queue.',
  ])('reads "%s" as a legal referral, not hedged', (s) => {
    expect(kinds(s)).toContainEqual(['legal_referral', false]);
  });
  it.each([
    'Your account has been reviewed for accuracy.',
    'We are reviewing your dispute and will respond within 30 days.',
    'Your account has not been reviewed for litigation.',
    'We will not recommend suit on this account.',
    'Your account has been approved for a payment plan.',
    'Your dispute is pending review.',
  ])('does not read "%s" as one', (s) => {
    expect(kinds(s)).toEqual([]);
  });
  it('reads a suit the collector is preparing or about to file as definite', () => {
    const certainty = (s: string) => readLetter(s).threats.find((t) => t.action === 'sue')?.certainty;
    expect(certainty('We are preparing to file a lawsuit against you.')).toBe('definite');
    expect(certainty("We're about to take you to court.")).toBe('definite');
  });
  it('asks whether a suit was filed, and flags once none followed', () => {
    const id = 'threat_legal_action_unintended';
    const text = harborLetter('Your account is currently being reviewed for potential litigation. Please remit the balance.', 'March 3, 2025');
    expect(asks(id, text, { state: 'IL' })).toEqual(['lawsuitFiled']);
    expect(flags(id, text, { state: 'IL', lawsuitFiled: false })).toBe(true);
  });
});
