import { CATALOGUE, DFY_TIERS, formatUsd } from '@debtshield/plans';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderPublic } from '../../../app/testing/render-public';
import { FAQ_IDS } from './faq-page';

afterEach(async () => {
  await changeLanguage('en');
});

const question = (name: string | RegExp) => {
  const summary = screen.getByText(name, { selector: 'summary span' }).closest('summary');
  if (!summary) throw new Error(`no question ${String(name)}`);
  return summary;
};

describe('/faq (spec 000 §2)', () => {
  // details/summary: the browser makes each question a keyboard-operable, expanded/collapsed control (the e2e checks Enter).
  it('has the page title and every question in a closed disclosure', async () => {
    const user = userEvent.setup();
    const { container } = renderPublic('/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(document.title).toBe('Frequently asked questions · DebtShield');
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(FAQ_IDS.length);
    for (const item of details) expect(item).not.toHaveAttribute('open');

    const upload = question('What happens to the letter I upload?');
    await user.click(upload);
    expect(upload.closest('details')).toHaveAttribute('open');
    await user.click(upload);
    expect(upload.closest('details')).not.toHaveAttribute('open');
  });

  it('promises only what is true: uploads deleted within 1 hour, legal information not advice, 30-day guarantee, the emailed 6-digit code', () => {
    const { container } = renderPublic('/faq');
    const text = container.querySelector('main')?.textContent ?? '';
    expect(text).toContain('We never store the file you upload');
    expect(text).toContain('It is deleted within 1 hour.');
    expect(text).toContain('it does not give legal advice');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('We email you a 6-digit code and a sign-in link. Either one works for 10 minutes.');
    expect(text).toContain('It cannot tell whether you really owe the debt');
    // The spec's 'normally $199, rising on a July 2025 date' is not true of this catalogue.
    expect(text).not.toMatch(/normally|2025|July/i);
  });

  it('quotes every price from the catalogue', () => {
    const { container } = renderPublic('/faq');
    const cost = container.querySelector('details[data-faq="cost"]');
    expect(cost).not.toBeNull();
    const text = cost?.textContent ?? '';
    expect(text).toContain(`Lifetime Access is ${formatUsd(CATALOGUE.lifetime.priceCents)}, paid once`);
    expect(formatUsd(CATALOGUE.lifetime.priceCents)).toBe('$89');
    for (const id of ['scan', 'monthly', 'credit_single', 'credit_all', 'bundle'] as const) expect(text).toContain(formatUsd(CATALOGUE[id].priceCents));
    expect(text).toContain(`start at ${formatUsd(DFY_TIERS[0].priceCents)}`);
  });

  it('ends with a call to action to /upload, and links the done-for-you page', async () => {
    const user = userEvent.setup();
    const { location } = renderPublic('/faq');
    const cta = within(screen.getByRole('region', { name: 'Ready to check your letter?' }));
    expect(cta.getByRole('link', { name: 'Check my letter' })).toHaveAttribute('href', '/upload');
    expect(screen.getByRole('link', { name: 'About the Done-For-You service', hidden: true })).toHaveAttribute('href', '/dfy');
    await user.click(cta.getByRole('link', { name: 'Check my letter' }));
    expect(location()).toBe('/upload');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderPublic('/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar mi carta' })).toHaveAttribute('href', '/upload');
  });
});
