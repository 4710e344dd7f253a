import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Citation } from '../../../components/ui/citation';
import { ProductOffer } from '../../home';
import { StartFreeLink } from '../../home';
import type { QuizResult } from '../lib/quiz-rules';

/**
 * The quiz results (no success figure: none is measured, issue 27): the laws that may apply, the recommendation and its plans (prices from the catalogue), the bundle when it shows,
 * and 'Check Different Situations'. Focus moves to the heading when the results appear.
 */
export const QuizResults = ({ result, onReset }: { result: QuizResult; onReset: () => void }) => {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const offersId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { recommendation } = result;
  const bundleBeside = result.showBundle && recommendation !== 'bundle';

  return (
    <div className="space-y-5" data-testid="quiz-results">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {t('quiz.results.heading')}
      </h3>
      <div className="space-y-2">
        <h4 className="text-lg font-semibold text-slate-900">{t('quiz.results.violationsHeading')}</h4>
        <ul className="flex flex-wrap gap-2">
          {result.violations.map((citation) => (
            <li key={citation} className="max-w-full rounded-md bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900">
              <Citation text={citation} />
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-3" data-recommendation={recommendation}>
        <h4 className="text-lg font-semibold text-slate-900">{t('quiz.results.recommendationHeading')}</h4>
        <p className="text-xl font-bold text-slate-900" data-testid="quiz-recommendation">
          {t(`quiz.results.recommendations.${recommendation}.title`)}
        </p>
        <p className="text-slate-800">{t(`quiz.results.recommendations.${recommendation}.text`)}</p>
        {bundleBeside && <p className="font-medium text-slate-800">{t('quiz.results.bundleAlso')}</p>}
        {result.products.length > 0 && (
          <>
            <p id={offersId} className="sr-only">
              {t('quiz.results.offersLabel')}
            </p>
            <ul aria-labelledby={offersId} className="grid gap-3 sm:grid-cols-2">
              {result.products.map((id) => (
                <li key={id}>
                  <ProductOffer productId={id} className="h-full" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <StartFreeLink variant={recommendation === 'analyze' ? 'primary' : 'secondary'}>{t('quiz.results.startFree')}</StartFreeLink>
        <Button variant="ghost" onClick={onReset} className="border border-slate-300">
          {t('quiz.results.reset')}
        </Button>
      </div>
    </div>
  );
};
