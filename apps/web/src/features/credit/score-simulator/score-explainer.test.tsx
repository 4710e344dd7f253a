import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n';
import { FICO_FACTORS, SCORE_CHANGES, ScoreExplainer } from './score-explainer';

const renderExplainer = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ScoreExplainer />
    </I18nextProvider>,
  );

afterEach(async () => {
  await changeLanguage('en');
});

describe('the score explainer (spec 001 §2.5 as issue 27 asks: never a made-up number)', () => {
  it('shows FICO’s published weights, which add up to 100, and says first that it is not a prediction', () => {
    expect(FICO_FACTORS.map((f) => f.weight)).toEqual([35, 30, 15, 10, 10]);
    renderExplainer();
    const section = screen.getByRole('region', { name: 'What changes tend to do to a credit score' });
    expect(within(section).getByText(/This is not a prediction of your score/)).toBeInTheDocument();
    for (const [name, weight] of [
      ['Payment history', '35%'],
      ['Amounts owed', '30%'],
      ['Length of credit history', '15%'],
      ['New credit', '10%'],
      ['Credit mix', '10%'],
    ] as const) {
      const row = within(section).getByText(name).closest('li');
      expect(row).toHaveTextContent(weight);
    }
  });

  it('explains each change it offers by the part of the score it touches and a direction, never with points or a score', async () => {
    const user = userEvent.setup();
    const { container } = renderExplainer();
    expect(screen.getByText('Choose a change above to see what it tends to do.')).toBeInTheDocument();
    for (const change of SCORE_CHANGES) await user.click(screen.getByRole('checkbox', { name: i18n.t(`scoreSimulator.changes.${change.id}.label`) }));
    const late = screen.getByRole('article', { name: 'An inaccurate late payment is corrected or removed' });
    expect(late).toHaveTextContent('Tends to help');
    expect(late).toHaveTextContent('Payment history (35% of a FICO score for the general population)');
    expect(screen.getByRole('article', { name: 'You close an old credit card' })).toHaveTextContent('Tends to lower, at least for a while');
    expect(screen.getByRole('article', { name: 'You pay a collection in full' })).toHaveTextContent('Depends on the account and the scoring model');
    expect(screen.getAllByRole('article')).toHaveLength(SCORE_CHANGES.length);
    // The only figures are the published weights and the law's periods: no points, no score, no 650.
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\d+\s*(points?|pts)\b|\b[3-8]\d\d\b/i);
    const numbers = new Set(text.match(/\d+/g));
    for (const n of numbers) expect(['35', '30', '15', '10', '12', '1681', '9', '8'].includes(n), `unexpected figure ${n}`).toBe(true);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderExplainer();
    expect(screen.getByRole('region', { name: 'Lo que los cambios suelen hacer a un puntaje de crédito' })).toHaveTextContent(
      'Esto no es una predicción de su puntaje',
    );
  });
});
