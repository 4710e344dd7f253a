import type { DashboardAccess } from '@debtshield/contracts';
import { CATALOGUE, DFY_TIERS, formatUsd } from '@debtshield/plans';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const card = 'rounded-2xl border border-slate-300 bg-white p-5';

/**
 * The $7 letters (spec 001 §2.2): validation, cease and desist, dispute, statute of limitations. A
 * plan that includes the templates is never offered them for $7 (issue 27): it says so and opens them.
 */
export const LetterServiceView = ({ access }: { access: Pick<DashboardAccess, 'canAccessTemplates'> }) => {
  const { t } = useTranslation();
  const price = formatUsd(CATALOGUE.letter.priceCents);
  const included = access.canAccessTemplates;
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.letterService.heading', { price })}</h2>
      <p className="text-slate-800">{t('dashboard.letterService.intro')}</p>
      {included && (
        <div className="space-y-2 rounded-xl border border-emerald-500 bg-emerald-50 p-4">
          <p className="font-semibold text-emerald-900">{t('dashboard.letterService.included')}</p>
          <p className="text-slate-800">{t('dashboard.letterService.includedText')}</p>
          <ButtonLink to={paths.dashboardView.replace(':view', 'templates')}>{t('dashboard.letterService.open')}</ButtonLink>
        </div>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {(['validation', 'cease', 'dispute', 'statute'] as const).map((template) => (
          <li key={template} className={`${card} flex flex-col gap-3`}>
            <FileText aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="text-lg font-semibold text-slate-900">{t(`dashboard.letterService.letters.${template}.title`)}</h3>
            <p className="flex-1 text-slate-800">{t(`dashboard.letterService.letters.${template}.text`)}</p>
            {!included && (
              <ButtonLink to={`${paths.payment}?${new URLSearchParams({ product: 'letter', price: String(CATALOGUE.letter.priceCents / 100), template })}`}>
                {t('dashboard.letterService.buy', { price })}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};

export const DfyView = () => {
  const { t } = useTranslation();
  const features = (['f1', 'f2', 'f3', 'f4'] as const).map((key) => t(`dashboard.dfy.features.${key}`));
  return (
    <section className={`${card} space-y-4`}>
      <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.dfy.heading')}</h2>
      <p className="text-slate-800">{t('dashboard.dfy.intro')}</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <h3 className="font-semibold text-slate-900">{t('dashboard.dfy.tiersHeading')}</h3>
      <ul className="space-y-1 text-slate-900">
        {DFY_TIERS.map((tier) => (
          <li key={tier.minLetters}>{t('dashboard.dfy.tier', { min: tier.minLetters, max: tier.maxLetters, price: formatUsd(tier.priceCents) })}</li>
        ))}
      </ul>
      <ButtonLink to={paths.dfy}>{t('dashboard.dfy.cta')}</ButtonLink>
    </section>
  );
};
