/**
 * A validation notice that itemizes each of several accounts and then gives their total (issue 26, open law letter W590's kind).
 * Tests, not the measure.
 *
 * The law: a notice for more than one debt may itemize each debt and state their cumulative amount (12 CFR 1006.34(c)(2)(viii)
 * and its commentary on itemizing debts separately); the figures must still add up, each account to its own amount now and the
 * accounts to the total (15 U.S.C. 1692e(2)(A), 1692g(a)(1)).
 *
 * What was wrong on the start code: the itemization reader knew one table. It read the first account's "owed" line and, finding no
 * current line it knew ("Amount of this account now"), ran on to the letter's total, so a notice whose every figure adds up was
 * said not to add up; and a second account or a total that does not add up was never added up at all.
 *
 * Must flag: an account whose rows do not reach its amount now, or a total that is not the sum of the accounts. Must stay silent:
 * every account and the total adding up, in other labels, with three accounts, and in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

type Account = { ref: string; base: string; interest: string; fees: string; paid: string; now: string };
type Labels = { owed: string; now: string; total: string; interest: string; fees: string; paid: string; between: string };

const ENGLISH: Labels = {
  owed: 'As of September 30, 2025, you owed:',
  between: 'Between September 30, 2025 and today:',
  interest: 'You were charged this amount in interest: +',
  fees: 'You were charged this amount in fees: +',
  paid: 'You paid or were credited this amount toward the debt: –',
  now: 'Amount of this account now:',
  total: 'Total amount of the debt now (all accounts):',
};

const notice = (accounts: Account[], total: string, labels: Labels = ENGLISH): string =>
  [
    'Magnolia Medical Receivables\nP.O. Box 1200, Jackson, MS 39236',
    'January 13, 2026',
    'Dana Whitfield\n12 Elm Street\nHattiesburg, MS 39401',
    'Magnolia Medical Receivables is a debt collector. We are trying to collect a debt that you owe to Southern Pines Hospital. We will use any information you give us to help collect the debt.',
    'Our information shows you had these accounts with Southern Pines Hospital:',
    ...accounts.map((a) =>
      [
        `Account ${a.ref}`,
        `${labels.owed} $${a.base}`,
        labels.between,
        `${labels.interest} $${a.interest}`,
        `${labels.fees} $${a.fees}`,
        `${labels.paid} $${a.paid}`,
        `${labels.now} $${a.now}`,
      ].join('\n'),
    ),
    `${labels.total} $${total}`,
    'How can you dispute the debt?\nCall or write to us by February 20, 2026, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
  ].join('\n\n');

const outcome = (text: string): string =>
  ruleOutcome('vn_itemization_arithmetic', text, { state: 'MS', isFirstContact: true, senderIsOriginalCreditor: false }, '2026-01-20');

const A: Account = { ref: 'XXXX0118', base: '1,240.00', interest: '0.00', fees: '0.00', paid: '410.00', now: '830.00' };
const B: Account = { ref: 'XXXX0241', base: '385.50', interest: '0.00', fees: '0.00', paid: '0.00', now: '385.50' };
const C: Account = { ref: 'XXXX0377', base: '96.00', interest: '0.00', fees: '25.00', paid: '21.00', now: '100.00' };

describe('a notice itemizing each account and their total', () => {
  it.each([
    ['the second account does not reach its amount now', [A, { ...B, now: '355.50' }], '1,185.50'],
    ['the first account does not reach its amount now', [{ ...A, now: '880.00' }, B], '1,265.50'],
    ['the total is not the sum of the accounts', [A, B], '1,315.50'],
    ['the third account does not add up', [A, B, { ...C, now: '150.00' }], '1,365.50'],
  ] as const)('flags: %s', (_, accounts, total) => {
    expect(outcome(notice([...accounts], total))).toBe('flag');
  });
  it.each([
    ['two accounts and their total', [A, B], '1,215.50', ENGLISH],
    ['three accounts and their total', [A, B, C], '1,315.50', ENGLISH],
    ['other labels for each account now', [A, B], '1,215.50', { ...ENGLISH, now: 'Current amount of this account:', total: 'Total amount of the debt now:' }],
    [
      'Spanish labels',
      [A, B],
      '1,215.50',
      {
        owed: 'Al 30 de septiembre de 2025, usted debía:',
        between: 'Entre el 30 de septiembre de 2025 y hoy:',
        interest: 'Se le cobró esta cantidad en intereses: +',
        fees: 'Se le cobró esta cantidad en cargos: +',
        paid: 'Usted pagó o se le acreditó esta cantidad a la deuda: –',
        now: 'Cantidad de esta cuenta ahora:',
        total: 'Cantidad total de la deuda ahora (todas las cuentas):',
      },
    ],
  ] as const)('stays silent: %s', (_, accounts, total, labels) => {
    expect(outcome(notice([...accounts], total, labels))).not.toBe('flag');
  });
});
