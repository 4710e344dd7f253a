import type { CfpbDataset, CollectorIntel } from '@debtshield/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCollectorIntel } from '../api/dashboard-api';

const card = 'space-y-3 rounded-2xl border border-slate-300 bg-white p-5';

const useDates = () => {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
};

/** Where the CFPB figures come from and the date of the data (issue 27): a sample is said to be one. */
const DataSource = ({ dataset }: { dataset: CfpbDataset | null }) => {
  const { t, i18n } = useTranslation();
  const date = useDates();
  if (!dataset) return <p className="text-sm text-slate-700">{t('intel.noData')}</p>;
  const count = new Intl.NumberFormat(i18n.language).format(dataset.complaints);
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>{dataset.kind === 'sample' ? t('intel.dataSample', { count }) : t('intel.dataImport', { count })}</p>
      {dataset.data_from && dataset.data_through && (
        <p>{t('intel.dataDates', { from: date(dataset.data_from), to: date(dataset.data_through), loaded: date(dataset.loaded_at) })}</p>
      )}
      <p>{t('intel.aboutCfpb')}</p>
    </div>
  );
};

const Cfpb = ({ cfpb }: { cfpb: NonNullable<CollectorIntel['cfpb']> }) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = useDates();
  const percent = (rate: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  return (
    <section aria-labelledby={headingId} className={card}>
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.intel.cfpbHeading', { company: cfpb.company })}
      </h3>
      <p className="text-2xl font-bold text-slate-900">{t('dashboard.intel.cfpbComplaints', { count: cfpb.complaints })}</p>
      {cfpb.first_received && cfpb.last_received && (
        <p className="text-slate-800">{t('dashboard.intel.cfpbPeriod', { from: date(cfpb.first_received), to: date(cfpb.last_received) })}</p>
      )}
      <p className="text-slate-800">
        {cfpb.timely_response_rate === null
          ? t('dashboard.intel.timelyUnknown')
          : t('dashboard.intel.timely', { rate: percent(cfpb.timely_response_rate), count: cfpb.timely_responses_known })}
      </p>
      <h4 className="font-semibold text-slate-900">{t('dashboard.intel.topIssues')}</h4>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {cfpb.top_issues.map((i) => (
          <li key={i.issue}>
            {i.issue} ({i.count})
          </li>
        ))}
      </ul>
      {cfpb.top_sub_issues.length > 0 && (
        <>
          <h4 className="font-semibold text-slate-900">{t('intel.subIssues')}</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {cfpb.top_sub_issues.map((i) => (
              <li key={i.sub_issue}>
                {i.sub_issue} ({i.count})
              </li>
            ))}
          </ul>
        </>
      )}
      {cfpb.by_year.length > 0 && (
        <>
          <h4 className="font-semibold text-slate-900">{t('intel.byYear')}</h4>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
            {cfpb.by_year.map((y) => (
              <li key={y.year}>{t('intel.yearCount', { year: y.year, count: y.count })}</li>
            ))}
          </ul>
        </>
      )}
      {cfpb.company_responses.length > 0 && (
        <>
          <h4 className="font-semibold text-slate-900">{t('dashboard.intel.responses')}</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {cfpb.company_responses.map((r) => (
              <li key={r.response}>
                {r.response} ({r.count})
              </li>
            ))}
          </ul>
        </>
      )}
      {cfpb.dataset ? (
        <DataSource dataset={cfpb.dataset} />
      ) : (
        <p className="text-sm text-slate-700">{t('dashboard.intel.cfpbImported', { date: date(cfpb.imported_at) })}</p>
      )}
    </section>
  );
};

const Own = ({ product }: { product: CollectorIntel['product'] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.intel.ownHeading')}
      </h3>
      {!product.enough_data ? (
        <p className="text-slate-800">{t('dashboard.intel.notEnough', { min: product.min_users })}</p>
      ) : (
        <>
          <p className="text-slate-800">
            {t('dashboard.intel.ownLetters', {
              analyses: product.analyses,
              users: product.distinct_users,
              withViolations: product.letters_with_likely_violations,
            })}
          </p>
          <h4 className="font-semibold text-slate-900">{t('dashboard.intel.ownTop')}</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {product.top_findings.map((f) => (
              <li key={f.rule_id}>
                {f.title} ({f.count})
              </li>
            ))}
          </ul>
          <p className="text-slate-800">
            {product.median_days_to_respond === null
              ? t('dashboard.intel.responseTimeUnknown')
              : t('dashboard.intel.responseTime', { days: product.median_days_to_respond })}
          </p>
        </>
      )}
    </section>
  );
};

/** Collector intel (spec 001 §2.2, §7): a search that works, on public complaint data and our own analyses. */
export const IntelView = () => {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const intel = useCollectorIntel(query);
  const tooShort = query.length > 0 && query.trim().length < 2;
  return (
    <section className="space-y-5">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.intel.heading')}</h2>
        <p className="text-slate-800">{t('dashboard.intel.intro')}</p>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={inputId} className="block font-medium text-slate-900">
            {t('dashboard.intel.search')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={hintId}
            className="min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
          />
          <p id={hintId} className="text-sm text-slate-700">
            {t('dashboard.intel.minChars')}
          </p>
        </div>
        <Button type="submit" className="mb-7">
          <Search aria-hidden="true" className="size-5" />
          {t('dashboard.intel.searchButton')}
        </Button>
      </form>
      <div aria-live="polite" className="space-y-4">
        {tooShort ? null : intel.isFetching ? (
          <p aria-busy="true">{t('dashboard.intel.searching')}</p>
        ) : intel.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(intel.error)}
          </p>
        ) : intel.data ? (
          <>
            {intel.data.cfpb ? (
              <Cfpb cfpb={intel.data.cfpb} />
            ) : (
              <div className="space-y-2">
                <p className="text-slate-800">{t('dashboard.intel.noResult', { query: intel.data.query })}</p>
                <DataSource dataset={intel.data.cfpb_dataset} />
              </div>
            )}
            <Own product={intel.data.product} />
            {intel.data.matches.length > 0 && (
              <section className="space-y-2">
                <h3 className="font-semibold text-slate-900">{t('dashboard.intel.matches')}</h3>
                <ul className="flex flex-wrap gap-2">
                  {intel.data.matches.map((m) => (
                    <li key={m}>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setDraft(m);
                          setQuery(m);
                        }}
                      >
                        {m}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
};
