import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dfyTierRows } from '../lib/plan-copy';

/** The done-for-you price tiers (1-2, 3-5, 6-10 letters), prices from the catalogue. */
export const DfyTierList = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="rounded-lg bg-slate-100 p-3">
      <p id={headingId} className="font-semibold text-slate-900">
        {t('plans.dfyTiers.heading')}
      </p>
      <ul aria-labelledby={headingId} className="mt-1 space-y-0.5 text-slate-800">
        {dfyTierRows(t).map((row) => (
          <li key={row.key}>{row.text}</li>
        ))}
      </ul>
    </div>
  );
};
