import type { Letter } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { firstParagraph, formatIsoDate } from '../utils/format-values';

export type LetterPreviewProps = {
  letter: Letter;
  /** No full-letter access: the first paragraph, a blurred stand-in and the unlock button. */
  locked: boolean;
  onUnlock: () => void;
};

/** Widths of the blurred stand-in lines (classes, not inline styles: the CSP forbids those). */
const BLUR_LINES = ['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-full', 'w-9/12', 'w-full', 'w-8/12'] as const;

/**
 * The letter. When it is a preview the server has sent only its first paragraph: the blur below it
 * is a cosmetic stand-in made of empty bars, not hidden text.
 */
export const LetterPreview = ({ letter, locked, onUnlock }: LetterPreviewProps) => {
  const { t, i18n } = useTranslation();
  // The letter goes to a US collector in English (packages/letters has no other language): say why to a reader of another language.
  const englishNote = i18n.language !== 'en' && <p className="text-slate-800">{t('results.letter.englishNote')}</p>;
  if (locked) {
    return (
      <div className="space-y-4">
        {englishNote}
        {letter.subject && (
          <p lang="en" className="font-semibold text-slate-900">
            {letter.subject}
          </p>
        )}
        <p lang="en" className="whitespace-pre-wrap break-words font-serif text-slate-900">
          {firstParagraph(letter.content)}
        </p>
        <div aria-hidden="true" className="pointer-events-none space-y-3 blur-sm select-none">
          {BLUR_LINES.map((width, index) => (
            <div key={index} className={`h-3 rounded bg-slate-300 ${width}`} />
          ))}
        </div>
        <p className="font-medium text-slate-900">{t('results.letter.continues')}</p>
        <Button onClick={onUnlock}>{t('results.letter.unlock')}</Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {englishNote}
      {letter.subject && (
        <p lang="en" className="font-semibold text-slate-900">
          {letter.subject}
        </p>
      )}
      <div
        lang="en"
        className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4"
        tabIndex={0}
        role="region"
        aria-label={letter.subject || t('results.letter.title')}
      >
        <p className="whitespace-pre-wrap break-words font-serif text-slate-900">{letter.content}</p>
      </div>
      {letter.follow_up_date && <p className="text-slate-800">{t('results.letter.followUp', { date: formatIsoDate(letter.follow_up_date, i18n.language) })}</p>}
      {letter.notes.length > 0 && (
        <>
          <h3 className="font-semibold text-slate-900">{t('results.letter.notes')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {letter.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
};
