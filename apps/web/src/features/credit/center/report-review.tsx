import { AlertTriangle, CheckCircle2, HelpCircle, Info, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis, Confirmation, Finding, ItemKind, ReportItem } from './center-model';
import { LetterMismatches } from '../letter-mismatches/letter-mismatches';
import { Evidence } from './evidence';

type Props = {
  analysis: Analysis;
  confirmations: Record<string, Confirmation>;
  onConfirm: (item: string, value: Confirmation | null) => void;
  selected: string[];
  onToggle: (findingId: string, on: boolean) => void;
  answers: Record<string, string>;
  onAnswer: (questionId: string, value: string) => void;
};

const GROUPS: readonly ItemKind[] = ['account', 'collection', 'inquiry', 'public_record', 'personal'];

/** A finding is never disputed when the person said every item it is about is accurate. */
export const isAccurate = (finding: Finding, confirmations: Record<string, Confirmation>): boolean =>
  finding.items.length > 0 && finding.items.every((item) => confirmations[item] === 'accurate');

/**
 * What was read on the report: first the errors found, each with the values that prove it (page and
 * printed text) and the FCRA section, to choose for a dispute; then the questions the reader would
 * not guess; then every item, which the person may mark "not mine" or "this is accurate".
 */
export const ReportReview = ({ analysis, confirmations, onConfirm, selected, onToggle, answers, onAnswer }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const BUREAU_NAMES: Record<string, string> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };
  const titleOf = (key: string) =>
    key.startsWith('letter:')
      ? t('credit.center.review.yourLetter')
      : (analysis.items.find((item) => item.key === key)?.title ??
        // An item of your report from another bureau (a comparison of the bureaus).
        t('credit.center.review.otherReport', { bureau: BUREAU_NAMES[key.split(':')[0] ?? ''] ?? key.split(':')[0] }));

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-findings`} className="space-y-3">
        <h3 id={`${id}-findings`} className="text-heading-s font-bold text-foreground">
          {t('credit.center.review.findingsHeading', { count: analysis.findings.length })}
        </h3>
        {analysis.bureau ? (
          <p className="text-foreground">
            {t('credit.center.review.reportOf', { bureau: t(`credit.plan.bureau.${analysis.bureau}`), date: analysis.reportDate ?? '—' })}
          </p>
        ) : null}
        {analysis.findings.length === 0 ? <p className="text-foreground">{t('credit.center.review.noFindings')}</p> : null}
        <ul className="space-y-3">
          {analysis.findings.map((finding) => {
            const accurate = isAccurate(finding, confirmations);
            const checkboxId = `${id}-finding-${finding.id}`;
            return (
              <li key={finding.id} className="space-y-2 rounded-card border border-border bg-surface p-4" data-finding={finding.kind}>
                <div className="flex items-start gap-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-primary"
                    disabled={accurate}
                    aria-describedby={`${checkboxId}-section${accurate ? ` ${checkboxId}-accurate` : ''}`}
                    checked={!accurate && selected.includes(finding.id)}
                    onChange={(event) => onToggle(finding.id, event.target.checked)}
                  />
                  <label htmlFor={checkboxId} className="font-semibold text-foreground">
                    <AlertTriangle aria-hidden="true" className="mr-1 inline size-4 text-warning" />
                    {finding.summary}
                  </label>
                </div>
                <p id={`${checkboxId}-section`} className="flex items-start gap-2 text-caption text-foreground">
                  <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>
                    <span className="font-semibold">{t('credit.center.review.law')}</span> {finding.section}
                  </span>
                </p>
                {finding.innocent ? (
                  <p className="flex items-start gap-2 text-caption text-muted-foreground">
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="font-semibold">{t('credit.center.review.innocent')}</span> {finding.innocent}
                    </span>
                  </p>
                ) : null}
                {accurate ? (
                  <p id={`${checkboxId}-accurate`} className="text-caption font-medium text-muted-foreground">
                    {t('credit.center.review.accurateNotDisputed')}
                  </p>
                ) : null}
                <dl className="space-y-1 border-l-2 border-border pl-3">
                  {finding.proof.map((proof, index) => (
                    <div key={`${proof.label}-${index}`}>
                      <dt className="inline font-medium text-foreground">{proof.label}: </dt>
                      <dd className="inline text-foreground">
                        {proof.value}
                        {proof.bureau ? <span className="text-caption text-muted-foreground"> ({t(`credit.plan.bureau.${proof.bureau}`)})</span> : null}
                        <Evidence evidence={proof.evidence} />
                      </dd>
                    </div>
                  ))}
                </dl>
                {finding.items.length > 0 ? (
                  <p className="text-caption text-muted-foreground">{t('credit.center.review.about', { items: finding.items.map(titleOf).join(', ') })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <LetterMismatches mismatches={analysis.letterMismatches ?? []} context="report" />

      {analysis.questions.length > 0 ? (
        <section aria-labelledby={`${id}-questions`} className="space-y-3 rounded-card border-l-4 border-info bg-info-subtle p-4">
          <h3 id={`${id}-questions`} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
            <HelpCircle aria-hidden="true" className="size-5 shrink-0" />
            {t('credit.center.review.questionsHeading')}
          </h3>
          <p className="text-foreground">{t('credit.center.review.questionsLead')}</p>
          {analysis.questions.map((question) => {
            const inputId = `${id}-q-${question.id}`;
            return (
              <div key={question.id} className="space-y-1">
                <label htmlFor={inputId} className="block font-medium text-foreground">
                  {question.question}
                </label>
                {question.seen ? (
                  <p id={`${inputId}-seen`} className="text-caption text-muted-foreground">
                    {t('credit.center.review.seen')} <Evidence evidence={question.seen} />
                  </p>
                ) : null}
                <input
                  id={inputId}
                  type="text"
                  maxLength={200}
                  aria-describedby={question.seen ? `${inputId}-seen` : undefined}
                  className="w-full min-h-touch rounded-control border border-input bg-surface px-3 py-2 text-foreground"
                  value={answers[question.id] ?? ''}
                  onChange={(event) => onAnswer(question.id, event.target.value)}
                />
              </div>
            );
          })}
        </section>
      ) : null}

      {GROUPS.map((group) => {
        const items = analysis.items.filter((item) => item.kind === group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`${id}-${group}`} className="space-y-3">
            <h3 id={`${id}-${group}`} className="text-heading-s font-bold text-foreground">
              {t(`credit.center.review.groups.${group}`, { count: items.length })}
            </h3>
            <ul className="space-y-3">
              {items.map((item) => (
                <ItemCard key={item.key} item={item} confirmation={confirmations[item.key] ?? null} onConfirm={(value) => onConfirm(item.key, value)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};

const ItemCard = ({
  item,
  confirmation,
  onConfirm,
}: {
  item: ReportItem;
  confirmation: Confirmation | null;
  onConfirm: (value: Confirmation | null) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="space-y-2 rounded-card border border-border bg-surface p-4">
      <h4 className="font-bold text-foreground">{item.title}</h4>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {item.values.map((value) => (
          <div key={value.field}>
            <dt className="text-caption font-medium text-muted-foreground">{t(`credit.center.fields.${value.field}`, { defaultValue: value.field })}</dt>
            <dd className="text-foreground">
              {value.value}
              {value.confidence !== undefined && value.confidence < 0.8 ? (
                <span className="ml-1 text-caption font-medium text-warning">({t('credit.center.review.unsure')})</span>
              ) : null}
              {value.inferred ? <span className="block text-caption text-muted-foreground">{t('credit.center.review.inferredDofd')}</span> : null}
              <Evidence evidence={value.evidence} />
            </dd>
          </div>
        ))}
      </dl>
      <fieldset className="space-y-1">
        <legend className="text-caption font-medium text-foreground">{t('credit.center.review.confirmLegend')}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
          {(['not_mine', 'accurate'] as const).map((value) => (
            <label key={value} className="flex min-h-touch cursor-pointer items-center gap-2">
              <input type="radio" name={`${id}-confirm`} className="size-5 accent-primary" checked={confirmation === value} onChange={() => onConfirm(value)} />
              <span className="text-foreground">{t(`credit.center.review.confirm.${value}`)}</span>
            </label>
          ))}
          {confirmation ? (
            <button type="button" className="min-h-touch text-left font-medium text-primary underline" onClick={() => onConfirm(null)}>
              {t('credit.center.review.confirm.clear')}
            </button>
          ) : null}
        </div>
        {confirmation === 'accurate' ? (
          <p className="flex items-center gap-1 text-caption text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('credit.center.review.accurateNotDisputed')}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
};
