import { CATALOGUE, DFY_TIERS, formatUsd, savingsCents, type Product, type ProductId } from '@debtshield/plans';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The words of a plan (name, description, features, note) live in the `plans.<id>` catalogue; the
 * numbers never do. Every price, crossed-out price and saving comes from @debtshield/plans.
 */
export type PlanCopy = { name: string; description: string; features: string[]; note: string };

const isString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const planCopy = (t: TFunction, id: ProductId): PlanCopy => {
  const key = CATALOGUE[id].i18nKey;
  const features: unknown = t(`${key}.features`, { returnObjects: true });
  return {
    name: t(`${key}.name`),
    description: t(`${key}.description`),
    features: Array.isArray(features) ? features.filter(isString) : [],
    note: t(`${key}.note`),
  };
};

/** The translated copy of one catalogue product. */
export const usePlanCopy = (id: ProductId): PlanCopy => {
  const { t } = useTranslation();
  return planCopy(t, id);
};

/** The translation key of a catalogue badge (the catalogue keeps the English label as its id). */
export const BADGE_KEYS: Record<NonNullable<Product['badge']>, string> = {
  'MOST POPULAR': 'plans.badges.mostPopular',
  'BEST VALUE': 'plans.badges.bestValue',
};

/** The pre-written letters sold as product=letter (spec 000 §2: template parameter). */
export const LETTER_TEMPLATES = ['validation', 'cease', 'dispute', 'statute'] as const;
export type LetterTemplate = (typeof LETTER_TEMPLATES)[number];
export const isLetterTemplate = (value: unknown): value is LetterTemplate => LETTER_TEMPLATES.some((template) => template === value);

/** Prices of one product, formatted from the catalogue. `priceCents` overrides the list price (done-for-you by letter count). */
export type PlanPrices = { price: string; original: string | null; savings: string | null; monthly: boolean };

export const planPrices = (id: ProductId, priceCents?: number): PlanPrices => {
  const product = CATALOGUE[id];
  const saved = priceCents === undefined ? savingsCents(product) : undefined;
  return {
    price: formatUsd(priceCents ?? product.priceCents),
    original: priceCents === undefined && product.originalPriceCents !== undefined ? formatUsd(product.originalPriceCents) : null,
    savings: saved !== undefined && saved > 0 ? formatUsd(saved) : null,
    monthly: product.durationDays !== undefined,
  };
};

/** Done-for-you tiers as shown: '1-2 letters: $199'. */
export const dfyTierRows = (t: TFunction): { key: string; text: string }[] =>
  DFY_TIERS.map((tier) => ({
    key: `${tier.minLetters}-${tier.maxLetters}`,
    text: t('plans.dfyTiers.tier', { min: tier.minLetters, max: tier.maxLetters, price: formatUsd(tier.priceCents) }),
  }));
