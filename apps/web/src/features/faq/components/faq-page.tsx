import { ChevronDown } from 'lucide-react';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_TTL_MINUTES } from '@debtshield/contracts';
import { CATALOGUE, DFY_TIERS, formatUsd } from '@debtshield/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

/** The questions, in order. Their words are in the faq catalogue; every amount is filled in here from the plan catalogue. */
export const FAQ_IDS = ['what', 'advice', 'scope', 'upload', 'kept', 'cost', 'guarantee', 'signin', 'oldDebt', 'dfy'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** The values the answers interpolate: prices from the catalogue, sign-in facts from the contracts. */
export const faqValues = () => ({
  scan: formatUsd(CATALOGUE.scan.priceCents),
  monthly: formatUsd(CATALOGUE.monthly.priceCents),
  lifetime: formatUsd(CATALOGUE.lifetime.priceCents),
  creditSingle: formatUsd(CATALOGUE.credit_single.priceCents),
  creditAll: formatUsd(CATALOGUE.credit_all.priceCents),
  bundle: formatUsd(CATALOGUE.bundle.priceCents),
  dfy: formatUsd(DFY_TIERS[0].priceCents),
  digits: LOGIN_CODE_LENGTH,
  minutes: LOGIN_CODE_TTL_MINUTES,
});

const paragraphs = (value: unknown): string[] => (Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : []);

/**
 * /faq (spec 000 §2 'Other'): questions in disclosure widgets (details/summary: keyboard and screen
 * readers get expanded/collapsed for free), then the call to action to /upload. Every promise is
 * true of this product: uploads are deleted within 1 hour, prices are the catalogue's.
 */
export const FaqPage = () => {
  const { t } = useTranslation();
  const ctaId = useId();
  const values = faqValues();
  const title = t('faq.title');
  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-800">{t('faq.intro')}</p>
      </section>
      <div className="space-y-3">
        {FAQ_IDS.map((id) => (
          <details key={id} className="group rounded-xl border border-slate-300 bg-white open:border-brand-700" data-faq={id}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>{t(`faq.items.${id}.question`)}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-6 shrink-0 text-primary transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="space-y-2 px-4 pb-4 text-slate-800">
              {paragraphs(t(`faq.items.${id}.answer`, { returnObjects: true, ...values })).map((text) => (
                <p key={text}>{text}</p>
              ))}
              {id === 'dfy' && (
                <p>
                  <Link to={paths.dfy} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                    {t('faq.items.dfy.link')}
                  </Link>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
      <section aria-labelledby={ctaId} className="space-y-3 rounded-2xl bg-brand-50 p-6">
        <h2 id={ctaId} className="text-2xl font-bold text-slate-900">
          {t('faq.cta.heading')}
        </h2>
        <p className="text-slate-800">{t('faq.cta.text')}</p>
        <ButtonLink to={paths.upload}>{t('faq.cta.button')}</ButtonLink>
      </section>
    </div>
  );
};
