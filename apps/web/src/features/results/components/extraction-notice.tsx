import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';

/** Says so when the letter was hard to read, so the user checks the quotes against the paper. */
export const ExtractionNotice = ({ extraction }: { extraction: AnalyzeResponse['extraction'] }) => {
  const { t } = useTranslation();
  if (!extraction.low_confidence && extraction.warnings.length === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-4">
      {extraction.low_confidence && <p className="font-medium text-slate-900">{t('results.extraction.lowConfidence')}</p>}
      {extraction.warnings.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">{t('results.extraction.warnings')}</summary>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {extraction.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
};
