import { CATALOGUE, DFY_TIERS, formatUsd } from '@debtshield/plans';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderPublic } from '../../../app/testing/render-public';

const AUTHORIZATION = 'I authorize DebtShield to prepare and send debt validation letters on my behalf';

afterEach(async () => {
  await changeLanguage('en');
});

describe('/dfy (spec 001 §2.8, §5; spec 000 §9)', () => {
  it('states the promises in one consistent wording, and nothing the product cannot back', () => {
    const { container } = renderPublic('/dfy');
    expect(screen.getByRole('heading', { level: 1, name: 'Done-For-You: we prepare and mail your letters' })).toBeInTheDocument();
    const promises = within(screen.getByRole('region', { name: 'What we promise' }));
    expect(promises.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Letters prepared within 24-48 hours',
      'Sent by certified mail within 3 business days',
      'Tracking number the same day',
      '30 days of response monitoring',
    ]);
    // The tick is an icon hidden from assistive technology, not a character in the text.
    expect(promises.getAllByRole('listitem').every((li) => li.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    const text = container.querySelector('main')?.textContent ?? '';
    expect(text).not.toMatch(/90[- ]day|\$149|per debt/i);
  });

  it('compares DIY with VIP in a table with headers, prices from the catalogue', () => {
    renderPublic('/dfy');
    const table = screen.getByRole('table', { name: 'Do it yourself compared with Done-For-You (VIP)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Step', 'Do it yourself', 'Done-For-You (VIP)']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    const price = within(table).getByRole('row', { name: /^Price/ });
    expect(price).toHaveTextContent(`From ${formatUsd(CATALOGUE.scan.priceCents)}`);
    expect(price).toHaveTextContent(`From ${formatUsd(DFY_TIERS[0].priceCents)}`);
  });

  it('lists the price tiers from the catalogue', () => {
    renderPublic('/dfy');
    for (const tier of DFY_TIERS) expect(screen.getByText(`${tier.minLetters}-${tier.maxLetters} letters: ${formatUsd(tier.priceCents)}`)).toBeInTheDocument();
  });

  it('asks for the authorization before the payment page, and says why Continue is unavailable', async () => {
    const user = userEvent.setup();
    const { location } = renderPublic('/dfy');
    const start = screen.getByRole('button', { name: 'Start my Done-For-You letters' });
    await user.click(start);
    const dialog = within(screen.getByRole('dialog', { name: 'Authorize us to send your letters' }));
    const checkbox = dialog.getByRole('checkbox', { name: AUTHORIZATION });
    expect(checkbox).toHaveFocus();
    expect(checkbox).not.toBeChecked();

    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton);
    expect(dialog.getByRole('alert')).toHaveTextContent('Please check the authorization box to continue');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/dfy');

    await user.click(checkbox);
    expect(continueButton).toHaveAttribute('aria-disabled', 'false');
    expect(dialog.getByRole('alert')).toHaveTextContent('');
    await user.click(continueButton);
    expect(location()).toBe('/payment?plan=dfy_service');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Cancel or Escape, returns focus to the start button, and forgets the checkbox', async () => {
    const user = userEvent.setup();
    const { location } = renderPublic('/dfy');
    const start = screen.getByRole('button', { name: 'Start my Done-For-You letters' });
    await user.click(start);
    await user.click(screen.getByRole('checkbox', { name: AUTHORIZATION }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveFocus();

    await user.click(start);
    expect(screen.getByRole('checkbox', { name: AUTHORIZATION })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/dfy');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    renderPublic('/dfy');
    await user.click(screen.getByRole('button', { name: 'Empezar mis cartas Lo hacemos por usted' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Marque la casilla de autorización para continuar');
  });
});
