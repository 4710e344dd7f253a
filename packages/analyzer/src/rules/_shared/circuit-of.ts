/**
 * The federal judicial circuit of each state and territory, for the case law that binds there
 * (legal-reference §1.10 and the rules' circuit notes). The District of Columbia has its own circuit,
 * numbered 12 here.
 */
const CIRCUIT_BY_STATE: Readonly<Record<string, number>> = {
  ME: 1,
  MA: 1,
  NH: 1,
  RI: 1,
  PR: 1,
  CT: 2,
  NY: 2,
  VT: 2,
  DE: 3,
  NJ: 3,
  PA: 3,
  VI: 3,
  MD: 4,
  NC: 4,
  SC: 4,
  VA: 4,
  WV: 4,
  LA: 5,
  MS: 5,
  TX: 5,
  KY: 6,
  MI: 6,
  OH: 6,
  TN: 6,
  IL: 7,
  IN: 7,
  WI: 7,
  AR: 8,
  IA: 8,
  MN: 8,
  MO: 8,
  NE: 8,
  ND: 8,
  SD: 8,
  AK: 9,
  AZ: 9,
  CA: 9,
  HI: 9,
  ID: 9,
  MT: 9,
  NV: 9,
  OR: 9,
  WA: 9,
  GU: 9,
  MP: 9,
  CO: 10,
  KS: 10,
  NM: 10,
  OK: 10,
  UT: 10,
  WY: 10,
  AL: 11,
  FL: 11,
  GA: 11,
  DC: 12,
};

/** The circuit of a two-letter state code (12: the D.C. Circuit), or undefined. */
export const circuitOf = (state: string | null | undefined): number | undefined => (state ? CIRCUIT_BY_STATE[state.trim().toUpperCase()] : undefined);

/** The circuit as courts write it ('2d', '3d', '7th', 'D.C.'), or null. */
export const circuitName = (state: string | null | undefined): string | null => {
  const n = circuitOf(state);
  if (n === undefined) return null;
  if (n === 12) return 'D.C.';
  return n === 1 ? '1st' : n === 2 ? '2d' : n === 3 ? '3d' : `${n}th`;
};
