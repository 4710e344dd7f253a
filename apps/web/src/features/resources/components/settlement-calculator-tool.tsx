import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { MAX_SETTLEMENT_PERCENT, MIN_SETTLEMENT_PERCENT, settlementFor } from '../../results';
import { parseMoney } from '../lib/parse-money';

const field = 'min-h-11 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';
const PRESETS = [25, 40, 50] as const;
/** A creditor reports a cancelled debt of this much or more to the IRS on Form 1099-C (26 CFR 1.6050P-1). */
const FORM_1099C_THRESHOLD_USD = 600;

/** /tools/settlement-calculator: what an offer of a percentage of a balance the person types costs and saves (nothing stored). */
export const SettlementCalculatorTool = () => {
  const { t, i18n } = useTranslation();
  const ids = { balance: useId(), balanceError: useId(), percent: useId(), percentError: useId() };
  const [balance, setBalance] = useState('');
  const [percent, setPercent] = useState('40');
  const debt = parseMoney(balance);
  const pct = /^\d{1,3}$/.test(percent.trim()) ? Number(percent) : NaN;
  const figures = debt === null ? null : settlementFor(debt, pct);
  const money = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(n);
  const balanceError = balance.trim() !== '' && debt === null ? t('resources.calculator.balanceInvalid') : null;
  const percentError =
    percent.trim() !== '' && !(pct >= MIN_SETTLEMENT_PERCENT && pct <= MAX_SETTLEMENT_PERCENT) ? t('resources.calculator.percentInvalid') : null;
  return (
    <div className="space-y-5">
      <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <div className="space-y-1">
          <label htmlFor={ids.balance} className="block font-medium text-slate-900">
            {t('resources.calculator.balance')}
          </label>
          <input
            id={ids.balance}
            inputMode="decimal"
            autoComplete="off"
            value={balance}
            onChange={(event) => setBalance(event.target.value)}
            aria-invalid={balanceError ? true : undefined}
            aria-describedby={balanceError ? ids.balanceError : undefined}
            className={field}
          />
          <FieldError id={ids.balanceError} message={balanceError} />
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">{t('resources.calculator.percent')}</legend>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={percent === String(p)}
                onClick={() => setPercent(String(p))}
                className="min-h-11 min-w-16 rounded-lg border border-slate-500 px-4 font-semibold text-slate-900 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
              >
                {p}%
              </button>
            ))}
          </div>
          <label htmlFor={ids.percent} className="block text-sm text-slate-800">
            {t('resources.calculator.customPercent')}
          </label>
          <input
            id={ids.percent}
            inputMode="numeric"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            aria-invalid={percentError ? true : undefined}
            aria-describedby={percentError ? ids.percentError : undefined}
            className={field}
          />
          <FieldError id={ids.percentError} message={percentError} />
        </fieldset>
      </form>
      <div aria-live="polite">
        {figures && (
          <dl className="grid gap-3 rounded-2xl border border-slate-300 bg-white p-5 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-700">{t('resources.calculator.offer', { percent: figures.percentage })}</dt>
              <dd className="text-3xl font-bold text-slate-900">{money(figures.amount)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">{t('resources.calculator.difference')}</dt>
              <dd className="text-3xl font-bold text-slate-900">{money(figures.savings)}</dd>
            </div>
          </dl>
        )}
      </div>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        <li>{t('resources.calculator.noteWriting')}</li>
        <li>{t('resources.calculator.noteTax', { threshold: money(FORM_1099C_THRESHOLD_USD) })}</li>
        <li>{t('resources.calculator.noteSol')}</li>
      </ul>
    </div>
  );
};
