import { useTranslation } from 'react-i18next';

export const ResultsLoading = () => {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-start gap-3 py-12 text-slate-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      {t('results.loading')}
    </div>
  );
};
