// The plans feature's public face: the plan cards, prices and copy other features show.
export { DfyAuthorizationForm, type DfyAuthorizationFormProps, type DfyAuthorizationLabels } from './components/dfy-authorization';
export { DfyTierList } from './components/dfy-tier-list';
export { PlanBadge } from './components/plan-badge';
export { PlanCard, type PlanCardProps } from './components/plan-card';
export { PlanPrice, type PlanPriceProps } from './components/plan-price';
export {
  BADGE_KEYS,
  dfyTierRows,
  isLetterTemplate,
  LETTER_TEMPLATES,
  planCopy,
  planPrices,
  usePlanCopy,
  type LetterTemplate,
  type PlanCopy,
  type PlanPrices,
} from './lib/plan-copy';
