import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { simulatorConfig } from '../testing/payment-fixtures';

describe('/payment: credit help is sold under the Credit Repair Organizations Act (issue 16)', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the 1679c disclosure in the statute’s words and offers the checkout only once the buyer confirms reading it', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    const user = userEvent.setup();
    renderRoute('/payment?product=credit_single');
    const statement = await screen.findByRole('region', { name: 'Consumer Credit File Rights Under State and Federal Law' });
    expect(statement).toHaveTextContent(
      'neither you nor any "credit repair" company or credit repair organization has the right to have accurate, current, and verifiable information removed',
    );
    expect(statement).toHaveTextContent('Washington, D.C. 20580');
    expect(statement).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('button', { name: 'Pay $29 (test)' })).not.toBeInTheDocument();
    expect(screen.getByText(/cancel this purchase for any reason within 3 business days/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read “Consumer Credit File Rights/ }));
    expect(await screen.findByRole('button', { name: 'Pay $29 (test)' })).toBeInTheDocument();
  });

  it('asks nothing of a buyer of a collection-letter product', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?product=scan');
    expect(await screen.findByRole('button', { name: 'Pay $7 (test)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Consumer Credit File Rights Under State and Federal Law' })).not.toBeInTheDocument();
  });

  it('keeps the statute’s English text in Spanish and adds a courtesy translation after it', async () => {
    await changeLanguage('es');
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?product=credit_all');
    const statement = await screen.findByRole('region', { name: 'Consumer Credit File Rights Under State and Federal Law' });
    expect(statement).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Traducción de cortesía al español')).toBeInTheDocument();
    expect(screen.getByText(/ni usted ni ninguna compañía de “reparación de crédito”/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /He leído/ })).toBeInTheDocument();
  });
});
