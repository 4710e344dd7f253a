/**
 * A letter that describes the agreement's collection-cost clause and says, in the next sentence, that those costs have not been
 * added (issue 26, decision 493; instrument W474, a lawful near miss written from the law): "Section 14 of the membership agreement
 * says you will pay the reasonable costs of collection, up to 20% of the unpaid balance. Riverchase has not asked us to add those
 * costs, and we have not added them." Nothing is added to the debt, so there is no fee to judge (15 U.S.C. 1692f(1)); Spanish "No
 * hemos agregado esos costos". Near misses: the same clause with the costs said to be added, or with no word on them, is judged as
 * before.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const RULE = 'unauthorized_fees_or_interest';
const letter = (paragraph: string, spanish = false): string =>
  [
    'Magic City Credit Services, Inc.\n2100 1st Avenue North, Suite 300\nBirmingham, AL 35203',
    spanish ? '10 de febrero de 2020' : 'February 10, 2020',
    'Lorraine Whitt\n412 Oak St\nHoover, AL 35226',
    spanish ? 'Acreedor: Riverchase Family Fitness, LLC\nSaldo: $520.00' : 'Creditor: Riverchase Family Fitness, LLC\nBalance: $520.00',
    spanish ? 'Estimada Sra. Whitt:' : 'Dear Ms. Whitt:',
    spanish ? 'Por favor pague el saldo de $520.00 o llámenos para hacer arreglos.' : 'Please pay the balance of $520.00 or call us to make arrangements.',
    paragraph,
    spanish ? 'Esta comunicación proviene de un cobrador de deudas.' : 'This communication is from a debt collector.',
  ].join('\n\n');
const flagged = (text: string, answers = {}): boolean => runRule(RULE, text, answers, 'AL', '2020-02-20').flagged;

const CLAUSE =
  'Section 14 of the membership agreement you signed says that if your account is referred for collection you will pay the reasonable costs of collection, up to 20% of the unpaid balance.';
const CLAUSE_ES =
  'La sección 14 del contrato que usted firmó dice que, si su cuenta se envía a cobranza, usted pagará los costos razonables de cobranza, hasta un 20% del saldo impago.';
const NOT_ADDED = [
  `${CLAUSE} Riverchase has not asked us to add those costs, and we have not added them; the balance above is your unpaid dues only.`,
  `${CLAUSE} Those costs have not been added to your balance.`,
  `${CLAUSE} We are not charging you any of them.`,
];
const NOT_ADDED_ES = [`${CLAUSE_ES} No hemos agregado esos costos; el saldo indicado son solo sus cuotas impagas.`];
const ADDED_OR_SILENT = [CLAUSE, `${CLAUSE} Those costs will be added to your balance.`];

describe('a collection-cost clause described and said not added: nothing to judge', () => {
  it.each(NOT_ADDED)('English: %s', (p) => {
    expect(flagged(letter(p))).toBe(false);
    expect(flagged(letter(p), { contractAllowsCollectionFees: true })).toBe(false);
  });
  it.each(NOT_ADDED_ES)('Spanish: %s', (p) => {
    expect(flagged(letter(p, true))).toBe(false);
    expect(flagged(letter(p, true), { contractAllowsCollectionFees: true })).toBe(false);
  });
});

describe('near misses: the costs said to be added, or nothing said of them, are judged as before', () => {
  it.each(ADDED_OR_SILENT)('%s', (p) => expect(flagged(letter(p))).toBe(true));
});
