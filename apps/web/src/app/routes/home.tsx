import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section className="space-y-5">
        <PageTitle title={t('app.tagline')}>{t('home.title')}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-700">{t('home.lead')}</p>
        <ButtonLink to={paths.upload}>{t('home.cta')}</ButtonLink>
      </section>
      <section aria-labelledby="how-title" className="space-y-4">
        <h2 id="how-title" className="text-2xl font-semibold">
          {t('home.howTitle')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="rounded-lg border border-slate-200 bg-white p-4">
              <span className="mb-2 block text-sm font-bold text-brand-700">{index + 1}</span>
              {t(`home.${step}`)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
};
