import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

/** A page whose issue has not landed yet: its title and one honest line, nothing invented. */
export const PendingPage = ({ titleKey }: { titleKey: string }) => {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="space-y-4">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-slate-700">{t('pages.comingSoon')}</p>
    </section>
  );
};
