import { describe, expect, it } from 'vitest';
import { CATALOGUE, dfyPriceCents, formatUsd, orderPriceCents, resolvePaymentProduct, savingsCents } from './catalogue';

describe('the catalogue (issue 5 price list)', () => {
  it.each([
    ['scan', 700, undefined],
    ['monthly', 3999, undefined],
    ['lifetime', 8900, 14900],
    ['credit_single', 2900, undefined],
    ['credit_all', 4900, 8700],
    ['bundle', 11900, 17800],
    ['diy', 2900, undefined],
    ['letter', 700, undefined],
  ] as const)('%s costs %i cents (was %s)', (id, price, original) => {
    expect(CATALOGUE[id].priceCents).toBe(price);
    expect(CATALOGUE[id].originalPriceCents).toBe(original);
  });

  it('badges the all-bureau credit plan and the bundle', () => {
    expect(CATALOGUE.credit_all.badge).toBe('MOST POPULAR');
    expect(CATALOGUE.bundle.badge).toBe('BEST VALUE');
  });

  it('runs monthly for 30 days', () => {
    expect(CATALOGUE.monthly.durationDays).toBe(30);
  });

  it('derives the savings lines from the prices', () => {
    expect(savingsCents(CATALOGUE.lifetime)).toBe(6000);
    expect(savingsCents(CATALOGUE.credit_all)).toBe(3800);
    expect(savingsCents(CATALOGUE.bundle)).toBe(5900);
    expect(savingsCents(CATALOGUE.scan)).toBeUndefined();
  });

  it.each([
    [1, 19900],
    [2, 19900],
    [3, 34900],
    [5, 34900],
    [6, 49900],
    [10, 49900],
    [0, undefined],
    [11, undefined],
    [2.5, undefined],
    [-1, undefined],
  ])('prices done-for-you with %s letters at %s cents', (letters, price) => {
    expect(dfyPriceCents(letters)).toBe(price);
    expect(orderPriceCents('dfy_service', { letterCount: letters })).toBe(price);
  });

  it('needs a letter count for done-for-you orders', () => {
    expect(orderPriceCents('dfy_service')).toBeUndefined();
    expect(orderPriceCents('lifetime')).toBe(8900);
  });

  it('formats prices as the pages print them', () => {
    expect(formatUsd(3999)).toBe('$39.99');
    expect(formatUsd(8900)).toBe('$89');
    expect(formatUsd(11900)).toBe('$119');
    expect(formatUsd(150000)).toBe('$1,500');
  });

  it.each([
    [{ product: 'scan' }, 'scan'],
    [{ product: 'monthly' }, 'monthly'],
    [{ product: 'lifetime' }, 'lifetime'],
    [{ product: 'credit' }, 'credit_all'],
    [{ product: 'credit_all' }, 'credit_all'],
    [{ product: 'credit_single' }, 'credit_single'],
    [{ product: 'bundle' }, 'bundle'],
    [{ product: 'debt' }, 'lifetime'],
    [{ product: 'dfy' }, 'dfy_service'],
    [{ product: 'letter' }, 'letter'],
    [{ product: 'diy' }, 'diy'],
    [{ plan: 'dfy_service' }, 'dfy_service'],
    [{ product: 'nonsense' }, 'lifetime'],
    [{}, 'lifetime'],
  ])('maps payment parameters %j to %s', (params, product) => {
    expect(resolvePaymentProduct(params)).toBe(product);
  });
});
