import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ResultsCard, revealSection } from './results-card';

const STEPS = ['validation', 'settlement', 'paymentPlan', 'sol', 'worstCase'] as const;
const TIMELINE = ['first', 'second', 'third'] as const;

export type CompliancePlaybookProps = {
  /** How many of the analyzer's questions are still open: their answers can still turn up a violation. */
  openQuestions: number;
  /** The id of the questions card the banner leads to. */
  questionsId: string;
};

/**
 * Spec 000 §2: with no violations, the 'Letter Appears Legally Compliant' banner and a static
 * defence playbook. General information only: no figures are presented as the user's.
 * While questions are open the banner says the check is of the letter's words only and leads to
 * them (decision 539): a missing notice or a paid debt is a violation the words alone cannot show.
 */
export const CompliancePlaybook = ({ openQuestions, questionsId }: CompliancePlaybookProps) => {
  const { t } = useTranslation();
  return (
    <>
      <div role="status" className="space-y-2 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 sm:p-6">
        <h2 className="text-xl font-bold text-emerald-900">{t('results.compliant.title')}</h2>
        <p className="text-slate-800">{t('results.compliant.body')}</p>
        {openQuestions > 0 ? (
          <>
            <p className="text-slate-800">{t('results.compliant.questionsOpen', { count: openQuestions })}</p>
            <Button variant="secondary" onClick={() => revealSection(questionsId)} className="w-full sm:w-auto">
              <MessageCircleQuestion aria-hidden="true" className="size-5" />
              {t('results.compliant.answer')}
            </Button>
          </>
        ) : null}
      </div>
      <ResultsCard title={t('results.playbook.title')}>
        <ol className="space-y-4">
          {STEPS.map((step) => (
            <li key={step} className="space-y-1">
              <h3 className="font-semibold text-slate-900">{t(`results.playbook.${step}.title`)}</h3>
              <p className="text-slate-800">{t(`results.playbook.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <h3 className="pt-2 font-semibold text-slate-900">{t('results.playbook.timeline.title')}</h3>
        <dl className="space-y-2">
          {TIMELINE.map((entry) => (
            <div key={entry} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="font-semibold text-brand-800">{t(`results.playbook.timeline.${entry}.when`)}</dt>
              <dd className="text-slate-800">{t(`results.playbook.timeline.${entry}.what`)}</dd>
            </div>
          ))}
        </dl>
      </ResultsCard>
    </>
  );
};
