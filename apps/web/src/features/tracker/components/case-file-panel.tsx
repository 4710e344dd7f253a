import { Download, FolderLock, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../results';
import { fetchCaseFile, useCaseFiles, useDeleteCaseFile } from '../api/case-file-api';
import { readableDate } from './dispute-card';

const sizeText = (bytes: number, lang: string) =>
  bytes >= 1024 * 1024
    ? `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
    : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The dispute's case file (issue 15): the originals the person chose to keep with a reply, encrypted
 * on the server, each with its date, size and fingerprint (SHA-256, to check a copy), to download or
 * delete for good (asked twice). Hidden when the server keeps no files and nothing was kept.
 */
export const CaseFilePanel = ({ disputeId, className }: { disputeId: string; className?: string }) => {
  const { t, i18n } = useTranslation();
  const files = useCaseFiles(disputeId);
  const remove = useDeleteCaseFile(disputeId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  const list = files.data?.files ?? [];
  if (!files.data || (!files.data.available && list.length === 0)) return null;

  const download = async (fileId: string, name: string) => {
    setProblem(null);
    try {
      downloadBlob(await fetchCaseFile(disputeId, fileId), name);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const erase = (fileId: string, name: string) => {
    setProblem(null);
    remove.mutate(fileId, {
      onSuccess: () => {
        setConfirming(null);
        setStatus(t('tracker.caseFile.deleted', { name }));
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <section aria-labelledby={headingId} className={cn('space-y-3', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <FolderLock aria-hidden="true" className="size-6" />
        {t('tracker.caseFile.heading')}
      </h2>
      <p className="text-slate-800">{t('tracker.caseFile.intro')}</p>
      {list.length === 0 ? <p className="text-slate-800">{t('tracker.caseFile.empty')}</p> : null}
      <ul className="space-y-3">
        {list.map((f) => (
          <li key={f.id} className="space-y-2 rounded-xl border border-slate-200 p-3">
            <p className="font-medium break-all text-slate-900">{f.file_name}</p>
            <p className="text-sm text-slate-800">
              {t('tracker.caseFile.meta', { date: readableDate(f.created_at.slice(0, 10), i18n.language), size: sizeText(f.size_bytes, i18n.language) })}
            </p>
            <p className="text-sm break-all text-slate-800">
              {t('tracker.caseFile.fingerprint')} <span className="font-mono">{f.sha256}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-label={t('tracker.caseFile.downloadNamed', { name: f.file_name })}
                onClick={() => void download(f.id, f.file_name)}
              >
                <Download aria-hidden="true" className="size-5" />
                {t('tracker.caseFile.download')}
              </Button>
              {confirming === f.id ? (
                <>
                  <Button
                    variant="danger"
                    aria-label={t('tracker.caseFile.confirmDeleteNamed', { name: f.file_name })}
                    disabled={remove.isPending}
                    onClick={() => erase(f.id, f.file_name)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                    {t('tracker.caseFile.confirmDelete')}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(null)}>
                    {t('tracker.caseFile.keep')}
                  </Button>
                </>
              ) : (
                <Button variant="ghost" aria-label={t('tracker.caseFile.deleteNamed', { name: f.file_name })} onClick={() => setConfirming(f.id)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  {t('tracker.caseFile.delete')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div role="status">{status ? <p className="text-slate-900">{status}</p> : null}</div>
      {problem ? (
        <p role="alert" className="text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  );
};
