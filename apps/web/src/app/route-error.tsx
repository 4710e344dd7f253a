import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { paths } from '../config/paths';

/** Spec 000 §8: a generic routing error shows 'Unexpected Application Error!'. */
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl space-y-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{t('errors.unexpected')}</h1>
      <p>{t('errors.unexpectedHelp')}</p>
      <ButtonLink to={paths.home}>{t('errors.backHome')}</ButtonLink>
    </main>
  );
};
