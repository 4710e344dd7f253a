import type { AnalyzeResponse } from '@debtshield/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { contractAnalysisId, generateSettlement } from '../api/results-api';
import { MAX_SETTLEMENT_PERCENT, MIN_SETTLEMENT_PERCENT, settlementFor, type SettlementFigures } from '../api/settlement';
import { analysisState } from '../utils/analysis-state';
import { formatMoney } from '../utils/format-values';
import { LetterPreview } from './letter-preview';
import { ResultsCard } from './results-card';
import { FieldError } from '../../../components/ui/field-error';

const CUSTOM = 'custom';
type SettlementForm = { choice: string; custom: string };

const parsePercent = (value: string): number | null => {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= MIN_SETTLEMENT_PERCENT && n <= MAX_SETTLEMENT_PERCENT ? n : null;
};

export type SettlementCalculatorProps = { analysis: AnalyzeResponse; loggedIn: boolean; onUnlock: () => void };

/**
 * Spec 000 §2: the settlement calculator, from the balance the letter states
 * (`strategic_analysis.debt_amount`): the analyzer's options and a percentage of the user's choice.
 * Not shown when the balance is unknown: no amount is ever invented.
 */
export const SettlementCalculator = ({ analysis, loggedIn, onUnlock }: SettlementCalculatorProps) => {
  const { t, i18n } = useTranslation();
  const customId = useId();
  const errorId = useId();
  const { debt_amount: debt, settlement_options: options, current_collector: collector } = analysis.strategic_analysis;
  const form = useForm<SettlementForm>({ defaultValues: { choice: options.length > 0 ? '0' : CUSTOM, custom: '' } });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const custom = useWatch({ control: form.control, name: 'custom' });
  const settlement = useMutation({ mutationFn: (body: Parameters<typeof generateSettlement>[0]) => generateSettlement(body, analysis.analysis_key) });

  if (debt === null || !(debt > 0)) return null;
  const money = (amount: number) => formatMoney(amount, i18n.language);

  const customPercent = parsePercent(custom);
  const customInvalid = choice === CUSTOM && custom.trim() !== '' && customPercent === null;
  const figures: SettlementFigures | null =
    choice === CUSTOM ? (customPercent === null ? null : settlementFor(debt, customPercent)) : (options[Number(choice)] ?? null);

  const submit = form.handleSubmit(() => {
    if (!figures) return;
    settlement.mutate({
      analysis_id: contractAnalysisId(analysis),
      option: { percentage: figures.percentage, amount: figures.amount },
      collector_info: { ...(collector ? { name: collector.slice(0, 200) } : {}), original_amount: debt },
      user_state: analysisState(analysis),
    });
  });

  const serverText =
    settlement.error instanceof ApiError && settlement.error.code !== 'network' && settlement.error.code !== 'bad_response' ? settlement.error.message : null;

  return (
    <ResultsCard collapsible title={t('results.settlement.title')}>
      <p className="text-slate-800">{t('results.settlement.lead', { amount: money(debt) })}</p>
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-slate-900">{t('results.settlement.legend')}</legend>
          {options.map((option, index) => (
            <label
              key={option.percentage}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={String(index)} className="size-5 accent-brand-700" {...form.register('choice')} />
              <span className="text-slate-900">
                {t('results.settlement.option', { percentage: option.percentage, amount: money(option.amount), savings: money(option.savings) })}
              </span>
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" value={CUSTOM} className="size-5 accent-brand-700" {...form.register('choice')} />
            <span className="text-slate-900">{t('results.settlement.customOption')}</span>
          </label>
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={customId} className="block font-medium text-slate-900">
            {t('results.settlement.customLabel')}
          </label>
          <input
            id={customId}
            type="number"
            inputMode="numeric"
            min={MIN_SETTLEMENT_PERCENT}
            max={MAX_SETTLEMENT_PERCENT}
            step={1}
            aria-invalid={customInvalid}
            aria-describedby={customInvalid ? errorId : undefined}
            className="min-h-11 w-32 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
            {...form.register('custom', { onChange: () => form.setValue('choice', CUSTOM) })}
          />
          <FieldError id={errorId} message={customInvalid && t('results.settlement.invalid')} alert />
        </div>
        <p aria-live="polite" className="text-lg font-semibold text-slate-900">
          {figures
            ? t('results.settlement.summary', {
                amount: money(figures.amount),
                percentage: figures.percentage,
                debt: money(debt),
                savings: money(figures.savings),
              })
            : ''}
        </p>
        <p className="text-sm text-slate-700">{t('results.settlement.caution')}</p>
        {loggedIn ? (
          <Button type="submit" disabled={!figures || settlement.isPending}>
            {settlement.isPending ? t('results.settlement.generating') : t('results.settlement.generate')}
          </Button>
        ) : (
          <ButtonLink to={paths.login} state={{ from: paths.results }} variant="secondary">
            {t('results.settlement.signIn')}
          </ButtonLink>
        )}
      </form>
      {settlement.isError && (
        <div role="alert" className="space-y-1 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{t('results.settlement.failed')}</p>
          {serverText && <p className="text-sm">{serverText}</p>}
        </div>
      )}
      {settlement.data && (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <h3 className="text-lg font-semibold text-slate-900">{t('results.settlement.letterTitle')}</h3>
          <LetterPreview letter={settlement.data.letter} locked={settlement.data.letter.is_preview} onUnlock={onUnlock} />
        </div>
      )}
    </ResultsCard>
  );
};
