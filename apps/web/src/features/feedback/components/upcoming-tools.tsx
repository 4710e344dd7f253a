import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §2.10: tools on the way. Planned, not available: nothing here links anywhere. */
export const UPCOMING_TOOLS = ['contract', 'utility', 'medical', 'fees'] as const;

export const UpcomingTools = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('feedback.upcoming.heading')}
        </h2>
        <p className="text-slate-700">{t('feedback.upcoming.lead')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {UPCOMING_TOOLS.map((tool) => (
          <li key={tool} className="space-y-2 rounded-xl border border-slate-300 bg-white p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{t(`feedback.upcoming.tools.${tool}.name`)}</h3>
              <span className="rounded-md bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{t('feedback.upcoming.planned')}</span>
            </div>
            <p className="text-slate-700">{t(`feedback.upcoming.tools.${tool}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
