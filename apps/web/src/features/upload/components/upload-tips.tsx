import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Tips for a readable scan (spec 000 §2). */
export const UploadTips = () => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-brand-50 p-4">
      <h3 id={`${id}-heading`} className="mb-2 font-semibold text-slate-900">
        {t('upload.tips.heading')}
      </h3>
      <ul className="list-disc space-y-1 pl-6 text-slate-800">
        <li>{t('upload.tips.lighting')}</li>
        <li>{t('upload.tips.frame')}</li>
        <li>{t('upload.tips.readable')}</li>
        <li>{t('upload.tips.pdf')}</li>
        <li>{t('upload.tips.limit')}</li>
      </ul>
    </section>
  );
};
