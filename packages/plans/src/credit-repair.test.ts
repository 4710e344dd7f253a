import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './catalogue';
import { sellsCreditHelp } from './credit-repair';

describe('sellsCreditHelp', () => {
  it('is true for every product that opens the credit pages (the credit products, the bundle and the full-access plans)', () => {
    expect(PRODUCT_IDS.filter(sellsCreditHelp).sort()).toEqual(['bundle', 'credit_all', 'credit_single', 'lifetime', 'monthly']);
  });

  it('is false for what helps only with collection letters', () => {
    for (const product of ['scan', 'diy', 'letter', 'dfy_service'] as const) expect(sellsCreditHelp(product), product).toBe(false);
  });
});
