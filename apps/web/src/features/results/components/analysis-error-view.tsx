import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

/** Spec 000 §8: heading 'Analysis Error', the error text, Try Again back to /upload. */
export const AnalysisErrorView = ({ message }: { message: string | null }) => {
  const { t } = useTranslation();
  const title = t('results.error.title');
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageTitle title={title}>{title}</PageTitle>
      <p role="alert" className="text-lg text-red-800">
        {message ?? t('results.error.fallback')}
      </p>
      <ButtonLink to={paths.upload}>{t('results.error.tryAgain')}</ButtonLink>
    </section>
  );
};
