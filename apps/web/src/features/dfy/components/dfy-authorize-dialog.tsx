import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

export type DfyAuthorizeDialogProps = { open: boolean; onClose: () => void; onAuthorized: () => void };

/**
 * The authorization step of /dfy (spec 001 §2.8, §5): one checkbox. Continue stays unavailable
 * (aria-disabled, so it can still be reached and explain itself) until the box is checked;
 * pressing it anyway says 'Please check the authorization box to continue'.
 */
export const DfyAuthorizeDialog = ({ open, onClose, onAuthorized }: DfyAuthorizeDialogProps) => {
  const { t } = useTranslation();
  const [authorized, setAuthorized] = useState(false);
  const [refused, setRefused] = useState(false);
  const checkboxId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    setAuthorized(false);
    setRefused(false);
  }, [open]);

  const showRefusal = refused && !authorized;

  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('dfy.dialog.title')} closeLabel={t('dfy.dialog.close')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!authorized) {
            setRefused(true);
            return;
          }
          onAuthorized();
        }}
      >
        <p className="text-slate-800">{t('dfy.dialog.text')}</p>
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
            {t('dfy.dialog.authorize')}
          </label>
        </div>
        <div id={errorId} role="alert" className={showRefusal ? undefined : 'sr-only'}>
          {showRefusal ? <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">{t('dfy.dialog.needAuthorization')}</p> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('dfy.dialog.cancel')}
          </Button>
          <Button type="submit" aria-disabled={!authorized} className={cn(!authorized && 'cursor-not-allowed opacity-60')}>
            {t('dfy.dialog.continue')}
          </Button>
        </div>
      </form>
    </AccessibleDialog>
  );
};
