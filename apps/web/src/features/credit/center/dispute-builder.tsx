import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { ErrorSummary, type SummaryItem } from '../components/error-summary';
import { fieldClasses, hintClasses, labelClasses } from '../components/field-classes';
import { createDispute, type DisputeDraft } from './center-api';
import { BUREAUS, type Analysis, type Bureau, type Letter } from './center-model';

type Field = 'findings' | 'bureaus' | 'name' | 'address' | 'cityStateZip' | 'ssnLast4' | 'accepted';
const FIELD_IDS: Record<Field, string> = {
  findings: 'center-findings-summary',
  bureaus: 'center-bureau-equifax',
  name: 'center-name',
  address: 'center-address',
  cityStateZip: 'center-city-state-zip',
  ssnLast4: 'center-ssn-last4',
  accepted: 'center-legal-notice',
};

type Props = {
  analysis: Analysis;
  selected: string[];
  answers: Record<string, string>;
  confirmations: DisputeDraft['confirmations'];
  onCreated: (letters: Letter[], disputeId: string) => void;
};

/**
 * Choose the recipients (the bureaus, and the furnisher directly under FCRA 623), give the details the
 * letters print, accept the legal notice, and get one letter per recipient. The dispute is stored so
 * its clocks can be tracked.
 */
export const DisputeBuilder = ({ analysis, selected, answers, confirmations, onCreated }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [bureaus, setBureaus] = useState<Bureau[]>(analysis.bureau ? [analysis.bureau] : []);
  const [furnisher, setFurnisher] = useState(false);
  const [info, setInfo] = useState({ name: '', address: '', cityStateZip: '', ssnLast4: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (selected.length === 0) found.findings = t('credit.errors.noErrors');
    if (bureaus.length === 0 && !furnisher) found.bureaus = t('credit.center.builder.noRecipient');
    for (const field of ['name', 'address', 'cityStateZip'] as const) if (!info[field].trim()) found[field] = t('credit.errors.missingInfo');
    if (!/^\d{0,4}$/.test(info.ssnLast4.trim())) found.ssnLast4 = t('credit.errors.ssnLast4');
    if (!accepted) found.accepted = t('credit.errors.legalNotice');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    const seen = new Set<string>();
    const items = (Object.keys(FIELD_IDS) as Field[]).flatMap((field) => {
      const message = found[field];
      if (!message || seen.has(message)) return [];
      seen.add(message);
      return [{ fieldId: FIELD_IDS[field], message }];
    });
    setSummary(items);
    if (items.length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setPending(true);
    try {
      const result = await createDispute({
        reportId: analysis.reportId,
        findings: selected,
        bureaus,
        furnisher,
        confirmations,
        answers,
        userInfo: { name: info.name.trim(), address: info.address.trim(), cityStateZip: info.cityStateZip.trim(), ssnLast4: info.ssnLast4.trim() },
      });
      onCreated(result.letters, result.disputeId);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const errId = (field: Field) => `${FIELD_IDS[field]}-error`;
  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? errId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const text = (
    field: 'name' | 'address' | 'cityStateZip' | 'ssnLast4',
    autoComplete: string,
    extra: { inputMode?: 'numeric'; maxLength?: number; hint?: string } = {},
  ) => (
    <div className="space-y-1">
      <label htmlFor={FIELD_IDS[field]} className={labelClasses}>
        {t(`credit.plan.${field}`)}
      </label>
      {extra.hint ? (
        <p id={`${FIELD_IDS[field]}-hint`} className={hintClasses}>
          {extra.hint}
        </p>
      ) : null}
      <FieldError id={errId(field)} message={errors[field]} />
      <input
        id={FIELD_IDS[field]}
        type="text"
        autoComplete={autoComplete}
        inputMode={extra.inputMode}
        maxLength={extra.maxLength ?? 300}
        required={field !== 'ssnLast4'}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, extra.hint ? `${FIELD_IDS[field]}-hint` : undefined)}
        className={`${fieldClasses} min-h-touch`}
        value={info[field]}
        onChange={(event) => setInfo((current) => ({ ...current, [field]: event.target.value }))}
      />
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      <h3 id={`${id}-heading`} className="text-heading-s font-bold text-foreground">
        {t('credit.center.builder.heading')}
      </h3>
      <ErrorSummary ref={summaryRef} items={summary} />
      <p id={FIELD_IDS.findings} tabIndex={-1} className="text-foreground">
        {t('credit.center.builder.chosen', { count: selected.length })}
      </p>
      <FieldError id={errId('findings')} message={errors.findings} />

      <fieldset aria-describedby={describedBy('bureaus', `${id}-recipients-hint`)} className="space-y-1">
        <legend className="font-bold text-foreground">{t('credit.center.builder.recipients')}</legend>
        <p id={`${id}-recipients-hint`} className={hintClasses}>
          {t('credit.center.builder.recipientsHint')}
        </p>
        <FieldError id={errId('bureaus')} message={errors.bureaus} />
        {BUREAUS.map((bureau) => (
          <label key={bureau} className="flex min-h-touch cursor-pointer items-center gap-3">
            <input
              id={`center-bureau-${bureau}`}
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={bureaus.includes(bureau)}
              onChange={(event) => setBureaus((current) => (event.target.checked ? [...current, bureau] : current.filter((b) => b !== bureau)))}
            />
            <span className="text-foreground">{t(`credit.plan.bureau.${bureau}`)}</span>
          </label>
        ))}
        <label className="flex min-h-touch cursor-pointer items-center gap-3">
          <input
            id="center-furnisher"
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={furnisher}
            onChange={(event) => setFurnisher(event.target.checked)}
          />
          <span className="text-foreground">{t('credit.center.builder.furnisher')}</span>
        </label>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'name')}
        {text('address', 'street-address')}
        {text('cityStateZip', 'address-level2')}
        {text('ssnLast4', 'off', { inputMode: 'numeric', maxLength: 4, hint: t('credit.plan.ssnHint') })}
      </div>

      <div className="space-y-1">
        <FieldError id={errId('accepted')} message={errors.accepted} />
        <label className="flex cursor-pointer items-start gap-3">
          <input
            id={FIELD_IDS.accepted}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            aria-invalid={errors.accepted ? true : undefined}
            aria-describedby={describedBy('accepted')}
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <span className="text-foreground">{t('credit.center.builder.legalNotice')}</span>
        </label>
      </div>

      {failure ? (
        <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="w-full sm:w-auto">
        {pending ? t('credit.plan.generating') : t('credit.center.builder.submit')}
      </Button>
    </form>
  );
};
