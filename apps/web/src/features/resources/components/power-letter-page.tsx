import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { usePowerLetter } from '../api/resources-api';
import { BackToDashboard } from './back-to-dashboard';
import { LetterText } from './letter-text';

/**
 * /results?violations={ids}&combo={name} (spec 001 §2.4): the Power Letter, one notice to the
 * collector citing every chosen violation of the user's own history (the server checks each id).
 */
export const PowerLetterPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('violations') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);
  const combo = params.get('combo') ?? undefined;
  const letter = usePowerLetter(ids, combo);
  const title = t('resources.power.title');
  return (
    <section className="space-y-5">
      <BackToDashboard view="violations" />
      <PageTitle title={title}>{title}</PageTitle>
      {letter.data?.combo && <p className="text-lg font-semibold text-slate-900">{letter.data.combo.title}</p>}
      <p className="text-slate-800">{t('resources.power.intro')}</p>
      {ids.length === 0 ? (
        <p role="alert">{t('resources.power.none')}</p>
      ) : letter.isPending ? (
        <p aria-busy="true">{t('resources.loading')}</p>
      ) : letter.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(letter.error)}
        </p>
      ) : (
        <>
          <p className="text-slate-800">{t('resources.power.cited', { count: letter.data.violations_cited })}</p>
          {letter.data.letter.is_preview ? (
            <div className="space-y-3">
              <p className="rounded-2xl border border-slate-300 bg-white p-5 text-slate-900">{letter.data.letter.content}</p>
              <p className="font-medium text-slate-900">{t('resources.power.locked')}</p>
              <ButtonLink to={`${paths.payment}?product=lifetime`}>{t('resources.templates.seePlans')}</ButtonLink>
            </div>
          ) : (
            <LetterText letter={letter.data.letter} fileName="power-letter.txt" />
          )}
        </>
      )}
    </section>
  );
};
