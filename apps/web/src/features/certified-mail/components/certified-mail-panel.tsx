import type { MailAddress, Mailing } from '@debtshield/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import {
  fetchPdf,
  saveBlob,
  useAdvanceSimulator,
  useCancelMailing,
  useCertifiedMailStatus,
  usePreviewMailing,
  useSendMailing,
} from '../api/certified-mail-api';
import { AddressFields, EMPTY_ADDRESS, toMailAddress, type AddressDraft } from './address-fields';

const Address = ({ address }: { address: MailAddress }) => (
  <address className="not-italic text-slate-900">
    {[address.name, address.company, address.address_line1, address.address_line2, `${address.address_city}, ${address.address_state} ${address.address_zip}`]
      .filter(Boolean)
      .map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
  </address>
);

const formatDate = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', ...(iso.length > 10 ? { timeStyle: 'short' } : { timeZone: 'UTC' }) }).format(
    new Date(iso.length > 10 ? iso : `${iso}T12:00:00Z`),
  );

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
};

/** Step 1: the letter text and, if the user wants, the addresses typed in. */
const PrepareForm = ({ disputeId, text, setText }: { disputeId: string; text: string; setText: (text: string) => void }) => {
  const { t } = useTranslation();
  const preview = usePreviewMailing(disputeId);
  const [ownRecipient, setOwnRecipient] = useState(false);
  const [ownReturn, setOwnReturn] = useState(false);
  const [recipient, setRecipient] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [returnAddress, setReturnAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const ids = { text: useId(), hint: useId(), error: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    preview.mutate({
      ...(text.trim() ? { letter_text: text } : {}),
      ...(ownRecipient ? { recipient: toMailAddress(recipient) } : {}),
      ...(ownReturn ? { return_address: toMailAddress(returnAddress) } : {}),
    });
  };
  return (
    <Section title={t('certifiedMail.prepare.heading')}>
      <form className="space-y-4" onSubmit={submit} noValidate={false}>
        <div className="space-y-1">
          <label htmlFor={ids.text} className="block font-medium text-slate-900">
            {t('certifiedMail.prepare.letterLabel')}
          </label>
          <p id={ids.hint} className="text-sm text-slate-700">
            {t('certifiedMail.prepare.letterHint')}
          </p>
          <textarea
            id={ids.text}
            aria-describedby={`${ids.hint}${preview.isError ? ` ${ids.error}` : ''}`}
            className="min-h-64 w-full rounded-md border border-slate-400 p-3 font-mono text-sm text-slate-900"
            value={text}
            maxLength={30_000}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <label className="flex min-h-touch items-center gap-3 text-slate-900">
          <input type="checkbox" className="size-5" checked={ownRecipient} onChange={(e) => setOwnRecipient(e.target.checked)} />
          {t('certifiedMail.prepare.ownRecipient')}
        </label>
        {ownRecipient && <AddressFields legend={t('certifiedMail.prepare.recipientLegend')} value={recipient} onChange={setRecipient} own={false} />}
        <label className="flex min-h-touch items-center gap-3 text-slate-900">
          <input type="checkbox" className="size-5" checked={ownReturn} onChange={(e) => setOwnReturn(e.target.checked)} />
          {t('certifiedMail.prepare.ownReturn')}
        </label>
        {ownReturn && <AddressFields legend={t('certifiedMail.prepare.returnLegend')} value={returnAddress} onChange={setReturnAddress} own />}
        {preview.isError && (
          <p id={ids.error} role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-red-900">
            {errorMessage(preview.error)}
          </p>
        )}
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? t('certifiedMail.prepare.working') : t('certifiedMail.prepare.submit')}
        </Button>
      </form>
    </Section>
  );
};

/** Step 2: the exact PDF, its fingerprint, both addresses with their sources, the approval. */
const Approve = ({ disputeId, mailing, onChange }: { disputeId: string; mailing: Mailing; onChange: () => void }) => {
  const { t } = useTranslation();
  const send = useSendMailing(disputeId);
  const [approved, setApproved] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const open = async () => {
    setDownloadError(false);
    try {
      saveBlob(await fetchPdf(mailing.pdf_url), 'letter-to-mail.pdf');
    } catch {
      setDownloadError(true);
    }
  };
  return (
    <Section title={t('certifiedMail.preview.heading')}>
      <div className="space-y-1">
        <Button variant="secondary" onClick={() => void open()}>
          {t('certifiedMail.preview.open')}
        </Button>
        <p className="text-sm text-slate-700">{t('certifiedMail.preview.pages', { count: mailing.page_count })}</p>
      </div>
      <dl className="space-y-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">{t('certifiedMail.preview.hash')}</dt>
          <dd className="break-all font-mono text-sm text-slate-900">{mailing.pdf_sha256}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">
            {t('certifiedMail.preview.recipient')} ({t(`certifiedMail.preview.source.${mailing.recipient_source}`)})
          </dt>
          <dd>
            <Address address={mailing.recipient} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">
            {t('certifiedMail.preview.returnAddress')} ({t(`certifiedMail.preview.source.${mailing.return_address_source}`)})
          </dt>
          <dd>
            <Address address={mailing.return_address} />
          </dd>
        </div>
      </dl>
      <label className="flex min-h-touch items-center gap-3 font-medium text-slate-900">
        <input type="checkbox" className="size-5" checked={approved} onChange={(e) => setApproved(e.target.checked)} />
        {t('certifiedMail.preview.approve')}
      </label>
      {send.isError && (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-red-900">
          {errorMessage(send.error)}
        </p>
      )}
      {downloadError && (
        <p role="alert" className="text-red-900">
          {t('certifiedMail.downloadFailed')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!approved || send.isPending}
          onClick={() => send.mutate({ mailing_id: mailing.id, approved_pdf_sha256: mailing.pdf_sha256, approved: true })}
        >
          {send.isPending ? t('certifiedMail.preview.mailing') : t('certifiedMail.preview.mail')}
        </Button>
        <Button variant="ghost" onClick={onChange}>
          {t('certifiedMail.preview.change')}
        </Button>
      </div>
    </Section>
  );
};

/** Step 3: where the letter is, every USPS scan, and the evidence pack. */
const Tracking = ({ disputeId, mailing, simulated }: { disputeId: string; mailing: Mailing; simulated: boolean }) => {
  const { t, i18n } = useTranslation();
  const advance = useAdvanceSimulator(disputeId);
  const cancel = useCancelMailing(disputeId);
  const moving = !['delivered', 'returned_to_sender', 'canceled'].includes(mailing.status);
  const [downloadError, setDownloadError] = useState(false);
  const download = async () => {
    setDownloadError(false);
    try {
      saveBlob(await fetchPdf(mailing.evidence_url ?? ''), `certified-mail-evidence-${mailing.id.slice(0, 8)}.pdf`);
    } catch {
      setDownloadError(true);
    }
  };
  return (
    <Section title={t('certifiedMail.tracking.heading')}>
      <p className="font-semibold text-slate-900" role="status">
        {t(`certifiedMail.tracking.status.${mailing.status}`)}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {mailing.tracking_number && (
          <div>
            <dt className="text-sm font-medium text-slate-700">{t('certifiedMail.tracking.trackingNumber')}</dt>
            <dd className="font-mono text-slate-900">{mailing.tracking_number}</dd>
          </div>
        )}
        {mailing.expected_delivery_date && !mailing.delivered_on && (
          <div>
            <dt className="text-sm font-medium text-slate-700">{t('certifiedMail.tracking.expected')}</dt>
            <dd className="text-slate-900">{formatDate(mailing.expected_delivery_date, i18n.language)}</dd>
          </div>
        )}
      </dl>
      {mailing.delivered_on && (
        <p className="rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
          {t('certifiedMail.tracking.delivered', { date: formatDate(mailing.delivered_on, i18n.language) })}
        </p>
      )}
      {mailing.returned_on && (
        <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">
          {t('certifiedMail.tracking.returned', { date: formatDate(mailing.returned_on, i18n.language) })}
        </p>
      )}
      {mailing.events.length === 0 ? (
        <p className="text-slate-700">{t('certifiedMail.tracking.noEvents')}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-slate-300 pl-4">
          {mailing.events.map((e) => (
            <li key={e.id}>
              <p className="font-semibold text-slate-900">
                {e.name}
                {e.action_required && (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('certifiedMail.tracking.actionRequired')}</span>
                )}
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={e.occurred_at}>{formatDate(e.occurred_at, i18n.language)}</time>
                {e.location ? ` · ${e.location}` : ''}
              </p>
              {e.description && <p className="text-sm text-slate-800">{e.description}</p>}
            </li>
          ))}
        </ol>
      )}
      {mailing.status === 'submitted' && (
        <div className="space-y-1">
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate({ mailing_id: mailing.id })}>
            {t('certifiedMail.tracking.cancel')}
          </Button>
          <p className="text-sm text-slate-700">{t('certifiedMail.tracking.cancelHint')}</p>
          {cancel.isError && (
            <p role="alert" className="text-red-900">
              {errorMessage(cancel.error)}
            </p>
          )}
        </div>
      )}
      {simulated && moving && (
        <div className="space-y-1">
          <Button variant="ghost" disabled={advance.isPending} onClick={() => advance.mutate(24)}>
            {t('certifiedMail.tracking.simulateDay')}
          </Button>
          <p className="text-sm text-slate-700">{t('certifiedMail.tracking.simulateHint')}</p>
        </div>
      )}
      {mailing.evidence_url && (
        <div className="space-y-1">
          <Button variant="secondary" onClick={() => void download()}>
            {t('certifiedMail.tracking.evidence')}
          </Button>
          <p className="text-sm text-slate-700">{t('certifiedMail.tracking.evidenceHint')}</p>
          {downloadError && (
            <p role="alert" className="text-red-900">
              {t('certifiedMail.downloadFailed')}
            </p>
          )}
        </div>
      )}
    </Section>
  );
};

/**
 * "Mail it for me" on a dispute (issue 15, decision 011): prepare the letter, check the exact PDF
 * and its fingerprint with both addresses and where they came from, approve it, mail it by USPS
 * certified mail with return receipt, then follow every scan and keep the evidence pack. Done-for-you
 * purchasers only (the server decides; this shows what it says). `initialLetterText` pre-fills the
 * letter when the page that shows the panel has it.
 */
export const CertifiedMailPanel = ({ disputeId, initialLetterText = '' }: { disputeId: string; initialLetterText?: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useCertifiedMailStatus(disputeId);
  const mailing = status.data?.mailing ?? null;
  const [editing, setEditing] = useState(false);
  // The letter's text outlives the form: "Change the letter" comes back to what was prepared.
  const [text, setText] = useState(initialLetterText);
  // A new preview (the answer to "Prepare") ends editing.
  const previewId = mailing?.status === 'previewed' ? mailing.id : null;
  useEffect(() => setEditing(false), [previewId]);

  let body: React.ReactNode;
  if (status.isPending) body = <p className="text-slate-700">{t('certifiedMail.loading')}</p>;
  else if (status.isError)
    body = (
      <div className="space-y-2" role="alert">
        <p className="text-red-900">{t('certifiedMail.loadFailed')}</p>
        <p className="text-slate-800">{errorMessage(status.error)}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('certifiedMail.retry')}
        </Button>
      </div>
    );
  else {
    const { mail_mode, access } = status.data;
    const sent = mailing && mailing.status !== 'previewed';
    const again = !sent || mailing.status === 'returned_to_sender';
    if (mail_mode === 'disabled' && !sent) body = <p className="text-slate-800">{t('certifiedMail.disabled')}</p>;
    else if (!access.purchased && !sent)
      body = (
        <div className="space-y-3">
          <p className="text-slate-800">{t('certifiedMail.notPurchased.text')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`${paths.payment}?product=dfy`}>{t('certifiedMail.notPurchased.buy')}</ButtonLink>
            <ButtonLink to={paths.dfy} variant="ghost">
              {t('certifiedMail.notPurchased.learn')}
            </ButtonLink>
          </div>
        </div>
      );
    else
      body = (
        <div className="space-y-6">
          {mail_mode === 'simulator' && <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">{t('certifiedMail.simulated')}</p>}
          {access.purchased && again && (
            <p className="text-slate-700">{t('certifiedMail.lettersLeft', { count: Math.max(0, access.letters_included - access.letters_used) })}</p>
          )}
          {sent && <Tracking disputeId={disputeId} mailing={mailing} simulated={mail_mode === 'simulator' && mailing.simulated} />}
          {again && mail_mode !== 'disabled' && access.purchased && (mailing?.status !== 'previewed' || editing) && (
            <PrepareForm disputeId={disputeId} text={text} setText={setText} />
          )}
          {mailing?.status === 'previewed' && !editing && (
            <Approve key={mailing.id} disputeId={disputeId} mailing={mailing} onChange={() => setEditing(true)} />
          )}
        </div>
      );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-300 bg-white p-5 sm:p-6">
      <header className="space-y-1">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('certifiedMail.heading')}
        </h2>
        <p className="text-slate-700">{t('certifiedMail.lead')}</p>
      </header>
      {body}
    </section>
  );
};
