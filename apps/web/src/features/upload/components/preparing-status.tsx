import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import type { PreparingPhotos } from '../hooks/use-letter-pages';

/**
 * 'Preparing photos…' while chosen photos are downscaled before they join the letter, with a bar
 * of how many are done. The status region stays in the page, empty, so the text is announced.
 */
export const PreparingStatus = ({ preparing }: { preparing: PreparingPhotos | null }) => {
  const { t } = useTranslation();
  return (
    <div className={preparing ? 'space-y-2' : 'sr-only'}>
      <p role="status" className="font-medium text-foreground">
        {preparing ? t('upload.preparing.status') : ''}
      </p>
      {preparing ? <Progress label={t('upload.preparing.label')} value={preparing.done} max={preparing.total} /> : null}
    </div>
  );
};
