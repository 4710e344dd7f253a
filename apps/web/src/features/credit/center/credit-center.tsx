import { BookOpen, ExternalLink, FileSearch, ShieldAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { lazyPart } from '../../../lib/lazy-part';
import { accessRedirect, useCreditCenter } from './center-api';
import type { Analysis, Confirmation, Letter } from './center-model';
import { ReportUpload } from './report-upload';

/*
 * The first screen is the overview tab's upload form. What shows only after a report is read, and the
 * other tabs (the disputes list with its Radix dialog, the tools), are chunks of their own (issue 27),
 * fetched as soon as the person does anything in the center (pointer, touch or focus), so they are
 * here by the time a report is read or a tab opened.
 */

/** While a part's code arrives (rarely seen: it is fetched at the first interaction). */
const PartLoading = () => {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted-foreground">
      {t('credit.center.loading')}
    </p>
  );
};

const builder = lazyPart(() => import('./dispute-builder').then((m) => m.DisputeBuilder), PartLoading);
const disputesList = lazyPart(() => import('./disputes-list').then((m) => m.DisputesList), PartLoading);
const fileDisclosure = lazyPart(() => import('./file-disclosure').then((m) => m.FileDisclosure), PartLoading);
const recipientLetters = lazyPart(() => import('./recipient-letters').then((m) => m.RecipientLetters), PartLoading);
const reportReview = lazyPart(() => import('./report-review').then((m) => m.ReportReview), PartLoading);
const scoreExplainer = lazyPart(() => import('../score-simulator/score-explainer').then((m) => m.ScoreExplainer), PartLoading);
const DisputeBuilder = builder.Part;
const DisputesList = disputesList.Part;
const FileDisclosure = fileDisclosure.Part;
const RecipientLetters = recipientLetters.Part;
const ReportReview = reportReview.Part;
const ScoreExplainer = scoreExplainer.Part;
const preloadRest = () => {
  for (const part of [builder, disputesList, fileDisclosure, recipientLetters, reportReview, scoreExplainer]) part.preload().catch(() => undefined);
};

const TABS = ['overview', 'disputes', 'letters', 'progress', 'tools'] as const;
type Tab = (typeof TABS)[number];

/**
 * The credit repair center (spec 001 §2.5, §2.7; issue 16) inside /dashboard/credit, under its title
 * and lead (CreditCenterIntro, which the dashboard shows above the plan's alerts: decision 094): overview (upload
 * a report, review what was read and found, choose and dispute), disputes (each recipient's clock and
 * its answer), letters made in this visit, progress (counts of the person's own disputes, no rates)
 * and tools. The server decides access on load: a 403 sends the person to the credit payment page.
 * Nothing here promises a removal or a score change (Credit Repair Organizations Act; decisions 016, 017).
 */
export const CreditCenter = () => {
  const { t } = useTranslation();
  const center = useCreditCenter();
  // The center's answer is shown in a deferred render, which React can split into slices: rendered
  // in the query's own update it was one task of 100 ms on a phone (issue 27). Until then, the loading state.
  const shownData = useDeferredValue(center.data);
  const [tab, setTab] = useState<Tab>('overview');
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [confirmations, setConfirmations] = useState<Record<string, Confirmation>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [letters, setLetters] = useState<Letter[]>([]);
  const [created, setCreated] = useState(false);
  // Whether the person asked; the count is read from the disputes shown now, so it never contradicts a card (issue 27).
  const [followUpChecked, setFollowUpChecked] = useState(false);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const lettersRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (analysis) reviewRef.current?.focus();
  }, [analysis]);
  useEffect(() => {
    if (created) lettersRef.current?.focus();
  }, [created]);

  const redirect = accessRedirect(center.error);
  if (redirect) return <Navigate to={redirect} replace />;
  if (center.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
          {errorMessage(center.error)}
        </p>
        <Button onClick={() => void center.refetch()}>{t('dashboard.retry')}</Button>
      </div>
    );

  if (!shownData)
    return (
      <div aria-busy="true" className="min-h-dvh">
        <p role="status" className="text-muted-foreground">
          {t('credit.center.loading')}
        </p>
      </div>
    );

  const data = shownData;
  const needingFollowUp = data.disputes.filter((d) => d.needsFollowUp).length;
  const counts = data.disputes
    .flatMap((d) => d.recipients)
    .reduce<Record<string, number>>((acc, r) => {
      const key = r.response ?? r.status;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});

  const confirm = (item: string, value: Confirmation | null) =>
    setConfirmations((current) => {
      const next = { ...current };
      if (value) next[item] = value;
      else delete next[item];
      return next;
    });

  return (
    <div className="space-y-4" onPointerOver={preloadRest} onPointerDown={preloadRest} onFocus={preloadRest}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('credit.center.tabsLabel')}>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`credit.center.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview" className="space-y-6">
          <ReportUpload
            onRead={(read) => {
              setAnalysis(read);
              setConfirmations({});
              setAnswers({});
              setSelected([]);
              setCreated(false);
            }}
          />
          {analysis ? (
            <div className="space-y-6">
              <h3 ref={reviewRef} tabIndex={-1} className="text-heading-m font-bold text-foreground">
                {t('credit.center.review.heading')}
              </h3>
              {analysis.warnings.length > 0 ? (
                <ul className="list-disc space-y-1 rounded-card bg-warning-subtle p-3 pl-8 text-foreground">
                  {analysis.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              ) : null}
              <ReportReview
                analysis={analysis}
                confirmations={confirmations}
                onConfirm={confirm}
                selected={selected}
                onToggle={(finding, on) => setSelected((current) => (on ? [...current, finding] : current.filter((f) => f !== finding)))}
                answers={answers}
                onAnswer={(question, value) => setAnswers((current) => ({ ...current, [question]: value }))}
              />
              {created ? null : (
                <DisputeBuilder
                  analysis={analysis}
                  selected={selected.filter((f) =>
                    analysis.findings.some((finding) => finding.id === f && !finding.items.every((i) => confirmations[i] === 'accurate')),
                  )}
                  answers={answers}
                  confirmations={confirmations}
                  onCreated={(made) => {
                    setLetters(made);
                    setCreated(true);
                    void center.refetch();
                  }}
                />
              )}
              {created ? (
                <div className="space-y-4">
                  <h3 ref={lettersRef} tabIndex={-1} className="text-heading-m font-bold text-foreground">
                    {t('credit.center.letters.ready', { count: letters.length })}
                  </h3>
                  <RecipientLetters letters={letters} headingLevel={4} />
                  <p className="text-foreground">{t('credit.center.letters.track')}</p>
                  <Button variant="secondary" onClick={() => setTab('disputes')}>
                    {t('credit.center.letters.goTrack')}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </TabsContent>

        <TabsContent value="disputes" className="space-y-4">
          <div className="space-y-2">
            <Button variant="secondary" onClick={() => setFollowUpChecked(true)}>
              {t('credit.center.followUpCheck.action')}
            </Button>
            <p role="status" className="font-medium text-foreground">
              {!followUpChecked
                ? null
                : needingFollowUp > 0
                  ? t('credit.center.followUpCheck.some', { count: needingFollowUp })
                  : t('credit.center.followUpCheck.none')}
            </p>
          </div>
          <DisputesList disputes={data.disputes} onChanged={() => void center.refetch()} />
        </TabsContent>

        <TabsContent value="letters" className="space-y-4">
          {letters.length > 0 ? <RecipientLetters letters={letters} /> : <p className="text-foreground">{t('credit.center.letters.none')}</p>}
          <p className="text-caption text-muted-foreground">{t('credit.center.letters.kept')}</p>
        </TabsContent>

        <TabsContent value="progress" className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['disputes', data.disputes.length],
                ['recipients', data.disputes.reduce((n, d) => n + d.recipients.length, 0)],
                [
                  'answered',
                  Object.entries(counts)
                    .filter(([k]) => k !== 'sent' && k !== 'pending' && k !== 'awaiting')
                    .reduce((n, [, v]) => n + v, 0),
                ],
                ['followUps', data.disputes.filter((d) => d.needsFollowUp).length],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-card border border-border bg-surface p-3">
                <dt className="text-caption text-muted-foreground">{t(`credit.center.progress.${key}`)}</dt>
                <dd className="text-heading-m font-bold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          {Object.keys(counts).length > 0 ? (
            <ul className="space-y-1 text-foreground">
              {Object.entries(counts).map(([status, count]) => (
                <li key={status}>
                  {t(`credit.center.status.${status}`, { defaultValue: status })}: {count}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-caption text-muted-foreground">{t('credit.center.progress.noPromise')}</p>
        </TabsContent>

        <TabsContent value="tools" className="space-y-3">
          <ul className="grid gap-3 sm:grid-cols-2">
            <li className="space-y-2 rounded-card border border-border bg-surface p-4">
              <h3 className="flex items-center gap-2 font-bold text-foreground">
                <FileSearch aria-hidden="true" className="size-5 text-primary" />
                {t('credit.center.tools.manual.title')}
              </h3>
              <p className="text-foreground">{t('credit.center.tools.manual.text')}</p>
              <ButtonLink to={paths.creditDisputes} variant="secondary">
                {t('credit.center.tools.manual.action')}
              </ButtonLink>
            </li>
            <li className="space-y-2 rounded-card border border-border bg-surface p-4">
              <h3 className="flex items-center gap-2 font-bold text-foreground">
                <BookOpen aria-hidden="true" className="size-5 text-primary" />
                {t('credit.center.tools.reports.title')}
              </h3>
              <p className="text-foreground">{t('credit.center.tools.reports.text')}</p>
              <a
                className="inline-flex min-h-touch items-center gap-1 font-semibold text-primary underline"
                href="https://www.annualcreditreport.com"
                rel="noreferrer"
                target="_blank"
              >
                annualcreditreport.com
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('credit.center.tools.newWindow')}</span>
              </a>
            </li>
            <li className="space-y-2 rounded-card border border-border bg-surface p-4">
              <h3 className="flex items-center gap-2 font-bold text-foreground">
                <ShieldAlert aria-hidden="true" className="size-5 text-primary" />
                {t('credit.center.tools.identity.title')}
              </h3>
              <p className="text-foreground">{t('credit.center.tools.identity.text')}</p>
              <a
                className="inline-flex min-h-touch items-center gap-1 font-semibold text-primary underline"
                href="https://www.identitytheft.gov"
                rel="noreferrer"
                target="_blank"
              >
                identitytheft.gov
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('credit.center.tools.newWindow')}</span>
              </a>
            </li>
            <li className="space-y-2 rounded-card border border-border bg-surface p-4">
              <h3 className="flex items-center gap-2 font-bold text-foreground">
                <BookOpen aria-hidden="true" className="size-5 text-primary" />
                {t('credit.center.tools.disclosure.title')}
              </h3>
              <p className="text-foreground">{t('credit.center.tools.disclosure.text')}</p>
              <FileDisclosure />
            </li>
          </ul>
          <ScoreExplainer />
        </TabsContent>
      </Tabs>
    </div>
  );
};
