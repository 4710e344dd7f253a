import { DFY_MAX_LETTERS, DFY_MIN_LETTERS, dfyPriceCents, formatUsd } from '@debtshield/plans';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { DfyAuthorizationForm } from '../../plans';
import { DfyTierList } from '../../plans';

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
  const priceId = useId();

  useEffect(() => {
    if (!open) return;
    setCount(initialCount);
  }, [open, initialCount]);

  const priceCents = dfyPriceCents(count);

  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('payment.dfy.title')} closeLabel={t('payment.dfy.close')}>
      <DfyAuthorizationForm
        labels={{
          authorize: t('payment.dfy.authorize'),
          needAuthorization: t('payment.dfy.needAuthorization'),
          cancel: t('payment.dfy.cancel'),
          continue: t('payment.dfy.continue'),
        }}
        onCancel={onClose}
        onAuthorized={() => onConfirm(count)}
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
      </DfyAuthorizationForm>
    </AccessibleDialog>
  );
};
