import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const BackToDashboard = ({ view }: { view: 'templates' | 'tools' | 'violations' }) => {
  const { t } = useTranslation();
  return (
    <Link to={`${paths.dashboard}/${view}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t(`resources.back.${view}`)}
    </Link>
  );
};
