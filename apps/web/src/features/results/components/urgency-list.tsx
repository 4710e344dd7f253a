import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { ResultsCard } from './results-card';

/** The analyzer's urgency messages (spec 000 §3: urgency, a list with message). */
export const UrgencyList = ({ urgency }: { urgency: AnalyzeResponse['urgency'] }) => {
  const { t } = useTranslation();
  if (urgency.length === 0) return null;
  return (
    <ResultsCard collapsible title={t('results.urgency.title')} tone="attention">
      <ul className="list-disc space-y-2 pl-5 text-slate-900">
        {urgency.map((item) => (
          <li key={`${item.level}:${item.message}`}>{item.message}</li>
        ))}
      </ul>
    </ResultsCard>
  );
};
