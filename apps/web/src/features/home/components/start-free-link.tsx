import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';

/** Spec 001 §2.9 / §9: 'Start free' goes to /upload after 500 ms. */
export const START_FREE_DELAY_MS = 500;

export type StartFreeLinkProps = { children?: ReactNode; variant?: ButtonVariant; className?: string };

/**
 * A 'Start free' button: a real link to /upload (open in a new tab still works), which on a plain
 * click or Enter shows that it is opening the letter check and navigates after 500 ms. The change
 * is announced through a status region that exists before it is filled.
 */
export const StartFreeLink = ({ children, variant = 'primary', className }: StartFreeLinkProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    timer.current = window.setTimeout(() => {
      void navigate(paths.upload);
    }, START_FREE_DELAY_MS);
  };

  return (
    <>
      <Link
        to={paths.upload}
        onClick={onClick}
        aria-disabled={pending || undefined}
        className={cn(buttonClasses(variant, className), pending && 'cursor-progress')}
      >
        {pending && (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
        )}
        {pending ? t('home.startFree.opening') : (children ?? t('home.startFree.label'))}
      </Link>
      <span role="status" className="sr-only">
        {pending ? t('home.startFree.opening') : ''}
      </span>
    </>
  );
};
