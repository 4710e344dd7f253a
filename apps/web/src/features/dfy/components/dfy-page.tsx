import { Check } from 'lucide-react';
import { CATALOGUE, DFY_TIERS, formatUsd } from '@debtshield/plans';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { DfyTierList } from '../../plans';
import { usePlanCopy } from '../../plans';
import { DfyAuthorizeDialog } from './dfy-authorize-dialog';

/** Where an authorized start goes (spec 001 §2.8). */
export const DFY_PAYMENT_URL = `${paths.payment}?plan=dfy_service`;

const COMPARE_ROWS = ['prepare', 'mail', 'tracking', 'answers', 'price'] as const;

/**
 * /dfy (spec 001 §2.8, spec 000 §9): the promises (one wording with the plan copy and the receipt:
 * 24-48 hours, certified mail within 3 business days, tracking the same day, 30 days of monitoring),
 * the DIY versus VIP comparison, the price tiers from the catalogue, and the start button that asks
 * for the authorization before /payment?plan=dfy_service.
 */
export const DfyPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = usePlanCopy('dfy_service');
  const [open, setOpen] = useState(false);
  const promisesId = useId();
  const compareId = useId();
  const pricesId = useId();
  const hintId = useId();
  const title = t('dfy.title');
  const prices = { diy: formatUsd(CATALOGUE.scan.priceCents), vip: formatUsd(DFY_TIERS[0].priceCents) };

  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-800">{t('dfy.lead')}</p>
      </section>

      <section aria-labelledby={promisesId} className="space-y-3">
        <h2 id={promisesId} className="text-2xl font-bold text-slate-900">
          {t('dfy.promisesHeading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {copy.features.map((feature) => (
            <li key={feature} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={compareId} className="space-y-3">
        <h2 id={compareId} className="text-2xl font-bold text-slate-900">
          {t('dfy.compare.heading')}
        </h2>
        <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl bg-white text-left text-sm sm:text-base">
          <caption className="sr-only">{t('dfy.compare.caption')}</caption>
          <thead>
            <tr className="bg-slate-100">
              <th scope="col" className="w-1/4 p-2 font-semibold text-slate-900 sm:p-3">
                {t('dfy.compare.step')}
              </th>
              <th scope="col" className="p-2 font-semibold text-slate-900 sm:p-3">
                {t('dfy.compare.diy')}
              </th>
              <th scope="col" className="bg-brand-50 p-2 font-semibold text-brand-800 sm:p-3">
                {t('dfy.compare.vip')}
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-2 font-semibold text-slate-900 sm:p-3">
                  {t(`dfy.compare.rows.${row}.label`)}
                </th>
                <td className="break-words p-2 text-slate-800 sm:p-3">{t(`dfy.compare.rows.${row}.diy`, { price: prices.diy })}</td>
                <td className="break-words bg-brand-50 p-2 text-slate-900 sm:p-3">{t(`dfy.compare.rows.${row}.vip`, { price: prices.vip })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby={pricesId} className="space-y-3">
        <h2 id={pricesId} className="text-2xl font-bold text-slate-900">
          {t('dfy.pricesHeading')}
        </h2>
        <DfyTierList />
        <div className="space-y-2">
          <Button onClick={() => setOpen(true)} aria-describedby={hintId} className="w-full sm:w-auto">
            {t('dfy.start')}
          </Button>
          <p id={hintId} className="text-sm text-slate-700">
            {t('dfy.startHint')}
          </p>
        </div>
        <p className="text-sm text-slate-700">{t('dfy.note')}</p>
      </section>

      <DfyAuthorizeDialog
        open={open}
        onClose={() => setOpen(false)}
        onAuthorized={() => {
          setOpen(false);
          void navigate(DFY_PAYMENT_URL);
        }}
      />
    </div>
  );
};
