import type { FlowType } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** 'What happens next?', per flow (spec 000 §2). */
export const NextSteps = ({ flow }: { flow: FlowType }) => {
  const { t } = useTranslation();
  const id = useId();
  const steps =
    flow === 'enhance'
      ? [t('upload.next.enhance1'), t('upload.next.enhance2'), t('upload.next.enhance3')]
      : [t('upload.next.generate1'), t('upload.next.generate2'), t('upload.next.generate3')];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t('upload.next.heading')}
      </h2>
      <ol className="list-decimal space-y-2 pl-6 text-slate-800">
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">{t('upload.next.privacy')}</p>
      <p className="text-sm text-slate-700">{t('upload.next.legal')}</p>
    </section>
  );
};
