import { CATALOGUE, formatUsd, savingsCents, type ProductId } from '@debtshield/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { paths } from '../../../config/paths';

const paymentLink = (product: ProductId) => `${paths.payment}?${new URLSearchParams({ product, price: String(CATALOGUE[product].priceCents / 100) })}`;

const Option = ({ product, label, note }: { product: ProductId; label: string; note?: string }) => (
  <li>
    <Link
      to={paymentLink(product)}
      className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-900 hover:border-brand-700 hover:bg-brand-50"
    >
      <span>{label}</span>
      <span className="text-right font-semibold text-brand-800">{note ?? formatUsd(CATALOGUE[product].priceCents)}</span>
    </Link>
  </li>
);

/**
 * The upgrade modal of a locked dashboard view (spec 001 §2.2), at the catalogue's prices (the
 * catalogue wins over the spec's other figures). Credit options join when Credit Repair is built.
 */
export const UpgradeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const bundleSavings = savingsCents(CATALOGUE.bundle);
  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('dashboard.upgrade.title')} closeLabel={t('dashboard.upgrade.close')}>
      <div className="space-y-5">
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t('dashboard.upgrade.debtHeading')}</h3>
          <ul className="space-y-2">
            <Option product="scan" label={t('dashboard.upgrade.scan')} />
            <Option
              product="monthly"
              label={t('dashboard.upgrade.monthly')}
              note={t('dashboard.upgrade.perMonth', { price: formatUsd(CATALOGUE.monthly.priceCents) })}
            />
            <Option product="lifetime" label={t('dashboard.upgrade.lifetime')} />
          </ul>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t('dashboard.upgrade.bundleHeading')}</h3>
          <ul className="space-y-2">
            <Option
              product="bundle"
              label={t('dashboard.upgrade.bundle')}
              note={
                bundleSavings
                  ? `${formatUsd(CATALOGUE.bundle.priceCents)} · ${t('dashboard.upgrade.bundleSave', { savings: formatUsd(bundleSavings) })}`
                  : formatUsd(CATALOGUE.bundle.priceCents)
              }
            />
          </ul>
        </section>
        <p className="text-sm text-slate-700">{t('dashboard.upgrade.guarantee')}</p>
      </div>
    </AccessibleDialog>
  );
};
