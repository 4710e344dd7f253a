import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { json, mockApi } from '../../../testing/mock-api';
import { makeAnalysis, storeAnalysis } from '../testing/analysis-fixture';

afterEach(async () => {
  window.localStorage.clear();
  await changeLanguage('en');
});

const at = (value: unknown, page = 1) => ({ value, evidence: { text: String(value), page, start: 0, end: 1 } });

/** The fields of a model validation notice as the analyzer answers them (issue 26). */
const noticeFields = {
  collector_name: at('North South Group'),
  current_creditor: at('Bank of Rockville'),
  account_numbers: [at({ masked: '****6789', last4: '6789', kind: 'account' })],
  itemization_date: at('2017-01-02'),
  amount_on_itemization_date: at(2234.56),
  interest: at(75),
  fees: at(25),
  payments_and_credits: at(50),
  current_amount: at(2284.56, 2),
  validation_end_date: at('2020-08-28'),
  // Read but not for this card: never shown as a row; the balances only where no current amount was read.
  amounts: [at(10)],
  balances: [at(2284.56, 2)],
};

const factsRegion = async () => screen.findByRole('region', { name: /What we read in your letter|Lo que leímos en su carta/ });

describe('"What we read in your letter" on the results page', () => {
  it('shows each fact the letter gave with its page, the account by its last four digits only, and no row for what it did not give', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    storeAnalysis(makeAnalysis({ fields: noticeFields }));
    renderRoute('/results');
    const region = await factsRegion();
    const rows = within(region)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Debt collector: North South Group · page 1',
      'Creditor it is owed to now: Bank of Rockville · page 1',
      'Account: ending in 6789 · page 1',
      'Itemization date: January 2, 2017 · page 1',
      'Amount on the itemization date: $2,234.56 · page 1',
      'Interest since then: $75 · page 1',
      'Fees since then: $25 · page 1',
      'Payments and credits since then: $50 · page 1',
      'Amount it says you owe now: $2,284.56 · page 2',
      'Date to dispute by: August 28, 2020 · page 1',
    ]);
    expect(region.textContent).not.toContain('Original creditor');
  });

  it('speaks Spanish in Spanish mode', async () => {
    await changeLanguage('es');
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    storeAnalysis(makeAnalysis({ fields: noticeFields }));
    renderRoute('/results');
    const region = await factsRegion();
    expect(region).toHaveTextContent('Cobrador de deudas');
    expect(region).toHaveTextContent('que termina en 6789');
    expect(region).toHaveTextContent('Monto que dice que usted debe ahora');
    expect(region).toHaveTextContent('página 2');
  });

  it('shows the balance a letter without a notice gives, each figure once, when it gives no current amount', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    storeAnalysis(
      makeAnalysis({ fields: { collector_name: at('Ridgeway Recovery Group'), amounts: [at(10)], balances: [at(1284.6), at(1284.6, 2), at(1310.25, 2)] } }),
    );
    renderRoute('/results');
    const region = await factsRegion();
    const rows = within(region)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Debt collector: Ridgeway Recovery Group · page 1', 'Balance the letter gives: $1,284.60, $1,310.25 · page 1']);
    await changeLanguage('es');
    expect(await within(region).findByText('Saldo que indica la carta')).toBeInTheDocument();
  });

  it('is not shown when the letter gave none of these facts', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    storeAnalysis(makeAnalysis({ fields: { amounts: [at(10)] } }));
    renderRoute('/results');
    await screen.findByRole('region', { name: 'This week' });
    expect(screen.queryByRole('region', { name: 'What we read in your letter' })).toBeNull();
  });
});
