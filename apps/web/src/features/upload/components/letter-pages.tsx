import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { FlowType } from '@debtshield/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import type { LetterPage } from '../hooks/use-letter-pages';
import { isPdf } from '../lib/validate-letter-files';
import { PageThumbnail } from './page-thumbnail';

type PendingFocus = { kind: 'move'; id: string; offset: -1 | 1 } | { kind: 'remove'; index: number };

export type LetterPagesProps = {
  pages: readonly LetterPage[];
  flow: FlowType;
  /** While an analysis runs the letter cannot change. */
  disabled?: boolean;
  onMove: (id: string, offset: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** Tells assistive technology what changed (a polite live region of the page). */
  announce: (message: string) => void;
  /** Where focus goes when the last file is removed. */
  focusEmpty: () => void;
};

/** 44 × 44 px: three fit side by side in a half-width card on a 360 px screen. */
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg border border-brand-700 bg-white text-lg font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The chosen letter: photos as numbered pages in upload order, each with buttons to move it up or
 * down and to remove it (keyboard operable, focus kept on the moved page); a PDF as one file.
 */
export const LetterPages = ({ pages, flow, disabled = false, onMove, onRemove, announce, focusEmpty }: LetterPagesProps) => {
  const { t } = useTranslation();
  const id = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const focus = (key: string) => {
      const button = buttons.current.get(key);
      if (button && !button.disabled) {
        button.focus();
        return true;
      }
      return false;
    };
    if (target.kind === 'move') {
      const same = target.offset === -1 ? 'up' : 'down';
      const other = target.offset === -1 ? 'down' : 'up';
      if (!focus(`${target.id}:${same}`)) focus(`${target.id}:${other}`);
      return;
    }
    const next = pages[target.index] ?? pages[target.index - 1];
    if (next) focus(`${next.id}:remove`);
    else focusEmpty();
  }, [pages, focusEmpty]);

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (pages.length === 0) return null;

  const move = (page: LetterPage, index: number, offset: -1 | 1) => {
    pending.current = { kind: 'move', id: page.id, offset };
    onMove(page.id, offset);
    announce(t('upload.pages.moved', { number: index + offset + 1 }));
  };
  const remove = (page: LetterPage, index: number) => {
    pending.current = { kind: 'remove', index };
    onRemove(page.id);
    const left = pages.length - 1;
    announce(left === 0 ? t('upload.pages.emptied') : t('upload.pages.removed', { count: left }));
  };

  const [only] = pages;
  if (pages.length === 1 && only && isPdf(only.file)) {
    return (
      <section aria-labelledby={`${id}-heading`} className="space-y-3">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {t('upload.pages.heading')}
        </h3>
        <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-300 bg-white p-4">
          {flow === 'generate' ? (
            <div aria-hidden="true" className="flex h-24 w-20 items-center justify-center rounded-md border-2 border-red-700 bg-red-50 font-bold text-red-800">
              {t('upload.pages.pdfIcon')}
            </div>
          ) : null}
          <p className="min-w-0 flex-1 break-words">
            <span className="block font-medium text-slate-900">{only.name}</span>
            <span className="block text-sm text-slate-700">{t('upload.pages.pdf')}</span>
          </p>
          <button ref={register(`${only.id}:remove`)} type="button" className={buttonClasses('secondary')} disabled={disabled} onClick={() => remove(only, 0)}>
            {t('upload.pages.removeFile', { name: only.name })}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('upload.pages.heading')}
      </h3>
      <p className="text-slate-700">{t('upload.pages.count', { count: pages.length })}</p>
      <ol aria-label={t('upload.pages.listLabel')} className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {pages.map((page, index) => (
          <li key={page.id} className="space-y-2 rounded-xl border border-slate-300 bg-white p-2">
            <PageThumbnail file={page.file} alt={t('upload.pages.pageAlt', { number: index + 1, name: page.name })} />
            <p className="text-center font-semibold text-slate-900">{t('upload.pages.page', { number: index + 1 })}</p>
            <div className="flex justify-center gap-1">
              <button
                ref={register(`${page.id}:up`)}
                type="button"
                className={iconButton}
                aria-label={t('upload.pages.moveUp', { number: index + 1 })}
                disabled={disabled || index === 0}
                onClick={() => move(page, index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-5" />
              </button>
              <button
                ref={register(`${page.id}:down`)}
                type="button"
                className={iconButton}
                aria-label={t('upload.pages.moveDown', { number: index + 1 })}
                disabled={disabled || index === pages.length - 1}
                onClick={() => move(page, index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-5" />
              </button>
              <button
                ref={register(`${page.id}:remove`)}
                type="button"
                className={iconButton}
                aria-label={t('upload.pages.remove', { number: index + 1 })}
                disabled={disabled}
                onClick={() => remove(page, index)}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
