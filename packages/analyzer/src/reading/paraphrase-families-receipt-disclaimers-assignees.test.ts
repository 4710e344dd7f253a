/**
 * Paraphrase families (decision 108) for the kinds of sentence the first opened fresh set showed the readers
 * missing: a dispute that must REACH the collector within the thirty days, said with the place, a payment beside it,
 * arrival verbs or in Spanish (15 U.S.C. 1692g(a)(3)-(4); Jacobson v. Healthcare Financial Services, 2d Cir. 2008);
 * the thirty days said, with a modal, not to stop a suit, and the next step named as a "course of action" or suit as
 * "whatever legal means" (15 U.S.C. 1692g(b); Bartlett v. Heibl, 7th Cir. 1997; Pollard v. Law Office of Mandy L.
 * Spaulding, 1st Cir. 2014); one party named as the other's assignee or successor without saying which is owed
 * (15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016; Gross v. Lyons, Doughty & Veldhuis,
 * 3d Cir. 2019); and a balance named after its figure (Avila v. Riexinger, 2d Cir. 2016). Variants are written from
 * the law's categories; each family has lawful near misses (the statute's own words, Bartlett's explanation, an owner
 * named, the growth disclosed). Negations come from compromise, not the reader's vocabulary. Tests, not the measure.
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readLetter } from './read-letter';
import { collectorNotice, firstLetter, laterLetter, statuteNotice } from './test-letters';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): boolean => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

// ---------------------------------------------------------------------------------------------
// A dispute that must reach the collector within the thirty days (Jacobson), in more of the ways it is written.

describe('dispute_conditions_added: a dispute that must be received, with the place, a payment beside it, arrival verbs, Spanish', () => {
  const id = 'dispute_conditions_added';
  const SUBJECTS = ['your notice of dispute', 'your payment or notice of dispute', 'any written dispute', 'your dispute or payment'];
  const ARRIVAL = [
    'is not received in this office within 30 days',
    'is not received, at our office, within thirty (30) days',
    'is not delivered to us within 30 days',
    'does not reach this office within thirty days',
    'has not arrived at our office within 30 days',
  ];
  const THEN = ['we will assume the debt is valid', 'we shall recommend that further action be taken against you', 'this office will consider the debt valid'];
  const passive = SUBJECTS.flatMap((who, i) => ARRIVAL.map((arrives, j) => `If ${who} ${arrives}, ${THEN[(i + j) % THEN.length]}.`));
  const active = [
    'Unless we are in receipt of your dispute within 30 days of your receipt of this notice, we will assume the debt is valid.',
    'If we have not received your written dispute within thirty days, the debt will be assumed valid.',
    'Your dispute must reach us within 30 days after you receive this letter.',
  ];
  const spanish = [
    'Si su pago o su aviso de disputa no se recibe en esta oficina dentro de 30 días, asumiremos que la deuda es válida.',
    'Su disputa debe llegar a nuestra oficina dentro de los 30 días siguientes a la recepción de este aviso.',
    'A menos que recibamos su disputa dentro de los 30 días, consideraremos que la deuda es válida.',
  ];
  it.each([
    ['passive, any subject, the place or the receiver named', passive],
    ['active, and arrival verbs', active],
    ['Spanish', spanish],
  ])('flags: %s', (_name, sentences) => {
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.filter((s) => !flags(id, statuteNotice(s), { state: 'NY' }))).toEqual([]);
  });
  it('does not flag the statute, a payment alone, what happens once a dispute arrives, or a dispute that need only be sent in time', () => {
    const nearMisses = [
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      'If your payment is not received in this office within 30 days, we will refer your account back to our client.',
      'Any payment must reach our office within 30 days to receive the discount.',
      'Once your dispute is received at our office, we will suspend collection until we mail you verification.',
      'Your dispute must be postmarked within 30 days after you receive this notice.',
      'A dispute mailed within thirty days after you receive this notice is timely, even if it reaches us later.',
      'Si usted nos notifica dentro de los 30 días siguientes a la recepción de este aviso que disputa la deuda, obtendremos la verificación.',
    ];
    expect(nearMisses.filter((s) => flags(id, statuteNotice(s), { state: 'NY' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The thirty days said, with a modal, not to stop a suit; the next step as a "course of action"; suit as "legal means".

describe('reading: the period said not to stop suit, the next course of action, suit by legal means, no more resources before suit', () => {
  const disclaimerOf = (s: string) => readLetter(s).disclaimers.find((d) => d.what === 'period_does_not_stop_action');
  it.each([
    'The 30-day period may not preclude the filing of legal action against you.',
    'The thirty-day validation period might not prevent our client from filing suit.',
    'Your thirty days to dispute need not delay a lawsuit.',
    'The validation period is not a bar to legal action against you.',
    'Nothing in this notice prevents us from filing a lawsuit during the 30-day period.',
    'Los 30 días no necesariamente impiden que presentemos una demanda.',
  ])('reads "%s" as the period not stopping suit', (s) => {
    expect(disclaimerOf(s)).toBeDefined();
  });
  it.each([
    'The 30-day period may not be extended.',
    'Nothing in this notice prevents you from disputing the debt during the 30-day period.',
    'This offer may not be renewed after the 30-day period.',
  ])('does not read "%s" as one', (s) => {
    expect(disclaimerOf(s)).toBeUndefined();
  });
  it('reads the next step named as a course of action, and suit as whatever legal means', () => {
    const step = (s: string) => readLetter(s).threats.map((t) => [t.action, t.certainty]);
    expect(step('We will pursue the next logical course of action without delay.')).toContainEqual(['further_action', 'definite']);
    expect(step('I am obligated to my client to take the next appropriate course of action.')).toContainEqual(['further_action', 'definite']);
    expect(step('Tomaremos el siguiente curso de acción.')).toContainEqual(['further_action', 'definite']);
    expect(step('We will collect this balance through whatever legal means are available.')).toContainEqual(['sue', 'definite']);
    expect(step('Our client may proceed by any legal means necessary.')).toContainEqual(['sue', 'hedged']);
  });
  it('reads an unwillingness to spend more before suit as resolve, not an unwillingness to sue', () => {
    const certainty = (s: string) => readLetter(s).threats.find((t) => t.action === 'sue')?.certainty;
    expect(certainty('I am not inclined to use further resources attempting to collect this debt before filing suit.')).toBe('definite');
    expect(certainty('We are no longer willing to spend any more time on this account before filing a lawsuit.')).toBe('definite');
    expect(certainty('We are not willing to file a lawsuit on this account.')).not.toBe('definite');
    expect(certainty('We are not inclined to sue you.')).toBe('negated');
  });
});

describe('overshadow_threat_inside_period: the next course of action, or a suit the thirty days are said not to stop', () => {
  const id = 'overshadow_threat_inside_period';
  const STEPS = [
    'We will pursue the next logical course of action within 10 days.',
    'Our client is obligated to take the next appropriate course of action by June 20, 2025.',
    'Tomaremos el siguiente curso de acción dentro de 10 días.',
  ];
  const WITH_DISCLAIMER = [
    'We are not inclined to spend further resources on this account before filing suit. The 30-day period may not preclude the filing of legal action against you.',
    'We will collect this balance through whatever legal means are available, without delay. Your thirty days to dispute need not delay a lawsuit.',
    'Our client may file suit against you. The validation period is not a bar to legal action against you.',
    'Legal action may be taken against you prior to the expiration of the validation period.',
    'Podemos presentar una demanda. Los 30 días no necesariamente impiden que presentemos una demanda.',
  ];
  it.each([
    ['the next step as a course of action, timed inside the period', STEPS],
    ['suit the letter says the thirty days may not stop', WITH_DISCLAIMER],
  ])('flags: %s', (_name, bodies) => {
    expect(bodies.filter((b) => !flags(id, firstLetter(b)))).toEqual([]);
  });
  it("does not flag the steps denied (compromise), after the period, with Bartlett's explanation, or a refusal to sue", () => {
    const negated = STEPS.slice(0, 1).map((s) => nlp(s).sentences().toNegative().text());
    for (const v of negated) expect(v).toMatch(/\bnot\b/);
    const nearMisses = [
      ...negated,
      'After July 14, 2025, we may pursue the next appropriate course of action.',
      'The thirty-day period may not stop us from suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts (through litigation or otherwise) to collect the debt until we mail the requested information to you.',
      'We are not willing to file a lawsuit on this account.',
      'This offer may not be renewed after the 30-day period.',
    ];
    expect(nearMisses.filter((b) => flags(id, firstLetter(b)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// One party named as the other's assignee or successor, with nothing saying which is owed now (Janetos; Gross).

describe('vn_current_creditor: "X, assignee of Y" with no owner named', () => {
  const id = 'vn_current_creditor';
  const WHOLE: UserAnswers = { isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false, state: 'FL' };
  const captions = [
    'Delta Funding LLC, assignee of Pinecrest Bank',
    'DELTA FUNDING LLC AS ASSIGNEE OF PINECREST BANK N.A.',
    'Delta Funding LLC, successor in interest to Pinecrest Bank',
    'Re: Delta Funding LLC, as assignee of\nPinecrest Bank, N.A.',
  ];
  const bodies = [
    'This firm represents Delta Funding LLC, assignee of Pinecrest Bank, in connection with your account.',
    'We write on behalf of Delta Funding LLC, as successor in interest to Pinecrest Bank, regarding your account.',
    'Our client, Delta Funding LLC, assignee of Pinecrest Bank, has asked us to contact you about your account.',
    'Representamos a Delta Funding LLC, cesionario de Pinecrest Bank, en relación con su cuenta.',
  ];
  it.each([
    // The body names the assignor as the party of the account ("your account with Y"): a party, not an owner.
    ['in the caption', captions.map((c) => collectorNotice('Your account with Pinecrest Bank remains unpaid.', c))],
    ['in the body, as the principal the collector acts for', bodies.map((b) => collectorNotice(b))],
  ])('flags: %s', (_name, letters) => {
    expect(letters.filter((l) => !flags(id, l, WHOLE))).toEqual([]);
  });
  it('does not flag the assignee named as owner, as the one owed, as the current creditor, or a single principal', () => {
    const nearMisses = [
      'This firm represents Delta Funding LLC, the current owner of your account, assignee of Pinecrest Bank.',
      'You owe Delta Funding LLC, assignee of Pinecrest Bank, the balance shown above.',
      'Current creditor: Delta Funding LLC (assignee of Pinecrest Bank).',
      'Delta Funding LLC, assignee of Pinecrest Bank, is the creditor to whom this debt is owed.',
      'This firm represents Delta Funding LLC in connection with your account.',
      'Delta Funding LLC has purchased your account and is the successor in interest to the original creditor.',
    ];
    expect(nearMisses.filter((b) => flags(id, collectorNotice(b), WHOLE))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A fixed balance named after its figure, for a balance the consumer says is growing (Avila).

describe('interest_accrual_not_disclosed: the balance named after its figure', () => {
  const id = 'interest_accrual_not_disclosed';
  const growing: UserAnswers = { state: 'NY', balanceCanIncrease: true, allPagesUploaded: true, senderIsOriginalCreditor: false };
  const letter = (body: string) =>
    laterLetter(body, { collector: 'Hudson Law Group LLC', address: '1 State St\nAlbany, NY 12207', consumerCity: 'Buffalo, NY 14201', date: 'May 6, 2019' });
  const sentences = [
    '$1,234.56 is the current balance of your account.',
    '$1,234.56 remains the total amount due.',
    '$1,234.56 represents the outstanding balance on this account.',
    '$1,234.56 es su saldo actual.',
  ];
  it.each(sentences.map((s) => [s]))('flags "%s" once the consumer says the balance grows', (s) => {
    expect(flags(id, letter(s), growing, '2019-05-20')).toBe(true);
  });
  it('does not read a fee or an instalment as the balance, nor flag a balance whose growth the letter discloses', () => {
    const nearMisses = [
      '$25.00 is the fee for paying by phone.',
      'A payment of $100.00 is due on June 1, 2019.',
      '$1,234.56 is the current balance of your account. Because interest continues to accrue, the amount due on the day you pay may be greater.',
    ];
    expect(nearMisses.filter((s) => flags(id, letter(s), growing, '2019-05-20'))).toEqual([]);
  });
});
