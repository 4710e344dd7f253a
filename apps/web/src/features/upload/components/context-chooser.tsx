import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadContext } from '../lib/upload-params';

/** 'What are you uploading?': a new debt letter, or the collector's response to a dispute (spec 000 §2). */
export const ContextChooser = ({ value, onChange }: { value: UploadContext; onChange: (value: UploadContext) => void }) => {
  const { t } = useTranslation();
  const name = useId();
  const options: readonly { value: UploadContext; label: string; text: string }[] = [
    { value: 'new', label: t('upload.context.new'), text: t('upload.context.newText') },
    { value: 'response', label: t('upload.context.response'), text: t('upload.context.responseText') },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-2xl font-semibold">{t('upload.context.heading')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 h-5 w-5 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{option.label}</span>
              <span className="text-slate-700">{option.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
