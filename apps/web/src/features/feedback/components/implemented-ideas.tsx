import { ANONYMOUS_IDEA_CREDIT, type ImplementedIdea } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useImplementedIdeas } from '../api/feedback-api';

/** 'March 10, 2025' / '10 de marzo de 2025' from '2025-03-10' (the day as stored, whatever the time zone). */
const formatDay = (day: string, language: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

const IdeaCard = ({ idea }: { idea: ImplementedIdea }) => {
  const { t, i18n } = useTranslation();
  const name = idea.user_name === ANONYMOUS_IDEA_CREDIT ? t('feedback.implemented.anonymous') : idea.user_name;
  return (
    <li className="space-y-2 rounded-xl border border-slate-300 bg-white p-5">
      <p className="inline-flex rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">{t('feedback.implemented.badge')}</p>
      <blockquote className="text-lg text-slate-900">
        <p className="break-words">{idea.feedback}</p>
      </blockquote>
      {idea.impact_description && (
        <p className="text-slate-800">
          <span className="font-semibold">{t('feedback.implemented.impact')}</span> {idea.impact_description}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {t('feedback.implemented.by', { name })} · <time dateTime={idea.date}>{formatDay(idea.date, i18n.language)}</time>
      </p>
    </li>
  );
};

/**
 * Ideas from users that the team built (GET /api/feedback/implemented). Nothing is shown while
 * loading, when loading fails (spec 001 §2.10, §8) or when there are none yet: no invented examples.
 */
export const ImplementedIdeas = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const ideas = useImplementedIdeas();
  if (!ideas.data || ideas.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('feedback.implemented.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {ideas.data.map((idea) => (
          <IdeaCard key={idea.id} idea={idea} />
        ))}
      </ul>
    </section>
  );
};
