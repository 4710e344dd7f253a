import { useTranslation } from 'react-i18next';

/**
 * The credit center's title and what it does (spec 001 §2.5): the first screen of /dashboard/credit.
 * The dashboard shows it under the greeting, above the plan line and the plan's alerts, which wait
 * for the person's data; its page file carries it in its HTML (decision 094), so the page's largest
 * text paints before the app has run and stays where it is when the data comes. `titleId` labels the
 * view's section.
 */
export const CreditCenterIntro = ({ titleId }: { titleId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <h2 id={titleId} className="text-heading-m font-bold text-foreground">
        {t('credit.center.title')}
      </h2>
      <p className="text-foreground">{t('credit.center.lead')}</p>
    </div>
  );
};
