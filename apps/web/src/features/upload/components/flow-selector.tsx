import type { FlowType } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

const cardClass =
  'flex min-h-11 w-full flex-col items-start gap-2 rounded-xl border-2 border-slate-300 bg-white p-5 text-left transition-colors hover:border-brand-700 hover:bg-brand-50';

/** 'What would you like to do?': Generate Full Response or Enhance Your Letter (spec 000 §2). */
export const FlowSelector = ({ onChoose, focusHeading = false }: { onChoose: (flow: FlowType) => void; focusHeading?: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t('upload.flow.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <button
            type="button"
            className={cardClass}
            aria-labelledby={`${id}-generate`}
            aria-describedby={`${id}-generate-text`}
            onClick={() => onChoose('generate')}
          >
            <span id={`${id}-generate`} className="text-lg font-semibold text-slate-900">
              {t('upload.flow.generateTitle')}
            </span>
            <span id={`${id}-generate-text`} className="text-slate-700">
              {t('upload.flow.generateText')}
            </span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={cardClass}
            aria-labelledby={`${id}-enhance`}
            aria-describedby={`${id}-enhance-text ${id}-enhance-badge`}
            onClick={() => onChoose('enhance')}
          >
            <span id={`${id}-enhance`} className="text-lg font-semibold text-slate-900">
              {t('upload.flow.enhanceTitle')}
            </span>
            <span id={`${id}-enhance-text`} className="text-slate-700">
              {t('upload.flow.enhanceText')}
            </span>
            <span id={`${id}-enhance-badge`} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {t('upload.flow.enhanceBadge')}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
};
