import type { AnalyzeResponse } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultsCard } from './results-card';

/**
 * The analyzer names a strategy by a fixed English code (packages/analyzer/src/score/recommend-strategy.ts:
 * the API keeps it as the code, which the page also compares); the person reads it in their language.
 */
const STRATEGY_NAMES: Readonly<Record<string, string>> = {
  'DEBT VALIDATION REQUEST': 'validation',
  'CEASE AND DESIST': 'cease',
  'DEBT DISPUTE': 'dispute',
  'TIME-BARRED DEBT RESPONSE': 'statute',
  'SETTLEMENT NEGOTIATION': 'settlement',
  'ANSWER THE LAWSUIT': 'lawsuit',
};

/** The analyzer's urgency levels (packages/analyzer/src/score/compute-urgency.ts), read in the person's language. */
const URGENCY_LEVELS: ReadonlySet<string> = new Set(['low', 'medium', 'high', 'critical']);

/**
 * Spec 000 §2: the recommended strategy, why, and its success probability. A figure is computed from real data, or
 * labelled an estimate with its formula, or not shown (decision 251): the probability is an estimate, so the analyzer's
 * basis for it (its formula, in the person's language) is written right under it and describes it for a screen reader;
 * an analysis stored without the basis shows no figure.
 */
export const StrategyCard = ({ strategy }: { strategy: AnalyzeResponse['strategic_analysis'] }) => {
  const { t } = useTranslation();
  const basisId = useId();
  const name = STRATEGY_NAMES[strategy.recommended_strategy];
  const probability = Math.round(Math.min(100, Math.max(0, strategy.success_probability)));
  const basis = strategy.success_probability_basis?.trim();
  return (
    <ResultsCard title={t('results.strategy.title')}>
      <p className="text-lg font-bold uppercase tracking-wide text-brand-800">{name ? t(`results.strategy.names.${name}`) : strategy.recommended_strategy}</p>
      <p className="text-slate-800">{strategy.strategy_explanation}</p>
      {basis && (
        <div className="space-y-1">
          <p className="font-semibold text-slate-900" aria-describedby={basisId}>
            {t('results.strategy.probability', { value: probability })}
          </p>
          <p id={basisId} className="text-sm text-slate-700">
            {basis}
          </p>
          <p className="text-sm text-slate-700">{t('results.strategy.estimateNote')}</p>
        </div>
      )}
      {strategy.urgency_level.trim() !== '' && (
        <p className="text-sm text-slate-800">
          {t('results.strategy.urgency', {
            level: URGENCY_LEVELS.has(strategy.urgency_level) ? t(`results.strategy.urgencyLevels.${strategy.urgency_level}`) : strategy.urgency_level,
          })}
        </p>
      )}
    </ResultsCard>
  );
};
