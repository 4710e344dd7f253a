import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The dashboard's way in: "Were you sued?" */
export const LawsuitDashboardCard = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lawsuit-dashboard-title" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="lawsuit-dashboard-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gavel aria-hidden="true" className="h-5 w-5" />
        {t('lawsuitCard.title')}
      </h2>
      <p className="text-body text-slate-800">{t('lawsuitCard.body')}</p>
      <ButtonLink to={paths.lawsuit} variant="secondary" className="w-full sm:w-auto">
        {t('lawsuitCard.cta')}
      </ButtonLink>
    </section>
  );
};
