/**
 * The creditor in a letter whose words hold no other notice item (issue 26, decision 161): courts often quote only the
 * part of a first letter that names, or fails to name, the creditor. Such a letter is judged, once the person says it is
 * the collector's first letter, on what it affirmatively says of the creditor, and is asked `isFirstContact` exactly when
 * that would be a finding (as the overshadowing scope asks, decision 151). Written from the law's kinds, not from any
 * letter:
 * - must ask, then flag once first: "our client" / "the above creditor" pointing to no name (McGinty v. Professional
 *   Claims Bureau, E.D.N.Y. 2016); a creditor given only in abbreviations (Burgos-Rodriguez v. Continental Central
 *   Credit, D.P.R. 2023); only an original creditor named, the one owed now never (15 U.S.C. 1692g(a)(2)), in the
 *   Seventh Circuit only once the person says the debt was sold (Smith v. Simm Associates, 7th Cir. 2019); an account
 *   passed between parties, no owner named (Janetos); two parties in a reference, no role (Dix; Eun Joo Lee);
 * - must not ask (asking costs a click): a creditor named in any lawful way ("Creditor to whom the debt is owed: X",
 *   "Current creditor: X, Original creditor: Y", "our client, X", a debt buyer saying it owns the debt, Spanish labels),
 *   outside the Second Circuit a reference naming one party or a store brand (Encarnacion; a trade name is allowed; in
 *   it a name with no role is asked, Datiz), the Seventh Circuit's one original creditor while no sale is known, and a
 *   letter that says nothing of the creditor and asks for nothing (one that asks for money is asked since decision 180).
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, questionsAskedBy, ruleOutcome, type RuleOutcome } from './test-letters';

const RULE = 'vn_current_creditor';

const run = (words: string, state: string, answers: UserAnswers = {}, reLine?: string): RuleOutcome =>
  ruleOutcome(RULE, collectorLetterWithoutNotice(words, reLine), { state, ...answers }, '2019-05-01');

/** Asked whether it is the first letter; flagged once it is; left alone once it is not. */
const expectAskedThenJudged = (words: string, states: readonly string[], reLine?: string): void => {
  for (const state of states) {
    expect(run(words, state, {}, reLine), `${state} unanswered: ${words}`).toBe('ask');
    expect(run(words, state, { isFirstContact: true }, reLine), `${state} first: ${words}`).toBe('flag');
    expect(run(words, state, { isFirstContact: false }, reLine), `${state} later: ${words}`).toBe('silent');
  }
};
/** Never asked, never flagged, whatever the person says of the letter. */
const expectSilent = (words: string, states: readonly string[], reLine?: string): void => {
  for (const state of states) {
    expect(run(words, state, {}, reLine), `${state} unanswered: ${words}`).toBe('silent');
    expect(run(words, state, { isFirstContact: true }, reLine), `${state} first: ${words}`).toBe('silent');
  }
};

const EVERYWHERE = ['FL', 'NY', 'IL', 'TX', 'CA'];
const OUTSIDE_SEVENTH = ['FL', 'NY', 'TX', 'CA'];

// ---------------------------------------------------------------------------------------------
// Must ask, then flag once first

describe('a pointer to the creditor that names no one (McGinty)', () => {
  it.each([
    'Please remit your payment to our client.',
    'This balance is owed to our client, who has asked us to collect it.',
    'Our client has asked us to contact you about this balance.',
    'The client has authorized us to resolve this account.',
    'Payment should be made payable to the above creditor.',
    'The above-referenced creditor has placed this matter with our office.',
    'Nuestro cliente nos ha pedido que nos comuniquemos con usted sobre este saldo.',
  ])('is asked about and flagged once first, in every circuit: %s', (words) => expectAskedThenJudged(words, EVERYWHERE));
});

describe('a creditor given only in abbreviations no reader can resolve (Burgos-Rodriguez)', () => {
  it.each(['Creditor: PNCRST MTG SVC GRP', 'Client Name: LKSD MDCL CTR PHS', 'Owed To: HSPTL CNTRL BLLNG SVCS', 'Acreedor: CRDT CRD SVCS GRP'])(
    'is asked about and flagged once first: %s',
    (words) => expectAskedThenJudged(words, EVERYWHERE),
  );
});

describe('only the original creditor named, never the one owed now', () => {
  const ORIGINAL_ONLY = ['Original creditor: Pinecrest Bank', 'Original Creditor - Lakeside Medical Center', 'Original creditor: Summit Card Services, Inc.'];
  it.each(ORIGINAL_ONLY)('outside the Seventh Circuit, is asked about and flagged once first: %s', (words) => expectAskedThenJudged(words, OUTSIDE_SEVENTH));

  it.each(ORIGINAL_ONLY)(
    'in the Seventh Circuit, is lawful unless the debt was sold (Smith v. Simm), so it is asked only once a sale is known: %s',
    (words) => {
      expect(run(words, 'IL')).toBe('silent');
      expect(run(words, 'WI', { debtSoldToAnother: false })).toBe('silent');
      expect(run(words, 'IL', { debtSoldToAnother: false, isFirstContact: true })).toBe('silent');
      expect(run(words, 'IL', { debtSoldToAnother: true })).toBe('ask');
      expect(run(words, 'IN', { debtSoldToAnother: true, isFirstContact: true })).toBe('flag');
      expect(run(words, 'IL', { debtSoldToAnother: true, isFirstContact: false })).toBe('silent');
    },
  );
});

describe('the kinds already asked about stay asked (decision 147)', () => {
  it.each(['Assignee: Delta Portfolio LLC\nAssignor: Summit Bank', 'Cesionario: Delta Portfolio LLC'])('a passing, no owner named: %s', (words) =>
    expectAskedThenJudged(words, EVERYWHERE),
  );
  it('a reference naming two parties with no role', () =>
    expectAskedThenJudged('Please contact us about this account.', EVERYWHERE, 'Re: Pinecrest Bank / Lakeside Clinic'));
});

// ---------------------------------------------------------------------------------------------
// Must not ask, must not flag

describe('a creditor named in a lawful way is never asked about', () => {
  it.each([
    'Creditor to whom the debt is owed: Pinecrest Bank',
    'Current creditor: Pinecrest Bank. Original creditor: Summit Card Services, Inc.',
    'Current Creditor: LVNV Funding, LLC\nOriginal Creditor: Credit One Bank, N.A.',
    'Our client, Pinecrest Bank, has asked us to contact you about this balance.',
    'We represent Lakeside Medical Center regarding this balance.',
    'This debt is owed to Pinecrest Bank.',
    'Client: Pinecrest Bank',
    'LVNV Funding, LLC is the current owner of your account; the original creditor was Credit One Bank.',
    'Pinecrest Bank has placed your account with our office.',
    'Acreedor actual: Pinecrest Bank',
    'Su deuda se le debe a Pinecrest Bank.',
    'Creditor: PNC Bank, N.A.',
    'Creditor: LVNV Funding LLC',
  ])('%s', (words) => expectSilent(words, EVERYWHERE));

  it('a debt buyer saying it owns the debt', () => {
    expectSilent('We purchased your account and now own this debt. Original creditor: Credit One Bank.', OUTSIDE_SEVENTH);
    expectSilent('Hemos comprado su cuenta.', EVERYWHERE);
  });
});

describe('one party named only in a reference, never called the creditor: read by circuit', () => {
  // Outside the Second and Seventh Circuits (Steffek v. Client Services, 7th Cir. 2020, read since decision 187).
  const OUTSIDE_SECOND = ['FL', 'PA', 'TX', 'CA'];
  const REFERENCES = ["Re: Macy's account ending 6620", 'Re: Pinecrest Bank, account ending 6620', 'Re: Lakeside Medical Center'];
  it.each(REFERENCES)('outside the Second Circuit lawful (Encarnacion; a trade name is allowed), never asked: %s', (reLine) =>
    expectSilent('This communication is from a debt collector. Please contact us about this account.', OUTSIDE_SECOND, reLine),
  );
  it.each(REFERENCES)('in the Second and Seventh Circuits a name without a role (Datiz; Steffek): asked, and flagged once first: %s', (reLine) =>
    expectAskedThenJudged('This communication is from a debt collector. Please contact us about this account.', ['NY', 'CT', 'VT', 'IL', 'WI', 'IN'], reLine),
  );
  it('a brand in the body', () => {
    expectSilent("This communication is from a debt collector. We are writing regarding your Macy's account.", OUTSIDE_SECOND);
    expectAskedThenJudged("This communication is from a debt collector. We are writing regarding your Macy's account.", ['NY', 'IL']);
  });
  it('a caption above the account line (Datiz), in New York and in Florida', () => {
    const caption = 'Lakeside Medical Center\nAccount XXXX6615. Amount: $652.80';
    expectAskedThenJudged('Please contact us about the account shown above.', ['NY'], caption);
    // Its words announce the placement (decision 132; "shown above" read since decision 168): judged as the first letter.
    expect(run('The account shown above has been listed with our agency.', 'NY', {}, caption)).toBe('flag');
    expect(run('The account shown above has been listed with our agency.', 'NY', { isFirstContact: false }, caption)).toBe('silent');
    expectSilent('This communication is from a debt collector. The account shown above has been listed with our agency.', ['FL'], caption);
  });
});

// A letter that names no one and asks for money (its reference line states a balance due) is a first demand that had to
// name the creditor, or be followed within five days by a notice that did: asked, then judged (decision 180, which changes
// decision 161's choice to leave it to vn_missing_entirely). A letter that asks for nothing is still left alone.
describe('a letter that names no creditor and asks for money is asked, then judged (decision 180)', () => {
  it.each(['We would like to help you resolve this balance.', 'Please pay the balance shown above.', 'Le pedimos que se comunique con nosotros.'])(
    '%s',
    (words) => expectAskedThenJudged(words, EVERYWHERE),
  );
  it.each(['We would like to speak with you.', 'Le pedimos que se comunique con nosotros.'])('with no balance or payment asked, left alone: %s', (words) =>
    expectSilent(words, EVERYWHERE, 'Re: Account ending 6620.'),
  );
});

// ---------------------------------------------------------------------------------------------
// A passage, and a letter that says it is the first

describe('a quoted passage and a letter announcing the placement', () => {
  const passage = 'Please remit your payment to our client. Our client has asked us to resolve this account.';
  it('a passage naming no one is asked whether it is the first letter, then whether it is all of it', () => {
    const ids = (answers: UserAnswers): string[] => questionsAskedBy(RULE, passage, { state: 'NY', ...answers }, '2019-05-01');
    expect(ids({})).toContain('isFirstContact');
    expect(ids({ isFirstContact: true })).toContain('allPagesUploaded');
    expect(ids({ isFirstContact: false })).toEqual([]);
  });

  it('a letter whose words say the account has just been placed is read as the first and judged from its words', () => {
    expect(run('Your account has been placed with our office for collection. Please remit your payment to our client.', 'TX')).toBe('flag');
    expect(run('Your account has been placed with our office for collection. Our client, Pinecrest Bank, asks that you call us.', 'TX')).toBe('silent');
  });
});
