import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useUnifiedDisputes } from '../api/tracker-api';
import { DisputeCard } from './dispute-card';

/** The dashboard's Disputes view (spec 001 §2.2): the first 3 disputes, most urgent first, and View all. */
export const DisputesCompact = () => {
  const { t } = useTranslation();
  const unified = useUnifiedDisputes();
  const data = unified.data;
  const first = data
    ? [...new Map([...data.action_required, ...data.active, ...data.waiting, ...data.victories].map((d) => [d.dispute_id, d])).values()].slice(0, 3)
    : [];
  return (
    <section className="space-y-4" aria-labelledby="dashboard-disputes-h">
      <h2 id="dashboard-disputes-h" className="text-2xl font-bold text-slate-900">
        {t('tracker.title')}
      </h2>
      {unified.isError && (
        <p role="alert" className="text-red-900">
          {errorMessage(unified.error)}
        </p>
      )}
      {data && first.length === 0 && <p className="text-slate-800">{t('tracker.empty.text')}</p>}
      {first.length > 0 && (
        <ul className="grid gap-3">
          {first.map((d) => (
            <DisputeCard key={d.dispute_id} dispute={d} />
          ))}
        </ul>
      )}
      <ButtonLink to={data && first.length === 0 ? paths.upload : paths.responseTracker} variant="secondary">
        {data && first.length === 0 ? t('tracker.empty.action') : t('tracker.viewAll')}
      </ButtonLink>
    </section>
  );
};
