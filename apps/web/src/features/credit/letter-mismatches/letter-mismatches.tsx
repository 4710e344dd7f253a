import type { LetterReportMismatch } from '@debtshield/contracts';
import { FileWarning, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Evidence } from '../center/evidence';

type Props = {
  mismatches: readonly LetterReportMismatch[];
  /** Where it is shown: with the letter's results (the heading is the page's h2) or with a report (h3 under the report). */
  context: 'letter' | 'report';
};

/**
 * A collection letter and the person's own credit report disagree about the same debt (issue 16):
 * the letter side. Each disagreement shows the letter's words and the report's printed value with its
 * page, and the law: a collector may not misstate the amount or character of a debt (FDCPA 807(2)(A));
 * the report side is disputed with the bureau from the credit repair center. Information, not a verdict.
 */
export const LetterMismatches = ({ mismatches, context }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (mismatches.length === 0) return null;
  const Heading = context === 'letter' ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-card border-l-4 border-warning bg-warning-subtle p-4" data-testid="letter-mismatches">
      <Heading id={headingId} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
        <FileWarning aria-hidden="true" className="size-5 shrink-0 text-warning" />
        {t(`credit.mismatch.heading.${context}`, { count: mismatches.length })}
      </Heading>
      <p className="text-foreground">{t(`credit.mismatch.lead.${context}`)}</p>
      <ul className="space-y-3">
        {mismatches.map((m) => (
          <li
            key={`${m.letter}:${m.bureau}:${m.account}:${m.field}`}
            className="space-y-2 rounded-card border border-border bg-surface p-4"
            data-field={m.field}
          >
            <p className="font-semibold text-foreground">
              {t('credit.mismatch.summary', {
                field: t(`credit.mismatch.fields.${m.field}`),
                bureau: t(`credit.plan.bureau.${m.bureau}`),
                account: m.account,
              })}
            </p>
            <dl className="space-y-1 border-l-2 border-border pl-3">
              <div>
                <dt className="inline font-medium text-foreground">{t('credit.mismatch.letterSays')} </dt>
                <dd className="inline text-foreground">
                  {m.letterValue}
                  {/* The letter's own words, when they say more than the value (a date as printed, a name's spelling). */}
                  {m.letterWords.includes(m.letterValue) ? null : (
                    <span className="block text-caption text-muted-foreground">
                      {t('credit.mismatch.letterWords')} <q className="font-mono text-foreground [overflow-wrap:anywhere]">{m.letterWords}</q>
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="inline font-medium text-foreground">{t('credit.mismatch.reportSays', { bureau: t(`credit.plan.bureau.${m.bureau}`) })} </dt>
                <dd className="inline text-foreground">
                  {m.reportValue}
                  <Evidence evidence={m.evidence} />
                  {m.inferred ? <span className="block text-caption text-muted-foreground">{t('credit.mismatch.inferred')}</span> : null}
                </dd>
              </div>
            </dl>
            <p className="flex items-start gap-2 text-caption text-foreground">
              <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {/* The law in the reader's language (the API's `section` says the same in English). */}
                <span className="font-semibold">{t('credit.center.review.law')}</span> {t('credit.mismatch.law')}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-caption text-muted-foreground">{t(`credit.mismatch.next.${context}`)}</p>
    </section>
  );
};
