import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Citation } from '../../../components/ui/citation';
import { copyRecords, copyStrings } from '../lib/copy-list';
import { CountUp } from './count-up';

const sectionHeading = 'text-2xl font-bold text-slate-900';

/** Statistics with animated counters: fixed facts of the law, written in the catalogue with their sources. */
export const StatsSection = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const items = copyRecords(t, 'home.stats.items', ['figure', 'label'] as const);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        {t('home.stats.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.figure} className="rounded-xl border border-slate-200 bg-white p-4">
            <CountUp figure={item.figure} className="block text-4xl font-bold text-brand-800" />
            <span className="mt-1 block text-slate-800">{item.label}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t('home.stats.sources')}</p>
    </section>
  );
};

/** How it works: upload the letter, pattern matching, educational report (spec 000 §2). */
export const HowItWorks = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = copyRecords(t, 'home.how.steps', ['title', 'text'] as const);
  return (
    <section id="how-it-works" aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        {t('home.how.heading')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <span aria-hidden="true" className="mb-2 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-800">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
};

/** The public sources the checks are built from. */
export const ResearchSources = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={sectionHeading}>
        {t('home.research.heading')}
      </h2>
      <p className="text-slate-800">{t('home.research.intro')}</p>
      <ul className="list-disc space-y-1 pl-6 text-slate-800">
        {copyStrings(t, 'home.research.items').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
};

/** Three pattern cards: what the checks look for, each with its citation. */
export const PatternCards = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const items = copyRecords(t, 'home.patterns.items', ['title', 'text', 'cite'] as const);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        {t('home.patterns.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border-t-4 border-brand-700 bg-white p-4 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-slate-800">{item.text}</p>
            <p className="mt-2 font-mono text-sm text-slate-700">
              <Citation text={item.cite} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Quotes clearly marked as illustrative: no names, no invented customers. */
export const Testimonials = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const items = copyRecords(t, 'home.testimonials.items', ['quote', 'context'] as const);
  return (
    <section aria-labelledby={headingId} aria-describedby={noteId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        {t('home.testimonials.heading')}
      </h2>
      <p id={noteId} className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {t('home.testimonials.note')}
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.quote}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-4">
              <blockquote className="text-slate-900">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-3 text-sm font-medium text-slate-700">{item.context}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};
