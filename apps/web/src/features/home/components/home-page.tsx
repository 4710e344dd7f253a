import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { hasStoredUser, useSignedIn } from '../../../lib/session';
import { SituationQuiz } from '../../quiz';
import { ExampleTicker } from './example-ticker';
import { HowItWorks, PatternCards, ResearchSources, StatsSection, Testimonials } from './home-sections';
import { ProductCards } from './product-cards';
import { StartFreeLink } from './start-free-link';

/**
 * The home page (spec 000 §1–§2, 001 §2.9) at /, /products, /home and /old-home: hero, statistics,
 * how it works, research sources, pattern cards, the ticker, the situation quiz, the product cards,
 * testimonials and the final call to action. Every start button leads to /upload.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  // Spec 001 §6: the home page reads login from the stored user (the header judges by the token).
  const signedIn = useSignedIn();
  const hasUser = signedIn && hasStoredUser();
  const finalId = useId();
  const title = t('home.title');

  return (
    <div className="space-y-14">
      <section className="space-y-5">
        <PageTitle title={t('app.tagline')}>{title}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-800">{t('home.lead')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <StartFreeLink />
          {hasUser ? (
            <ButtonLink to={paths.dashboard} variant="secondary">
              {t('home.dashboard')}
            </ButtonLink>
          ) : (
            <a
              href="#situation-quiz"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('home.takeQuiz')}
            </a>
          )}
        </div>
        <p className="text-sm text-slate-700">{t('home.heroNote')}</p>
      </section>
      <StatsSection />
      <HowItWorks />
      <ResearchSources />
      <PatternCards />
      <ExampleTicker />
      <SituationQuiz />
      <ProductCards />
      <Testimonials />
      <section aria-labelledby={finalId} className="space-y-4 rounded-2xl bg-brand-800 p-6 text-white">
        <h2 id={finalId} className="text-2xl font-bold">
          {t('home.finalCta.heading')}
        </h2>
        <p className="max-w-2xl">{t('home.finalCta.text')}</p>
        <StartFreeLink variant="secondary" />
      </section>
    </div>
  );
};
