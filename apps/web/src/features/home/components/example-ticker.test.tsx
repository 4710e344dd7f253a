import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../locales/en.json';
import { removeMatchMedia, stubReducedMotion } from '../../../app/testing/render-public';
import { CountUp, figureAt } from './count-up';
import { ExampleTicker } from './example-ticker';

const renderWithI18n = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

afterEach(() => {
  removeMatchMedia();
});

describe('the ticker of debt-reduction examples (spec 000 §1: fixed claims, not real data)', () => {
  it('says on screen that the examples are illustrative, not results of our users', () => {
    stubReducedMotion(false);
    renderWithI18n(<ExampleTicker />);
    const region = screen.getByRole('region', { name: 'How debts often get reduced' });
    expect(region).toHaveAccessibleDescription(expect.stringContaining('Illustrative examples, not results of DebtShield users'));
    expect(within(region).getByText(/Illustrative examples, not results of DebtShield users/)).toBeVisible();
  });

  it('scrolls two copies, the second hidden from assistive technology, and can be paused and played', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ExampleTicker />);
    const list = screen.getByRole('list', { name: 'Illustrative examples of reduced debts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(en.ticker.items.length);
    const copy = screen.getByTestId('ticker-copy');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.querySelectorAll('li')).toHaveLength(en.ticker.items.length);
    // Only one list reaches the accessibility tree.
    expect(screen.getAllByRole('list')).toHaveLength(1);

    const track = container.querySelector('.ds-ticker-track');
    expect(track).not.toHaveClass('ds-ticker-paused');
    await user.click(screen.getByRole('button', { name: 'Pause the examples' }));
    expect(track).toHaveClass('ds-ticker-paused');
    await user.click(screen.getByRole('button', { name: 'Play the examples' }));
    expect(track).not.toHaveClass('ds-ticker-paused');
  });

  it('does not move with reduced motion: one static list, no copy, no pause button', () => {
    stubReducedMotion(true);
    const { container } = renderWithI18n(<ExampleTicker />);
    expect(container.querySelector('.ds-ticker-track')).toBeNull();
    expect(screen.queryByTestId('ticker-copy')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(en.ticker.items.length);
  });
});

describe('animated counters', () => {
  it('formats intermediate values like the figure', () => {
    expect(figureAt('$1,000', 0)).toBe('$0');
    expect(figureAt('$1,000', 640)).toBe('$640');
    expect(figureAt('$1,000', 1000)).toBe('$1,000');
    expect(figureAt('30', 12)).toBe('12');
    expect(figureAt('no number', 5)).toBe('no number');
  });

  it('shows the figure as written with reduced motion, and gives screen readers the figure once', () => {
    stubReducedMotion(true);
    const { container } = render(<CountUp figure="$1,000" />);
    const hidden = container.querySelector('[aria-hidden="true"]');
    expect(hidden).toHaveTextContent('$1,000');
    expect(container.querySelector('.sr-only')).toHaveTextContent('$1,000');
  });

  it('shows the figure without IntersectionObserver (nothing to animate with)', () => {
    stubReducedMotion(false);
    const { container } = render(<CountUp figure="30" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('30');
  });
});
