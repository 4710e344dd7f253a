import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { FeedbackForm } from './feedback-form';
import { ImplementedIdeas } from './implemented-ideas';
import { LifetimeBanner } from './lifetime-banner';
import { UpcomingTools } from './upcoming-tools';

const PROMISES = ['team', 'private', 'credit'] as const;

/**
 * /feedback (spec 001 §2.10): hero, promises, the ideas already built, the form, the tools on the
 * way and the lifetime banner.
 */
export const FeedbackPage = () => {
  const { t } = useTranslation();
  const promisesId = useId();
  const formId = useId();
  const title = t('feedback.title');
  return (
    <div className="space-y-12">
      <header className="space-y-4">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="max-w-3xl text-lg text-slate-800">{t('feedback.lead')}</p>
      </header>

      <section aria-labelledby={promisesId} className="space-y-4">
        <h2 id={promisesId} className="text-2xl font-bold text-slate-900">
          {t('feedback.promises.heading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise} className="space-y-1 rounded-xl border border-slate-300 bg-white p-5">
              <h3 className="text-lg font-semibold text-slate-900">{t(`feedback.promises.${promise}.title`)}</h3>
              <p className="text-slate-700">{t(`feedback.promises.${promise}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <ImplementedIdeas />

      <section aria-labelledby={formId} className="max-w-2xl space-y-4 rounded-xl border border-slate-300 bg-white p-5 sm:p-6">
        <h2 id={formId} className="text-2xl font-bold text-slate-900">
          {t('feedback.form.heading')}
        </h2>
        <FeedbackForm />
      </section>

      <UpcomingTools />
      <LifetimeBanner />
    </div>
  );
};
