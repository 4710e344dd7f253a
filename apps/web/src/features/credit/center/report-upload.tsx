import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FileField } from '../../../components/ui/file-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { analyzeReport, type ReadingProgress } from './center-api';
import type { Analysis } from './center-model';

/** Report uploads accept pdf, jpg, jpeg, png (spec 001 §5), and a monitoring service's report saved as a web page (decision 038). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.html,.htm,application/pdf,image/jpeg,image/png,text/html';
const ALLOWED = /\.(pdf|jpe?g|png|html?)$/i;

/**
 * Upload a credit report (PDF or photo). When the report cannot be read the API's error is shown
 * as it is, with the manual path (/credit-disputes); nothing is made up in its place.
 */
export const ReportUpload = ({ onRead }: { onRead: (analysis: Analysis) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-file`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<ReadingProgress | null>(null);

  const progressText = (p: ReadingProgress): string =>
    p.status === 'checking'
      ? t('credit.center.upload.checking')
      : p.status === 'reading' && p.pages > 0
        ? t('credit.center.upload.readingPage', { page: p.page, pages: p.pages })
        : t('credit.center.upload.waiting');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setFieldError(t('credit.center.upload.noFile'));
      inputRef.current?.focus();
      return;
    }
    if (!ALLOWED.test(file.name)) {
      setFieldError(t('credit.center.upload.wrongType'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    setProgress({ status: 'queued', page: 0, pages: 0 });
    try {
      onRead(await analyzeReport(file, setProgress));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
        <FileUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('credit.center.upload.heading')}
      </h3>
      <p className="text-foreground">{t('credit.center.upload.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <FileField
          ref={inputRef}
          id={inputId}
          label={t('credit.center.upload.label')}
          accept={ACCEPT}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[`${id}-hint`, fieldError ? errorId : undefined].filter(Boolean).join(' ')}
          onFile={(chosen) => {
            setFile(chosen);
            setFieldError(null);
          }}
        >
          <p id={`${id}-hint`} className="text-caption text-muted-foreground">
            {t('credit.center.upload.hint')}
          </p>
          <FieldError id={errorId} message={fieldError} />
        </FileField>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="w-full sm:w-auto">
          {pending ? t('credit.center.upload.reading') : t('credit.center.upload.submit')}
        </Button>
      </form>
      {/* Said as the reading goes: "Reading page 12 of 54", then the check; polite, so a screen reader finishes what it says first. */}
      <p role="status" aria-live="polite" className={progress ? 'font-medium text-foreground' : 'sr-only'}>
        {progress ? progressText(progress) : null}
      </p>
      {failure ? (
        <div role="alert" className="space-y-2 rounded-card border-l-4 border-danger bg-danger-subtle p-3">
          <p className="font-medium text-danger">{failure}</p>
          <p className="text-foreground">{t('credit.center.upload.manual')}</p>
          <ButtonLink to={paths.creditDisputes} variant="secondary">
            {t('credit.center.upload.manualAction')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
};
