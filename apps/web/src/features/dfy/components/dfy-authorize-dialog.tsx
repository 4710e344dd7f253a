import { useTranslation } from 'react-i18next';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { DfyAuthorizationForm } from '../../plans';

export type DfyAuthorizeDialogProps = { open: boolean; onClose: () => void; onAuthorized: () => void };

/**
 * The authorization step of /dfy (spec 001 §2.8, §5): one checkbox. Continue stays unavailable
 * (aria-disabled, so it can still be reached and explain itself) until the box is checked;
 * pressing it anyway says 'Please check the authorization box to continue'.
 */
export const DfyAuthorizeDialog = ({ open, onClose, onAuthorized }: DfyAuthorizeDialogProps) => {
  const { t } = useTranslation();

  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('dfy.dialog.title')} closeLabel={t('dfy.dialog.close')}>
      <DfyAuthorizationForm
        labels={{
          authorize: t('dfy.dialog.authorize'),
          needAuthorization: t('dfy.dialog.needAuthorization'),
          cancel: t('dfy.dialog.cancel'),
          continue: t('dfy.dialog.continue'),
        }}
        onCancel={onClose}
        onAuthorized={onAuthorized}
      >
        <p className="text-slate-800">{t('dfy.dialog.text')}</p>
      </DfyAuthorizationForm>
    </AccessibleDialog>
  );
};
