import { Download, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadBlob, fetchLetterPdf } from '../../results';
import { PREVIEW_CHARS } from '../components/letters-step';
import type { Letter } from './center-model';

/** Each recipient's letter: where to send it, a preview, and a download as text and as PDF. */
export const RecipientLetters = ({ letters, headingLevel = 3 }: { letters: Letter[]; headingLevel?: 3 | 4 }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [pdfFailed, setPdfFailed] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  const downloadPdf = async (letter: Letter) => {
    const key = `${letter.recipient}-${letter.kind}`;
    setBusy(key);
    setPdfFailed(null);
    try {
      downloadBlob(await fetchLetterPdf({ content: letter.content }), letter.fileName.replace(/\.txt$/, '') + '.pdf');
    } catch {
      setPdfFailed(key);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      {i18n.language.startsWith('en') ? null : <p className="text-foreground">{t('credit.letters.languageNote')}</p>}
      {letters.map((letter, index) => {
        const key = `${letter.recipient}-${letter.kind}`;
        const headingId = `${id}-${index}`;
        return (
          <section key={key} aria-labelledby={headingId} className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
            <Heading id={headingId} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('credit.center.letters.title', {
                kind: t(`credit.center.letterKinds.${letter.kind}`, { defaultValue: letter.kind }),
                recipient: letter.recipientName,
              })}
            </Heading>
            {letter.address.length > 0 ? (
              <div>
                <p className="font-medium text-foreground">{t('credit.letters.sendTo')}</p>
                <address className="not-italic text-foreground">
                  {letter.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            ) : null}
            {letter.notes.length > 0 ? (
              <ul className="list-disc space-y-1 pl-6 text-caption text-foreground">
                {letter.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
            <div>
              <p id={`${headingId}-preview`} className="font-medium text-foreground">
                {t('credit.letters.preview')}
              </p>
              {/* A scrolling region a keyboard can reach (WCAG 2.1.1): the letter runs longer than the box. */}
              <pre
                role="region"
                tabIndex={0}
                aria-labelledby={`${headingId}-preview`}
                className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-control border border-border bg-background p-3 font-mono text-caption text-foreground"
              >
                {letter.content.slice(0, PREVIEW_CHARS)}
              </pre>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="primary" onClick={() => downloadBlob(new Blob([letter.content], { type: 'text/plain;charset=utf-8' }), letter.fileName)}>
                <Download aria-hidden="true" className="size-5" />
                {t('credit.center.letters.downloadText', { recipient: letter.recipientName })}
              </Button>
              <Button variant="secondary" disabled={busy === key} onClick={() => void downloadPdf(letter)}>
                <Download aria-hidden="true" className="size-5" />
                {t('credit.center.letters.downloadPdf', { recipient: letter.recipientName })}
              </Button>
            </div>
            {pdfFailed === key ? (
              <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
                {t('credit.letters.pdfFailed')}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};
