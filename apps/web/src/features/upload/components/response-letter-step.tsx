import { MAX_USER_LETTER_TEXT } from '@debtshield/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import type { ResponseLetterValues } from '../lib/response-letter-schema';
import { isTextFile, responseFileProblem } from '../lib/validate-letter-files';
import { FieldAlert } from './field-alert';

const RESPONSE_ACCEPT =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/**
 * Enhance flow, Step 2 (spec 000 §2): the user's own response letter, as a file (pdf, doc, docx,
 * txt) or typed or pasted text. A text file is read into the text box, where it can be edited.
 */
export const ResponseLetterStep = ({ form }: { form: UseFormReturn<ResponseLetterValues> }) => {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const focusUpload = useRef(false);
  const file = useWatch({ control: form.control, name: 'file' });
  const textError = form.formState.errors.text?.message;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = responseFileProblem(chosen);
    if (problem) {
      setFileError(problem === 'tooLarge' ? t('upload.errors.tooLarge') : t('upload.errors.wrongResponseType'));
      return;
    }
    setFileError(null);
    if (isTextFile(chosen)) {
      try {
        const text = await chosen.text();
        form.setValue('file', null);
        form.setValue('text', text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        setStatus(t('upload.response.textLoaded', { name: chosen.name }));
      } catch {
        setFileError(t('upload.errors.unreadableText'));
      }
      return;
    }
    form.setValue('file', chosen, { shouldDirty: true });
    form.clearErrors('text');
    setStatus(t('upload.response.usingFile', { name: chosen.name }));
  };

  const removeFile = () => {
    form.setValue('file', null, { shouldDirty: true });
    setStatus('');
    focusUpload.current = true;
  };

  useEffect(() => {
    // The file's row is gone: focus the upload button that replaced it.
    if (file || !focusUpload.current) return;
    focusUpload.current = false;
    uploadButton.current?.focus();
  }, [file]);

  const errorId = `${id}-error`;
  const message = fileError ?? textError ?? null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {t('upload.response.heading')}
      </h2>
      <p className="text-slate-700">{t('upload.response.intro')}</p>
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-white p-4">
          <p className="min-w-0 flex-1 break-words font-medium text-slate-900">{t('upload.response.usingFile', { name: file.name })}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={removeFile}>
            {t('upload.response.removeFile')}
          </button>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <button
              ref={uploadButton}
              type="button"
              className={buttonClasses('secondary', 'self-start')}
              aria-describedby={`${id}-formats`}
              onClick={() => input.current?.click()}
            >
              {t('upload.response.fileButton')}
            </button>
            <p id={`${id}-formats`} className="text-sm text-slate-700">
              {t('upload.response.fileFormats')}
            </p>
            <input
              ref={input}
              type="file"
              accept={RESPONSE_ACCEPT}
              hidden
              tabIndex={-1}
              aria-label={t('upload.response.fileInput')}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                void choose(chosen);
              }}
            />
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-text`} className="font-medium text-slate-800">
              {t('upload.response.textLabel')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={10}
              maxLength={MAX_USER_LETTER_TEXT}
              aria-invalid={textError ? true : undefined}
              aria-describedby={errorId}
              className="w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
              {...form.register('text')}
            />
          </div>
        </>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      <FieldAlert id={errorId} message={message} />
    </section>
  );
};
