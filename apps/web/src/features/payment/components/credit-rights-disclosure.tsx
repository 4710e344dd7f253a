import { CROA_DISCLOSURE_PARAGRAPHS, CROA_DISCLOSURE_TITLE } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type CreditRightsDisclosureProps = {
  read: boolean;
  onReadChange: (read: boolean) => void;
  disabled?: boolean;
};

/**
 * The disclosure the Credit Repair Organizations Act requires before a purchase of credit help
 * (15 U.S.C. 1679c), in the statute's words and apart from everything else on the page, then the
 * buyer's confirmation that they read it; the checkout starts only after it (the server checks too).
 * Spanish readers get a courtesy translation after the statutory text, never instead of it.
 */
export const CreditRightsDisclosure = ({ read, onReadChange, disabled = false }: CreditRightsDisclosureProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The courtesy translation's paragraphs (p1…p9); English readers have the statute's own words above.
  const translated = i18n.language === 'en' ? [] : Array.from({ length: 9 }, (_, index) => t(`payment.creditRights.translation.p${index + 1}`));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-card border border-input bg-surface p-4">
      <h3 id={`${id}-heading`} className="text-heading-s font-bold text-foreground">
        {t('payment.creditRights.heading')}
      </h3>
      <p className="text-muted-foreground">{t('payment.creditRights.lead')}</p>
      {/* In Spanish the statute's English text stays, and the translation stands beside it (issue 27), never instead of it. */}
      <div className={translated.length > 0 ? 'grid gap-3 md:grid-cols-2' : undefined}>
        <div
          role="region"
          aria-label={CROA_DISCLOSURE_TITLE}
          tabIndex={0}
          lang="en"
          className="max-h-72 space-y-3 overflow-y-auto rounded-control border border-border bg-muted p-3 text-caption text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <p className="font-bold">{CROA_DISCLOSURE_TITLE}</p>
          {CROA_DISCLOSURE_PARAGRAPHS.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        {translated.length > 0 ? (
          <div
            role="region"
            aria-label={t('payment.creditRights.translationSummary')}
            tabIndex={0}
            className="max-h-72 space-y-2 overflow-y-auto rounded-control border border-border bg-surface p-3 text-caption text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <p className="font-semibold text-muted-foreground">{t('payment.creditRights.translationSummary')}</p>
            {translated.map((paragraph, index) => (
              <p key={paragraph.slice(0, 40)} className={index === 0 ? 'font-bold whitespace-pre-line' : 'whitespace-pre-line'}>
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <label className="flex min-h-touch items-start gap-3">
        <input type="checkbox" checked={read} disabled={disabled} onChange={(event) => onReadChange(event.target.checked)} className="mt-1 size-5 shrink-0" />
        <span className="font-medium text-foreground">{t('payment.creditRights.confirm')}</span>
      </label>
      <p className="text-caption text-muted-foreground">{t('payment.creditRights.cancelRight')}</p>
    </section>
  );
};
