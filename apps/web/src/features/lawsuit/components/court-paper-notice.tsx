import type { AnalyzeResponse, CourtPaper } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SectionCard } from './section-card';

/**
 * What the navigation hands the lawsuit page: the paper as read, the state the upload was made for, and whether the time
 * limit to sue had passed when the results rest on the person's own answer (decision 275; absent or null: not answered).
 */
export type LawsuitNavigationState = { courtPaper: CourtPaper; state: string; analysisId: string; pastLimitationPeriod?: boolean | null };

/** Whether the time limit to sue had passed, when the analysis's time bar rests on the person's answer; else null. */
export const timeBarAnswered = (sol: AnalyzeResponse['sol']): boolean | null =>
  sol.from_answer ? (sol.status === 'likely_expired' ? true : sol.status === 'within' ? false : null) : null;

/** The list of kinds in words ("a summons and a complaint"), in the page's language. */
export const useKindsText = () => {
  const { t, i18n } = useTranslation();
  return (kinds: CourtPaper['kinds']): string => {
    const words = kinds.map((k) => t(`lawsuit.paper.kinds.${k}`));
    return new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(
      words.length ? words : [t('lawsuit.paper.kinds.other_court_paper')],
    );
  };
};

/**
 * Shown first on the results page when the upload is a court paper (decision 027): what it is, that the
 * deadline matters more than anything else, and the way to the deadline. A paper that claims to be
 * legal process without a court's parts is named as possibly fake instead.
 */
export const CourtPaperNotice = ({ courtPaper, state, analysisId, pastLimitationPeriod = null }: LawsuitNavigationState) => {
  const { t } = useTranslation();
  const kindsText = useKindsText();
  if (courtPaper.claims_court_without_parts && !courtPaper.is_court_paper)
    return (
      <SectionCard title={t('lawsuit.paper.fakeTitle')} tone="attention">
        <p className="text-body text-slate-900">{t('lawsuit.paper.fake')}</p>
      </SectionCard>
    );
  if (!courtPaper.is_court_paper) return null;
  const navigation: LawsuitNavigationState = { courtPaper, state, analysisId, pastLimitationPeriod };
  return (
    <SectionCard title={t('lawsuit.paper.title')} tone="urgent">
      <p className="text-body font-semibold text-slate-900">{t('lawsuit.paper.is', { kinds: kindsText(courtPaper.kinds) })}</p>
      <p className="text-body text-slate-900">{t('lawsuit.paper.deadlineFirst')}</p>
      <ButtonLink to={paths.lawsuit} state={navigation} className="w-full sm:w-auto">
        {t('lawsuit.paper.openLawsuit')}
      </ButtonLink>
    </SectionCard>
  );
};
