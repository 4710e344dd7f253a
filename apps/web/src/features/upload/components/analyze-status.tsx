import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import type { AnalyzeProgress } from '../api/analyze-letter';

/** Upload percentages are announced in steps of 5 so a screen reader is not flooded. */
const step = (percent: number): number => (percent >= 100 ? 100 : Math.floor(percent / 5) * 5);

/**
 * The real progress of a running analysis, in a polite live region: 'Uploading… 45%', then
 * 'Reading page 2 of 3', then 'Checking the letter against the rules'.
 */
export const AnalyzeStatus = ({ running, progress }: { running: boolean; progress: AnalyzeProgress | null }) => {
  const { t } = useTranslation();
  let text = '';
  let bar: { value: number | null; max: number } | null = null;
  if (running) {
    if (!progress) {
      text = t('upload.progress.starting');
      bar = { value: null, max: 100 };
    } else if (progress.stage === 'uploading') {
      text = t('upload.progress.uploading', { percent: step(progress.percent) });
      bar = { value: progress.percent, max: 100 };
    } else if (progress.stage === 'reading') {
      text = t('upload.progress.reading', { page: progress.page, pages: progress.pages });
      bar = { value: progress.page, max: Math.max(progress.pages, 1) };
    } else {
      text = t('upload.progress.checking');
      bar = { value: null, max: 100 };
    }
  }
  return (
    <div className="space-y-2">
      <p role="status" aria-live="polite" className="font-medium text-foreground">
        {text}
      </p>
      {bar ? <Progress label={t('upload.progress.label')} value={bar.value} max={bar.max} /> : null}
    </div>
  );
};
