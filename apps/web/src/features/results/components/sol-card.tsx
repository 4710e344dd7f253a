import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../utils/format-values';
import { ResultsCard } from './results-card';

/** The statute-of-limitations status of the debt (the analyzer's `sol`). */
export const SolCard = ({ sol, id }: { sol: AnalyzeResponse['sol']; id?: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <ResultsCard id={id} collapsible title={t('results.sol.title')} tone={sol.status === 'likely_expired' ? 'attention' : 'default'}>
      <p className="text-lg font-semibold text-slate-900">{t(`results.sol.status.${sol.status}`)}</p>
      {sol.state && sol.years !== null && <p className="text-slate-800">{t('results.sol.years', { state: sol.state, years: sol.years })}</p>}
      {sol.runs_out_on && <p className="text-slate-800">{t('results.sol.runsOut', { date: formatIsoDate(sol.runs_out_on, i18n.language) })}</p>}
      {sol.basis.trim() !== '' && <p className="text-sm text-slate-700">{sol.basis}</p>}
      {sol.question && <p className="text-slate-900">{t('results.sol.question', { question: sol.question })}</p>}
      {sol.notes.length > 0 && (
        <>
          <h3 className="font-semibold text-slate-900">{t('results.sol.notes')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {sol.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </ResultsCard>
  );
};
