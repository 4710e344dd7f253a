/** '$1,234.50'. Undefined for anything that is not a finite, non-negative number. */
export const formatMoney = (amount: number | null | undefined): string | undefined => {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return undefined;
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (cents % 100).toString().padStart(2, '0');
  return `$${whole}.${rest}`;
};

/** Rounds to cents (for derived amounts such as a percentage of a balance). */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;
