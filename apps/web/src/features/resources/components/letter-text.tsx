import type { Letter } from '@debtshield/contracts';
import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from '../../results';

/** A letter as text, with copy and download, and its notes for the person (never part of the letter). */
export const LetterText = ({ letter, fileName }: { letter: Letter; fileName: string }) => {
  const { t } = useTranslation();
  const notesId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(letter.content).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" className="size-5" />
          {t('resources.letter.copy')}
        </Button>
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([letter.content], { type: 'text/plain;charset=utf-8' }), fileName)}>
          <Download aria-hidden="true" className="size-5" />
          {t('resources.letter.download')}
        </Button>
        <p role="status" className="self-center text-sm font-medium text-emerald-800">
          {copied ? t('resources.letter.copied') : ''}
        </p>
      </div>
      <pre className="max-w-full overflow-x-auto whitespace-pre-wrap break-words rounded-2xl border border-slate-300 bg-white p-5 font-serif text-base leading-relaxed text-slate-900">
        {letter.content}
      </pre>
      {letter.notes.length > 0 && (
        <section aria-labelledby={notesId} className="space-y-2 rounded-2xl bg-slate-100 p-5">
          <h2 id={notesId} className="text-lg font-semibold text-slate-900">
            {t('resources.letter.notes')}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {letter.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};
