import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export type CheckoutEmailProps = {
  value: string;
  onChange: (value: string) => void;
  /** The 3-second tooltip under the box ('Please enter your email first - …'). */
  tooltip: string | null;
  inputRef: Ref<HTMLInputElement>;
  /** Marked after a checkout was refused for it, until it is filled in (the tooltip itself goes after 3 seconds). */
  invalid?: boolean;
  disabled?: boolean;
};

/** The checkout email box (spec 000 §2, §5): labelled, kept in session storage by the page, with a tooltip when it is missing. */
export const CheckoutEmail = ({ value, onChange, tooltip, inputRef, invalid, disabled }: CheckoutEmailProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const tooltipId = useId();
  return (
    <div className="relative space-y-1">
      <label htmlFor={inputId} className="block font-medium text-slate-900">
        {t('payment.email.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={tooltip || invalid ? true : undefined}
        aria-describedby={`${hintId} ${tooltipId}`}
        className={cn(
          'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 disabled:bg-slate-100',
          tooltip || invalid ? 'border-2 border-red-700' : 'border-slate-500',
        )}
      />
      <p id={hintId} className="text-sm text-slate-700">
        {t('payment.email.hint')}
      </p>
      <div id={tooltipId} role="alert" className={tooltip ? 'absolute left-0 right-0 top-full z-10 mt-1' : 'sr-only'}>
        {tooltip ? (
          <p className="relative rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white shadow-lg">
            <span aria-hidden="true" className="absolute -top-1.5 left-6 h-3 w-3 rotate-45 bg-slate-900" />
            <span className="relative">{tooltip}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
};
