import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from '../../results';

/** A letter the tracker wrote, readable in a scrollable region named by its title. */
export const LetterText = ({ title, content }: { title: string; content: string }) => {
  const id = useId();
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <pre
        role="region"
        tabIndex={0}
        aria-labelledby={id}
        className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {content}
      </pre>
    </div>
  );
};

/** The letter as a text file to print and sign. */
export const DownloadLetterButton = ({ kind, content }: { kind: string; content: string }) => {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => downloadBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), `${kind}.txt`)}>
      <FileText aria-hidden="true" className="size-5" />
      {t('tracker.reply.download')}
    </Button>
  );
};
