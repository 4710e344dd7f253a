import type { Combo, ViolationHistoryItem } from '@debtshield/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download, Scale } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { downloadBlob } from '../../results';
import { checkCombos, dashboardKeys, useUserViolations } from '../api/dashboard-api';
import { collectorLabel } from '../lib/collector-label';
import { collectorsOf, CSV_COLUMNS, filterByCollector, SORTS, sortViolations, violationsCsv, type CsvLabels, type Sort } from '../lib/violations-table';
import { PowerCenter } from './power-center';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingSkeleton } from '../../../components/ui/skeleton';

/** Spec 001 §2.4, §9: the combo notice shows for 3 seconds. */
export const COMBO_NOTICE_MS = 3_000;

export const powerLetterPath = (combo: Combo): string =>
  `${paths.results}?${new URLSearchParams({ violations: combo.violation_ids.join(','), combo: combo.name })}`;

const ViolationCard = ({ item }: { item: ViolationHistoryItem }) => {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.date));
  return (
    <li className="space-y-2 rounded-2xl border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="flex-1 font-semibold text-slate-900">{item.title}</h3>
        <span
          className={cn(
            'rounded px-2 py-0.5 text-xs font-bold',
            item.source === 'user_added' ? 'bg-violet-100 text-violet-900' : 'bg-slate-100 text-slate-800',
          )}
        >
          {item.source === 'user_added' ? t('dashboard.violations.addedByYou') : t('dashboard.violations.fromLetter')}
        </span>
      </div>
      <p className="text-slate-800">{item.description}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">{t('dashboard.violations.csv.collector')}</dt>
          <dd className="font-medium">{collectorLabel(item.collectorName) || t('dashboard.recent.unknownCollector')}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('dashboard.violations.csv.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('dashboard.violations.csv.law')}</dt>
          <dd>{item.law}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('dashboard.violations.csv.seriousness')}</dt>
          <dd>{t('dashboard.violations.seriousness', { value: item.severity })}</dd>
        </div>
        {item.source === 'user_added' && (
          <div>
            <dt className="sr-only">{t('dashboard.violations.csv.evidence')}</dt>
            <dd>{item.hasEvidence ? t('dashboard.violations.evidence') : t('dashboard.violations.noEvidence')}</dd>
          </div>
        )}
      </dl>
      {item.analysisId && (
        <Link
          to={`${paths.results}?analysis=${encodeURIComponent(item.analysisId)}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('dashboard.violations.openAnalysis')}
        </Link>
      )}
    </li>
  );
};

const Combos = ({ violations }: { violations: ViolationHistoryItem[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const ids = violations.map((v) => v.id).sort();
  const combos = useQuery({ queryKey: [...dashboardKeys.all, 'combos', ids], queryFn: () => checkCombos(ids), enabled: ids.length > 1, retry: false });
  const [notice, setNotice] = useState<Combo | null>(null);
  // Patterns already announced on this page: each new one is announced once.
  const seen = useRef(new Set<string>());
  const list = combos.data?.combos ?? [];

  useEffect(() => {
    if (!combos.data) return undefined;
    const keyOf = (c: Combo) => `${c.name}:${c.collector_name ?? ''}`;
    const fresh = combos.data.combos.find((c) => !seen.current.has(keyOf(c)));
    for (const c of combos.data.combos) seen.current.add(keyOf(c));
    if (!fresh) return undefined;
    setNotice(fresh);
    const timer = setTimeout(() => setNotice(null), COMBO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [combos.data]);

  return (
    <>
      <div role="status" aria-live="polite" className="fixed inset-x-4 bottom-4 z-40 sm:left-auto sm:max-w-sm">
        {notice && <p className="rounded-xl bg-slate-900 p-4 font-semibold text-white shadow-lg">{t('dashboard.combos.found', { title: notice.title })}</p>}
      </div>
      {list.length > 0 && (
        <section aria-labelledby={headingId} className="space-y-3">
          <h3 id={headingId} className="text-xl font-semibold text-slate-900">
            {t('dashboard.combos.heading')}
          </h3>
          <ul className="space-y-3">
            {list.map((combo) => (
              <li key={`${combo.name}:${combo.collector_name}`} className="space-y-2 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-4">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Scale aria-hidden="true" className="size-5 text-brand-700" />
                  {combo.title}
                </p>
                {combo.collector_name && <p className="text-sm text-slate-700">{t('dashboard.combos.collector', { name: combo.collector_name })}</p>}
                <p className="text-slate-800">{combo.message}</p>
                <p className="text-sm text-slate-700">{t('dashboard.combos.law', { law: combo.law })}</p>
                <p className="text-sm text-slate-700">{combo.damages_note}</p>
                <ButtonLink to={powerLetterPath(combo)}>{t('dashboard.combos.powerLetter')}</ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};

/** The violation command center (spec 001 §2.4): history, sort, filter, CSV export, the Power Center and combos. */
export const ViolationsView = () => {
  const { t } = useTranslation();
  const violations = useUserViolations();
  const [sort, setSort] = useState<Sort>('date');
  const [collector, setCollector] = useState('');
  const all = violations.data ?? [];
  const shown = sortViolations(filterByCollector(all, collector), sort);

  const exportCsv = () => {
    const column = (key: (typeof CSV_COLUMNS)[number]) => [key, t(`dashboard.violations.csv.${key}`)] as const;
    const labels: CsvLabels = {
      ...(Object.fromEntries(CSV_COLUMNS.map(column)) as Record<(typeof CSV_COLUMNS)[number], string>),
      addedByYou: t('dashboard.violations.addedByYou'),
      fromLetter: t('dashboard.violations.fromLetter'),
      yes: t('dashboard.violations.yes'),
      no: t('dashboard.violations.no'),
    };
    downloadBlob(new Blob([violationsCsv(shown, labels)], { type: 'text/csv;charset=utf-8' }), 'my_violations.csv');
  };

  return (
    <section className="space-y-5">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.violations.heading')}</h2>
        <p className="text-slate-800">{t('dashboard.violations.intro')}</p>
      </div>
      <PowerCenter onAdded={() => void violations.refetch()} />
      {violations.isPending ? (
        <LoadingSkeleton label={t('dashboard.loading')} rows={3} />
      ) : violations.isError ? (
        <p role="alert" className="text-red-800">
          {t('dashboard.loadFailed')}
        </p>
      ) : all.length === 0 ? (
        <EmptyState icon={Scale} title={t('dashboard.violations.empty')} />
      ) : (
        <>
          <Combos violations={all} />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('dashboard.violations.sortBy')}
              value={sort}
              onChange={(event) => setSort(event.target.value as Sort)}
              options={SORTS.map((s) => ({ value: s, label: t(`dashboard.violations.sort.${s}`) }))}
            />
            <SelectField
              label={t('dashboard.violations.filterCollector')}
              value={collector}
              onChange={(event) => setCollector(event.target.value)}
              options={[{ value: '', label: t('dashboard.violations.allCollectors') }, ...collectorsOf(all).map((c) => ({ value: c, label: c }))]}
            />
            <Button variant="secondary" onClick={exportCsv}>
              <Download aria-hidden="true" className="size-5" />
              {t('dashboard.violations.export')}
            </Button>
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('dashboard.violations.count', { count: shown.length })}
          </p>
          <ul className="space-y-3">
            {shown.map((item) => (
              <ViolationCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
