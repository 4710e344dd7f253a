import { DFY_MAX_LETTERS, DFY_MIN_LETTERS, dfyPriceCents, formatUsd } from '@debtshield/plans';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/select-field';
import { DfyTierList } from '../../plans/components/dfy-tier-list';

const COUNTS = Array.from({ length: DFY_MAX_LETTERS - DFY_MIN_LETTERS + 1 }, (_, index) => DFY_MIN_LETTERS + index);

export type DfyDetailsDialogProps = {
  open: boolean;
  onClose: () => void;
  initialCount: number;
  onConfirm: (letterCount: number) => void;
};

/**
 * The done-for-you details (spec 000 §2, §5): how many letters (1 to 10), the price for that many
 * (from the catalogue's tiers), and the authorization to prepare and send letters on the person's
 * behalf. Continue stays unavailable until the box is checked; pressing it anyway says why.
 */
export const DfyDetailsDialog = ({ open, onClose, initialCount, onConfirm }: DfyDetailsDialogProps) => {
  const { t } = useTranslation();
  const [count, setCount] = useState(initialCount);
  const [authorized, setAuthorized] = useState(false);
  const [refused, setRefused] = useState(false);
  const checkboxId = useId();
  const priceId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    setCount(initialCount);
    setAuthorized(false);
    setRefused(false);
  }, [open, initialCount]);

  const priceCents = dfyPriceCents(count);
  const showRefusal = refused && !authorized;

  const submit = () => {
    if (!authorized) {
      setRefused(true);
      return;
    }
    onConfirm(count);
  };

  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('payment.dfy.title')} closeLabel={t('payment.dfy.close')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={t('payment.dfy.countLabel')}
          value={String(count)}
          onChange={(event) => setCount(Number(event.target.value))}
          options={COUNTS.map((value) => ({ value: String(value), label: String(value) }))}
          aria-describedby={priceId}
          className="flex-wrap"
        />
        <p id={priceId} aria-live="polite" className="text-lg font-semibold text-slate-900">
          {priceCents === undefined ? '' : t('payment.dfy.yourPrice', { price: formatUsd(priceCents) })}
        </p>
        <DfyTierList />
        <div className={cn('flex items-start gap-3 rounded-lg border p-3', showRefusal ? 'border-red-700' : 'border-slate-300')}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={authorized}
            onChange={(event) => setAuthorized(event.target.checked)}
            aria-invalid={showRefusal ? true : undefined}
            aria-describedby={errorId}
            className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
          />
          <label htmlFor={checkboxId} className="text-slate-900">
            {t('payment.dfy.authorize')}
          </label>
        </div>
        <div id={errorId} role="alert" className={showRefusal ? undefined : 'sr-only'}>
          {showRefusal ? <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">{t('payment.dfy.needAuthorization')}</p> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('payment.dfy.cancel')}
          </Button>
          {/* aria-disabled rather than disabled: the button stays reachable and explains itself when pressed. */}
          <Button type="submit" aria-disabled={!authorized} className={cn(!authorized && 'cursor-not-allowed opacity-60')}>
            {t('payment.dfy.continue')}
          </Button>
        </div>
      </form>
    </AccessibleDialog>
  );
};
