import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, formatMoney } from '../utils/format-values';
import { ResultsCard } from './results-card';

type Fields = AnalyzeResponse['fields'];
type FieldValue = Fields[string];

/** The facts a person checks against the paper, in the order a validation notice gives them (12 CFR 1006.34(c)). */
const FACTS = [
  { key: 'collector_name', kind: 'text' },
  { key: 'current_creditor', kind: 'text' },
  { key: 'original_creditor', kind: 'text' },
  { key: 'account_numbers', kind: 'account' },
  { key: 'letter_date', kind: 'date' },
  { key: 'itemization_date', kind: 'date' },
  { key: 'amount_on_itemization_date', kind: 'money' },
  { key: 'interest', kind: 'money' },
  { key: 'fees', kind: 'money' },
  { key: 'payments_and_credits', kind: 'money' },
  { key: 'current_amount', kind: 'money' },
  // A letter without an itemized notice often gives only a balance ("Balance: $1,284.60"): shown where no current amount was read.
  { key: 'balances', kind: 'moneyList' },
  { key: 'validation_end_date', kind: 'date' },
] as const;

type Fact = (typeof FACTS)[number];

const first = (field: FieldValue | undefined) => (Array.isArray(field) ? field[0] : field);

/** A fact as the person reads it, or null when the letter did not give it (an empty row is never shown). */
const shown = (
  fact: Fact,
  field: FieldValue | undefined,
  language: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): { text: string; page: number | null } | null => {
  const one = first(field);
  if (!one) return null;
  const page = one.evidence ? one.evidence.page : null;
  const value = one.value;
  switch (fact.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? { text: value, page } : null;
    case 'date':
      return typeof value === 'string' ? { text: formatIsoDate(value, language), page } : null;
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? { text: formatMoney(value, language), page } : null;
    case 'moneyList': {
      const values = Array.isArray(field)
        ? [...new Set(field.map((f) => f.value).filter((v): v is number => typeof v === 'number' && Number.isFinite(v)))]
        : [];
      return values.length > 0 ? { text: values.map((v) => formatMoney(v, language)).join(', '), page } : null;
    }
    case 'account': {
      // Only the last four digits ever reach the page (the server masks the rest).
      const last4 = Array.isArray(field)
        ? field.map((f) => (f.value as { last4?: unknown } | null)?.last4).filter((v): v is string => typeof v === 'string' && v !== '')
        : [];
      return last4.length > 0 ? { text: last4.map((digits) => t('results.facts.accountEnding', { digits })).join(', '), page } : null;
    }
  }
};

/**
 * "What we read in your letter" (issue 26): the collector, the creditor, the account and the notice's
 * figures as the analysis read them, each with its page, so the person can check them against the
 * paper before relying on the findings. Shown only with what was actually read.
 */
export const LetterFacts = ({ fields }: { fields: Fields }) => {
  const { t, i18n } = useTranslation();
  const rows = FACTS.flatMap((fact) => {
    if (fact.key === 'balances' && first(fields.current_amount)) return [];
    const value = shown(fact, fields[fact.key], i18n.language, t);
    return value ? [{ key: fact.key, ...value }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <ResultsCard collapsible title={t('results.facts.title')}>
      <p className="text-sm text-slate-700">{t('results.facts.lead')}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-medium text-slate-700">{t(`results.facts.labels.${row.key}`)}</dt>
            <dd className="break-words text-slate-900">
              {row.text}
              {row.page !== null && <span className="text-sm text-slate-600"> · {t('results.facts.page', { page: row.page })}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </ResultsCard>
  );
};
