import type { Violation } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Citation, TextWithCitation } from '../../../components/ui/citation';

/**
 * One finding: title, legal basis, the words of the letter that show it (marked as a quote, with
 * the page), the explanation, 'may violate' wording for judgment calls, and the assumptions made.
 */
export const ViolationCard = ({ violation }: { violation: Violation }) => {
  const { t } = useTranslation();
  const basis = violation.legal_basis;
  // The sentence ends with its own stop: a basis ending in an abbreviation ("Russell v. Equifax A.R.S.") gives no second one.
  const basisInSentence = basis.replace(/\.\s*$/, '');
  const verdict =
    violation.level === 'info'
      ? t('results.violations.info', { basis: basisInSentence })
      : violation.may_violate
        ? t('results.violations.mayViolate', { basis: basisInSentence })
        : t('results.violations.likelyViolates', { basis: basisInSentence });
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-slate-900">{violation.title}</h3>
      <p className="font-medium text-slate-900">
        <TextWithCitation text={verdict} citation={basisInSentence} />
      </p>
      <p className="text-slate-800">
        <TextWithCitation text={violation.explanation} citation={basis} />
      </p>
      {/* The card opens for what proves it: the letter's words, the law, and what was assumed. */}
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">{t('results.violations.details')}</summary>
        <div className="mt-2 space-y-3">
          {violation.evidence.length > 0 && (
            <figure className="space-y-2">
              <figcaption className="text-sm font-medium text-slate-700">{t('results.violations.quoteLabel')}</figcaption>
              {violation.evidence.map((quote) => (
                <blockquote key={`${quote.page}-${quote.start}-${quote.end}`} className="rounded-r-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2">
                  <p className="whitespace-pre-wrap break-words font-serif text-slate-900 italic">{t('results.violations.quote', { text: quote.text })}</p>
                  <p className="mt-1 text-xs text-slate-700 not-italic">{t('results.violations.page', { page: quote.page })}</p>
                </blockquote>
              ))}
            </figure>
          )}
          <dl className="space-y-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-700">{t('results.violations.legalBasis')}:</dt>
              <dd className="min-w-0 font-mono text-slate-900">
                <Citation text={basis} />
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="sr-only">{t('results.violations.confidenceLabel')}</dt>
              <dd className="text-slate-700">{t(`results.violations.confidence.${violation.confidence}`)}</dd>
            </div>
          </dl>
          {violation.may_violate && violation.level !== 'info' && <p className="text-sm text-slate-700">{t('results.violations.judgmentNote')}</p>}
          {violation.assumptions.length > 0 && (
            <div className="space-y-1">
              <p className="text-sm font-medium text-slate-700">{t('results.violations.assumptions')}</p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {violation.assumptions.map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </details>
    </article>
  );
};
