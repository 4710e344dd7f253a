import { describe, expect, it } from 'vitest';
import { readPaymentSelection } from './payment-params';

const select = (query: string, pathProduct?: string) => readPaymentSelection(new URLSearchParams(query), pathProduct);

describe('readPaymentSelection (spec 000 §2, 001 §2.1)', () => {
  it.each([
    ['product=scan', 'scan'],
    ['product=monthly', 'monthly'],
    ['product=lifetime', 'lifetime'],
    ['product=credit', 'credit_all'],
    ['product=credit_all', 'credit_all'],
    ['product=credit_single', 'credit_single'],
    ['product=bundle', 'bundle'],
    ['product=debt', 'lifetime'],
    ['product=dfy', 'dfy_service'],
    ['product=letter', 'letter'],
    ['product=diy', 'diy'],
    ['plan=dfy_service', 'dfy_service'],
    ['product=scan&plan=dfy_service', 'dfy_service'],
    ['product=MONTHLY', 'monthly'],
    ['', 'lifetime'],
    ['product=', 'lifetime'],
    ['product=platinum', 'lifetime'],
  ])('?%s → %s', (query, expected) => {
    expect(select(query).productId).toBe(expected);
  });

  it('reads /payment/:product like ?product=, the path winning', () => {
    expect(select('', 'credit').productId).toBe('credit_all');
    expect(select('', 'debt').productId).toBe('lifetime');
    expect(select('product=scan', 'bundle').productId).toBe('bundle');
    expect(select('product=scan', '').productId).toBe('scan');
  });

  it('never takes the price from the address', () => {
    expect(select('product=bundle&price=1')).toEqual({ productId: 'bundle', template: null });
  });

  it('reads the letter template for product=letter only', () => {
    expect(select('product=letter&template=cease').template).toBe('cease');
    expect(select('product=letter&template=Statute').template).toBe('statute');
    expect(select('product=letter&template=other').template).toBeNull();
    expect(select('product=scan&template=cease').template).toBeNull();
  });
});
