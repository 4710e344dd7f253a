import { CATALOGUE, formatUsd } from '@debtshield/plans';
import type { TFunction } from 'i18next';
import type { View } from './views';

/** A view's name; the letter service's carries the catalogue's letter price ("$7 Letters"). */
export const viewLabel = (t: TFunction, view: View): string => t(`dashboard.views.${view}`, { price: formatUsd(CATALOGUE.letter.priceCents) });
