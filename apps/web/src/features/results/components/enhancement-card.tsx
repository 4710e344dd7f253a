import type { AnalyzeResponse, Letter } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { LetterPreview } from './letter-preview';
import { ResultsCard } from './results-card';

type Enhancement = NonNullable<AnalyzeResponse['enhancement']>;

/** The enhance flow's result: the user's letter improved, each change with its reason, and the DIY tips. */
export const EnhancementCard = ({ enhancement, onUnlock }: { enhancement: Enhancement; onUnlock: () => void }) => {
  const { t } = useTranslation();
  const letter: Letter = { kind: 'enhanced', subject: '', content: enhancement.enhanced, is_preview: enhancement.is_preview, notes: [], follow_up_date: null };
  return (
    <ResultsCard title={t('results.enhancement.title')}>
      <LetterPreview letter={letter} locked={enhancement.is_preview} onUnlock={onUnlock} />
      {enhancement.changes.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('results.enhancement.changes')}</h3>
          <ul className="space-y-3">
            {enhancement.changes.map((change) => (
              <li key={`${change.kind}:${change.text}`} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`results.enhancement.kind.${change.kind}`)}</p>
                <p className="whitespace-pre-wrap break-words text-slate-900">{change.text}</p>
                <p className="text-sm text-slate-700">{t('results.enhancement.reason', { reason: change.reason })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {enhancement.tips.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('results.enhancement.tips')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {enhancement.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </ResultsCard>
  );
};
