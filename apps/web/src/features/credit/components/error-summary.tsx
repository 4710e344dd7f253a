import { AlertCircle } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SummaryItem = { fieldId: string; message: string };

/** GOV.UK's error summary (docs/design.md, Errors): a heading, then one link per field; focus comes here. */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(({ items }, ref) => {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="credit-error-summary" className="rounded-card border-l-4 border-danger bg-danger-subtle p-4">
      <h2 id="credit-error-summary" className="flex items-center gap-2 text-heading-s font-bold text-danger">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        {t('credit.errors.summary')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              className="font-medium text-danger underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
ErrorSummary.displayName = 'ErrorSummary';
