import { TEMPLATE_SLUGS, type TemplateSlug } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTemplate } from '../api/resources-api';
import { BackToDashboard } from './back-to-dashboard';
import { LetterText } from './letter-text';

const isSlug = (value: string | undefined): value is TemplateSlug => TEMPLATE_SLUGS.some((s) => s === value);

const TemplateBody = ({ slug }: { slug: TemplateSlug }) => {
  const { t } = useTranslation();
  const template = useTemplate(slug);
  if (template.isPending) return <p aria-busy="true">{t('resources.loading')}</p>;
  if (template.isError) {
    const locked = template.error instanceof ApiError && template.error.status === 402;
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-800">
          {locked ? t('resources.templates.locked') : errorMessage(template.error)}
        </p>
        {locked && <ButtonLink to={`${paths.payment}?product=lifetime`}>{t('resources.templates.seePlans')}</ButtonLink>}
      </div>
    );
  }
  return <LetterText letter={template.data.letter} fileName={`${slug}-letter-template.txt`} />;
};

/** /templates/{validation,cease,settlement,fdcpa}: a letter with marked blanks, for plans with templates (decided by the server). */
export const TemplatePage = () => {
  const { t } = useTranslation();
  const { template } = useParams();
  if (!isSlug(template)) return <Navigate to={`${paths.dashboard}/templates`} replace />;
  const title = t(`resources.templates.${template}.title`);
  return (
    <section className="space-y-5">
      <BackToDashboard view="templates" />
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-lg text-slate-800">{t(`resources.templates.${template}.summary`)}</p>
      <p className="text-slate-800">{t('resources.templates.howTo')}</p>
      <TemplateBody slug={template} />
    </section>
  );
};
