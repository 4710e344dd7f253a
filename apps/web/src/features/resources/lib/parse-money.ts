/** A dollar amount as a person types it ("1,234.56", "$950", "1234"), or null when it is not one. */
export const parseMoney = (text: string): number | null => {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 && value < 100_000_000 ? value : null;
};
