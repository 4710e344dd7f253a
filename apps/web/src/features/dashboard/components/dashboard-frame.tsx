import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { GREETING_FRAME_ATTRIBUTE, GREETING_NAME_ATTRIBUTE } from '../../../lib/greeting-frame';
import { VIEW_TITLE_ID, type ViewIntro } from '../lib/views';
import { DashboardMenuButton } from './dashboard-menu-button';

const NAME_SLOT = '\u0001';

/**
 * The dashboard as it first renders while its stats load (dashboard-page.tsx: the same classes and
 * texts), prerendered into the dashboard's HTML in the file's language (scripts/prerender.mjs,
 * decision 088): hidden, with the name left to the entry (lib/greeting-frame.ts), which reads it
 * from storage and shows the frame. The app's first render replaces it with the same heading, so
 * nothing moves and the page's largest text is painted from the HTML. A view with an intro (the
 * credit center's title and lead, decision 094) has it under the greeting, above the 'Loading…' line,
 * as the page puts it, and visible at once (CSS `visibility: visible` inside the hidden frame, decision 135).
 */
export const DashboardFrame = ({ Intro }: { Intro?: ViewIntro }) => {
  const { t } = useTranslation();
  const planLine = <p className="text-slate-800">{t('dashboard.loading')}</p>;
  const [before = '', after = ''] = t('dashboard.greeting', { name: NAME_SLOT }).split(NAME_SLOT);
  const attributes = { [GREETING_FRAME_ATTRIBUTE]: '' };
  return (
    <div className="lg:grid lg:grid-cols-[auto_1fr] lg:gap-8">
      <div className="hidden w-60 shrink-0 lg:block" />
      <div aria-busy="true" className="invisible min-h-dvh min-w-0 space-y-6" {...attributes}>
        <header className="space-y-2">
          <div className="flex items-start justify-between gap-3">
            <PageTitle title={t('dashboard.title')}>
              {before}
              <span {...{ [GREETING_NAME_ATTRIBUTE]: '' }}>{t('dashboard.fighter')}</span>
              {after}
            </PageTitle>
            <DashboardMenuButton shown={false} />
          </div>
          {Intro ? null : planLine}
        </header>
        {Intro ? (
          // Shown from the HTML's first paint, before the entry runs: the view's title and lead need no name, and
          // they are the page's largest text (its LCP). Under the hidden greeting, whose place is kept, nothing moves.
          <section aria-labelledby={VIEW_TITLE_ID} className="visible space-y-6">
            <Intro titleId={VIEW_TITLE_ID} />
            <div className="space-y-2">{planLine}</div>
          </section>
        ) : null}
      </div>
    </div>
  );
};
