import type { Violation } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ResultsCard } from './results-card';
import { ViolationCard } from './violation-card';

export type ViolationListProps = {
  violations: Violation[];
  /** Withheld by the server for the free tier ('N more violations detected'). */
  hiddenCount: number;
  onUnlock: () => void;
  title?: string;
  lead?: string;
};

export const ViolationList = ({ violations, hiddenCount, onUnlock, title, lead }: ViolationListProps) => {
  const { t } = useTranslation();
  return (
    <ResultsCard title={title ?? t('results.violations.title')}>
      {lead && <p className="text-slate-700">{lead}</p>}
      <ol className="space-y-4">
        {violations.map((violation) => (
          <li key={violation.id}>
            <ViolationCard violation={violation} />
          </li>
        ))}
      </ol>
      {hiddenCount > 0 && (
        <div className="space-y-3 rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 p-4 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('results.violations.hidden', { count: hiddenCount })}</p>
          <p className="text-slate-700">{t('results.violations.hiddenLead')}</p>
          <Button onClick={onUnlock}>{t('results.violations.unlock')}</Button>
        </div>
      )}
    </ResultsCard>
  );
};
