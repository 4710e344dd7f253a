import { MAX_LETTER_FILES } from '@debtshield/contracts';
import { useEffect, useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/** The accepted letter files, for the Browse Files picker. */
const LETTER_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export type LetterDropZoneProps = {
  onFiles: (files: File[]) => void;
  browseRef?: Ref<HTMLButtonElement>;
  /** While an analysis runs the letter cannot change. */
  disabled?: boolean;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Take Photo (the phone's camera), drag and drop, and Browse Files (spec 000 §2). Dropping is a
 * shortcut only: both buttons work with the keyboard and a screen reader.
 */
export const LetterDropZone = ({ onFiles, browseRef, disabled = false }: LetterDropZoneProps) => {
  const { t } = useTranslation();
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    // A file dropped just outside the zone must not make the browser leave the page to open it.
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const take = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Cleared so that choosing the same file again still counts as a change.
    input.value = '';
    onFiles(files);
  };

  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-400 bg-white',
      )}
      onDragEnter={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (disabled) return;
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <p className="text-lg font-medium text-slate-900">{dragging ? t('upload.area.dropping') : t('upload.area.drop')}</p>
      <p className="text-slate-700">{t('upload.area.or')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button disabled={disabled} onClick={() => cameraInput.current?.click()}>
          {t('upload.area.takePhoto')}
        </Button>
        <button ref={browseRef} type="button" disabled={disabled} className={buttonClasses('secondary')} onClick={() => fileInput.current?.click()}>
          {t('upload.area.browse')}
        </button>
      </div>
      <p className="text-sm text-slate-700">{t('upload.area.formats')}</p>
      <p className="text-sm text-slate-700">{t('upload.area.multiPage', { max: MAX_LETTER_FILES })}</p>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        aria-label={t('upload.area.photoInput')}
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={fileInput}
        type="file"
        accept={LETTER_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-label={t('upload.area.fileInput')}
        onChange={(event) => take(event.currentTarget)}
      />
    </div>
  );
};
