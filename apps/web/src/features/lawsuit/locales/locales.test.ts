import { EXEMPTION_IDS } from '@debtshield/lawsuits';
import { describe, expect, it } from 'vitest';
import { describeCatalogue } from '../../../testing/catalogue';
import en from './en.json';
import es from './es.json';

// The amounts these texts carry are the law's (the federal wage floor, Florida's $750, the court's
// $35,000 limit), not DebtShield's prices, so the no-typed-price check does not apply.
describeCatalogue('lawsuit', en, es, { noPrices: false });

describe('the exemption wording', () => {
  it('has English and Spanish for every exemption the table can name', () => {
    for (const id of EXEMPTION_IDS) {
      expect(en.judgment.items, id).toHaveProperty(id);
      expect(es.judgment.items, id).toHaveProperty(id);
    }
  });
});
