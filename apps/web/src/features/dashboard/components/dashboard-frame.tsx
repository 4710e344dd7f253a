import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { GREETING_FRAME_ATTRIBUTE, GREETING_NAME_ATTRIBUTE } from '../../../lib/greeting-frame';

const NAME_SLOT = '\u0001';

/**
 * The dashboard as it first renders while its stats load (dashboard-page.tsx: the same classes and
 * texts), prerendered into the dashboard's HTML in the file's language (scripts/prerender.mjs,
 * decision 088): hidden, with the name left to the entry (lib/greeting-frame.ts), which reads it
 * from storage and shows the frame. The app's first render replaces it with the same heading, so
 * nothing moves and the page's largest text is painted from the HTML.
 */
export const DashboardFrame = () => {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('dashboard.greeting', { name: NAME_SLOT }).split(NAME_SLOT);
  const attributes = { [GREETING_FRAME_ATTRIBUTE]: '' };
  return (
    <div className="lg:grid lg:grid-cols-[auto_1fr] lg:gap-8">
      <div aria-busy="true" className="invisible min-h-dvh min-w-0 space-y-6" {...attributes}>
        <header className="space-y-2">
          <div className="flex items-start justify-between gap-3">
            <PageTitle title={t('dashboard.title')}>
              {before}
              <span {...{ [GREETING_NAME_ATTRIBUTE]: '' }}>{t('dashboard.fighter')}</span>
              {after}
            </PageTitle>
          </div>
          <p className="text-slate-800">{t('dashboard.loading')}</p>
        </header>
      </div>
    </div>
  );
};
