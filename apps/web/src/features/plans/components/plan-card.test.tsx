import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n';
import { PlanCard } from './plan-card';
import { PlanPrice } from './plan-price';

const renderCard = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

afterEach(async () => {
  await changeLanguage('en');
});

describe('PlanCard / PlanPrice', () => {
  it('shows lifetime with the crossed-out price and the derived saving', () => {
    renderCard(<PlanCard productId="lifetime" />);
    const card = within(screen.getByRole('region', { name: 'Lifetime Access' }));
    expect(card.getByRole('heading', { level: 3, name: 'Lifetime Access' })).toBeInTheDocument();
    expect(card.getByText('$89')).toBeInTheDocument();
    const original = card.getByText('$149');
    expect(original.tagName).toBe('S');
    expect(original).toHaveTextContent('Regular price: $149');
    expect(card.getByText('Save $60')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it.each([
    ['credit_all', 'MOST POPULAR', 'Save $38'],
    ['bundle', 'BEST VALUE', 'Save $59'],
  ] as const)('shows the %s badge from the catalogue', (id, badge, saving) => {
    renderCard(<PlanCard productId={id} headingLevel={2} />);
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText(saving)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('shows no badge or saving where the catalogue has none', () => {
    renderCard(<PlanCard productId="scan" action={<button type="button">Buy</button>} />);
    expect(screen.getByText('$7')).toBeInTheDocument();
    expect(screen.queryByText(/Save|MOST POPULAR|BEST VALUE/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('shows monthly per month, with its note', () => {
    renderCard(<PlanCard productId="monthly" />);
    expect(screen.getByText('$39.99', { exact: false })).toHaveTextContent('$39.99/mo per month');
    expect(screen.getByText('30 days, billed monthly, cancel anytime')).toBeInTheDocument();
  });

  it('shows a given price (done-for-you by letter count) without the list price extras', () => {
    renderCard(<PlanPrice productId="dfy_service" priceCents={49900} />);
    expect(screen.getByText('$499')).toBeInTheDocument();
  });

  it('speaks Spanish, prices unchanged', async () => {
    await changeLanguage('es');
    renderCard(<PlanCard productId="bundle" />);
    expect(screen.getByRole('heading', { name: 'Paquete completo' })).toBeInTheDocument();
    expect(screen.getByText('MEJOR VALOR')).toBeInTheDocument();
    expect(screen.getByText('Ahorre $59')).toBeInTheDocument();
    expect(screen.getByText('$119')).toBeInTheDocument();
  });
});
