import { CREDIT_BUREAUS, type CreditLetter } from '@debtshield/contracts';
import { Download, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadBlob, fetchLetterPdf } from '../../results';

/** Characters of each letter shown before the download (spec 001 §2.6, §9). */
export const PREVIEW_CHARS = 500;

const NEXT_STEPS = ['print', 'mail', 'copies', 'wait'] as const;

/** Step 3: each bureau's letter, its address, a 500-character preview, a .txt and a PDF download, then the next steps. */
export const LettersStep = ({ letters, onStartOver }: { letters: Partial<Record<string, CreditLetter>>; onStartOver: () => void }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [pdfFailed, setPdfFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const downloadPdf = async (letter: CreditLetter) => {
    setBusy(letter.bureau);
    setPdfFailed(null);
    try {
      downloadBlob(await fetchLetterPdf({ content: letter.content }), letter.file_name.replace(/\.txt$/, '.pdf'));
    } catch {
      setPdfFailed(letter.bureau);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      {i18n.language.startsWith('en') ? null : <p className="text-foreground">{t('credit.letters.languageNote')}</p>}
      {CREDIT_BUREAUS.map((bureau) => {
        const letter = letters[bureau];
        if (!letter) return null;
        const name = t(`credit.plan.bureau.${bureau}`);
        return (
          <section key={bureau} aria-labelledby={`${id}-${bureau}`} className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
            <h3 id={`${id}-${bureau}`} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {name}
            </h3>
            <div>
              <p className="font-medium text-foreground">{t('credit.letters.sendTo')}</p>
              <address className="not-italic text-foreground">
                {letter.bureau_address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
            <div>
              <p id={`${id}-${bureau}-preview`} className="font-medium text-foreground">
                {t('credit.letters.preview')}
              </p>
              <pre
                aria-labelledby={`${id}-${bureau}-preview`}
                className="mt-1 whitespace-pre-wrap break-words rounded-control border border-border bg-background p-3 font-mono text-caption text-foreground"
              >
                {letter.content.slice(0, PREVIEW_CHARS)}
              </pre>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="primary" onClick={() => downloadBlob(new Blob([letter.content], { type: 'text/plain;charset=utf-8' }), letter.file_name)}>
                <Download aria-hidden="true" className="size-5" />
                {t('credit.letters.downloadText', { bureau: name })}
              </Button>
              <Button variant="secondary" disabled={busy === bureau} onClick={() => void downloadPdf(letter)}>
                <Download aria-hidden="true" className="size-5" />
                {t('credit.letters.downloadPdf', { bureau: name })}
              </Button>
            </div>
            {pdfFailed === bureau ? (
              <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
                {t('credit.letters.pdfFailed')}
              </p>
            ) : null}
          </section>
        );
      })}

      <section aria-labelledby={`${id}-next`} className="space-y-2 rounded-card border border-border bg-surface p-4 sm:p-5">
        <h3 id={`${id}-next`} className="text-heading-s font-bold text-foreground">
          {t('credit.letters.nextHeading')}
        </h3>
        <ol className="list-decimal space-y-1 pl-6 text-foreground">
          {NEXT_STEPS.map((line) => (
            <li key={line}>{t(`credit.letters.next.${line}`)}</li>
          ))}
        </ol>
      </section>
      <Button variant="ghost" onClick={onStartOver}>
        {t('credit.letters.startOver')}
      </Button>
    </div>
  );
};
