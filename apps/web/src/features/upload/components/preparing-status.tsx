import { useTranslation } from 'react-i18next';
import type { PreparingPhotos } from '../hooks/use-letter-pages';

/**
 * 'Preparing photos…' while chosen photos are downscaled before they join the letter, with a bar
 * of how many are done. The status region stays in the page, empty, so the text is announced.
 */
export const PreparingStatus = ({ preparing }: { preparing: PreparingPhotos | null }) => {
  const { t } = useTranslation();
  return (
    <div className={preparing ? 'space-y-2' : 'sr-only'}>
      <p role="status" className="font-medium text-slate-900">
        {preparing ? t('upload.preparing.status') : ''}
      </p>
      {preparing ? (
        <progress aria-label={t('upload.preparing.label')} className="h-3 w-full accent-brand-700" value={preparing.done} max={Math.max(preparing.total, 1)} />
      ) : null}
    </div>
  );
};
