import { US_STATES, type UsStateCode } from '@debtshield/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { getUserState } from '../../../lib/session';
import { useSolCheck } from '../api/resources-api';

const field = 'min-h-11 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';
const STATUS_CLASS = {
  within: 'border-amber-500 bg-amber-50',
  likely_expired: 'border-emerald-600 bg-emerald-50',
  unknown: 'border-slate-400 bg-slate-50',
} as const;

/** /tools/sol-checker: the analyzer's statute-of-limitations module for a state and the dates the person knows. */
export const SolCheckerTool = () => {
  const { t, i18n } = useTranslation();
  const ids = { state: useId(), lastPayment: useId(), chargeOff: useId(), dofd: useId(), ack: useId() };
  const [state, setState] = useState<string>(getUserState());
  const [lastPayment, setLastPayment] = useState('');
  const [chargeOff, setChargeOff] = useState('');
  const [dofd, setDofd] = useState('');
  const [ack, setAck] = useState<'' | 'yes' | 'no'>('');
  const check = useSolCheck();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <div className="space-y-5">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          check.mutate({
            state: state as UsStateCode,
            ...(lastPayment ? { last_payment_date: lastPayment } : {}),
            ...(chargeOff ? { charge_off_date: chargeOff } : {}),
            ...(dofd ? { first_delinquency_date: dofd } : {}),
            ...(ack ? { acknowledged_in_writing: ack === 'yes' } : {}),
          });
        }}
      >
        <div className="space-y-1">
          <label htmlFor={ids.state} className="block font-medium text-slate-900">
            {t('resources.sol.state')}
          </label>
          <select id={ids.state} value={state} onChange={(event) => setState(event.target.value)} className={field}>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {(
          [
            [ids.lastPayment, 'lastPayment', lastPayment, setLastPayment],
            [ids.chargeOff, 'chargeOff', chargeOff, setChargeOff],
            [ids.dofd, 'firstDelinquency', dofd, setDofd],
          ] as const
        ).map(([id, key, value, set]) => (
          <div key={key} className="space-y-1">
            <label htmlFor={id} className="block font-medium text-slate-900">
              {t(`resources.sol.${key}`)}
            </label>
            <input id={id} type="date" value={value} onChange={(event) => set(event.target.value)} className={field} />
          </div>
        ))}
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">{t('resources.sol.acknowledged')}</legend>
          {(['yes', 'no'] as const).map((v) => (
            <label key={v} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input type="radio" name={ids.ack} value={v} checked={ack === v} onChange={() => setAck(v)} className="size-5" />
              {t(`resources.sol.${v}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? t('resources.sol.checking') : t('resources.sol.check')}
        </Button>
      </form>
      <div aria-live="polite">
        {check.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(check.error)}
          </p>
        )}
        {check.data && (
          <section className={cn('space-y-3 rounded-2xl border-l-4 p-5', STATUS_CLASS[check.data.status])}>
            <h2 className="text-xl font-semibold text-slate-900">{t(`resources.sol.status.${check.data.status}`)}</h2>
            {check.data.runs_out_on && <p className="font-medium text-slate-900">{t('resources.sol.runsOut', { date: date(check.data.runs_out_on) })}</p>}
            <p className="text-slate-800">{check.data.basis}</p>
            {check.data.question && <p className="font-medium text-slate-900">{t('resources.sol.question', { question: check.data.question })}</p>}
            {check.data.reporting_ends_on && <p className="text-slate-800">{t('resources.sol.reporting', { date: date(check.data.reporting_ends_on) })}</p>}
            <details className="text-slate-800">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">{t('resources.sol.notes')}</summary>
              <ul className="list-disc space-y-1 pl-5">
                {check.data.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </details>
          </section>
        )}
      </div>
    </div>
  );
};
