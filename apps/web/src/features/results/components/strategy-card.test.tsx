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

const signIn = () => window.localStorage.setItem('token', 'opaque-session-token-123');

const BASIS_EN =
  "An estimate, not a measured rate: the product's default of 75%, plus 5 points for each clear, objective violation (3 counted, at most 3); bounded to 50–90%.";
const BASIS_ES =
  'Una estimación, no una tasa medida: el valor predeterminado del producto, 75%, más 5 puntos por cada violación clara y objetiva (3 contadas, como máximo 3); limitada al rango de 50–90%.';

const strategyOf = async (name: string) => screen.findByRole('region', { name });

/**
 * Decision 251: a figure is computed from real data, or labelled an estimate with its formula, or not shown. The success
 * probability is an estimate: its basis (the analyzer's formula, in the person's language) is written right by it, and
 * the figure is tied to it for a screen reader.
 */
describe('the success probability', () => {
  it('shows how the estimate is made right under the figure, in English', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ strategic_analysis: { success_probability: 90, success_probability_basis: BASIS_EN } }));
    renderRoute('/results');
    const strategy = await strategyOf('Recommended Strategy');
    const figure = within(strategy).getByText('Success probability: 90% (estimate)');
    const basis = within(strategy).getByText(BASIS_EN);
    expect(figure.nextElementSibling).toBe(basis);
    expect(figure).toHaveAccessibleDescription(BASIS_EN);
  });

  it('shows it in Spanish on the Spanish page', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    await changeLanguage('es');
    storeAnalysis(makeAnalysis({ strategic_analysis: { success_probability: 90, success_probability_basis: BASIS_ES } }));
    renderRoute('/results');
    const strategy = await strategyOf('Estrategia recomendada');
    const figure = within(strategy).getByText('Probabilidad de éxito: 90% (estimación)');
    expect(figure.nextElementSibling).toBe(within(strategy).getByText(BASIS_ES));
    expect(strategy.textContent).not.toMatch(/An estimate|measured rate/);
  });

  it('is not shown when the analysis carries no basis for it (an analysis stored before the basis was sent)', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ strategic_analysis: { success_probability: 90, success_probability_basis: undefined } }));
    renderRoute('/results');
    const strategy = await strategyOf('Recommended Strategy');
    expect(within(strategy).getByText('Debt validation request')).toBeInTheDocument();
    expect(strategy.textContent).not.toMatch(/90%|Success probability/);
  });
});
