import type { DisputeSummary } from '@debtshield/contracts';
import { Inbox, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { IntelView } from '../../dashboard';
import { useUnifiedDisputes } from '../api/tracker-api';
import { DisputeCard } from './dispute-card';
import { ManualLetterForm } from './manual-letter';

const SECTIONS = ['action_required', 'active', 'waiting', 'victories'] as const;

const DisputeList = ({ disputes, headingId }: { disputes: DisputeSummary[]; headingId: string }) => (
  <ul aria-labelledby={headingId} className="grid gap-3 lg:grid-cols-2">
    {disputes.map((d) => (
      <DisputeCard key={d.dispute_id} dispute={d} />
    ))}
  </ul>
);

/**
 * The response tracker (/response-tracker, spec 001 §2.3; issue 15): every dispute in the sections
 * Action Required, Active, Waiting for Response and Victories, from the user's own events; the
 * totals are only what the user recorded. Refreshes every 10 s while the page is visible.
 */
export const TrackerPage = () => {
  const { t, i18n } = useTranslation();
  const unified = useUnifiedDisputes();
  const data = unified.data;
  // A dispute the API lists in more than one section is shown once, in the first (the most urgent).
  const seen = new Set<string>();
  const sections = Object.fromEntries(
    SECTIONS.map((section) => [section, (data?.[section] ?? []).filter((d) => !seen.has(d.dispute_id) && Boolean(seen.add(d.dispute_id)))]),
  ) as Record<(typeof SECTIONS)[number], DisputeSummary[]>;
  const unique = SECTIONS.flatMap((section) => sections[section]);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t('tracker.title')}>{t('tracker.title')}</PageTitle>
        <Button variant="secondary" onClick={() => void unified.refetch()} disabled={unified.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-5 ${unified.isFetching ? 'motion-safe:animate-spin' : ''}`} />
          {t('tracker.refresh')}
        </Button>
      </div>
      <p className="max-w-prose text-slate-800">{t('tracker.intro')}</p>
      <ManualLetterForm />
      {unified.isError && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {errorMessage(unified.error)}
        </p>
      )}
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('tracker.tabsLabel')}>
          <TabsTrigger value="overview">{t('tracker.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="all">{t('tracker.tabs.all')}</TabsTrigger>
          <TabsTrigger value="intel">{t('tracker.tabs.intel')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6 pt-4">
          {data && (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <div className="rounded-2xl border border-slate-300 bg-white p-4">
                <dt className="text-sm text-slate-700">{t('tracker.totals.active')}</dt>
                <dd className="text-2xl font-bold text-slate-900">{data.summary.total_active}</dd>
              </div>
              <div className="rounded-2xl border border-slate-300 bg-white p-4">
                <dt className="text-sm text-slate-700">{t('tracker.totals.victories')}</dt>
                <dd className="text-2xl font-bold text-slate-900">{data.summary.total_victories}</dd>
              </div>
              <div className="col-span-2 rounded-2xl border border-slate-300 bg-white p-4 sm:col-span-1">
                <dt className="text-sm text-slate-700">{t('tracker.totals.saved')}</dt>
                <dd className="text-2xl font-bold text-slate-900">
                  {data.summary.total_saved.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' })}
                </dd>
              </div>
            </dl>
          )}
          {data && unique.length === 0 && (
            <EmptyState
              icon={Inbox}
              headingLevel={2}
              title={t('tracker.empty.title')}
              description={t('tracker.empty.text')}
              action={<ButtonLink to={paths.upload}>{t('tracker.empty.action')}</ButtonLink>}
            />
          )}
          {data &&
            SECTIONS.map((section) =>
              sections[section].length > 0 ? (
                <section key={section} className="space-y-3">
                  <h2 id={`section-${section}`} className="text-xl font-bold text-slate-900">
                    {t(`tracker.sections.${section}`)} ({sections[section].length})
                  </h2>
                  <DisputeList disputes={sections[section]} headingId={`section-${section}`} />
                </section>
              ) : null,
            )}
        </TabsContent>
        <TabsContent value="all" className="space-y-3 pt-4">
          <h2 id="section-all" className="text-xl font-bold text-slate-900">
            {t('tracker.tabs.all')} ({unique.length})
          </h2>
          {unique.length > 0 ? <DisputeList disputes={unique} headingId="section-all" /> : <p className="text-slate-800">{t('tracker.empty.text')}</p>}
        </TabsContent>
        <TabsContent value="intel" className="pt-4">
          <IntelView />
        </TabsContent>
      </Tabs>
    </div>
  );
};
