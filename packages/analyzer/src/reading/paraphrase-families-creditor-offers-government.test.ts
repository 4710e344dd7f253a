/**
 * Paraphrase families (decision 100) for three doctrines: naming the creditor to whom the debt is owed
 * (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v)), saying that a settlement offer may or may not be made
 * again (Evory v. RJM Acquisitions Funding, 7th Cir. 2007; Goswami, 5th Cir. 2004), and implying that the
 * collector is the government (15 U.S.C. 1692e(1), (9)). Variants are built from the categories of the law
 * (who placed the account, who is owed; renewal possible but not assured; a public body's name or a claim
 * of official status), in English and Spanish, and each family has its lawful near misses: the creditor
 * named as the party that placed the account, a "Re:" line read by circuit (Encarnacion, M.D. Fla. 2019,
 * against Datiz, E.D.N.Y. 2016), offers that say the collector "will not" renew (one-time framing, still
 * flagged), licensing lines and accurate contractor statements, and the CFPB's model notices. Tests, not
 * the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { OFFER_RENEWAL_NOT_ASSURED } from './offer-renewal';
import { collectorNotice, firstLetter } from './test-letters';

const TODAY = '2025-06-12';

const run = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return {
    flagged: result.findings.some((f) => f.id === ruleId),
    finding: result.findings.find((f) => f.id === ruleId),
    asks: result.questions.map((q) => q.id),
  };
};

const WHOLE: UserAnswers = { isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false };

describe('vn_current_creditor: the creditor named as the party that placed the account', () => {
  const creditors = ['Lakeside Medical Center', 'Verizon Wireless', 'Pinecrest Bank, N.A.', 'Summit Dental Group'];
  const placements = [
    (c: string) => `${c} has placed your account with our office for collection.`,
    (c: string) => `${c} has referred your account to our office.`,
    (c: string) => `${c} has turned over the balance of your account to this agency.`,
    (c: string) => `${c}, your provider, has forwarded this account to us for collection.`,
    (c: string) => `Your past-due account with ${c} remains unpaid.`,
    (c: string) => `Your account with ${c} has been placed with us.`,
    (c: string) => `This account was placed with us by ${c}.`,
    (c: string) => `We are collecting this balance on behalf of ${c}.`,
    (c: string) => `This office represents ${c} in connection with your outstanding bill.`,
    (c: string) => `Our client, ${c}, asked us to contact you.`,
  ];

  it.each(placements.flatMap((p) => creditors.map((c) => [p(c)])))('reads "%s" as naming the creditor', (words) => {
    expect(run('vn_current_creditor', collectorNotice(words), WHOLE).flagged).toBe(false);
  });

  it.each([['Su cuenta con Clínica Lakeside sigue pendiente de pago.'], ['Clínica Lakeside ha asignado su cuenta a nuestra oficina para su cobro.']])(
    'reads the Spanish "%s" as naming the creditor',
    (words) => {
      expect(run('vn_current_creditor', collectorNotice(words), WHOLE).flagged).toBe(false);
    },
  );

  it.each([
    ['Your account has been placed with our office for collection.'],
    ['Your account has been referred to our office.'],
    ['We have been asked to contact you about this balance.'],
    ['Please call us to resolve this matter.'],
    ['Our client has asked us to collect this balance.'],
    ['Your original account with Pinecrest Bank is past due.'],
    ['Your former account with Pinecrest Bank, N.A. remains unpaid.'],
  ])('still flags a whole notice that names no one: "%s"', (words) => {
    expect(run('vn_current_creditor', collectorNotice(words), WHOLE).flagged).toBe(true);
  });

  it('still flags a notice that names only the parties an account passed between (Janetos)', () => {
    const r = run(
      'vn_current_creditor',
      collectorNotice(
        'Your account was assigned to Delta Funding LLC by Pinecrest Bank. Pinecrest Bank has placed your account with our office for collection.',
      ),
      WHOLE,
    );
    expect(r.flagged).toBe(true);
  });
});

describe('vn_current_creditor: a single creditor in the "Re:" line, read by circuit', () => {
  const reLines = [
    'Re: Lakeside Regional Medical Center   Account Number: 3948   Balance Due: $53.27',
    'RE: SUMMIT DENTAL GROUP',
    'Re: Verizon Wireless - Acct ending 1182',
  ];
  const body = 'Please call our office to discuss your options.';

  it.each(reLines.map((l) => [l]))('outside the Second and Seventh Circuits, reads "%s" as the creditor (Encarnacion)', (reLine) => {
    for (const state of ['FL', 'GA', 'TX', 'PA', 'CA']) {
      const r = run('vn_current_creditor', collectorNotice(body, reLine), { ...WHOLE, state });
      expect(r.flagged, state).toBe(false);
    }
  });

  it.each(reLines.map((l) => [l]))('in the Second and Seventh Circuits, flags "%s" named in the caption alone (Datiz; Steffek)', (reLine) => {
    for (const state of ['NY', 'CT', 'VT', 'IL', 'WI'])
      expect(run('vn_current_creditor', collectorNotice(body, reLine), { ...WHOLE, state }).flagged, state).toBe(true);
  });

  it.each([['Re: Account ending 4411. Total amount of the debt now: $1,250.00.'], ['Re: Statement dated June 2, 2025'], ['RE: PAST DUE NOTICE - FINAL']])(
    'outside the Second Circuit, still flags a "Re:" line that names no party: "%s"',
    (reLine) => {
      expect(run('vn_current_creditor', collectorNotice(body, reLine), { ...WHOLE, state: 'FL' }).flagged).toBe(true);
    },
  );

  it('still flags, in any circuit, a "Re:" line naming two parties without saying who is owed', () => {
    const reLine = 'Re: Delta Funding LLC assignee of Pinecrest Bank';
    expect(run('vn_current_creditor', collectorNotice(body, reLine), { ...WHOLE, state: 'FL' }).flagged).toBe(true);
  });

  it('with no state known, judges the caption-only creditor as before (flagged)', () => {
    expect(run('vn_current_creditor', collectorNotice(body, reLines[0]), { ...WHOLE, state: undefined }).flagged).toBe(true);
  });
});

describe('settlement_offer_false_urgency: renewal possible but not assured', () => {
  const offers = [
    'This is a one-time offer: pay $600.00 by June 30, 2025 and the account will be settled.',
    'Take advantage of this special offer: pay only $600.00 by June 30, 2025 to resolve your balance. This offer is only good until June 30, 2025.',
    'Esta es una oferta única: pague $600.00 antes del 30 de junio de 2025 para liquidar su cuenta.',
  ];
  const notAssured = [
    'This offer may not be renewed.',
    'These offers might not be extended after that date.',
    'We may not renew this offer.',
    'Our client may not repeat this settlement offer.',
    'Renewal of this offer is not guaranteed.',
    'We cannot guarantee that this offer will be available after that date.',
    "We can't promise that a similar offer will be made again.",
    'Any renewal of this offer is at our sole discretion.',
    'Esta oferta puede no ser renovada.',
    'No garantizamos que esta oferta esté disponible después de esa fecha.',
    'La renovación de esta oferta no está garantizada.',
  ];
  const willNot = ['This offer will not be renewed.', 'This offer cannot be extended.', 'You will never see this offer again.'];

  it('flags each offer with one-time or only-until framing and nothing more', () => {
    for (const o of offers) expect(run('settlement_offer_false_urgency', firstLetter(o), { state: 'IL' }).flagged, o).toBe(true);
  });

  it.each(notAssured.map((n) => [n]))('passes the offers when the letter adds "%s"', (n) => {
    expect(OFFER_RENEWAL_NOT_ASSURED.test(n)).toBe(true);
    for (const o of offers) expect(run('settlement_offer_false_urgency', firstLetter(`${o} ${n}`), { state: 'IL' }).flagged, o).toBe(false);
  });

  it.each(willNot.map((n) => [n]))('does not read "%s" as the safe harbour (it is one-time framing)', (n) => {
    expect(OFFER_RENEWAL_NOT_ASSURED.test(n)).toBe(false);
    expect(run('settlement_offer_false_urgency', firstLetter(`${offers[0]} ${n}`), { state: 'IL' }).flagged).toBe(true);
  });

  it('leaves lawful offers alone: a plain deadline, alternatives, an inducement with its conditions', () => {
    for (const o of [
      'We can settle this account for $684.00 if payment is received by June 28, 2025.',
      'You may pay $600.00 in one payment by June 30, 2025. If you cannot take advantage of the above offer, you may pay $750.00 in three monthly payments.',
      'If you pay this balance, you may apply for a new card, unless the bank determines that you cannot make the minimum payment.',
    ])
      expect(run('settlement_offer_false_urgency', firstLetter(o), { state: 'IL' }).flagged, o).toBe(false);
  });
});

describe('government_affiliation_implied: government names and claims, in English and Spanish', () => {
  const withHead = (head: string, body = 'Please pay the balance shown above.') => firstLetter(body, { head });

  it.each([
    ['STATE OF CALIFORNIA\nApex Recovery Group\nPO Box 100\nDallas, TX 75201'],
    ['COMMONWEALTH OF PENNSYLVANIA\nApex Recovery Group\nPO Box 100\nDallas, TX 75201'],
    ['UNITED STATES OF AMERICA\nApex Recovery Group\nPO Box 100\nDallas, TX 75201'],
    ['Departamento de Cobranzas del Estado\nPO Box 100\nDallas, TX 75201'],
    ['Oficina del Fiscal de Distrito\nPO Box 100\nDallas, TX 75201'],
  ])('flags a letterhead that reads as a public body: %s', (head) => {
    expect(run('government_affiliation_implied', withHead(head)).flagged).toBe(true);
  });

  it.each([
    ['We are an arm of the state government and collect on its behalf.'],
    ['This office is a division of the county.'],
    ['Apex Recovery Group is the official state collection agency for this debt.'],
    ['Este es un aviso oficial del gobierno.'],
    ['Somos una agencia del gobierno y le pedimos que pague hoy.'],
    ['Esta oficina es una dependencia estatal.'],
    ['Nuestra gestión está autorizada por el gobierno federal.'],
    ['Por orden del estado, debe pagar este saldo.'],
  ])('flags a claim of official status: "%s"', (body) => {
    const r = run('government_affiliation_implied', firstLetter(body));
    expect(r.flagged).toBe(true);
    expect(r.finding?.confidence).toBe('high');
  });

  it.each([
    ['We are a private collection agency under contract with the City of Round Rock. We are not a government agency.'],
    ['Somos una agencia de cobranza privada. No somos una agencia del gobierno.'],
    ['Apex Recovery Group está licenciada por el Departamento de Banca del Estado, licencia número 1234.'],
    ['If you have a complaint, contact the Texas Office of Consumer Credit Commissioner.'],
    ['The state of Texas requires us to tell you the following.'],
    ['Federal law gives you certain rights.'],
  ])('leaves "%s" alone', (body) => {
    expect(run('government_affiliation_implied', firstLetter(body)).flagged).toBe(false);
  });

  it('leaves a place name inside an address or business name alone', () => {
    expect(run('government_affiliation_implied', withHead('Golden State Recovery Services\nPO Box 100\nSacramento, State of California 95814')).flagged).toBe(
      false,
    );
  });
});

describe('the CFPB model notices stay clean under these rules', () => {
  it.each([['cfpb-model-form-b1.txt'], ['cfpb-model-form-spanish.txt']])('%s', (name) => {
    const text = readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
    const ids = ['vn_current_creditor', 'settlement_offer_false_urgency', 'government_affiliation_implied'];
    for (const state of ['NY', 'FL', 'IL']) {
      const result = analyzeText(text, {
        answers: { state, isFirstContact: true, allPagesUploaded: true },
        today: '2025-06-12',
        rules: ids.map((i) => getRule(i)!),
      });
      expect(
        result.findings.map((f) => f.id),
        `${name} ${state}`,
      ).toEqual([]);
    }
  });
});
