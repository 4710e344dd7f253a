import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's h1, also written into document.title so every page is named (WCAG 2.4.2). */
export const PageTitle = ({ children, title }: { children: ReactNode; title: string }) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  // A long word (a greeting from an email address) breaks rather than widening a phone's page (WCAG 1.4.10).
  return <h1 className="min-w-0 text-heading-l font-bold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-heading-xl">{children}</h1>;
};
