import type { StateCode } from './sol-table';

/**
 * What legal-reference §4.1 says beyond the product's one number per state: other periods by type
 * of obligation. The product's number stays the default; these are shown as caveats, with the
 * reference's verification tag ([S] secondary source, [U] unverified).
 */

export type Tag = 'V' | 'S' | 'U';

export type AlternativePeriod = { years: number; appliesTo: string };

export type StateSolNote = { text: string; tag: Tag; alternatives?: AlternativePeriod[] };

/** Applies to every state (legal-reference §4.1). */
export const GENERAL_SOL_CAVEATS: readonly string[] = [
  "The product uses one period per state. Real periods differ by type of obligation (written contract, oral contract, promissory note, open account such as a credit card), and a card agreement's choice-of-law clause or a state 'borrowing statute' can make another state's period apply. Treat the years shown as an estimate, not legal advice.",
];

const note = (text: string, tag: Tag, ...alternatives: AlternativePeriod[]): StateSolNote =>
  alternatives.length ? { text, tag, alternatives } : { text, tag };

const openAccountShorter = (years: number, tag: Tag = 'U'): StateSolNote =>
  note(`5 years is the written-contract period; the oral/open-account period is shorter (${years} years).`, tag, {
    years,
    appliesTo: 'oral contracts and open accounts',
  });

export const STATE_SOL_NOTES: Readonly<Partial<Record<StateCode, readonly StateSolNote[]>>> = {
  NY: [
    note(
      '3 years for actions arising from a consumer credit transaction against the consumer (CPLR 214-i, in force April 7, 2022); after it runs, a payment or acknowledgment does not revive the debt. Courts have generally not applied it to suits filed before that date. Other contracts: 6 years (CPLR 213).',
      'S',
      { years: 3, appliesTo: 'consumer credit transactions (CPLR 214-i)' },
    ),
  ],
  OH: [
    note(
      'From June 14, 2021: written contracts 6 years (was 8), oral contracts 4 (was 6), and a new 6-year period for consumer transactions (R.C. 2305.06, 2305.07); transition rules apply to older claims.',
      'S',
      { years: 4, appliesTo: 'oral contracts' },
    ),
  ],
  DC: [
    note(
      "The product's table does not list the District of Columbia; the reference presumes 6 years but reports 3 years for contract claims (D.C. Code 12-301(7)).",
      'U',
      { years: 3, appliesTo: 'contract claims (D.C. Code 12-301(7))' },
    ),
  ],
  AK: [note('A 3-year period for contract claims is commonly reported (AS 09.10.053).', 'U', { years: 3, appliesTo: 'contract claims' })],
  AZ: [
    note('Oral contracts and open accounts: 3 years (A.R.S. 12-543); written contracts: 6 years (12-548).', 'U', {
      years: 3,
      appliesTo: 'oral contracts and open accounts',
    }),
  ],
  WA: [note('Oral contracts: 3 years (RCW 4.16.080); written contracts: 6 years (4.16.040).', 'S', { years: 3, appliesTo: 'oral contracts' })],
  CT: [note('Oral contracts: 3 years (Gen. Stat. 52-581); written contracts: 6 years (52-576).', 'S', { years: 3, appliesTo: 'oral contracts' })],
  CO: [
    note('General contract actions: 3 years (C.R.S. 13-80-101); liquidated debts: 6 years (13-80-103.5).', 'U', {
      years: 3,
      appliesTo: 'general contract actions',
    }),
  ],
  GA: [
    note('Open accounts and oral contracts: commonly 4 years (O.C.G.A. 9-3-25); written: 6.', 'U', { years: 4, appliesTo: 'open accounts and oral contracts' }),
  ],
  NV: [note('Open accounts and oral contracts: commonly 4 years (NRS 11.190); written: 6.', 'U', { years: 4, appliesTo: 'open accounts and oral contracts' })],
  NM: [note('Open accounts and oral contracts: 4 years (NMSA 37-1-4); written: 6.', 'S', { years: 4, appliesTo: 'open accounts and oral contracts' })],
  UT: [
    note('Open accounts and oral contracts: commonly 4 years (Utah Code 78B-2-307); written: 6.', 'U', {
      years: 4,
      appliesTo: 'open accounts and oral contracts',
    }),
  ],
  RI: [note('A 10-year period is reported (R.I. Gen. Laws 9-1-13).', 'U', { years: 10, appliesTo: 'civil actions generally (9-1-13)' })],
  IN: [note('Written contracts not for the payment of money: 10 years (IC 34-11-2-11).', 'U')],
  AL: [note('3 years for open accounts (Ala. Code 6-2-37) but 6 for written contracts (6-2-34).', 'U', { years: 6, appliesTo: 'written contracts' })],
  LA: [
    note('3 years for open accounts (C.C. art. 3494) but 10 for other personal actions, including written contracts (art. 3499).', 'U', {
      years: 10,
      appliesTo: 'written contracts and other personal actions',
    }),
  ],
  MD: [note('Contracts under seal (specialties) have a much longer period: 12 years.', 'U', { years: 12, appliesTo: 'contracts under seal' })],
  NC: [note('Contracts under seal have a much longer period: 10 years.', 'U', { years: 10, appliesTo: 'contracts under seal' })],
  DE: [note('Contracts under seal (specialties) have a much longer period.', 'U')],
  SC: [note('Contracts under seal (specialties) have a much longer period.', 'U')],
  CA: [note('Oral contracts: 2 years (CCP 339); written contracts and open book accounts: 4 years (CCP 337).', 'S', { years: 2, appliesTo: 'oral contracts' })],
  PA: [note('4 years for contracts (42 Pa.C.S. 5525); negotiable instruments may differ.', 'U')],
  IL: [
    note(
      'Written contracts: 10 years (735 ILCS 5/13-206); 5 is the unwritten/open-account period, and most credit-card suits in Illinois are treated as 5.',
      'U',
      {
        years: 10,
        appliesTo: 'written contracts',
      },
    ),
  ],
  IA: [note('Written contracts: 10 years (Iowa Code 614.1(5)); 5 is the unwritten/open-account period.', 'U', { years: 10, appliesTo: 'written contracts' })],
  MO: [
    note('Written promises for the payment of money: 10 years (RSMo 516.110); 5 is the unwritten/open-account period.', 'U', {
      years: 10,
      appliesTo: 'written promises to pay money',
    }),
  ],
  KY: [
    note('Written contracts: 15 years (made before July 15, 2014) or 10 (after); 5 is the oral/unwritten period.', 'U', {
      years: 10,
      appliesTo: 'written contracts made after July 15, 2014',
    }),
  ],
  MT: [note('Written contracts: 8 years; 5 for obligations not in writing.', 'U', { years: 8, appliesTo: 'written contracts' })],
  AR: [openAccountShorter(3)],
  FL: [openAccountShorter(4)],
  ID: [openAccountShorter(4)],
  KS: [openAccountShorter(3)],
  NE: [openAccountShorter(4)],
  OK: [openAccountShorter(3)],
  VA: [openAccountShorter(3)],
  WV: [note('10 years for written contracts, 5 for unwritten ones (W. Va. Code 55-2-6).', 'U', { years: 5, appliesTo: 'unwritten contracts' })],
  WY: [note('10 years for written contracts, 8 for oral ones (Wyo. Stat. 1-3-105).', 'U', { years: 8, appliesTo: 'oral contracts' })],
  TX: [
    note(
      '4 years generally (Civ. Prac. & Rem. Code 16.004, 16.051); debt buyers may not sue after it runs, and the debt is not revived (Fin. Code 392.307).',
      'S',
    ),
  ],
};

/** Legal-reference §4.1: which date the clock starts from. */
export const CLOCK_START_NOTE =
  'The period generally starts at default (the missed payment that was never made up) or, for open accounts, at the last payment or charge; acceleration of an installment debt starts it on the whole balance. Tolling (for example while you lived out of state) varies by state.';
