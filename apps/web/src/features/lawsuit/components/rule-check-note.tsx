import type { RuleCheckView } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How a deadline rule or an exemption was checked (decisions 045, 046): the words it was compared
 * with, where they were read and when, or a plain "not verified" (worded for what it is about). The
 * stored words are English and shown as such.
 */
export const RuleCheckNote = ({
  check,
  longDate,
  about = 'deadline',
}: {
  check: RuleCheckView;
  longDate: (iso: string) => string;
  about?: 'deadline' | 'judgment';
}) => {
  const { t } = useTranslation();
  if (check.status === 'unverified')
    return (
      <div className="space-y-1">
        <p>{t(check.searched ? `lawsuit.${about}.check.unverified` : `lawsuit.${about}.check.notYetSearched`)}</p>
        {check.searched && (
          <p className="text-caption text-slate-700">
            {t('lawsuit.deadline.check.searched')} <span lang="en">{check.searched}</span>
          </p>
        )}
      </div>
    );
  const isAddress = /^https?:\/\//.test(check.source);
  return (
    <div className="space-y-1">
      <p>
        {t('lawsuit.deadline.check.verified', { date: longDate(check.retrieved) })} {t(`lawsuit.deadline.check.kind.${check.kind}`)}
      </p>
      <blockquote lang="en" className="border-s-4 border-slate-300 ps-3 text-slate-800">
        “{check.quote}”
      </blockquote>
      <p className="text-caption text-slate-700">
        {t('lawsuit.deadline.check.readFrom')}{' '}
        {isAddress ? (
          <a className="text-primary underline" href={check.source} rel="noreferrer" target="_blank" lang="en">
            {check.source_title}
          </a>
        ) : (
          <span lang="en">
            {check.source_title} ({check.source})
          </span>
        )}
      </p>
      {check.comment && (
        <p className="text-caption text-slate-700">
          <span lang="en">{check.comment}</span>
        </p>
      )}
    </div>
  );
};
