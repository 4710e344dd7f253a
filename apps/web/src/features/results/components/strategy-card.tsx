import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { ResultsCard } from './results-card';

/** Spec 000 §2: the recommended strategy, why, and its success probability (labelled an estimate). */
export const StrategyCard = ({ strategy }: { strategy: AnalyzeResponse['strategic_analysis'] }) => {
  const { t } = useTranslation();
  const probability = Math.round(Math.min(100, Math.max(0, strategy.success_probability)));
  return (
    <ResultsCard title={t('results.strategy.title')}>
      <p className="text-lg font-bold uppercase tracking-wide text-brand-800">{strategy.recommended_strategy}</p>
      <p className="text-slate-800">{strategy.strategy_explanation}</p>
      <p className="font-semibold text-slate-900">{t('results.strategy.probability', { value: probability })}</p>
      <p className="text-sm text-slate-700">{t('results.strategy.estimateNote')}</p>
      {strategy.urgency_level.trim() !== '' && <p className="text-sm text-slate-800">{t('results.strategy.urgency', { level: strategy.urgency_level })}</p>}
    </ResultsCard>
  );
};
