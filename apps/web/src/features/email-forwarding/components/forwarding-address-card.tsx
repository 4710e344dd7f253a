import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSignedIn } from '../../../lib/session';
import { useForwardingAddress } from '../api/forwarding-api';
import { useCopyText } from '../hooks/use-copy-text';

const selectAll = (element: HTMLElement | null) => {
  if (!element) return;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
};

/** The address with its copy button and an aria-live status ('Copied', or how to copy by hand). */
const AddressWithCopy = ({ address }: { address: string }) => {
  const { t } = useTranslation();
  const { state, copy } = useCopyText();
  const addressRef = useRef<HTMLElement | null>(null);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={addressRef}
          className="block min-w-0 flex-1 select-all break-all rounded-md border border-slate-400 bg-slate-50 px-3 py-2.5 font-mono text-base text-slate-900"
        >
          {address}
        </code>
        <Button
          variant="secondary"
          className="shrink-0"
          onClick={() => {
            // Without the clipboard the address is selected, ready for the person to copy.
            void copy(address).then((copied) => {
              if (!copied) selectAll(addressRef.current);
            });
          }}
        >
          {t('emailForwarding.address.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-6 font-medium text-slate-900">
        {state === 'copied' ? t('emailForwarding.address.copied') : state === 'failed' ? t('emailForwarding.address.copyFailed') : ''}
      </p>
    </div>
  );
};

/**
 * Spec 001 §2.11: the forwarding address with a copy button. Signed in: the user's own address
 * from the API. Signed out (or a session the server no longer accepts): a prompt to sign in.
 */
export const ForwardingAddressCard = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = useSignedIn();
  const query = useForwardingAddress(signedIn);
  const address = signedIn ? (query.data?.address ?? null) : null;

  let body;
  if (signedIn && query.isPending) {
    body = (
      <p role="status" className="text-slate-800">
        {t('emailForwarding.address.loading')}
      </p>
    );
  } else if (signedIn && query.isError) {
    body = (
      <div className="space-y-3">
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
          {t('emailForwarding.address.error')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('emailForwarding.address.retry')}
        </Button>
      </div>
    );
  } else if (address) {
    body = (
      <>
        <p className="text-slate-800">{t('emailForwarding.address.label')}</p>
        <AddressWithCopy address={address} />
      </>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-slate-800">{t('emailForwarding.address.signInPrompt')}</p>
        <ButtonLink to={paths.login} state={{ from: paths.emailForwarding }} className="w-full sm:w-auto">
          {t('emailForwarding.address.signIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-300 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('emailForwarding.address.heading')}
      </h2>
      {body}
    </section>
  );
};
