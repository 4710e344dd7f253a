import { Paperclip } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button';
import { cn } from './cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  id: string;
  /** The field's name, read with the input (its label). */
  label: string;
  onFile: (file: File | null) => void;
  className?: string;
  /** Between the label and the control: a hint, an error. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file input whose words are the app's, in the reader's language: the browser's own control writes
 * "Choose File / No file chosen" in the browser's language, whatever the page's. The input stays the
 * real one (labelled, keyboard-focusable, drop target for tests and assistive technology); the words
 * beside it say which file was chosen.
 */
export const FileField = ({ id, label, onFile, className, children, ref, ...input }: Props) => {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className={cn('space-y-1', className)}>
      <label id={`${id}-label`} htmlFor={id} className="block font-medium text-foreground">
        {label}
      </label>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <span className="relative inline-flex">
          {/* The real input covers the button: a click or a tap on it opens the file picker. */}
          <input
            {...input}
            ref={ref}
            id={id}
            type="file"
            // Its name says both what to give and the words on the button (WCAG 2.5.3); the chosen file is its description.
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={[input['aria-describedby'], `${id}-chosen`].filter(Boolean).join(' ')}
            className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setName(file?.name ?? null);
              onFile(file);
            }}
          />
          <span
            aria-hidden="true"
            className={cn(buttonClasses('secondary'), 'peer-focus-visible:[outline:3px_solid_var(--color-ring)] peer-focus-visible:[outline-offset:2px]')}
          >
            <Paperclip className="size-5" />
            <span id={`${id}-choose`}>{t('ui.file.choose')}</span>
          </span>
        </span>
        <span id={`${id}-chosen`} className="min-w-0 text-foreground [overflow-wrap:anywhere]" aria-live="polite">
          {name ?? t('ui.file.none')}
        </span>
      </div>
    </div>
  );
};
