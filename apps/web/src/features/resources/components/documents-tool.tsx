import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyDisputes, useMyDocuments } from '../api/resources-api';
import { LetterText } from './letter-text';

export const KEEP = ['letters', 'envelopes', 'yourLetters', 'receipts', 'callLog', 'reports', 'payments', 'court'] as const;

/** /tools/documents: the letters the person generated (their disputes) and a checklist of what to keep. */
export const DocumentsTool = () => {
  const { t, i18n } = useTranslation();
  const lettersId = useId();
  const keepId = useId();
  const disputes = useMyDisputes();
  const documents = useMyDocuments();
  const boughtId = useId();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className="space-y-6">
      {documents.data && documents.data.length > 0 && (
        <section aria-labelledby={boughtId} className="space-y-3">
          <h2 id={boughtId} className="text-2xl font-bold text-slate-900">
            {t('resources.documents.boughtHeading')}
          </h2>
          <ul className="space-y-3">
            {documents.data.map((doc) => (
              <li key={doc.id} className="space-y-3 rounded-2xl border border-slate-300 bg-white p-4">
                <details>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
                    {doc.title} · {date(doc.created_at)}
                  </summary>
                  <div className="pt-3">
                    {doc.letter ? <LetterText letter={doc.letter} fileName={`${doc.kind}-letter.txt`} /> : <p>{t('resources.documents.refunded')}</p>}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={lettersId} className="space-y-3">
        <h2 id={lettersId} className="text-2xl font-bold text-slate-900">
          {t('resources.documents.lettersHeading')}
        </h2>
        {disputes.isPending ? (
          <p aria-busy="true">{t('resources.loading')}</p>
        ) : disputes.isError ? (
          <p role="alert" className="text-red-800">
            {t('resources.documents.loadFailed')}
          </p>
        ) : disputes.data.length === 0 ? (
          <p className="text-slate-800">{t('resources.documents.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-300 bg-white">
            {disputes.data.map((d) => (
              <li key={d.dispute_id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span>
                  <span className="block font-semibold text-slate-900">{d.collector_name ?? t('resources.documents.unknownCollector')}</span>
                  <span className="block text-sm text-slate-700">
                    {t(`resources.documents.kind.${d.letter_kind ?? 'other'}`, { defaultValue: t('resources.documents.kind.other') })} · {date(d.created_at)}
                  </span>
                </span>
                {d.analysis_id && (
                  <Link
                    to={`${paths.results}?analysis=${encodeURIComponent(d.analysis_id)}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                  >
                    {t('resources.documents.open')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-700">{t('resources.documents.privacy')}</p>
      </section>
      <section aria-labelledby={keepId} className="space-y-3">
        <h2 id={keepId} className="text-2xl font-bold text-slate-900">
          {t('resources.documents.keepHeading')}
        </h2>
        <ul className="space-y-2">
          {KEEP.map((key) => (
            <li key={key} className="rounded-xl border border-slate-300 bg-white p-4">
              <p className="font-semibold text-slate-900">{t(`resources.documents.keep.${key}.what`)}</p>
              <p className="text-slate-800">{t(`resources.documents.keep.${key}.why`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
